import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { apiUrl, server } from '../../test/server';
import { resetChime } from './chime';
import {
  MERCHANT_ID,
  createFakeInbox,
  renderInbox,
  sampleInbox,
  sampleOrder,
} from './inboxTestKit';

jest.setTimeout(20_000);

const orderCard = (number: number) =>
  screen
    .getByRole('heading', { level: 3, name: new RegExp(`^Order #${number} `) })
    .closest('li') as HTMLElement;

describe('/store/orders', () => {
  it('lists the orders and reservations with their details and the day’s totals', async () => {
    await renderInbox(createFakeInbox());
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const first = within(orderCard(101));
    expect(first.getByText('Placed at 09:15 · Table 4')).toBeInTheDocument();
    expect(first.getByText('Ko Aung')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '09420000123' })).toHaveAttribute(
      'href',
      'tel:09420000123',
    );
    expect(first.getByText('2 × Milk tea')).toBeInTheDocument();
    expect(first.getByText('3,000 MMK')).toBeInTheDocument();
    expect(first.getByText('Total: 4,500 MMK')).toBeInTheDocument();
    expect(first.getByText('Note: Less sugar')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(
      within(orderCard(102)).getByText('Placed at 09:15 · Pickup · Bahan'),
    ).toBeInTheDocument();
    expect(within(orderCard(102)).getByRole('button', { name: 'Ready' })).toBeInTheDocument();
    // A completed order has no further step: only 'Paid', as it is not marked paid yet.
    expect(
      within(orderCard(103))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Paid (cash)', 'Paid (wallet transfer)']);

    const reservation = within(
      screen
        .getByRole('heading', { level: 3, name: /^Reservation for Ma Hla/ })
        .closest('li') as HTMLElement,
    );
    expect(reservation.getByText('Wed 25 Nov, 18:30')).toBeInTheDocument();
    expect(reservation.getByText('4 people')).toBeInTheDocument();
    expect(reservation.getByText('A table')).toBeInTheDocument();
    expect(reservation.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(reservation.getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    const totals = within(screen.getByRole('region', { name: 'Totals for 25 Nov 2026' }));
    expect(totals.getByText('4,500 MMK')).toBeInTheDocument();
    expect(await screen.findByText('Live')).toBeInTheDocument();
  });

  it('names each card by its record so that a notification opens it (/store/orders#order-1)', async () => {
    await renderInbox(createFakeInbox());
    // Order number 101 is the record with id 1.
    expect(orderCard(101)).toHaveAttribute('id', 'order-1');
    expect(
      screen.getByRole('heading', { level: 3, name: /^Reservation for Ma Hla/ }).closest('li'),
    ).toHaveAttribute('id', 'reservation-5');
  });

  it('filters by state and by branch', async () => {
    const { user } = await renderInbox(createFakeInbox());
    await user.selectOptions(screen.getByLabelText('Show'), 'New');
    expect(screen.getByRole('heading', { name: /^Order #101 / })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Order #102 / })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Order #103 / })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Reservation for Ma Hla/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'In progress');
    await user.selectOptions(screen.getByLabelText('Branch'), 'Bahan');
    expect(screen.getByRole('heading', { name: /^Order #102 / })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Order #101 / })).not.toBeInTheDocument();
    expect(screen.getByText('No reservations to show.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Branch'), 'The shop');
    expect(screen.getByText('No orders to show.')).toBeInTheDocument();
  });

  it('asks for the day chosen in the Date input', async () => {
    const fake = createFakeInbox();
    await renderInbox(fake);
    // jsdom's date input takes no typing; a change event is what the browser's picker sends.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(fake.inboxDates).toContain('2026-11-20'));
  });

  it('accepts an order with an Idempotency-Key, its buttons disabled while the call runs', async () => {
    const fake = createFakeInbox();
    const { user } = await renderInbox(fake);
    await user.click(within(orderCard(101)).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(within(orderCard(101)).getByRole('button', { name: 'Ready' })).toBeEnabled(),
    );
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ path: 'orders/1/accept', body: {} });
    expect(fake.calls[0]?.idempotencyKey).toMatch(/.{10,}/);
  });

  it('rejects an order with the reason typed in the dialog', async () => {
    const fake = createFakeInbox();
    const { user } = await renderInbox(fake);
    await user.click(within(orderCard(101)).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject order #101' });
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Reason'), 'Out of milk');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0]).toMatchObject({
      path: 'orders/1/reject',
      body: { reason: 'Out of milk' },
    });
    expect(await screen.findByText('Reason: Out of milk')).toBeInTheDocument();
  });

  it('refuses to reject without a reason, and sends nothing', async () => {
    const fake = createFakeInbox();
    const { user } = await renderInbox(fake);
    await user.click(within(orderCard(101)).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject order #101' });
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason.');
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it('shows the state the server gave when an action comes too late (409)', async () => {
    const fake = createFakeInbox();
    const { user } = await renderInbox(fake);
    server.use(
      http.post(
        apiUrl(
          fillPath(apiPaths.merchantOrderAction, {
            merchantId: MERCHANT_ID,
            orderId: 1,
            action: 'accept',
          }),
        ),
        () =>
          HttpResponse.json(
            { message: 'Illegal', reason: 'illegal_transition', state: 'cancelled' },
            { status: 409 },
          ),
      ),
    );
    await user.click(within(orderCard(101)).getByRole('button', { name: 'Accept' }));
    expect(
      await within(orderCard(101)).findByText('This order is already cancelled'),
    ).toBeInTheDocument();
  });

  it('adds an order that arrives on the live stream, and counts it in the title', async () => {
    const fake = createFakeInbox();
    await renderInbox(fake);
    await screen.findByText('Live');
    await waitFor(() => expect(document.title).toMatch(/^\(2\) Orders \| /));
    fake.send(1, {
      kind: 'order',
      order: sampleOrder(50, { customer: { name: 'Ko Zaw', phone: '09420000111' } }),
    });
    expect(await screen.findByRole('heading', { name: /^Order #150 / })).toBeInTheDocument();
    expect(screen.getByText('Ko Zaw')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^\(3\) Orders \| /));
  });

  it('updates an order in place when the live stream says it changed', async () => {
    const fake = createFakeInbox();
    await renderInbox(fake);
    await screen.findByText('Live');
    fake.send(2, { kind: 'order', order: sampleOrder(1, { state: 'cancelled' }) });
    await waitFor(() =>
      expect(
        within(orderCard(101)).queryByRole('button', { name: 'Accept' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('heading', { name: /^Order #101 / })).toHaveLength(1);
    await waitFor(() => expect(document.title).toMatch(/^\(1\) Orders \| /));
  });

  it('takes the count off the title as the new ones are handled', async () => {
    const fake = createFakeInbox({
      inbox: sampleInbox({ reservations: [], orders: [sampleOrder(1)] }),
    });
    const { user } = await renderInbox(fake);
    await waitFor(() => expect(document.title).toMatch(/^\(1\) Orders \| /));
    await user.click(within(orderCard(101)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(document.title).toMatch(/^Orders \| /));
  });

  it('chimes for a new order once sound is turned on, and not for a changed one', async () => {
    const started: number[] = [];
    class FakeAudioContext {
      state = 'suspended';
      currentTime = 0;
      destination = {};
      resume() {
        this.state = 'running';
        return Promise.resolve();
      }
      createOscillator() {
        const frequency = { setValueAtTime: () => undefined };
        return {
          type: 'sine',
          frequency,
          connect: (node: unknown) => node,
          start: (at: number) => started.push(at),
          stop: () => undefined,
        };
      }
      createGain() {
        const gain = {
          setValueAtTime: () => undefined,
          exponentialRampToValueAtTime: () => undefined,
        };
        return { gain, connect: (node: unknown) => node };
      }
    }
    Object.assign(window, { AudioContext: FakeAudioContext });
    try {
      const fake = createFakeInbox();
      const { user } = await renderInbox(fake);
      await screen.findByText('Live');
      fake.send(1, { kind: 'order', order: sampleOrder(60) });
      await screen.findByRole('heading', { name: /^Order #160 / });
      expect(started).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Turn on sound' }));
      expect(await screen.findByRole('button', { name: 'Turn off sound' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      fake.send(2, { kind: 'order', order: sampleOrder(61) });
      await screen.findByRole('heading', { name: /^Order #161 / });
      await waitFor(() => expect(started).toHaveLength(2));
      fake.send(3, { kind: 'order', order: sampleOrder(61, { state: 'cancelled' }) });
      await waitFor(() =>
        expect(
          within(orderCard(161)).queryByRole('button', { name: 'Accept' }),
        ).not.toBeInTheDocument(),
      );
      expect(started).toHaveLength(2);
    } finally {
      resetChime();
      delete (window as { AudioContext?: unknown }).AudioContext;
    }
  });

  it('explains the plan and links to /price when the plan does not include orders', async () => {
    await renderInbox(createFakeInbox({ orders: false }), { waitFor: 'none' });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Orders and reservations are not in your plan',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute(
      'href',
      '/price',
    );
  });
});
