import { screen, within } from '@testing-library/react';
import { renderCustomerCards } from './cardsTestKit';

describe('/my/cards in Burmese', () => {
  it('shows cards, points and memberships in Burmese with Myanmar digits', async () => {
    const { rendered } = renderCustomerCards('my');
    await rendered;
    await screen.findByRole('heading', { level: 1, name: 'ကျွန်ုပ်၏ ကတ်များ' });
    expect(screen.getByText('တံဆိပ် ၃ ခုအနက် ၂ ခု')).toBeInTheDocument();
    expect(screen.getByText('ကတ်ပြည့်လျှင် ရမည့် ဆုလက်ဆောင်- Free tea')).toBeInTheDocument();
    expect(screen.getByText('ဆုလက်ဆောင် ရယူနိုင်ပါပြီ - Free tea')).toBeInTheDocument();
    expect(screen.getByText('လက်ကျန် ပွိုင့် - ၁၂၀')).toBeInTheDocument();
    expect(screen.getByText(/^အော်ဒါ #၄၁ အတွက် ပွိုင့် \+၂၂၀ ရရှိ/)).toBeInTheDocument();
    expect(screen.getByText('အသင်းဝင် လျှော့စျေး - ၁၀ %')).toBeInTheDocument();
  });

  it('words a reward the balance does not cover in Burmese', async () => {
    const { rendered } = renderCustomerCards('my');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Birthday cake အတွက် ကုဒ် ရယူရန်' }));
    const dialog = await screen.findByRole('dialog', { name: 'Birthday cake အတွက် သင့်ကုဒ်' });
    expect(await within(dialog).findByText('ဤဆုလက်ဆောင်အတွက် ပွိုင့် မလုံလောက်သေးပါ။')).toBeInTheDocument();
  });
});
