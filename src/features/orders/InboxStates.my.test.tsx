import { fireEvent, screen, within } from '@testing-library/react';
import { createFakeInbox, renderInbox } from './inboxTestKit';

jest.setTimeout(20_000);

const card = (heading: RegExp) =>
  within(screen.getByRole('heading', { level: 3, name: heading }).closest('li') as HTMLElement);

describe('/store/orders in Burmese: states as words, the date with Myanmar digits', () => {
  it('names each order’s and reservation’s state in Burmese', async () => {
    await renderInbox(createFakeInbox(), { language: 'my' });
    expect(card(/^အော်ဒါ #၁၀၁ /).getByText('မှာယူထားသည်')).toBeInTheDocument();
    expect(card(/^အော်ဒါ #၁၀၂ /).getByText('လက်ခံပြီး')).toBeInTheDocument();
    expect(card(/^အော်ဒါ #၁၀၃ /).getByText('ပြီးစီးပြီ')).toBeInTheDocument();
    expect(card(/ကြိုတင်နေရာယူမှု/).getByText('တောင်းဆိုထားသည်')).toBeInTheDocument();
  });

  it('writes the chosen day under the Date field in Burmese, and reads it with the field', async () => {
    await renderInbox(createFakeInbox(), { language: 'my' });
    fireEvent.change(screen.getByLabelText('ရက်စွဲ'), { target: { value: '2026-11-20' } });
    expect(await screen.findByText('၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၀ ရက်')).toBeVisible();
    expect(screen.getByLabelText('ရက်စွဲ')).toHaveAccessibleDescription('၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၀ ရက်');
  });
});
