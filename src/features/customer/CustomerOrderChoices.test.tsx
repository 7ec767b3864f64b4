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

describe('/my/orders: an order for delivery', () => {
  const delivered = {
    ...placedOrder,
    table: null,
    state: 'completed' as const,
    delivery: {
      township: { id: 21, name: 'Sanchaung', name_my: 'စမ်းချောင်း' },
      address: 'No. 12, Baho Road',
      phone: '09450000111',
      fee: 1500,
      eta_minutes: 30,
    },
  };

  it('says where it went and that it was delivered', async () => {
    const fake = fakeCustomerServer({ activity: { orders: [delivered], reservations: [] } });
    const { rendered } = renderCustomerOrders('en', { fake });
    await rendered;
    const card = within(
      (await screen.findByRole('heading', { level: 3, name: 'Order #12' })).closest('li')!,
    );
    expect(card.getByText('Delivered')).toBeInTheDocument();
    expect(card.getByText(/Delivery to Sanchaung/)).toBeInTheDocument();
  });

  it('in Burmese', async () => {
    const fake = fakeCustomerServer({
      activity: {
        orders: [{ ...delivered, state: 'out_for_delivery' as const }],
        reservations: [],
      },
    });
    const { rendered } = renderCustomerOrders('my', { fake });
    await rendered;
    expect(await screen.findByText('ပို့ဆောင်နေသည်')).toBeInTheDocument();
    expect(screen.getByText(/စမ်းချောင်း မြို့နယ်သို့ ပို့ဆောင်မည်/)).toBeInTheDocument();
  });
});
