/**
 * A fake of the public marketplace calls for component tests: shop search (filters and pages as
 * the server applies them), store pages (404 for any other slug), the categories with their
 * counts. It keeps the query of every search it answered, so a test can check what the screen
 * asked for. The default network (server.ts) installs one over the fixture shops; a test installs
 * its own with `server.use(...fake.handlers)`.
 */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { reviewPaths } from '@contract/reviewPaths';
import type { ShopReviewsResponse } from '@contract/reviews';
import {
  MARKETPLACE_PAGE_SIZE,
  type CategoryCount,
  type ShopPageResponse,
  type ShopSearchResponse,
} from '@contract/store';
import type { BannerSlot, ShopPromotions } from '@contract/loyalty';
import { seedData as seed } from '../../server/src/db/seedData';
import { absoluteApiBase } from '../app/config';
import { cardOf, fixtureShops, seededCategory } from './marketplaceFixtures';

/** What the shop list request carried, by name (absent parameters left out). */
export type RecordedSearch = Record<string, string>;

const matches = (shop: ShopPageResponse, text: string) => {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [shop.name, ...shop.items.map((item) => item.name)].some((name) =>
    name.toLowerCase().includes(needle),
  );
};

export function createFakeMarketplace(shops: ShopPageResponse[] = fixtureShops) {
  const searches: RecordedSearch[] = [];
  /** The answer to a shop search (a test that holds or fails some searches answers the rest so). */
  const answerSearch = (request: Request) => {
    const params = new URL(request.url).searchParams;
    searches.push(Object.fromEntries(params.entries()));
    const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
    const [category, district, township] = ['category', 'district', 'township'].map(number);
    const page = number('page') ?? 1;
    const found = shops.filter(
      (shop) =>
        (category === undefined || shop.category.id === category) &&
        (district === undefined || shop.district.id === district) &&
        (township === undefined || shop.township.id === township) &&
        matches(shop, params.get('q') ?? ''),
    );
    // `sort=rating`: the highest average first, then the most reviews, unrated shops last.
    if (params.get('sort') === 'rating') {
      found.sort(
        (a, b) =>
          (b.rating?.average ?? 0) - (a.rating?.average ?? 0) ||
          (b.rating?.count ?? 0) - (a.rating?.count ?? 0),
      );
    }
    const start = (page - 1) * MARKETPLACE_PAGE_SIZE;
    return HttpResponse.json<ShopSearchResponse>({
      shops: found.slice(start, start + MARKETPLACE_PAGE_SIZE).map(cardOf),
      page,
      page_size: MARKETPLACE_PAGE_SIZE,
      total: found.length,
    });
  };
  // server.ts's apiUrl, written again: server.ts installs this fake among its defaults.
  const apiUrl = (path: string) => `${absoluteApiBase()}${path}`;
  const handlers = [
    http.get(apiUrl(apiPaths.marketplaceShops), ({ request }) => answerSearch(request)),
    http.get(apiUrl(apiPaths.marketplaceShop), ({ params }) => {
      const found = shops.find((shop) => shop.slug === params.slug);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    // Reviews: none, unless a test says.
    http.get(apiUrl(reviewPaths.shopReviews), ({ params }) =>
      shops.some((shop) => shop.slug === params.slug)
        ? HttpResponse.json<ShopReviewsResponse>({ reviews: [], next_before: null })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    // Loyalty and promotions: a listed shop offers nothing and no banner runs, unless a test says.
    http.get(apiUrl(apiPaths.shopPromotions), ({ params }) =>
      shops.some((shop) => shop.slug === params.slug)
        ? HttpResponse.json<ShopPromotions>({
            stamp_card: null,
            points: null,
            membership: null,
            posts: [],
          })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.get(apiUrl(apiPaths.marketplaceBanner), () =>
      HttpResponse.json<BannerSlot>({ banner: null }),
    ),
    // Counted in the district and township asked for, as the server counts them.
    http.get(apiUrl(apiPaths.marketplaceCategories), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const place = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
      const [district, township] = [place('district'), place('township')];
      const inPlace = shops.filter(
        (shop) =>
          (district === undefined || shop.district.id === district) &&
          (township === undefined || shop.township.id === township),
      );
      return HttpResponse.json<CategoryCount[]>(
        seed.categories.map((name) => {
          const { id } = seededCategory(name);
          const count = inPlace.filter((shop) => shop.category.id === id).length;
          return { id, name, name_my: seed.burmese?.categories[name] ?? null, shop_count: count };
        }),
      );
    }),
  ];
  return { handlers, searches, answerSearch };
}
