import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { cityPhone, goldenTea, shweYee } from '../../test/marketplaceFixtures';
import { BASKET_STORAGE_KEY } from '../../persist/basketStorage';
import {
  TOKEN,
  clearKeptBaskets,
  fakeOrdering,
  openStorePage,
  refusal,
  shopRoute,
} from './orderingTestSetup';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

const basket = () => screen.getByRole('region', { name: /^(Your order|Order placed)/ });
const add = (name: string) => screen.getByRole('button', { name: `Add to order: ${name}` });

const HALF_PAST_SIX = 6.5 * 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

/** `time` on the Yangon clock `ahead` days from today, as an ISO instant; and its ISO weekday. */
function yangonAt(ahead: number, time: string): { iso: string; weekday: number } {
  const date = new Date(Date.now() + HALF_PAST_SIX + ahead * DAY);
  const day = date.getUTCDay();
  return {
    iso: new Date(`${date.toISOString().slice(0, 10)}T${time}:00+06:30`).toISOString(),
    weekday: day === 0 ? 7 : day,
  };
}

/** The Yangon clock's HH:MM of an ISO instant. */
const yangonHhmm = (iso: string) =>
  new Date(Date.parse(iso) + HALF_PAST_SIX).toISOString().slice(11, 16);

async function openTeaShop(options: { signedIn?: boolean; query?: string } = {}) {
  const rendered = await openStorePage(shopRoute(shweYee.slug, options.query), options);
  await screen.findByRole('heading', { level: 1, name: shweYee.name });
  return rendered;
}

describe('ordering on a store page', () => {
  it('shows no ordering or reserving on a shop whose plan does not take orders', async () => {
    await openStorePage(shopRoute(goldenTea.slug));
    await screen.findByRole('heading', { level: 1, name: goldenTea.name });
    expect(screen.queryByRole('button', { name: /Add to order|Reserve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Your order/ })).not.toBeInTheDocument();
  });

  it('adds items, changes a quantity, removes one, and estimates the total', async () => {
    const { user } = await openTeaShop();
    expect(within(basket()).getByText(/Nothing added yet/)).toBeInTheDocument();
    // Shan Noodles is not sold now: it has no button.
    expect(screen.queryByRole('button', { name: /Shan Noodles/ })).not.toBeInTheDocument();
    await user.click(add('Mohinga'));
    await user.click(add('Mohinga'));
    await user.click(add('လက်ဖက်ရည်'));
    const mohinga = within(basket()).getByRole('spinbutton', { name: 'Quantity of Mohinga' });
    expect(mohinga).toHaveValue('2');
    // 2 × 2,500 + 1 × 1,200
    expect(basket()).toHaveTextContent('Estimated total: 6,200 MMK');
    expect(basket()).toHaveTextContent(
      "The shop's price is what the server confirms when the order is placed.",
    );
    await user.clear(mohinga);
    await user.type(mohinga, '5');
    // 5 × 2,500 + 1,200
    expect(basket()).toHaveTextContent('Estimated total: 13,700 MMK');
    await user.click(within(basket()).getByRole('button', { name: 'Remove လက်ဖက်ရည်' }));
    expect(basket()).toHaveTextContent('Estimated total: 12,500 MMK');
    expect(within(basket()).queryByText('လက်ဖက်ရည်')).not.toBeInTheDocument();
  });

  it('takes the table and branch of a menu QR', async () => {
    const { user } = await openTeaShop({ query: '?table=4&branch=41' });
    expect(within(basket()).getByRole('combobox', { name: 'Branch' })).toHaveValue('41');
    await user.click(add('Mohinga'));
    expect(within(basket()).getByRole('radio', { name: 'Table' })).toBeChecked();
    expect(within(basket()).getByRole('textbox', { name: 'Table number' })).toHaveValue('4');
  });

  it('places the order signed in: the server’s number and total, My orders, the basket emptied', async () => {
    const sent = fakeOrdering();
    const { user } = await openTeaShop({ signedIn: true, query: '?table=4&branch=41' });
    await user.click(add('Mohinga'));
    await user.click(add('Mohinga'));
    await user.type(within(basket()).getByRole('textbox', { name: 'Note' }), 'Hot');
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(await within(basket()).findByRole('status')).toHaveTextContent(
      'Order number 27. Total: 5,200 MMK, as the shop priced it.',
    );
    expect(within(basket()).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/my/orders',
    );
    expect(sent.orders).toHaveLength(1);
    expect(sent.orders[0]!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent.orders[0]!.key).toMatch(/^.{16,}$/);
    expect(sent.orders[0]!.body).toEqual({
      branch_id: 41,
      lines: [{ item_id: 101, quantity: 2 }],
      note: 'Hot',
      table: '4',
    });
    await user.click(within(basket()).getByRole('button', { name: 'Start a new order' }));
    expect(within(basket()).getByText(/Nothing added yet/)).toBeInTheDocument();
  }, 15_000);

  it('sends a signed-out shopper to sign in, keeping the page’s query and the basket', async () => {
    const sent = fakeOrdering();
    const { user, router, store } = await openTeaShop({ query: '?table=4' });
    await user.click(add('Mohinga'));
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      `/shops/${encodeURIComponent(shweYee.slug)}?table=4`,
    );
    expect(sent.orders).toHaveLength(0);
    const kept = store.getState().basket?.baskets[`${shweYee.slug}@shop`];
    expect(kept).toMatchObject({ status: 'editing', lines: [{ itemId: 101, quantity: 1 }] });
    expect(JSON.parse(sessionStorage.getItem(BASKET_STORAGE_KEY)!)).toMatchObject({
      baskets: { [`${shweYee.slug}@shop`]: { lines: [{ itemId: 101, quantity: 1 }] } },
    });
  });

  it('brings the basket back after a reload from this tab’s storage', async () => {
    const first = await openTeaShop();
    await first.user.click(add('Mohinga'));
    first.unmount();
    await openTeaShop();
    expect(within(basket()).getByRole('spinbutton', { name: 'Quantity of Mohinga' })).toHaveValue(
      '1',
    );
  });

  it('names the items no longer sold, marks them, and places the rest once they are removed', async () => {
    const sent = fakeOrdering([
      refusal(409, {
        message: 'Some items are no longer available',
        reason: 'unavailable',
        item_ids: [103],
      }),
      (body) => HttpResponse.json({ ...placedOrderOf(body) }, { status: 201 }),
    ]);
    const { user } = await openTeaShop({ signedIn: true });
    await user.click(add('Mohinga'));
    await user.click(add('လက်ဖက်ရည်'));
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(await within(basket()).findByRole('alert')).toHaveTextContent(
      'Some items are no longer available: လက်ဖက်ရည်. Remove them and place the order again.',
    );
    expect(
      within(basket()).getByText('No longer available: remove it to place the order.'),
    ).toBeInTheDocument();
    expect(within(basket()).getByRole('button', { name: 'Place order' })).toBeDisabled();
    await user.click(within(basket()).getByRole('button', { name: 'Remove လက်ဖက်ရည်' }));
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(await within(basket()).findByRole('status')).toHaveTextContent('Order number 27');
    expect(sent.orders[1]!.body.lines).toEqual([{ item_id: 101, quantity: 1 }]);
    // A changed basket is a new submission.
    expect(sent.orders[1]!.key).not.toBe(sent.orders[0]!.key);
  });

  it('retries after a network error with the same key, and uses a new key once the basket changes', async () => {
    const sent = fakeOrdering([() => HttpResponse.error()]);
    const { user } = await openTeaShop({ signedIn: true });
    await user.click(add('Mohinga'));
    const place = () => within(basket()).getByRole('button', { name: 'Place order' });
    await user.click(place());
    expect(await within(basket()).findByRole('alert')).toHaveTextContent(
      "The order could not be sent: check your connection and press 'Place order' again.",
    );
    await user.click(place());
    await waitFor(() => expect(sent.orders).toHaveLength(2));
    expect(sent.orders[1]!.key).toBe(sent.orders[0]!.key);
    await within(basket()).findByRole('alert');
    await user.click(add('Mohinga'));
    await user.click(place());
    await waitFor(() => expect(sent.orders).toHaveLength(3));
    expect(sent.orders[2]!.key).not.toBe(sent.orders[0]!.key);
  });

  it.each([
    [
      422,
      { message: 'x', reason: 'not_orderable', item_ids: [101] },
      'Services cannot be ordered: reserve them instead.',
    ],
    [
      403,
      { message: 'Your plan does not include this feature', reason: 'shop_closed_to_orders' },
      'This shop does not take orders now.',
    ],
    [
      409,
      { message: 'x', reason: 'too_many_open_orders', limit: 3 },
      'You already have as many open orders at this shop as it takes. Please wait until one is finished.',
    ],
    [
      403,
      { message: 'This shop is not taking your orders.', reason: 'customer_blocked' },
      'This shop is not taking your orders.',
    ],
    [
      429,
      { message: 'x' },
      'You are placing orders too quickly. Please wait a minute and try again.',
    ],
    [500, { message: 'boom' }, 'The order could not be placed. Please try again.'],
  ])('says why a %s refusal stopped the order', async (status, body, words) => {
    fakeOrdering([refusal(status, body)]);
    const { user } = await openTeaShop({ signedIn: true });
    await user.click(add('Mohinga'));
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(await within(basket()).findByRole('alert')).toHaveTextContent(words);
    // The basket is kept.
    expect(within(basket()).getByRole('spinbutton', { name: 'Quantity of Mohinga' })).toHaveValue(
      '1',
    );
  });

  it("says when a closed shop opens, and until when a busy one pauses, in the shop's words", async () => {
    const tomorrow = yangonAt(1, '06:00');
    const later = yangonAt(3, '09:30');
    const pausedUntil = new Date(Date.now() + 30 * 60_000).toISOString();
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    fakeOrdering([
      refusal(409, { message: 'x', reason: 'closed', opens_at: tomorrow.iso }),
      refusal(409, { message: 'x', reason: 'closed', opens_at: later.iso }),
      refusal(409, { message: 'x', reason: 'closed', opens_at: null }),
      refusal(409, { message: 'x', reason: 'busy', busy_until: pausedUntil }),
    ]);
    const { user } = await openTeaShop({ signedIn: true });
    await user.click(add('Mohinga'));
    const place = () => within(basket()).getByRole('button', { name: 'Place order' });
    await user.click(place());
    expect(await within(basket()).findByRole('alert')).toHaveTextContent(
      'Closed now. Opens tomorrow at 06:00',
    );
    await user.click(place());
    await waitFor(() =>
      expect(within(basket()).getByRole('alert')).toHaveTextContent(
        `Closed now. Opens on ${days[later.weekday - 1]} at 09:30`,
      ),
    );
    await user.click(place());
    await waitFor(() =>
      expect(within(basket()).getByRole('alert')).toHaveTextContent(
        'Closed now. This shop has not given its opening hours.',
      ),
    );
    await user.click(place());
    await waitFor(() =>
      expect(within(basket()).getByRole('alert')).toHaveTextContent(
        `Busy: not taking new orders until ${yangonHhmm(pausedUntil)}. Please try again then.`,
      ),
    );
    // The basket is kept for the next try.
    expect(within(basket()).getByRole('spinbutton', { name: 'Quantity of Mohinga' })).toHaveValue(
      '1',
    );
  });

  it('asks for the name at sign-in when the server needs it', async () => {
    fakeOrdering([refusal(409, { message: 'Name required', reason: 'name_required' })]);
    const { user, router } = await openTeaShop({ signedIn: true });
    // Every place the app went: the sign-in page may send a customer who already has a name
    // straight back, so its address is recorded as it is visited, not read afterwards.
    const visited: string[] = [];
    router.subscribe(({ location }) => visited.push(`${location.pathname}${location.search}`));
    await user.click(add('Mohinga'));
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    const back = `/shops/${encodeURIComponent(shweYee.slug)}`;
    await waitFor(() =>
      expect(visited).toContain(`/my/login?${new URLSearchParams({ next: back }).toString()}`),
    );
  });
});

function placedOrderOf(body: { lines: { item_id: number; quantity: number }[] }) {
  return {
    id: 901,
    number: 27,
    shop: { slug: shweYee.slug, name: shweYee.name },
    branch: null,
    customer: { name: 'Ko Aung', phone: '09420000001' },
    lines: [],
    total: 2600 * body.lines.length,
    note: '',
    table: null,
    state: 'placed',
    reason: null,
    placed_at: '2025-03-03T03:30:00.000Z',
    updated_at: '2025-03-03T03:30:00.000Z',
  };
}

describe('reserving on a store page', () => {
  const openPhoneShop = async (signedIn = true) => {
    const rendered = await openStorePage(shopRoute(cityPhone.slug), { signedIn });
    await screen.findByRole('heading', { level: 1, name: cityPhone.name });
    return rendered;
  };
  const dialog = () => screen.getByRole('dialog');

  it('reserves a service at a free time; a full time cannot be chosen', async () => {
    const sent = fakeOrdering();
    const { user } = await openPhoneShop();
    // Services are reserved, never added.
    expect(
      screen.queryByRole('button', { name: 'Add to order: Screen repair' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reserve: Screen repair' }));
    expect(
      within(dialog()).getByRole('heading', { name: 'Reserve Screen repair' }),
    ).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Date')).toHaveValue('2025-03-03');
    expect(within(dialog()).getByLabelText('Date')).toHaveAttribute('max', '2025-05-02');
    const time = within(dialog()).getByRole('combobox', { name: 'Time' });
    expect(
      await within(time).findByRole('option', { name: '10:30 (3 places left)' }),
    ).toBeEnabled();
    expect(within(time).getByRole('option', { name: '11:00 (full)' })).toBeDisabled();
    await user.selectOptions(time, '11:30');
    await user.click(within(dialog()).getByRole('button', { name: 'Reserve' }));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      'Requested for Mon 3 Mar, 11:30. The shop will confirm it.',
    );
    expect(within(dialog()).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/my/orders',
    );
    expect(sent.reservations[0]).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      body: {
        branch_id: null,
        item_id: 302,
        date: '2025-03-03',
        time: '11:30',
        party_size: 2,
        note: '',
      },
    });
    expect(sent.reservations[0]!.key).toMatch(/^.{16,}$/);
  });

  it('says a time has filled up and shows the day’s times again', async () => {
    const sent = fakeOrdering(undefined, [refusal(409, { message: 'Full', reason: 'slot_full' })]);
    const { user } = await openPhoneShop();
    await user.click(screen.getByRole('button', { name: 'Reserve a table' }));
    const time = within(dialog()).getByRole('combobox', { name: 'Time' });
    await within(time).findByRole('option', { name: '10:30 (3 places left)' });
    await user.selectOptions(time, '10:30');
    await user.click(within(dialog()).getByRole('button', { name: 'Reserve' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'That time has just filled up. The times are updated: choose another.',
    );
    expect(await within(time).findByRole('option', { name: '10:30 (full)' })).toBeDisabled();
    expect(sent.slots.length).toBeGreaterThanOrEqual(2);
    expect(sent.reservations[0]!.body.item_id).toBeNull();
  });

  it.each([
    [422, 'outside_hours', 'The shop is not open at that time. Choose another time.'],
    [409, 'closed', 'The shop is not open at that time. Choose another time.'],
    [422, 'in_the_past', 'That time has passed. Choose a later time.'],
    [422, 'too_far', 'Reservations can be made up to 60 days ahead.'],
    [422, 'invalid_date', 'Enter a valid date.'],
    [403, 'shop_closed_to_orders', 'This shop does not take reservations now.'],
    [409, 'already_reserved', 'You already have a reservation at this shop for this time.'],
    [
      409,
      'too_many_reservations',
      'You already have as many reservations at this shop on this day as it takes. Choose another day.',
    ],
    [403, 'customer_blocked', 'This shop is not taking your orders.'],
    [
      429,
      undefined,
      'You are making reservations too quickly. Please wait a minute and try again.',
    ],
  ])('says why a %s %s refusal stopped the reservation', async (status, reason, words) => {
    fakeOrdering(undefined, [refusal(status, { message: 'x', reason })]);
    const { user } = await openPhoneShop();
    await user.click(screen.getByRole('button', { name: 'Reserve a table' }));
    const time = within(dialog()).getByRole('combobox', { name: 'Time' });
    await within(time).findByRole('option', { name: '10:30 (3 places left)' });
    await user.selectOptions(time, '10:30');
    await user.click(within(dialog()).getByRole('button', { name: 'Reserve' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(words);
  });

  it('asks to choose a time before sending', async () => {
    const sent = fakeOrdering();
    const { user } = await openPhoneShop();
    await user.click(screen.getByRole('button', { name: 'Reserve a table' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Reserve' }));
    expect(within(dialog()).getByText('Choose a time.')).toBeInTheDocument();
    expect(sent.reservations).toHaveLength(0);
  });

  it('sends a signed-out shopper to sign in first', async () => {
    const { user, router } = await openPhoneShop(false);
    await user.click(screen.getByRole('button', { name: 'Reserve a table' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      `/shops/${cityPhone.slug}`,
    );
  });

  it('closes with Escape', async () => {
    fakeOrdering();
    const { user } = await openPhoneShop();
    await user.click(screen.getByRole('button', { name: 'Reserve a table' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
