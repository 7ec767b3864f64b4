/** What the /my/cards tests, in either language, start from: the customer's cards on a fake server. */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { CustomerCards, RedemptionCode } from '@contract/loyalty';
import type { Customer } from '@contract/orders';
import type { Language } from '../../i18n/language';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';
import { CustomerCardsPage } from './CustomerCardsPage';
import { fakeCustomerServer, thiri } from './testSetup';

export const thiriCards: CustomerCards = {
  stamp_cards: [
    {
      shop: { slug: 'golden-tea-house', name: 'Golden Tea House' },
      card: {
        enabled: true,
        stamps_needed: 3,
        reward: 'Free tea',
        background: '#fff4e0',
        color: '#b4451f',
        logo: null,
      },
      stamps: 2,
      rewards: [
        {
          id: 5,
          reward: 'Free tea',
          earned_at: '2026-11-20T03:00:00.000Z',
          redeemed_at: null,
        },
        {
          id: 4,
          reward: 'Free tea',
          earned_at: '2026-11-01T03:00:00.000Z',
          redeemed_at: '2026-11-03T05:00:00.000Z',
        },
      ],
    },
  ],
  points: [
    {
      shop: { slug: 'shwe-bakery', name: 'Shwe Bakery' },
      balance: 120,
      rewards: [
        { id: 7, name: 'Butter cake', points: 100, available: true },
        { id: 8, name: 'Birthday cake', points: 500, available: true },
      ],
      history: [
        {
          id: 12,
          kind: 'redeemed',
          points: -100,
          balance: 120,
          order_number: null,
          reward: 'Butter cake',
          at: '2026-11-24T03:00:00.000Z',
        },
        {
          id: 11,
          kind: 'earned',
          points: 220,
          balance: 220,
          order_number: 41,
          reward: null,
          at: '2026-11-22T03:00:00.000Z',
        },
      ],
    },
  ],
  memberships: [
    {
      shop: { slug: 'golden-tea-house', name: 'Golden Tea House' },
      discount_percent: 10,
      joined_at: '2026-10-02T03:00:00.000Z',
    },
  ],
};

export const noCards: CustomerCards = { stamp_cards: [], points: [], memberships: [] };

/** The cards calls on top of the customer's server; tests read what reached it. */
export function fakeCardsServer(initial: CustomerCards = thiriCards) {
  const customer = fakeCustomerServer({ activity: { orders: [], reservations: [] } });
  let cards = structuredClone(initial);
  const cardReads: string[] = [];
  const codeCalls: string[] = [];
  const handlers = [
    http.get(apiUrl(apiPaths.customerCards), ({ request }) => {
      const auth = request.headers.get('authorization') ?? '';
      cardReads.push(auth);
      if (!auth.startsWith('Bearer cust-')) {
        return HttpResponse.json({ message: 'Token not valid' }, { status: 401 });
      }
      return HttpResponse.json(cards);
    }),
    http.post(apiUrl(apiPaths.customerRedemptionCode), ({ params }) => {
      codeCalls.push(`${String(params.slug)}/${String(params.rewardId)}`);
      const shop = cards.points.find((p) => p.shop.slug === params.slug);
      const reward = shop?.rewards.find((r) => r.id === Number(params.rewardId));
      if (!shop || !reward) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      if (reward.points > shop.balance) {
        return HttpResponse.json(
          { message: 'Not enough points', reason: 'not_enough_points' },
          { status: 409 },
        );
      }
      const body: RedemptionCode = {
        code: '482913',
        // Ten minutes from now: the dialog counts down from it.
        expires_at: new Date(Date.now() + 600_000).toISOString(),
        reward,
      };
      return HttpResponse.json(body);
    }),
  ];
  return {
    customer,
    handlers: [...handlers, ...customer.handlers],
    cardReads,
    codeCalls,
    /** The server's cards change (an order completed). */
    setCards(next: CustomerCards) {
      cards = structuredClone(next);
    },
  };
}

/** /my/cards, signed in as Thiri unless told otherwise. */
export function renderCustomerCards(
  language: Language,
  {
    customer = thiri as Customer | null,
    fake = fakeCardsServer(),
  }: { customer?: Customer | null; fake?: ReturnType<typeof fakeCardsServer> } = {},
) {
  server.use(...fake.handlers);
  return {
    fake,
    rendered: renderWithProviders(<CustomerCardsPage />, {
      route: '/my/cards',
      path: '/my/cards',
      preloadedState: languagePreload(
        language,
        customer
          ? ({
              customerSession: {
                status: 'signedIn',
                token: `cust-${customer.phone}`,
                customer,
              },
            } as never)
          : {},
      ),
    }),
  };
}
