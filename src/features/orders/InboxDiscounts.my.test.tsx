import { screen, within } from '@testing-library/react';
import { createFakeInbox, renderInbox, sampleInbox, sampleOrder } from './inboxTestKit';

jest.setTimeout(20_000);

describe('/store/orders: an order’s discounts in Burmese', () => {
  it('shows the member discount and the promo code with Myanmar digits', async () => {
    const inbox = sampleInbox({
      orders: [
        sampleOrder(1, {
          member_discount: 450,
          promo: { code: 'TEA10', discount: 1000 },
          total: 3050,
        }),
      ],
    });
    await renderInbox(createFakeInbox({ inbox }), { language: 'my' });
    const card = within(screen.getByText('ပရိုမိုကုဒ် TEA10').closest('li') as HTMLElement);
    expect(card.getByText('အသင်းဝင် လျှော့စျေး')).toBeInTheDocument();
    expect(card.getByText('−၄၅၀ ကျပ်')).toBeInTheDocument();
    expect(card.getByText('−၁,၀၀၀ ကျပ်')).toBeInTheDocument();
  });
});
