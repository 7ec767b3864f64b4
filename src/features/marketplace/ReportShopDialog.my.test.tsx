import { screen, within } from '@testing-library/react';
import { shweYee } from '../../test/marketplaceFixtures';
import { clearKeptBaskets, openStorePage, shopRoute } from './orderingTestSetup';
import { fakeReports } from './reportTestKit';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

describe('Report this shop in Burmese', () => {
  it('asks and thanks in Burmese', async () => {
    const sent = fakeReports();
    const { user } = await openStorePage(shopRoute(shweYee.slug), { language: 'my' });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'ဤဆိုင်ကို တိုင်ကြားရန်' }));
    const dialog = await screen.findByRole('dialog', { name: 'ဤဆိုင်ကို တိုင်ကြားရန်' });
    await user.click(within(dialog).getByRole('button', { name: 'ပို့ရန်' }));
    expect(within(dialog).getByText('အကြောင်းရင်းတစ်ခု ရွေးပါ။')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'လိမ်လည်မှု' }));
    await user.type(within(dialog).getByLabelText('အသေးစိတ် (မဖြစ်မနေ မဟုတ်ပါ)'), 'ငွေပေးပြီး ပစ္စည်းမရ');
    await user.click(within(dialog).getByRole('button', { name: 'ပို့ရန်' }));
    expect(
      await within(dialog).findByText('ကျေးဇူးတင်ပါသည်။ သင့်တိုင်ကြားချက်ကို ကျွန်ုပ်တို့အဖွဲ့ထံ ပို့ပြီးပါပြီ။'),
    ).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([{ reason: 'scam', details: 'ငွေပေးပြီး ပစ္စည်းမရ' }]);
  });
});
