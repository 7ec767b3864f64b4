import { screen, waitFor, within } from '@testing-library/react';
import { CUSTOMER_KEYS, LEGACY_KEYS } from '../../persist/legacyStorage';
import { selectCustomerSignedIn } from '../../shared/customer/customerSession';
import { fakeCustomerServer, placedOrder, renderCustomerOrders, thiri } from './testSetup';

const orderCard = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('/my/orders in English', () => {
  it('lists orders and reservations with their state, lines, totals, table or pickup, shop and reason', async () => {
    const { fake, rendered } = renderCustomerOrders('en');
    await rendered;
    const placed = within(
      await screen
        .findByRole('heading', { level: 3, name: 'Order #12' })
        .then((h) => h.closest('li')!),
    );
    expect(placed.getByText('Placed, waiting for the shop')).toBeInTheDocument();
    expect(placed.getByText(/Table 7/)).toBeInTheDocument();
    expect(placed.getByText('2 × Mohinga — 5,000 MMK')).toBeInTheDocument();
    expect(placed.getByText('Total: 8,000 MMK')).toBeInTheDocument();
    expect(placed.getByRole('link', { name: 'Golden Tea House' })).toHaveAttribute(
      'href',
      '/shops/golden-tea-house',
    );
    expect(placed.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();

    const rejected = within(orderCard('Order #11'));
    expect(rejected.getByText('Rejected')).toBeInTheDocument();
    expect(rejected.getByText('Reason: Sold out today')).toBeInTheDocument();
    expect(rejected.getByText(/Pickup/)).toBeInTheDocument();
    expect(rejected.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();

    const reservation = within(orderCard('Wed 30 Dec, 18:30'));
    expect(reservation.getByText('Confirmed')).toBeInTheDocument();
    expect(reservation.getByText(/4 people/)).toBeInTheDocument();
    expect(reservation.getByRole('button', { name: 'Cancel reservation' })).toBeInTheDocument();
    // The customer's token went with the call, never the merchant's.
    expect(fake.authorizations[0]).toBe(`Bearer cust-${thiri.phone}`);
  });

  it('cancels a placed order with an idempotency key, and shows its new state', async () => {
    const { fake, rendered } = renderCustomerOrders('en');
    const { user } = await rendered;
    await screen.findByRole('heading', { level: 3, name: 'Order #12' });
    await user.click(within(orderCard('Order #12')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(within(orderCard('Order #12')).getByText('Cancelled')).toBeInTheDocument(),
    );
    expect(
      within(orderCard('Order #12')).queryByRole('button', { name: 'Cancel order' }),
    ).toBeNull();
    expect(fake.cancelKeys).toHaveLength(1);
    expect(fake.cancelKeys[0]).toMatch(/order-31$/);
  });

  it('cancels a reservation before its time', async () => {
    const { rendered } = renderCustomerOrders('en');
    const { user } = await rendered;
    const card = () => orderCard('Wed 30 Dec, 18:30');
    await screen.findByRole('heading', { level: 3, name: 'Wed 30 Dec, 18:30' });
    await user.click(within(card()).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(within(card()).getByText('Cancelled')).toBeInTheDocument());
  });

  it('shows a state changed by the shop as it arrives, and announces it', async () => {
    const { fake, rendered } = renderCustomerOrders('en');
    await rendered;
    await screen.findByRole('heading', { level: 3, name: 'Order #12' });
    expect(await screen.findByText('Live')).toBeInTheDocument();
    fake.push({ kind: 'order', order: { ...placedOrder, state: 'accepted' } });
    await waitFor(() =>
      expect(within(orderCard('Order #12')).getByText('Accepted')).toBeInTheDocument(),
    );
    expect(
      within(orderCard('Order #12')).queryByRole('button', { name: 'Cancel order' }),
    ).toBeNull();
    expect(screen.getByText('Order #12 at Golden Tea House is now: Accepted.')).toBeInTheDocument();
  });

  it('sends someone not signed in to sign in, coming back here', async () => {
    const { rendered } = renderCustomerOrders('en', { customer: null });
    const { router } = await rendered;
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(router.state.location.search).toBe('?next=%2Fmy%2Forders');
  });

  it('signs out: the customer keys go, the merchant keys stay', async () => {
    window.localStorage.setItem(LEGACY_KEYS.token, 'merchant-tok');
    const { rendered } = renderCustomerOrders('en');
    const { user, store, router } = await rendered;
    await screen.findByRole('heading', { level: 3, name: 'Order #12' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(selectCustomerSignedIn(store.getState())).toBe(false));
    expect(window.localStorage.getItem(CUSTOMER_KEYS.customerToken)).toBeNull();
    expect(window.localStorage.getItem(LEGACY_KEYS.token)).toBe('merchant-tok');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
  });

  it('signs the customer out when the server no longer takes the token', async () => {
    const { rendered } = renderCustomerOrders('en', {
      customer: { id: 9, phone: '09420000009', name: 'Gone' },
    });
    const { store, router } = await rendered;
    await waitFor(() => expect(selectCustomerSignedIn(store.getState())).toBe(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
  });
});

describe('/my/orders: an order paid at the counter (en)', () => {
  it('shows a completed order the shop marked paid, with how', async () => {
    const paid = {
      ...placedOrder,
      id: 31,
      number: 13,
      state: 'completed' as const,
      payment: { method: 'cash' as const, paid_at: '2026-11-25T03:20:00.000Z' },
      // An order for later: 06:00 on Thursday 26 November in Yangon.
      pickup_at: '2026-11-25T23:30:00.000Z',
    };
    const fake = fakeCustomerServer({ activity: { orders: [paid], reservations: [] } });
    const { rendered } = renderCustomerOrders('en', { fake });
    await rendered;
    const card = await screen.findByRole('heading', { level: 3, name: /13/ });
    expect(within(card.closest('li')!).getByText('Paid · Cash')).toBeInTheDocument();
    expect(
      within(card.closest('li')!).getByText('For pickup: Thu 26 Nov, 06:00'),
    ).toBeInTheDocument();
  });
});
