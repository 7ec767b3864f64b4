import { screen, within } from '@testing-library/react';
import { fakeCustomerServer, placedOrder, renderCustomerOrders } from './testSetup';

const discountedOrder = {
  ...placedOrder,
  member_discount: 800,
  promo: { code: 'TEA10', discount: 1000 },
  total: 6200,
};

describe('/my/orders: an order’s discounts', () => {
  it('shows the subtotal, member discount and promo code when an order has them', async () => {
    const fake = fakeCustomerServer({ activity: { orders: [discountedOrder], reservations: [] } });
    const { rendered } = renderCustomerOrders('en', { fake });
    await rendered;
    const card = within(
      (await screen.findByRole('heading', { level: 3, name: 'Order #12' })).closest('li')!,
    );
    expect(card.getByText('Subtotal: 8,000 MMK')).toBeInTheDocument();
    expect(card.getByText('Member discount: −800 MMK')).toBeInTheDocument();
    expect(card.getByText('Promo code TEA10: −1,000 MMK')).toBeInTheDocument();
    expect(card.getByText('Total: 6,200 MMK')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My cards' })).toHaveAttribute('href', '/my/cards');
  });

  it('shows only the total of an order without discounts', async () => {
    const { rendered } = renderCustomerOrders('en');
    await rendered;
    const card = within(
      (await screen.findByRole('heading', { level: 3, name: 'Order #12' })).closest('li')!,
    );
    expect(card.queryByText(/Subtotal/)).not.toBeInTheDocument();
    expect(card.queryByText(/Member discount/)).not.toBeInTheDocument();
  });
});
