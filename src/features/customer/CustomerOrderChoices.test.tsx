import { screen, within } from '@testing-library/react';
import { fakeCustomerServer, placedOrder, renderCustomerOrders } from './testSetup';

const withChoices = {
  ...placedOrder,
  lines: [
    {
      item_id: 1,
      name: 'Mohinga',
      price: 3000,
      quantity: 1,
      options: [
        { group: 'Size', group_my: 'အရွယ်', name: 'Large', name_my: 'အကြီး', price: 500 },
        { group: 'Extras', group_my: '', name: 'Fish cake', name_my: 'ငါးဖယ်', price: 0 },
      ],
    },
  ],
};

describe('/my/orders: the choices on an order’s lines', () => {
  it('shows what was chosen under the line', async () => {
    const fake = fakeCustomerServer({ activity: { orders: [withChoices], reservations: [] } });
    const { rendered } = renderCustomerOrders('en', { fake });
    await rendered;
    const card = within(
      (await screen.findByRole('heading', { level: 3, name: 'Order #12' })).closest('li')!,
    );
    expect(card.getByText('Large, Fish cake')).toBeInTheDocument();
  });

  it('in Burmese', async () => {
    const fake = fakeCustomerServer({ activity: { orders: [withChoices], reservations: [] } });
    const { rendered } = renderCustomerOrders('my', { fake });
    await rendered;
    expect(await screen.findByText('အကြီး၊ ငါးဖယ်')).toBeInTheDocument();
  });
});
