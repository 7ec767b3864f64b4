/** 'Rate this visit' in Burmese: the action, the dialog's labels with Myanmar digits, thanks. */
import { screen, within } from '@testing-library/react';
import { fakeCustomerServer, renderCustomerOrders } from './testSetup';
import { completedOrder, fakeRatingServer } from './rateTestKit';

describe('/my/orders rating in Burmese', () => {
  it('labels the stars in Myanmar digits and thanks the shopper', async () => {
    const fake = fakeCustomerServer({ activity: { orders: [completedOrder], reservations: [] } });
    const { rendered } = renderCustomerOrders('my', { fake });
    const rating = fakeRatingServer();
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'ဤလာရောက်မှုကို အဆင့်သတ်မှတ်ရန်' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Golden Tea House သို့ လာရောက်မှုကို အဆင့်သတ်မှတ်ပါ',
    });
    const stars = within(dialog).getByRole('group', { name: 'ကြယ်ပွင့်' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['ကြယ် ၁ ပွင့်', 'ကြယ် ၂ ပွင့်', 'ကြယ် ၃ ပွင့်', 'ကြယ် ၄ ပွင့်', 'ကြယ် ၅ ပွင့်']);
    await user.click(within(dialog).getByRole('button', { name: 'ပို့ရန်' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('ကြယ် ၁ ပွင့်မှ ၅ ပွင့်အထိ ရွေးပါ။');
    await user.click(within(stars).getByRole('radio', { name: 'ကြယ် ၃ ပွင့်' }));
    expect(
      within(dialog).getByRole('textbox', { name: 'သင်၏ သုံးသပ်ချက် (ရေးလိုလျှင်)' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ပို့ရန်' }));
    expect(
      await within(dialog).findByText('သင့်လာရောက်မှုကို အဆင့်သတ်မှတ်ပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။'),
    ).toBeInTheDocument();
    expect(rating.sent.map((s) => s.body)).toEqual([
      { visit: 'order', visit_id: completedOrder.id, stars: 3 },
    ]);
  });
});
