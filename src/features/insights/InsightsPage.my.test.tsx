import { screen } from '@testing-library/react';
import { renderInsights } from './insightsTestKit';

describe('/store/insights in Burmese', () => {
  it('names the measures in Burmese with Myanmar digits', async () => {
    await renderInsights('my').rendered;
    expect(
      await screen.findByRole('heading', { level: 2, name: 'ညွှန်းကိန်းများ' }),
    ).toBeInTheDocument();
    const sales = screen
      .getByRole('heading', { level: 3, name: 'ရောင်းရငွေ (ကျပ်)' })
      .closest('li') as HTMLElement;
    expect(sales).toHaveTextContent('၁၂၅,၀၀၀');
    expect(sales).toHaveTextContent('▲ ယခင်ကာလထက် ၂၅ % များသည်');
    expect(
      screen.getByText(/^၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၁ ရက် မှ ၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၃ ရက် အထိ/),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'နောက်ဆုံး ၁၂ လ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV ဒေါင်းလုဒ်ဆွဲရန်' })).toBeInTheDocument();
  });
});
