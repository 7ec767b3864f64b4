/**
 * Ratings and reviews: a customer rates their completed order or reservation once, within 14
 * days of its completion (refusals by reason: already_reviewed, not_eligible, too_late), with an
 * Idempotency-Key (a retry answers the first review); once per visit holds when several requests
 * race; the public list pages the newest visible reviews with the first name only; the shop
 * lists its reviews and replies once; the store page, the cards and the search carry the average.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import { reviewPaths } from '@contract/reviewPaths';
import type { AdminReportsResponse } from '@contract/moderation';
import type {
  CustomerReview,
  MerchantReviewsResponse,
  ReviewableVisitsResponse,
  ShopReviewsResponse,
} from '@contract/reviews';
import type { ShopPageResponse, ShopSearchResponse } from '@contract/store';
import type { App } from '../src/app';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { bearer, buildTestApp, databases, useTestDatabase } from './helpers';
import { addShop } from './marketplaceShops';
import { signedInOperator } from './operatorKit';
import { orderingShop, type OrderingShop } from './orderKit';
import { call } from './storeKit';

const TOMORROW = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe.each(databases())('reviews on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const rate = (
    shopper: SignedInCustomer,
    key: string,
    payload: Record<string, unknown>,
    language: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${reviewPaths.customerReviews}`,
      headers: { ...shopper.headers, 'idempotency-key': key, ...language },
      payload,
    });

  async function act(shop: OrderingShop, path: string, params: Record<string, string | number>) {
    const response = await call(
      app,
      'POST',
      path,
      { merchantId: shop.merchant.merchantId, ...params },
      { headers: shop.merchant.headers, payload: {} },
    );
    expect([path, params, response.statusCode]).toEqual([path, params, 200]);
  }

  /** An order of `shopper` at `shop`, taken through the shop's actions to `completed`. */
  async function completedOrder(shop: OrderingShop, shopper: SignedInCustomer, key: string) {
    const orderId = await placedOrder(shop, shopper, key);
    for (const action of ['accept', 'ready', 'complete']) {
      await act(shop, apiPaths.merchantOrderAction, { orderId, action });
    }
    return orderId;
  }

  async function placedOrder(shop: OrderingShop, shopper: SignedInCustomer, key: string) {
    const placed = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...shopper.headers, 'idempotency-key': key },
      payload: {
        branch_id: null,
        lines: [{ item_id: shop.items.tea.id, quantity: 1 }],
        note: '',
        table: null,
      },
    });
    expect(placed.statusCode).toBe(201);
    return placed.json<{ id: number }>().id;
  }

  async function completedReservation(shop: OrderingShop, shopper: SignedInCustomer) {
    const made = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerReserve, { slug: shop.slug })}`,
      headers: { ...shopper.headers, 'idempotency-key': 'table' },
      payload: {
        branch_id: null,
        item_id: null,
        date: TOMORROW,
        time: '10:00',
        party_size: 2,
        note: '',
      },
    });
    expect(made.statusCode).toBe(201);
    const reservationId = made.json<{ id: number }>().id;
    for (const action of ['confirm', 'complete']) {
      await act(shop, apiPaths.merchantReservationAction, { reservationId, action });
    }
    return reservationId;
  }

  /** Moves a visit's completion `days` back (the window is counted from it). */
  async function completedDaysAgo(table: 'shop_orders' | 'reservations', id: number, days: number) {
    await database.db.query(
      `UPDATE ${table} SET completed_at = now() - make_interval(days => $2) WHERE id = $1`,
      [id, days],
    );
  }

  const publicReviews = async (slug: string, before?: number) => {
    const query = before === undefined ? '' : `?before=${before}`;
    const response = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(reviewPaths.shopReviews, { slug })}${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ShopReviewsResponse>();
  };

  test('a completed order is rated once: 201, a retry replays it, another key is already_reviewed', async () => {
    const shop = await orderingShop(app, database.db, 'review-cup');
    const shopper = await signInCustomer(app, '09790000101', 'Ma Hnin Wai');
    const orderId = await completedOrder(shop, shopper, 'o1');
    const body = { visit: 'order', visit_id: orderId, stars: 4, text: '  Good tea, quick.  ' };

    const first = await rate(shopper, 'r1', body);
    expect(first.statusCode).toBe(201);
    const review = first.json<CustomerReview>();
    expect(review).toEqual({
      id: expect.any(Number),
      shop_slug: 'review-cup',
      visit: 'order',
      visit_id: orderId,
      stars: 4,
      text: 'Good tea, quick.',
      created_at: expect.any(String),
    });

    const again = await rate(shopper, 'r1', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(review);

    const reused = await rate(shopper, 'r1', { ...body, stars: 5 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().reason).toBe('idempotency_key_reused');

    const second = await rate(shopper, 'r2', { ...body, stars: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'You have already rated this visit.',
      reason: 'already_reviewed',
    });
    const burmese = await rate(shopper, 'r3', body, { 'accept-language': 'my' });
    expect(burmese.json()).toEqual({
      message: 'ဤလာရောက်မှုကို အဆင့်သတ်မှတ်ပြီး ဖြစ်ပါသည်။',
      reason: 'already_reviewed',
    });
  });

  test('not their visit, not completed, unknown: not_eligible; past 14 days: too_late', async () => {
    const shop = await orderingShop(app, database.db, 'review-late');
    const shopper = await signInCustomer(app, '09790000102', 'Ko Aung');
    const other = await signInCustomer(app, '09790000103', 'Ma Su');
    const completed = await completedOrder(shop, shopper, 'o1');
    const placed = await placedOrder(shop, shopper, 'o2');
    const notEligible = {
      status: false,
      message: 'Only a completed visit of yours can be rated.',
      data: { errors: { visit_id: ['Only a completed visit of yours can be rated.'] } },
      reason: 'not_eligible',
    };

    for (const [who, visitId, visit] of [
      [other, completed, 'order'],
      [shopper, placed, 'order'],
      [shopper, 999_999, 'order'],
      [shopper, completed, 'reservation'],
    ] as const) {
      const refused = await rate(who, `k-${visitId}-${visit}`, {
        visit,
        visit_id: visitId,
        stars: 3,
      });
      expect([visitId, visit, refused.statusCode, refused.json()]).toEqual([
        visitId,
        visit,
        422,
        notEligible,
      ]);
    }

    await completedDaysAgo('shop_orders', completed, 15);
    const late = await rate(shopper, 'late', { visit: 'order', visit_id: completed, stars: 3 });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      status: false,
      message: 'A visit can be rated within 14 days of its completion.',
      data: { errors: { visit_id: ['A visit can be rated within 14 days of its completion.'] } },
      reason: 'too_late',
    });
    const lateMy = await rate(
      shopper,
      'late-my',
      { visit: 'order', visit_id: completed, stars: 3 },
      { 'accept-language': 'my' },
    );
    expect(lateMy.json().data.errors.visit_id).toEqual([
      'လာရောက်မှု ပြီးဆုံးပြီး ၁၄ ရက်အတွင်းသာ အဆင့်သတ်မှတ်နိုင်ပါသည်။',
    ]);

    await completedDaysAgo('shop_orders', completed, 13);
    const inTime = await rate(shopper, 'in-time', {
      visit: 'order',
      visit_id: completed,
      stars: 3,
    });
    expect(inTime.statusCode).toBe(201);
    expect(await database.db.query('SELECT 1 FROM shop_reviews')).toMatchObject({
      rows: [expect.anything()],
    });
  });

  test('stars are 1 to 5, whole; the text at most 1000 characters; the key is required', async () => {
    const shop = await orderingShop(app, database.db, 'review-checks');
    const shopper = await signInCustomer(app, '09790000104', 'Ma Hnin');
    const orderId = await completedOrder(shop, shopper, 'o1');
    for (const [key, payload] of [
      ['s0', { visit: 'order', visit_id: orderId, stars: 0 }],
      ['s6', { visit: 'order', visit_id: orderId, stars: 6 }],
      ['s4.5', { visit: 'order', visit_id: orderId, stars: 4.5 }],
      ['long', { visit: 'order', visit_id: orderId, stars: 5, text: 'a'.repeat(1001) }],
      ['kind', { visit: 'table', visit_id: orderId, stars: 5 }],
    ] as const) {
      const refused = await rate(shopper, key, payload);
      expect([key, refused.statusCode]).toEqual([key, 422]);
    }
    const noKey = await app.inject({
      method: 'POST',
      url: `/api/${reviewPaths.customerReviews}`,
      headers: shopper.headers,
      payload: { visit: 'order', visit_id: orderId, stars: 5 },
    });
    expect(noKey.statusCode).toBe(422);
    const noToken = await app.inject({
      method: 'POST',
      url: `/api/${reviewPaths.customerReviews}`,
      headers: { 'idempotency-key': 'x' },
      payload: { visit: 'order', visit_id: orderId, stars: 5 },
    });
    expect(noToken.statusCode).toBe(401);
    const longest = await rate(shopper, 'max', {
      visit: 'order',
      visit_id: orderId,
      stars: 5,
      text: 'a'.repeat(1000),
    });
    expect(longest.statusCode).toBe(201);
  });

  test('several reviews of one visit at once: one is created, the others are refused', async () => {
    const shop = await orderingShop(app, database.db, 'review-race');
    const shopper = await signInCustomer(app, '09790000105', 'Ma Hnin');
    const orderId = await completedOrder(shop, shopper, 'o1');
    const body = { visit: 'order', visit_id: orderId, stars: 5 };
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((key) => rate(shopper, key, { ...body, text: key })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const { rows } = await database.db.query<{ n: number; total: number }>(
      'SELECT count(*)::int AS n FROM shop_reviews',
    );
    expect(rows[0]!.n).toBe(1);
    const rating = await database.db.query<{ rating_count: number; rating_total: number }>(
      'SELECT rating_count, rating_total FROM marketplace_shops WHERE slug = $1',
      ['review-race'],
    );
    expect(rating.rows[0]).toEqual({ rating_count: 1, rating_total: 5 });
  });

  test('one key sent several times at once: one review, every answer is it or a refusal', async () => {
    const shop = await orderingShop(app, database.db, 'review-retry');
    const shopper = await signInCustomer(app, '09790000106', 'Ma Hnin');
    const orderId = await completedOrder(shop, shopper, 'o1');
    const body = { visit: 'order', visit_id: orderId, stars: 2, text: 'Slow' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => rate(shopper, 'same', body)));
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const answer of answers) {
      expect([200, 201, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 200) expect(answer.json()).toEqual(created[0]!.json());
    }
    const { rows } = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shop_reviews',
    );
    expect(rows[0]!.n).toBe(1);
  });

  test('a completed reservation is rated too; the visits list says which are rated', async () => {
    const shop = await orderingShop(app, database.db, 'review-table');
    const shopper = await signInCustomer(app, '09790000107', 'Ma Hnin');
    const reservationId = await completedReservation(shop, shopper);
    const orderId = await completedOrder(shop, shopper, 'o1');
    const old = await completedOrder(shop, shopper, 'o2');
    await completedDaysAgo('shop_orders', old, 20);

    const rated = await rate(shopper, 'rate-table', {
      visit: 'reservation',
      visit_id: reservationId,
      stars: 5,
      text: 'Lovely table by the window',
    });
    expect(rated.statusCode).toBe(201);
    const reviewId = rated.json<CustomerReview>().id;

    const visits = await app.inject({
      method: 'GET',
      url: `/api/${reviewPaths.customerReviewVisits}`,
      headers: shopper.headers,
    });
    expect(visits.statusCode).toBe(200);
    const list = visits.json<ReviewableVisitsResponse>().visits;
    expect(
      list.map(({ visit, visit_id, shop_slug, shop_name, review_id }) => ({
        visit,
        visit_id,
        shop_slug,
        shop_name,
        review_id,
      })),
    ).toEqual([
      {
        visit: 'order',
        visit_id: orderId,
        shop_slug: 'review-table',
        shop_name: 'Shop review-table',
        review_id: null,
      },
      {
        visit: 'reservation',
        visit_id: reservationId,
        shop_slug: 'review-table',
        shop_name: 'Shop review-table',
        review_id: reviewId,
      },
    ]);
    const first = list[0]!;
    expect(Date.parse(first.rate_until) - Date.parse(first.completed_at)).toBe(
      14 * 24 * 60 * 60 * 1000,
    );
  });

  test('the public list: newest first, first names only, pages of ten, the reply; unknown shop 404', async () => {
    const shop = await orderingShop(app, database.db, 'review-list');
    const shopper = await signInCustomer(app, '09790000108', 'Ma Hnin Wai');
    const customerId = shopper.customer.id;
    // Twelve completed orders with their reviews, written straight in (stars 1..5 in turn).
    for (let n = 1; n <= 12; n += 1) {
      const { rows } = await database.db.query<{ id: number }>(
        `INSERT INTO shop_orders (merchant_id, customer_id, number, state, subtotal, total, completed_at)
         VALUES ($1, $2, $3, 'completed', 3500, 3500, now()) RETURNING id`,
        [shop.merchant.merchantId, customerId, 100 + n],
      );
      await database.db.query(
        `INSERT INTO shop_reviews (merchant_id, customer_id, order_id, stars, text)
         VALUES ($1, $2, $3, $4, $5)`,
        [shop.merchant.merchantId, customerId, rows[0]!.id, ((n - 1) % 5) + 1, `Visit ${n}`],
      );
    }
    const first = await publicReviews('review-list');
    expect(first.reviews.map((r) => r.text)).toEqual([
      'Visit 12',
      'Visit 11',
      'Visit 10',
      'Visit 9',
      'Visit 8',
      'Visit 7',
      'Visit 6',
      'Visit 5',
      'Visit 4',
      'Visit 3',
    ]);
    expect(first.reviews[0]).toEqual({
      id: expect.any(Number),
      stars: 2,
      text: 'Visit 12',
      first_name: 'Hnin',
      created_at: expect.any(String),
      reply: null,
    });
    expect(first.next_before).toBe(first.reviews[9]!.id);
    const second = await publicReviews('review-list', first.next_before!);
    expect(second.reviews.map((r) => r.text)).toEqual(['Visit 2', 'Visit 1']);
    expect(second.next_before).toBeNull();

    const missing = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(reviewPaths.shopReviews, { slug: 'no-such-shop' })}`,
    });
    expect(missing.statusCode).toBe(404);
  });

  test('the shop lists its reviews and replies once; another shop cannot', async () => {
    const shop = await orderingShop(app, database.db, 'review-reply');
    const stranger = await orderingShop(app, database.db, 'review-stranger');
    const shopper = await signInCustomer(app, '09790000109', 'Ko Aung Min');
    const orderId = await completedOrder(shop, shopper, 'o1');
    const rated = await rate(shopper, 'r', { visit: 'order', visit_id: orderId, stars: 3 });
    const reviewId = rated.json<CustomerReview>().id;
    const at = { merchantId: shop.merchant.merchantId, reviewId };
    const reply = (
      who: OrderingShop,
      text: string,
      params: Record<string, number> = at,
      language: Record<string, string> = {},
    ) =>
      call(app, 'POST', reviewPaths.merchantReviewReply, params, {
        headers: { ...who.merchant.headers, ...language },
        payload: { text },
      });

    const blank = await reply(shop, '   ');
    expect(blank.statusCode).toBe(422);
    const answered = await reply(shop, '  Thank you, Ko Aung!  ');
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({
      id: reviewId,
      stars: 3,
      first_name: 'Aung',
      visit: 'order',
      hidden: false,
      reply: { text: 'Thank you, Ko Aung!', replied_at: expect.any(String) },
    });
    const twice = await reply(shop, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: 'You have already replied to this review.',
      reason: 'already_replied',
    });
    const twiceMy = await reply(shop, 'Again', at, { 'accept-language': 'my' });
    expect(twiceMy.json().message).toBe('ဤသုံးသပ်ချက်ကို ပြန်ကြားပြီး ဖြစ်ပါသည်။');
    // Another shop's review is not found through the other shop's own id.
    const foreign = await reply(stranger, 'Hello', {
      merchantId: stranger.merchant.merchantId,
      reviewId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Review not found' });

    const listed = await call(
      app,
      'GET',
      reviewPaths.merchantReviews,
      { merchantId: shop.merchant.merchantId },
      { headers: shop.merchant.headers },
    );
    expect(listed.statusCode).toBe(200);
    const { reviews, next_before } = listed.json<MerchantReviewsResponse>();
    expect(next_before).toBeNull();
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.reply?.text).toBe('Thank you, Ko Aung!');
    expect((await publicReviews('review-reply')).reviews[0]!.reply?.text).toBe(
      'Thank you, Ko Aung!',
    );
    const strangerList = await call(
      app,
      'GET',
      reviewPaths.merchantReviews,
      { merchantId: stranger.merchant.merchantId },
      { headers: stranger.merchant.headers },
    );
    expect(strangerList.json<MerchantReviewsResponse>().reviews).toEqual([]);
  });

  let phones = 0;
  /** Reviews of the shop with these stars, each of its own completed order, written straight in. */
  async function reviewsOf(merchantId: number, stars: number[]): Promise<number[]> {
    phones += 1;
    const customer = await database.db.query<{ id: number }>(
      `INSERT INTO customers (phone, name) VALUES ($1, 'Daw Mya') RETURNING id`,
      [`0979${String(phones).padStart(7, '0')}`],
    );
    const ids: number[] = [];
    for (const [index, star] of stars.entries()) {
      const order = await database.db.query<{ id: number }>(
        `INSERT INTO shop_orders (merchant_id, customer_id, number, state, subtotal, total,
                                  completed_at)
         VALUES ($1, $2, (SELECT coalesce(max(number), 0) + 1 FROM shop_orders WHERE merchant_id = $1),
                 'completed', 1000, 1000, now())
         RETURNING id`,
        [merchantId, customer.rows[0]!.id],
      );
      const review = await database.db.query<{ id: number }>(
        `INSERT INTO shop_reviews (merchant_id, customer_id, order_id, stars, text)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [merchantId, customer.rows[0]!.id, order.rows[0]!.id, star, `Review ${index + 1}`],
      );
      ids.push(review.rows[0]!.id);
    }
    return ids;
  }

  const search = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/marketplace/shops${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<ShopSearchResponse>();
  };
  const page = async (slug: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/marketplace/shops/${slug}` });
    expect(response.statusCode).toBe(200);
    return response.json<ShopPageResponse>();
  };

  test('the store page and the cards carry the average to one decimal and the count', async () => {
    const rated = await addShop(database.db, { slug: 'rated-shop', name: 'Rated Shop' });
    await addShop(database.db, { slug: 'unrated-shop', name: 'Unrated Shop' });
    // 5 + 4 + 4 = 13 stars from 3 reviews: 4.333… reads 4.3.
    await reviewsOf(rated.merchantId, [5, 4, 4]);

    expect((await page('rated-shop')).rating).toEqual({ average: 4.3, count: 3 });
    expect((await page('unrated-shop')).rating).toBeNull();
    const cards = (await search('')).shops;
    expect(cards.map((card) => [card.slug, card.rating])).toEqual([
      ['rated-shop', { average: 4.3, count: 3 }],
      ['unrated-shop', null],
    ]);
  });

  test('sort=rating: the highest average first, then the most reviews, unrated shops last', async () => {
    const shops = await Promise.all(
      ['a-few-fives', 'many-fours', 'one-five', 'few-fours', 'none'].map((slug) =>
        addShop(database.db, { slug, name: `Shop ${slug}` }),
      ),
    );
    await reviewsOf(shops[0]!.merchantId, [5, 5]);
    await reviewsOf(shops[1]!.merchantId, [4, 4, 4, 4]);
    await reviewsOf(shops[2]!.merchantId, [5]);
    await reviewsOf(shops[3]!.merchantId, [4, 4]);
    // 5.0 from two before 5.0 from one; 4.0 from four before 4.0 from two; no review last.
    const ranked = await search('?sort=rating');
    expect(ranked.shops.map((card) => card.slug)).toEqual([
      'a-few-fives',
      'one-five',
      'many-fours',
      'few-fours',
      'none',
    ]);
    const bad = await app.inject({ method: 'GET', url: '/api/marketplace/shops?sort=stars' });
    expect(bad.statusCode).toBe(422);
  });

  test('a hidden review leaves the store page, the list and the average; shown again, it is back', async () => {
    const shop = await addShop(database.db, { slug: 'hidden-review', name: 'Hidden Review' });
    const [low, high] = await reviewsOf(shop.merchantId, [1, 5]);
    expect((await page('hidden-review')).rating).toEqual({ average: 3, count: 2 });

    await database.db.query('UPDATE shop_reviews SET hidden_at = now() WHERE id = $1', [low]);
    expect((await page('hidden-review')).rating).toEqual({ average: 5, count: 1 });
    expect((await publicReviews('hidden-review')).reviews.map((r) => r.id)).toEqual([high]);

    await database.db.query('UPDATE shop_reviews SET hidden_at = NULL WHERE id = $1', [low]);
    expect((await page('hidden-review')).rating).toEqual({ average: 3, count: 2 });
  });

  test('anyone signed in reports a review into the queue; an operator hides it from the page', async () => {
    const shop = await orderingShop(app, database.db, 'review-report');
    const shopper = await signInCustomer(app, '09790000110', 'Ma Hnin');
    const orderId = await completedOrder(shop, shopper, 'o1');
    const rated = await rate(shopper, 'r', { visit: 'order', visit_id: orderId, stars: 1 });
    const reviewId = rated.json<CustomerReview>().id;
    const reportUrl = (slug: string, id: number) =>
      `/api/${fillPath(reviewPaths.shopReviewReport, { slug, reviewId: id })}`;
    const report = (headers: Record<string, string>, id = reviewId, slug = 'review-report') =>
      app.inject({
        method: 'POST',
        url: reportUrl(slug, id),
        headers,
        payload: { reason: 'offensive', details: '  Insults the staff.  ' },
      });

    expect((await report({})).statusCode).toBe(401);
    expect((await report({ authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await report(shopper.headers)).statusCode).toBe(201);
    // A merchant signed in (this shop's own, here) may report too.
    expect((await report(shop.merchant.headers)).statusCode).toBe(201);
    const other = await orderingShop(app, database.db, 'review-other');
    const wrongShop = await report(shopper.headers, reviewId, 'review-other');
    expect(wrongShop.statusCode).toBe(404);
    expect(wrongShop.json()).toEqual({ message: "This review is not one of this shop's reviews." });
    expect(other.slug).toBe('review-other');

    const support = await signedInOperator(app, 'support');
    const queue = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.adminReports}`,
      headers: bearer(support.token),
    });
    const reports = queue.json<AdminReportsResponse>().reports;
    expect(reports.map((r) => [r.reporter, r.details, r.review, r.post])).toEqual([
      ['merchant', 'Insults the staff.', { id: reviewId, stars: 1, text: '', hidden: false }, null],
      ['customer', 'Insults the staff.', { id: reviewId, stars: 1, text: '', hidden: false }, null],
    ]);
    expect((await page('review-report')).rating).toEqual({ average: 1, count: 1 });

    const hiddenUrl = `/api/${fillPath(reviewPaths.adminReviewHidden, { reviewId })}`;
    const hide = await app.inject({
      method: 'PUT',
      url: hiddenUrl,
      headers: bearer(support.token),
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ id: reviewId, hidden: true });
    expect((await publicReviews('review-report')).reviews).toEqual([]);
    expect((await page('review-report')).rating).toBeNull();
    const again = await app.inject({
      method: 'PUT',
      url: hiddenUrl,
      headers: bearer(support.token),
    });
    expect(again.statusCode).toBe(409);
    const open = await app.inject({
      method: 'GET',
      url: `/api/${apiPaths.adminReports}`,
      headers: bearer(support.token),
    });
    expect(open.json<AdminReportsResponse>().reports).toEqual([]);
    const { rows } = await database.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE subject_type = 'shop_review' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['review.hide']);

    const shown = await app.inject({
      method: 'DELETE',
      url: hiddenUrl,
      headers: bearer(support.token),
    });
    expect(shown.json()).toEqual({ id: reviewId, hidden: false });
    expect((await page('review-report')).rating).toEqual({ average: 1, count: 1 });
    // Without an operator's token, nothing.
    const noToken = await app.inject({ method: 'PUT', url: hiddenUrl });
    expect(noToken.statusCode).toBe(401);
  });
});
