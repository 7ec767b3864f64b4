/**
 * What the loyalty page's component tests share, in either language: a signed-in merchant, a
 * fake shop API (MSW) answering the contract's shapes (contract/loyalty.ts) and recording the
 * calls it received, and /store/loyalty rendered over it.
 */
import { screen } from '@testing-library/react';
import type { Options as UserEventOptions } from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { CounterCustomer, LoyaltyOverview, PointReward } from '@contract/loyalty';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { Language } from '../../i18n/language';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, sampleAccount, server } from '../../test/server';
import { samplePhoto } from '../../test/storeHandlers';
import { LoyaltyPage } from './LoyaltyPage';

export const MERCHANT_ID = sampleAccount.user.merchantid;

export const loggedIn = {
  session: {
    token: sampleAccount.token,
    user: sampleAccount.user,
    merchantUser: sampleAccount.merchantUser,
  },
};

export const sampleOverview = (overrides: Partial<LoyaltyOverview> = {}): LoyaltyOverview => ({
  allowed: { stamp_card: true, point_collection: true, membership: true },
  stamp_card: {
    enabled: true,
    stamps_needed: 8,
    reward: 'A free milk tea',
    background: '#1f3a5f',
    color: '#f2b705',
    logo: null,
    own_logo: null,
    shop_logo: null,
  },
  points: {
    enabled: true,
    points_per_1000: 10,
    rewards: [
      { id: 1, name: 'Samosa plate', points: 50, available: true },
      { id: 2, name: 'Birthday cake', points: 1200, available: false },
    ],
  },
  membership: { enabled: true, discount_percent: 5, members: 42 },
  ...overrides,
});

/** Ko Aung: 3 stamps, one reward to redeem, 150 points, a member. */
export const koAung = (): CounterCustomer => ({
  phone: '09420000123',
  customer: { id: 9, name: 'Ko Aung' },
  stamps: 3,
  rewards: [
    {
      id: 31,
      reward: 'A free milk tea',
      earned_at: '2026-11-20T04:00:00.000Z',
      redeemed_at: null,
    },
  ],
  points: 150,
  history: [
    {
      id: 2,
      kind: 'redeemed',
      points: -50,
      balance: 150,
      order_number: null,
      reward: 'Samosa plate',
      at: '2026-11-22T05:00:00.000Z',
    },
    {
      id: 1,
      kind: 'earned',
      points: 200,
      balance: 200,
      order_number: 105,
      reward: null,
      at: '2026-11-21T05:00:00.000Z',
    },
  ],
  member: true,
});

/** A phone nobody has signed in with. */
export const stranger = (phone: string): CounterCustomer => ({
  phone,
  customer: null,
  stamps: 0,
  rewards: [],
  points: 0,
  history: [],
  member: false,
});

export interface Call {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
}

const pattern = (path: string, params: Record<string, string> = {}) =>
  apiUrl(fillPath(path, { merchantId: MERCHANT_ID, ...params })).replace(/%3A/g, ':');

/** The fake shop API: its loyalty data, the calls it received, and a way to answer otherwise. */
export function createFakeLoyalty(options: { overview?: LoyaltyOverview } = {}) {
  const overview = options.overview ?? sampleOverview();
  const customers = new Map<string, CounterCustomer>([['09420000123', koAung()]]);
  const calls: Call[] = [];
  const record = async (request: Request, path: string) => {
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({
      method: request.method,
      path,
      body: text ? (JSON.parse(text) as unknown) : null,
      idempotencyKey: request.headers.get('idempotency-key'),
    });
  };
  /** The counter's stamps by their Idempotency-Key (the phone), and those undone. */
  const stamped = new Map<string, string>();
  const undone = new Set<string>();
  let nextRewardId = 100;
  let nextPhoto = 1;
  const rewards = (): PointReward[] => overview.points?.rewards ?? [];

  const handlers = [
    http.get(pattern(apiPaths.merchantLoyalty), () => HttpResponse.json(overview)),
    // The card logo's upload (multipart, not recorded): the stored photo.
    http.post(pattern(apiPaths.storePhotos), () =>
      HttpResponse.json(samplePhoto(`ph_${nextPhoto++}`), { status: 201 }),
    ),
    http.put(pattern(apiPaths.merchantStampCard), async ({ request }) => {
      await record(request, 'stamp-card');
      return HttpResponse.json({});
    }),
    http.put(pattern(apiPaths.merchantPoints), async ({ request }) => {
      await record(request, 'points');
      return HttpResponse.json({});
    }),
    http.put(pattern(apiPaths.merchantMembership), async ({ request }) => {
      await record(request, 'membership');
      return HttpResponse.json({});
    }),
    http.post(pattern(apiPaths.merchantPointRewards), async ({ request }) => {
      await record(request, 'rewards');
      const reward = { id: nextRewardId++, ...(calls.at(-1)?.body as Omit<PointReward, 'id'>) };
      overview.points?.rewards.push(reward);
      return HttpResponse.json(reward);
    }),
    http.put(
      pattern(apiPaths.merchantPointReward, { rewardId: ':rewardId' }),
      async ({ request, params }) => {
        await record(request, `rewards/${String(params.rewardId)}`);
        const at = rewards().findIndex((r) => r.id === Number(params.rewardId));
        const reward = { id: Number(params.rewardId), ...(calls.at(-1)?.body as object) };
        if (overview.points && at >= 0) overview.points.rewards[at] = reward as PointReward;
        return HttpResponse.json(reward);
      },
    ),
    http.delete(
      pattern(apiPaths.merchantPointReward, { rewardId: ':rewardId' }),
      async ({ request, params }) => {
        await record(request, `rewards/${String(params.rewardId)}`);
        if (overview.points)
          overview.points.rewards = rewards().filter((r) => r.id !== Number(params.rewardId));
        return new HttpResponse(null, { status: 204 });
      },
    ),
    http.get(pattern(apiPaths.merchantCounter), async ({ request }) => {
      const phone = new URL(request.url).searchParams.get('phone') ?? '';
      await record(request, `counter?phone=${phone}`);
      return HttpResponse.json(customers.get(phone) ?? stranger(phone));
    }),
    http.post(pattern(apiPaths.merchantCounterStamp), async ({ request }) => {
      await record(request, 'counter/stamps');
      const { phone } = calls.at(-1)?.body as { phone: string };
      const key = request.headers.get('idempotency-key') ?? '';
      const before = customers.get(phone) ?? stranger(phone);
      if (stamped.has(key)) return HttpResponse.json(before);
      stamped.set(key, phone);
      const after = { ...before, stamps: before.stamps + 1 };
      customers.set(phone, after);
      return HttpResponse.json(after, { status: 201 });
    }),
    // Undo: the stamp of that press taken back, once.
    http.delete(
      pattern(apiPaths.merchantCounterStampUndo, { key: ':key' }),
      async ({ request, params }) => {
        const key = String(params.key);
        await record(request, `counter/stamps/${key}`);
        const phone = stamped.get(key);
        if (phone === undefined) {
          return HttpResponse.json({ message: 'This stamp was not found.' }, { status: 404 });
        }
        const before = customers.get(phone) ?? stranger(phone);
        if (undone.has(key)) return HttpResponse.json(before);
        undone.add(key);
        const after = { ...before, stamps: Math.max(0, before.stamps - 1) };
        customers.set(phone, after);
        return HttpResponse.json(after);
      },
    ),
    http.post(
      pattern(apiPaths.merchantRedeemStampReward, { rewardId: ':rewardId' }),
      async ({ request, params }) => {
        await record(request, `stamp-rewards/${String(params.rewardId)}/redeem`);
        for (const [phone, customer] of customers)
          customers.set(phone, {
            ...customer,
            rewards: customer.rewards.filter((r) => r.id !== Number(params.rewardId)),
          });
        return HttpResponse.json({});
      },
    ),
    http.post(pattern(apiPaths.merchantRedeemCode), async ({ request }) => {
      await record(request, 'points/redeem');
      return HttpResponse.json({
        customer: { name: 'Ko Aung', phone: '09420000123' },
        reward: 'Samosa plate',
        points: 50,
        balance: 100,
      });
    }),
  ];

  return {
    overview,
    customers,
    calls,
    handlers,
    /** Replaces the answer of one call (after the page is rendered). */
    answer(
      method: 'get' | 'post' | 'put' | 'delete',
      path: string,
      resolver: HttpResponseResolver,
    ) {
      server.use(http[method](pattern(path, { rewardId: ':rewardId', key: ':key' }), resolver));
    },
  };
}

/** /store/loyalty in `language`, once the programmes are on screen. */
export async function renderLoyalty(
  fake: ReturnType<typeof createFakeLoyalty>,
  options: { language?: Language; userOptions?: UserEventOptions } = {},
) {
  server.use(...fake.handlers);
  const language = options.language ?? 'en';
  const result = await renderWithProviders(<LoyaltyPage />, {
    route: '/store/loyalty',
    path: '/store/loyalty',
    userOptions: options.userOptions,
    preloadedState: language === 'my' ? languagePreload('my', loggedIn) : loggedIn,
  });
  await screen.findByRole('heading', {
    level: 2,
    name: language === 'my' ? 'ကောင်တာ' : 'Counter',
  });
  return result;
}

/** A section of the page by its heading. */
export const section = (name: string): HTMLElement =>
  screen.getByRole('region', { name }) as HTMLElement;
