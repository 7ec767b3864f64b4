import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { PlaceOrderRequest, ReservationRequest, ShopOrder } from '@contract/orders';
import { customerSignedIn } from '../../shared/customer/customerSession';
import { languagePreload } from '../../test/languagePreload';
import { renderApp } from '../../test/renderWithProviders';
import { cityPhone, shweYee } from '../../test/marketplaceFixtures';
import { apiUrl, server } from '../../test/server';
import { BASKET_STORAGE_KEY } from '../../persist/basketStorage';

/** Monday 3 March 2025, 10:00 in Yangon. */
export const MONDAY_10AM = Date.parse('2025-03-03T10:00:00+06:30');

export const TOKEN = 'customer-token-1';

/** What the fake server was sent: headers that matter and the bodies. */
export interface Sent {
  orders: { key: string | null; authorization: string | null; body: PlaceOrderRequest }[];
  reservations: { key: string | null; authorization: string | null; body: ReservationRequest }[];
  slots: string[];
}

export const placedOrder = (body: PlaceOrderRequest): ShopOrder => ({
  id: 900,
  number: 27,
  shop: { slug: shweYee.slug, name: shweYee.name },
  branch: null,
  customer: { name: 'Ko Aung', phone: '09420000001' },
  lines: body.lines.map((l) => ({
    item_id: l.item_id,
    name: 'x',
    price: 2600,
    quantity: l.quantity,
  })),
  // The server's price, not the catalogue's: 2,600 a Mohinga.
  subtotal: 2600 * body.lines.reduce((sum, l) => sum + l.quantity, 0),
  member_discount: 0,
  promo: null,
  total: 2600 * body.lines.reduce((sum, l) => sum + l.quantity, 0),
  note: body.note,
  table: body.table,
  state: 'placed',
  reason: null,
  payment: null,
  pickup_at: null,
  placed_at: '2025-03-03T03:30:00.000Z',
  updated_at: '2025-03-03T03:30:00.000Z',
});

type OrderAnswer = (body: PlaceOrderRequest) => Response;

/**
 * Answers of the customer's calls for one test: `orderAnswers` are used in turn (the last one
 * again), the slots are two of Monday morning and a full one.
 */
export function fakeOrdering(
  orderAnswers: OrderAnswer[] = [(body) => HttpResponse.json(placedOrder(body), { status: 201 })],
  reserveAnswers: Array<(body: ReservationRequest) => Response> = [],
): Sent {
  const sent: Sent = { orders: [], reservations: [], slots: [] };
  let slotsLeft = [3, 0, 1];
  server.use(
    http.post(apiUrl(apiPaths.customerPlaceOrder), async ({ request }) => {
      const body = (await request.json()) as PlaceOrderRequest;
      sent.orders.push({
        key: request.headers.get('idempotency-key'),
        authorization: request.headers.get('authorization'),
        body,
      });
      const answer = orderAnswers[Math.min(sent.orders.length - 1, orderAnswers.length - 1)]!;
      return answer(body);
    }),
    http.get(apiUrl(apiPaths.customerSlots), ({ request }) => {
      const url = new URL(request.url);
      sent.slots.push(url.search);
      const [a = 0, b = 0, c = 0] = slotsLeft;
      return HttpResponse.json({
        date: url.searchParams.get('date'),
        slots: [
          { time: '10:30', left: a },
          { time: '11:00', left: b },
          { time: '11:30', left: c },
        ],
      });
    }),
    http.post(apiUrl(apiPaths.customerReserve), async ({ request }) => {
      const body = (await request.json()) as ReservationRequest;
      sent.reservations.push({
        key: request.headers.get('idempotency-key'),
        authorization: request.headers.get('authorization'),
        body,
      });
      const answer =
        reserveAnswers[Math.min(sent.reservations.length - 1, reserveAnswers.length - 1)];
      if (answer) {
        const response = answer(body);
        // After a full slot the shop has no place left at 10:30 either.
        if (response.status === 409) slotsLeft = [0, 0, 1];
        return response;
      }
      return HttpResponse.json(
        {
          id: 70,
          shop: { slug: cityPhone.slug, name: cityPhone.name },
          branch: null,
          service: null,
          customer: { name: 'Ko Aung', phone: '09420000001' },
          date: body.date,
          time: body.time,
          party_size: body.party_size,
          note: body.note,
          state: 'requested',
          reason: null,
          created_at: '2025-03-03T03:30:00.000Z',
          updated_at: '2025-03-03T03:30:00.000Z',
        },
        { status: 201 },
      );
    }),
  );
  return sent;
}

export const refusal = (status: number, body: object) => () => HttpResponse.json(body, { status });

/** Opens a store page (in English or Burmese), signed in or not. */
export async function openStorePage(
  route: string,
  { language = 'en', signedIn = false }: { language?: 'en' | 'my'; signedIn?: boolean } = {},
) {
  const rendered = await renderApp({
    route,
    preloadedState: language === 'my' ? languagePreload('my') : undefined,
    extra: { now: () => MONDAY_10AM },
  });
  if (signedIn) {
    rendered.store.dispatch(
      customerSignedIn({
        token: TOKEN,
        customer: { id: 3, phone: '09420000001', name: 'Ko Aung' },
      }),
    );
  }
  return rendered;
}

export function clearKeptBaskets() {
  sessionStorage.removeItem(BASKET_STORAGE_KEY);
}

export const shopRoute = (slug: string, query = '') => `/shops/${encodeURIComponent(slug)}${query}`;
