import { screen, within } from '@testing-library/react';
import { fakeBackOffice, renderPrices } from './pricesTestKit';

describe('/admin/prices in Burmese', () => {
  test('shows the prices in Myanmar digits and schedules a change in Burmese words', async () => {
    const sent = fakeBackOffice();
    const { user } = await renderPrices('my');
    const plans = await screen.findByRole('table', { name: 'အစီအစဉ်များ' });
    expect(within(plans).getByRole('row', { name: /^Standard/ })).toHaveTextContent('၁၈၀,၀၀၀ ကျပ်');
    await user.click(screen.getByRole('button', { name: 'Standard ၏ ပြောင်းလဲမှု စီစဉ်ရန်' }));
    const dialog = screen.getByRole('dialog', { name: 'ပြောင်းလဲမှု စီစဉ်ရန် - Standard' });
    const posts = within(dialog).getByLabelText('တစ်လလျှင် ပို့စ်');
    await user.clear(posts);
    await user.type(posts, '၄၀');
    expect(within(dialog).getByRole('region', { name: 'ပြောင်းလဲမည့်အရာများ' })).toHaveTextContent(
      'တစ်လလျှင် ပို့စ် - ၃၀ မှ ၄၀ သို့',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ပြောင်းလဲမှုကို စီစဉ်ရန်' }));
    expect(await screen.findByRole('table', { name: 'အစီအစဉ်များ' })).toBeInTheDocument();
    expect(sent.changes[0]?.changes).toEqual({ max_posts_per_month: 40 });
  });
});
