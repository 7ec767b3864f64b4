/**
 * What the inbox's component tests share, in either language: a signed-in merchant, sample
 * orders and reservations, a fake shop API (MSW) whose live stream the test writes events into,
 * and /store/orders rendered over it.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  BlockedCustomer,
  Inbox,
  InboxOrdersPage,
  LiveEvent,
  Reservation,
  ShopOrder,
} from '@contract/orders';
import type { Branch, MerchantStoreResponse } from '@contract/store';
import { entitlementsOf } from '@contract/entitlements';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { BusyPause } from '@contract/busy';
import { inboxPaths } from '@contract/inboxPaths';
import type { Language } from '../../i18n/language';
import { fakeEventStreams } from '../../test/eventStreams';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, sampleAccount, server } from '../../test/server';
import { InboxPage } from './InboxPage';

export const MERCHANT_ID = sampleAccount.user.merchantid;

export const loggedIn = {
  session: {
    token: sampleAccount.token,
    user: sampleAccount.user,
    merchantUser: sampleAccount.merchantUser,
  },
};

const shop = { slug: 'golden-tea-house', name: 'Golden Tea House' };

export const sampleOrder = (id: number, overrides: Partial<ShopOrder> = {}): ShopOrder => ({
  id,
  number: id + 100,
  shop,
  branch: null,
  customer: { id: 21, name: 'Ko Aung', phone: '09420000123' },
  lines: [
    { item_id: 1, name: 'Milk tea', price: 1500, quantity: 2 },
    { item_id: 2, name: 'Samosa', price: 500, quantity: 3 },
  ],
  subtotal: 4500,
  member_discount: 0,
  promo: null,
  total: 4500,
  note: 'Less sugar',
  table: '4',
  state: 'placed',
  reason: null,
  payment: null,
  pickup_at: null,
  // 09:15 in Yangon.
  placed_at: '2026-11-25T02:45:00.000Z',
  updated_at: '2026-11-25T02:45:00.000Z',
  ...overrides,
});

export const sampleReservation = (
  id: number,
  overrides: Partial<Reservation> = {},
): Reservation => ({
  id,
  shop,
  branch: null,
  service: null,
  customer: { id: 22, name: 'Ma Hla', phone: '09420000456' },
  date: '2026-11-25',
  time: '18:30',
  party_size: 4,
  note: 'Window table',
  state: 'requested',
  reason: null,
  created_at: '2026-11-25T03:00:00.000Z',
  updated_at: '2026-11-25T03:00:00.000Z',
  ...overrides,
});

export const sampleBranches: Branch[] = [
  {
    id: 11,
    name: 'Bahan',
    address: '',
    township_id: 1,
    phone: '09420000002',
    hours: [],
    slot_capacity: 4,
  },
];

export const sampleInbox = (overrides: Partial<Inbox> = {}): Inbox => ({
  date: '2026-11-25',
  orders: [
    sampleOrder(1),
    sampleOrder(2, {
      state: 'accepted',
      branch: { id: 11, name: 'Bahan' },
      customer: { name: 'Daw Mya', phone: '09420000789' },
      table: null,
      note: '',
    }),
    sampleOrder(3, { state: 'completed', customer: { name: 'U Ba', phone: '09420000999' } }),
  ],
  reservations: [sampleReservation(5)],
  totals: {
    orders: 3,
    completed_amount: 4500,
    paid_amount: 0,
    unpaid_amount: 9000,
    reservations: 1,
    guests: 0,
  },
  ...overrides,
});

const overview = (orders: boolean): MerchantStoreResponse => ({
  profile: null,
  entitlements: { ...entitlementsOf(null), subscribed: true, plan_name: 'Premium', orders },
  phone_verified: true,
  branch_count: sampleBranches.length,
  item_count: 2,
  missing: [],
  listed: false,
});

/** The fake shop API: its inbox, the calls it received, and the live stream's pen. */
export function createFakeInbox(
  options: {
    orders?: boolean;
    inbox?: Inbox;
    /** The pages of finished orders after the inbox's, by the `before` that asks for each. */
    pages?: Record<number, InboxOrdersPage>;
  } = {},
) {
  const entitled = options.orders ?? true;
  const inbox = options.inbox ?? sampleInbox();
  const pages = options.pages ?? {};
  const blocked: BlockedCustomer[] = [];
  // The shop itself and its branch, both taking orders.
  const pauses: BusyPause[] = [
    { branch_id: null, name: null, busy_until: null },
    ...sampleBranches.map((b) => ({ branch_id: b.id, name: b.name, busy_until: null })),
  ];
  const calls: { path: string; body: unknown; idempotencyKey: string | null }[] = [];
  const inboxDates: string[] = [];
  const streams = fakeEventStreams();
  const path = (p: string, params: Record<string, string | number> = {}) =>
    apiUrl(fillPath(p, { merchantId: MERCHANT_ID, ...params }));

  const handlers = [
    http.get(path(apiPaths.store), () => HttpResponse.json(overview(entitled))),
    http.get(path(apiPaths.storeBranches), () => HttpResponse.json(sampleBranches)),
    http.get(path(apiPaths.merchantInbox), ({ request }) => {
      inboxDates.push(new URL(request.url).searchParams.get('date') ?? '');
      if (!entitled)
        return HttpResponse.json(
          { message: 'Your plan does not include this feature' },
          { status: 403 },
        );
      return HttpResponse.json(inbox);
    }),
    http.get(path(inboxPaths.merchantInboxOrders), ({ request }) => {
      const before = Number(new URL(request.url).searchParams.get('before'));
      calls.push({ path: `inbox/orders?before=${before}`, body: null, idempotencyKey: null });
      const page = pages[before];
      return page
        ? HttpResponse.json(page)
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.get(path(inboxPaths.merchantBlockedCustomers), () =>
      HttpResponse.json({ customers: blocked }),
    ),
    http.get(path(inboxPaths.merchantBusy), () => HttpResponse.json({ pauses })),
    http.post(path(inboxPaths.merchantBusy), async ({ request }) => {
      const body = (await request.json()) as { branch_id: number | null; minutes: number };
      calls.push({ path: 'busy', body, idempotencyKey: null });
      const pause = pauses.find((p) => p.branch_id === body.branch_id);
      if (!pause) return HttpResponse.json({ message: 'Branch not found' }, { status: 404 });
      pause.busy_until =
        body.minutes === 0 ? null : new Date(Date.now() + body.minutes * 60_000).toISOString();
      return HttpResponse.json({ pauses });
    }),
    http.put(
      path(inboxPaths.merchantBlockedCustomer, { customerId: ':customerId' }).replace(/%3A/g, ':'),
      ({ params }) => {
        const id = Number(params.customerId);
        calls.push({ path: `blocked-customers/${id} PUT`, body: null, idempotencyKey: null });
        const known = [...inbox.orders, ...inbox.reservations].find((r) => r.customer.id === id);
        if (!known) return HttpResponse.json({ message: 'Customer not found' }, { status: 404 });
        const entry: BlockedCustomer = {
          customer: { id, name: known.customer.name, phone: known.customer.phone },
          blocked_at: '2026-11-27T03:00:00.000Z',
        };
        if (!blocked.some((b) => b.customer.id === id)) blocked.unshift(entry);
        return HttpResponse.json(entry);
      },
    ),
    http.delete(
      path(inboxPaths.merchantBlockedCustomer, { customerId: ':customerId' }).replace(/%3A/g, ':'),
      ({ params }) => {
        const id = Number(params.customerId);
        calls.push({ path: `blocked-customers/${id} DELETE`, body: null, idempotencyKey: null });
        const at = blocked.findIndex((b) => b.customer.id === id);
        if (at === -1) return HttpResponse.json({ message: 'Customer not found' }, { status: 404 });
        blocked.splice(at, 1);
        return new HttpResponse(null, { status: 204 });
      },
    ),
    http.get(path(apiPaths.merchantEvents), ({ request }) => {
      if (!entitled) return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
      if (request.headers.get('authorization') !== `Bearer ${sampleAccount.token}`)
        return HttpResponse.json({ message: 'Token not valid' }, { status: 401 });
      return streams.answer();
    }),
    // Before the actions' route, whose `:action` would take 'paid' too.
    http.post(
      path(inboxPaths.merchantOrderPaid, { orderId: ':orderId' }).replace(/%3A/g, ':'),
      async ({ request, params }) => {
        const body = (await request.json()) as { method: 'cash' | 'wallet' };
        calls.push({ path: `orders/${String(params.orderId)}/paid`, body, idempotencyKey: null });
        const order = inbox.orders.find((o) => o.id === Number(params.orderId));
        if (!order) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
        order.payment = { method: body.method, paid_at: '2026-11-25T03:10:00.000Z' };
        inbox.totals.paid_amount += order.total;
        inbox.totals.unpaid_amount -= order.total;
        return HttpResponse.json(order);
      },
    ),
    http.post(
      path(apiPaths.merchantOrderAction, { orderId: ':orderId', action: ':action' }).replace(
        /%3A/g,
        ':',
      ),
      async ({ request, params }) => {
        const body: unknown = await request.json();
        calls.push({
          path: `orders/${String(params.orderId)}/${String(params.action)}`,
          body,
          idempotencyKey: request.headers.get('idempotency-key'),
        });
        const order = inbox.orders.find((o) => o.id === Number(params.orderId));
        if (!order) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
        const next = {
          accept: 'accepted',
          reject: 'rejected',
          ready: 'ready',
          dispatch: 'out_for_delivery',
          complete: 'completed',
        }[String(params.action)] as ShopOrder['state'];
        order.state = next;
        if (typeof body === 'object' && body !== null && 'reason' in body)
          order.reason = String(body.reason);
        return HttpResponse.json(order);
      },
    ),
    http.post(
      path(apiPaths.merchantReservationAction, {
        reservationId: ':reservationId',
        action: ':action',
      }).replace(/%3A/g, ':'),
      async ({ request, params }) => {
        const body: unknown = await request.json();
        calls.push({
          path: `reservations/${String(params.reservationId)}/${String(params.action)}`,
          body,
          idempotencyKey: request.headers.get('idempotency-key'),
        });
        const reservation = inbox.reservations.find((r) => r.id === Number(params.reservationId));
        if (!reservation) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
        reservation.state = (
          {
            confirm: 'confirmed',
            decline: 'declined',
            complete: 'completed',
            no_show: 'no_show',
          } as const
        )[String(params.action) as 'confirm'];
        return HttpResponse.json(reservation);
      },
    ),
  ];

  return {
    inbox,
    blocked,
    calls,
    inboxDates,
    handlers,
    /** Writes one live event into every open stream (the server's outbox, as SSE). */
    send(id: number, event: LiveEvent) {
      if (event.kind === 'order') {
        const at = inbox.orders.findIndex((o) => o.id === event.order.id);
        if (at === -1) inbox.orders.unshift(event.order);
        else inbox.orders[at] = event.order;
      }
      streams.send(id, event.kind, event);
    },
    get openStreams() {
      return streams.count;
    },
  };
}

/** /store/orders in `language`, once the inbox (or the plan's refusal) is on screen. */
export async function renderInbox(
  fake: ReturnType<typeof createFakeInbox>,
  options: { language?: Language; waitFor?: 'inbox' | 'none' } = {},
) {
  server.use(...fake.handlers);
  const language = options.language ?? 'en';
  const result = await renderWithProviders(<InboxPage />, {
    route: '/store/orders',
    path: '/store/orders',
    preloadedState: language === 'my' ? languagePreload('my', loggedIn) : loggedIn,
  });
  if (options.waitFor !== 'none') {
    await screen.findByRole('heading', {
      level: 2,
      name: language === 'my' ? 'ကြိုတင်နေရာယူမှုများ' : 'Reservations',
    });
  }
  return result;
}
