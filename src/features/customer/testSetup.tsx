/** What the customer pages' tests, in either language, start from: a fake customer server (MSW). */
import { http, HttpResponse } from 'msw';
import type {
  Customer,
  CustomerActivity,
  CustomerSignInResponse,
  LiveEvent,
  Reservation,
  ShopOrder,
} from '@contract/orders';
import { apiPaths } from '@contract/apiPaths';
import type { SendOtpResponse } from '@contract/otp';
import type { Language } from '../../i18n/language';
import type { CustomerSessionState } from '../../shared/customer/customerSession';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { fakeEventStreams } from '../../test/eventStreams';
import { apiUrl, server } from '../../test/server';
import { CustomerLoginPage } from './CustomerLoginPage';
import { CustomerOrdersPage } from './CustomerOrdersPage';

/** A customer who has shopped before (has a name), and a phone never seen (no name yet). */
export const KNOWN_PHONE = '09420000004';
export const NEW_PHONE = '09420000005';
export const thiri: Customer = { id: 4, phone: KNOWN_PHONE, name: 'Thiri' };

export const placedOrder: ShopOrder = {
  id: 31,
  number: 12,
  shop: { slug: 'golden-tea-house', name: 'Golden Tea House' },
  branch: null,
  customer: { name: 'Thiri', phone: KNOWN_PHONE },
  lines: [
    { item_id: 1, name: 'Mohinga', price: 2500, quantity: 2 },
    { item_id: 2, name: 'Tea leaf salad', price: 3000, quantity: 1 },
  ],
  subtotal: 8000,
  member_discount: 0,
  promo: null,
  total: 8000,
  note: '',
  table: '7',
  state: 'placed',
  reason: null,
  payment: null,
  pickup_at: null,
  placed_at: '2026-11-25T03:00:00.000Z',
  updated_at: '2026-11-25T03:00:00.000Z',
};

export const rejectedOrder: ShopOrder = {
  ...placedOrder,
  id: 30,
  number: 11,
  table: null,
  lines: [{ item_id: 3, name: 'Shan noodles', price: 3500, quantity: 1 }],
  subtotal: 3500,
  member_discount: 0,
  promo: null,
  total: 3500,
  state: 'rejected',
  reason: 'Sold out today',
};

export const confirmedReservation: Reservation = {
  id: 8,
  shop: { slug: 'golden-tea-house', name: 'Golden Tea House' },
  branch: { id: 2, name: 'Sanchaung' },
  service: null,
  customer: { name: 'Thiri', phone: KNOWN_PHONE },
  date: '2099-12-30',
  time: '18:30',
  party_size: 4,
  note: '',
  state: 'confirmed',
  reason: null,
  created_at: '2026-11-25T03:00:00.000Z',
  updated_at: '2026-11-25T03:00:00.000Z',
};

const url = (path: string) => apiUrl(path);

/** The fake server of the customer's calls; tests read what reached it. */
export function fakeCustomerServer(
  options: { activity?: CustomerActivity; resendIn?: number } = {},
) {
  const codes = new Map<string, string>();
  const names = new Map<string, string | null>([[KNOWN_PHONE, thiri.name]]);
  let sent = 0;
  const activity: CustomerActivity = structuredClone(
    options.activity ?? {
      orders: [placedOrder, rejectedOrder],
      reservations: [confirmedReservation],
    },
  );
  const authorizations: string[] = [];
  const cancelKeys: string[] = [];
  const streams = fakeEventStreams();
  let signedOut = false;
  let eventId = 0;

  const token = (phone: string) => `cust-${phone}`;
  const customerOf = (request: Request): Customer | null => {
    const auth = request.headers.get('authorization') ?? '';
    authorizations.push(auth);
    const phone = auth.replace(/^Bearer cust-/, '');
    if (signedOut || !auth.startsWith('Bearer cust-') || !names.has(phone)) return null;
    return { id: phone === KNOWN_PHONE ? 4 : 5, phone, name: names.get(phone) ?? null };
  };
  const notValid = () => HttpResponse.json({ message: 'Token not valid' }, { status: 401 });

  const handlers = [
    http.post(url(apiPaths.customerSendOtp), async ({ request }) => {
      const { phone } = (await request.json()) as { phone: string };
      if (!/^09\d{7,9}$/.test(phone)) {
        return HttpResponse.json(
          { status: false, message: 'Invalid phone', data: { errors: { phone: ['Invalid'] } } },
          { status: 422 },
        );
      }
      sent += 1;
      const code = String(100000 + sent * 1111);
      codes.set(phone, code);
      const body: SendOtpResponse = {
        status: true,
        message: 'OTP sent',
        data: { phone, expires_in: 300, resend_in: options.resendIn ?? 60, code },
      };
      return HttpResponse.json(body);
    }),
    http.post(url(apiPaths.customerSignIn), async ({ request }) => {
      const { phone, otp } = (await request.json()) as { phone: string; otp: string };
      if (codes.get(phone) !== otp) {
        return HttpResponse.json(
          {
            status: false,
            message: 'Invalid OTP',
            data: { errors: { otp: ['Invalid OTP'] } },
            reason: 'invalid',
            tries_left: 4,
          },
          { status: 422 },
        );
      }
      if (!names.has(phone)) names.set(phone, null);
      signedOut = false;
      const body: CustomerSignInResponse = {
        token: token(phone),
        customer: { id: phone === KNOWN_PHONE ? 4 : 5, phone, name: names.get(phone) ?? null },
      };
      return HttpResponse.json(body);
    }),
    http.put(url(apiPaths.customerMe), async ({ request }) => {
      const customer = customerOf(request);
      if (!customer) return notValid();
      const { name } = (await request.json()) as { name: string };
      names.set(customer.phone, name);
      return HttpResponse.json({ ...customer, name });
    }),
    http.get(url(apiPaths.customerActivity), ({ request }) =>
      customerOf(request) ? HttpResponse.json(activity) : notValid(),
    ),
    http.post(url(apiPaths.customerCancelOrder), ({ request, params }) => {
      if (!customerOf(request)) return notValid();
      cancelKeys.push(request.headers.get('idempotency-key') ?? '');
      const order = activity.orders.find((o) => o.id === Number(params.orderId));
      if (!order) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      if (order.state !== 'placed') {
        return HttpResponse.json(
          { message: 'Not allowed', reason: 'illegal_transition', state: order.state },
          { status: 409 },
        );
      }
      order.state = 'cancelled';
      return HttpResponse.json(order);
    }),
    http.post(url(apiPaths.customerCancelReservation), ({ request, params }) => {
      if (!customerOf(request)) return notValid();
      cancelKeys.push(request.headers.get('idempotency-key') ?? '');
      const reservation = activity.reservations.find((r) => r.id === Number(params.reservationId));
      if (!reservation) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      reservation.state = 'cancelled';
      return HttpResponse.json(reservation);
    }),
    http.post(url(apiPaths.customerSignOut), ({ request }) => {
      if (!customerOf(request)) return notValid();
      signedOut = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(url(apiPaths.customerEvents), ({ request }) => {
      if (!customerOf(request)) return notValid();
      return streams.answer();
    }),
  ];

  return {
    handlers,
    lastCode: (phone: string) => codes.get(phone),
    authorizations,
    cancelKeys,
    activity,
    streamsOpened: () => streams.count,
    /** Changes a record on the server and sends the change down every open stream. */
    push(event: LiveEvent) {
      if (event.kind === 'order') {
        const at = activity.orders.findIndex((o) => o.id === event.order.id);
        if (at >= 0) activity.orders[at] = event.order;
      }
      eventId += 1;
      streams.send(eventId, event.kind, event);
    },
  };
}

export type FakeCustomerServer = ReturnType<typeof fakeCustomerServer>;

const signedIn = (customer: Customer): CustomerSessionState => ({
  status: 'signedIn',
  token: `cust-${customer.phone}`,
  customer,
});

/** /my/login (with `?next=` when given), in the language given. */
export function renderCustomerLogin(
  language: Language,
  { next, fake = fakeCustomerServer() }: { next?: string; fake?: FakeCustomerServer } = {},
) {
  server.use(...fake.handlers);
  const route = next === undefined ? '/my/login' : `/my/login?next=${encodeURIComponent(next)}`;
  return {
    fake,
    rendered: renderWithProviders(<CustomerLoginPage />, {
      route,
      path: '/my/login',
      preloadedState: languagePreload(language),
    }),
  };
}

/** /my/orders, signed in as Thiri unless told otherwise, in the language given. */
export function renderCustomerOrders(
  language: Language,
  {
    customer = thiri as Customer | null,
    fake = fakeCustomerServer(),
  }: { customer?: Customer | null; fake?: FakeCustomerServer } = {},
) {
  server.use(...fake.handlers);
  return {
    fake,
    rendered: renderWithProviders(<CustomerOrdersPage />, {
      route: '/my/orders',
      path: '/my/orders',
      preloadedState: languagePreload(
        language,
        customer ? ({ customerSession: signedIn(customer) } as never) : {},
      ),
    }),
  };
}
