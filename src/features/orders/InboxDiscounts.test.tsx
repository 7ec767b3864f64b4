import { screen, within } from '@testing-library/react';
import { createFakeInbox, renderInbox, sampleInbox, sampleOrder } from './inboxTestKit';

jest.setTimeout(20_000);

const discounted = sampleInbox({
  orders: [
    sampleOrder(1, {
      subtotal: 4500,
      member_discount: 450,
      promo: { code: 'TEA10', discount: 1000 },
      total: 3050,
    }),
    sampleOrder(2, { state: 'accepted' }),
  ],
});

const orderCard = (number: number) =>
  within(
    screen
      .getByRole('heading', { level: 3, name: new RegExp(`^Order #${number} `) })
      .closest('li') as HTMLElement,
  );

describe('/store/orders: an order’s discounts', () => {
  it('shows the subtotal, the member discount and the promo code when an order has them', async () => {
    await renderInbox(createFakeInbox({ inbox: discounted }));
    const card = orderCard(101);
    expect(card.getByText('Subtotal')).toBeInTheDocument();
    expect(card.getByText('Member discount')).toBeInTheDocument();
    expect(card.getByText('−450 MMK')).toBeInTheDocument();
    expect(card.getByText('Promo code TEA10')).toBeInTheDocument();
    expect(card.getByText('−1,000 MMK')).toBeInTheDocument();
    expect(card.getByText('Total: 3,050 MMK')).toBeInTheDocument();
    // An order without discounts shows only its total.
    expect(orderCard(102).queryByText('Subtotal')).not.toBeInTheDocument();
  });
});
