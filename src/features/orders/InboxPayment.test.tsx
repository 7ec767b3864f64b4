import { screen, waitFor, within } from '@testing-library/react';
import { createFakeInbox, renderInbox, sampleInbox, sampleOrder } from './inboxTestKit';

jest.setTimeout(20_000);

const card = (heading: RegExp) =>
  screen.getByRole('heading', { level: 3, name: heading }).closest('li') as HTMLElement;

describe("/store/orders: 'Paid' at the counter or on delivery", () => {
  it('marks a taken order paid with its method, and the totals split paid and unpaid', async () => {
    const fake = createFakeInbox();
    const { user } = await renderInbox(fake);
    const totals = () => within(screen.getByRole('region', { name: 'Totals for 25 Nov 2026' }));
    expect(totals().getByText('Paid').nextElementSibling).toHaveTextContent('0 MMK');
    expect(totals().getByText('Not paid yet').nextElementSibling).toHaveTextContent('9,000 MMK');
    // A placed order is not the shop's yet: nothing to mark paid.
    expect(
      within(card(/^Order #101 /)).queryByRole('button', { name: /^Paid/ }),
    ).not.toBeInTheDocument();

    await user.click(within(card(/^Order #102 /)).getByRole('button', { name: 'Paid (cash)' }));
    await waitFor(() =>
      expect(within(card(/^Order #102 /)).getByText('Paid · Cash')).toBeInTheDocument(),
    );
    expect(
      within(card(/^Order #102 /)).queryByRole('button', { name: /^Paid/ }),
    ).not.toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path.endsWith('/paid'))).toEqual([
      { path: 'orders/2/paid', body: { method: 'cash' }, idempotencyKey: null },
    ]);
    await waitFor(() =>
      expect(totals().getByText('Paid').nextElementSibling).toHaveTextContent('4,500 MMK'),
    );
    expect(totals().getByText('Not paid yet').nextElementSibling).toHaveTextContent('4,500 MMK');
  });

  it('is in Burmese', async () => {
    const fake = createFakeInbox();
    const { user } = await renderInbox(fake, { language: 'my' });
    const completed = screen
      .getAllByRole('button', { name: 'ငွေရပြီး (ဝေါ်လက် ငွေလွှဲ)' })
      .at(-1) as HTMLElement;
    await user.click(completed);
    expect(await screen.findByText('ငွေရပြီး · ဝေါ်လက် ငွေလွှဲ')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path.endsWith('/paid'))).toEqual([
      { path: 'orders/3/paid', body: { method: 'wallet' }, idempotencyKey: null },
    ]);
  });
});

describe('/store/orders: an order for later', () => {
  it('says when the shopper collects it', async () => {
    const inbox = sampleInbox({
      // 06:00 on Thursday 26 November in Yangon.
      orders: [sampleOrder(4, { pickup_at: '2026-11-25T23:30:00.000Z' })],
    });
    await renderInbox(createFakeInbox({ inbox }));
    expect(
      within(card(/^Order #104 /)).getByText('For pickup: Thu 26 Nov, 06:00'),
    ).toBeInTheDocument();
  });
});
