/**
 * What the promotions page's component tests share, in either language: a signed-in merchant, a
 * fake of the contract's promotions calls (MSW) that keeps what it was sent, and
 * /store/promotions rendered over it.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  BannerRequest,
  MerchantBanner,
  MerchantPosts,
  PostRequest,
  PromoCode,
  PromoCodeRequest,
  ShopPost,
} from '@contract/loyalty';
import { apiPaths } from '@contract/apiPaths';
import type { PhotoRef } from '@contract/store';
import { absoluteApiBase } from '../../app/config';
import type { Language } from '../../i18n/language';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sampleAccount, server } from '../../test/server';
import { PromotionsPage } from './PromotionsPage';

export const MERCHANT_ID = sampleAccount.user.merchantid;

export const loggedIn = {
  session: {
    token: sampleAccount.token,
    user: sampleAccount.user,
    merchantUser: sampleAccount.merchantUser,
  },
};

const url = (path: string): string => `${absoluteApiBase()}${path}`;

export const samplePhoto = (id: string): PhotoRef => ({
  id,
  width: 1200,
  height: 400,
  widths: [320, 640, 1200],
});

export const samplePromo = (id: number, overrides: Partial<PromoCode> = {}): PromoCode => ({
  id,
  code: 'RAIN10',
  kind: 'percent',
  value: 10,
  valid_from: '2026-11-01',
  valid_to: '2026-11-30',
  max_uses: 100,
  max_uses_per_customer: null,
  uses: 3,
  min_total: 5000,
  active: true,
  ...overrides,
});

export const samplePost = (id: number, overrides: Partial<ShopPost> = {}): ShopPost => ({
  id,
  kind: 'event',
  title: 'Thadingyut lights night',
  body: 'Tea and snacks under the lanterns.',
  event_date: '2026-12-05',
  event_time: '18:30',
  photo: null,
  created_at: '2026-11-20T03:00:00.000Z',
  rsvp: { going: 12, not_going: 3 },
  ...overrides,
});

export const sampleBanner = (): MerchantBanner => ({
  units: 2,
  banner: {
    id: 9,
    title: 'Rainy season sale',
    photo: samplePhoto('ph_banner'),
    // 1 Nov 2026 00:00 in Yangon, for 60 days.
    starts_at: '2026-10-31T17:30:00.000Z',
    ends_at: '2026-12-30T17:30:00.000Z',
    active: true,
    impressions: 1234,
    clicks: 56,
  },
});

export interface RecordedCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
}

export interface FakePromotionsOptions {
  codes?: PromoCode[];
  posts?: ShopPost[];
  month?: MerchantPosts['month'];
  /** The Social Media Content add-on's part; none by default. */
  sharing?: MerchantPosts['sharing'];
  /** A banner answer, or 'refused': the plan's 403. */
  banner?: MerchantBanner | 'refused';
}

const PLAN_REFUSED = 'Your plan does not include this feature';

/** The fake promotions API: its records, and the calls it received. */
export function createFakePromotions(options: FakePromotionsOptions = {}) {
  let codes = options.codes ?? [
    samplePromo(1),
    samplePromo(2, {
      code: 'MINUS2000',
      kind: 'amount',
      value: 2000,
      max_uses: null,
      min_total: 0,
      uses: 0,
      active: false,
    }),
  ];
  let posts = options.posts ?? [
    samplePost(1),
    samplePost(2, {
      kind: 'announcement',
      title: 'New menu',
      body: 'Mohinga every morning.',
      event_date: null,
      event_time: null,
      rsvp: null,
    }),
  ];
  const month = options.month ?? { month: '2026-11', used: 3, limit: 10 };
  const sharing = options.sharing ?? { active: false, used: 0, limit: 0, posts: [] };
  let banner = options.banner ?? sampleBanner();
  const calls: RecordedCall[] = [];
  /** Answers to give the next writes, in order (a failure to retry after). */
  const nextAnswers: Array<() => Response> = [];
  let nextId = 100;
  let nextPhoto = 1;

  const record = async (request: Request, path: string) => {
    const body: unknown =
      request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
    calls.push({
      method: request.method,
      path,
      idempotencyKey: request.headers.get('idempotency-key'),
      body,
    });
    return body;
  };
  const queued = () => nextAnswers.shift()?.();

  const handlers = [
    http.get(url(apiPaths.merchantPromoCodes), () => HttpResponse.json(codes)),
    http.post(url(apiPaths.merchantPromoCodes), async ({ request }) => {
      const body = (await record(request, apiPaths.merchantPromoCodes)) as PromoCodeRequest;
      const answer = queued();
      if (answer) return answer;
      const created: PromoCode = {
        id: nextId++,
        uses: 0,
        ...body,
        max_uses_per_customer: body.max_uses_per_customer ?? null,
      };
      codes = [...codes, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(url(apiPaths.merchantPromoCode), async ({ request, params }) => {
      const body = (await record(request, apiPaths.merchantPromoCode)) as PromoCodeRequest;
      const answer = queued();
      if (answer) return answer;
      const id = Number(params.promoId);
      codes = codes.map((c) =>
        c.id === id
          ? { ...c, ...body, max_uses_per_customer: body.max_uses_per_customer ?? null }
          : c,
      );
      return HttpResponse.json(codes.find((c) => c.id === id));
    }),
    http.delete(url(apiPaths.merchantPromoCode), async ({ request, params }) => {
      await record(request, apiPaths.merchantPromoCode);
      codes = codes.filter((c) => c.id !== Number(params.promoId));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(url(apiPaths.merchantPosts), () =>
      HttpResponse.json<MerchantPosts>({ posts, month, sharing }),
    ),
    http.post(url(apiPaths.merchantPosts), async ({ request }) => {
      const body = (await record(request, apiPaths.merchantPosts)) as PostRequest;
      const answer = queued();
      if (answer) return answer;
      const created: ShopPost = {
        id: nextId++,
        kind: body.kind,
        title: body.title,
        body: body.body,
        event_date: body.event_date,
        event_time: body.event_time,
        photo: body.photo_id ? samplePhoto(body.photo_id) : null,
        created_at: '2026-11-26T02:00:00.000Z',
        rsvp: body.kind === 'event' ? { going: 0, not_going: 0 } : null,
      };
      posts = [created, ...posts];
      month.used += 1;
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(url(apiPaths.merchantPost), async ({ request, params }) => {
      const body = (await record(request, apiPaths.merchantPost)) as PostRequest;
      const id = Number(params.postId);
      posts = posts.map((p) =>
        p.id === id
          ? {
              ...p,
              ...body,
              photo: body.photo_id ? samplePhoto(body.photo_id) : null,
            }
          : p,
      );
      return HttpResponse.json(posts.find((p) => p.id === id));
    }),
    http.delete(url(apiPaths.merchantPost), async ({ request, params }) => {
      await record(request, apiPaths.merchantPost);
      // A deleted post still counts against the month.
      posts = posts.filter((p) => p.id !== Number(params.postId));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(url(apiPaths.merchantBanner), () =>
      banner === 'refused'
        ? HttpResponse.json({ message: PLAN_REFUSED }, { status: 403 })
        : HttpResponse.json(banner),
    ),
    http.put(url(apiPaths.merchantBanner), async ({ request }) => {
      const body = (await record(request, apiPaths.merchantBanner)) as BannerRequest;
      if (banner === 'refused')
        return HttpResponse.json({ message: PLAN_REFUSED }, { status: 403 });
      banner = {
        units: banner.units,
        banner: {
          id: 10,
          title: body.title,
          photo: samplePhoto(body.photo_id),
          starts_at: '2026-11-25T17:30:00.000Z',
          ends_at: '2027-01-24T17:30:00.000Z',
          active: true,
          impressions: 0,
          clicks: 0,
        },
      };
      return HttpResponse.json(banner);
    }),
    http.post(url(apiPaths.storePhotos), () =>
      HttpResponse.json(samplePhoto(`ph_${nextPhoto++}`), { status: 201 }),
    ),
  ];

  return {
    handlers,
    calls,
    month,
    /** The calls of one method to one contract path, in order. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    /** The next write answers this instead (once). */
    answerNextWith: (answer: () => Response) => nextAnswers.push(answer),
  };
}

/** /store/promotions in `language`, once its three sections have loaded. */
export async function renderPromotions(
  fake: ReturnType<typeof createFakePromotions>,
  options: { language?: Language } = {},
) {
  server.use(...fake.handlers);
  const language = options.language ?? 'en';
  const result = await renderWithProviders(<PromotionsPage />, {
    route: '/store/promotions',
    path: '/store/promotions',
    preloadedState: language === 'my' ? languagePreload('my', loggedIn) : loggedIn,
  });
  await screen.findByRole('heading', {
    level: 2,
    name: language === 'my' ? 'ပရိုမိုကုဒ်များ' : 'Promo codes',
  });
  const loading = language === 'my' ? 'ဖွင့်နေသည်...' : 'Loading…';
  await waitFor(() => expect(screen.queryByText(loading)).not.toBeInTheDocument());
  return result;
}
