/**
 * The Social Media Content add-on: which posts are shared (the add-on's 15 a month, on top of the
 * plan's posts), a shared post's public answer (404 without the add-on, for another shop's post, a
 * deleted or a plain post), its page's opens counted per Asia/Yangon day and network (a `via` not
 * ours, a robot, a prefetch and a HEAD are not opens; nothing about who), the merchant reading
 * their own counts only, and the share picture's address kept per version.
 *
 * The page itself is rendered by a stand-in render bundle (as serverRenderedPages.test.ts does):
 * it asks this process's API for the post as the real one does; the real render and its tags are
 * tested in src/ssr/sharedPostRendered.test.tsx.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths } from '@contract/apiPaths';
import type { MerchantPosts, PostRequest, ShopPost } from '@contract/loyalty';
import type { SharedPostPage } from '@contract/socialPosts';
import type { App } from '../src/app';
import type { Db } from '../src/db/db';
import { isPersonOpening, withoutVia } from '../src/plugins/app/sharedPostPages';
import { buildTestApp, databases, tempDir, useTestDatabase } from './helpers';
import { orderingShop } from './orderKit';
import { call, type Merchant } from './storeKit';

jest.setTimeout(90_000);

const ANNOUNCEMENT: PostRequest = {
  kind: 'announcement',
  title: 'New monsoon menu',
  body: 'Hot soups all season.',
  event_date: null,
  event_time: null,
  photo_id: null,
};

const INDEX = '<!doctype html><html lang="en"><title>Shell</title><div id="root"></div>';

/** The stand-in bundle: a shared post's page asks the API for the post, as the real one does. */
const BUNDLE = `
let transport;
exports.setApiTransport = (next) => { transport = next; };
exports.loadDocumentTemplate = () => ({});
exports.renderRoute = async (url, language) => {
  const match = /^\\/shops\\/([^/?]+)\\/posts\\/([^/?]+)/.exec(url);
  if (!match) return { html: '<h1>Other</h1>', status: 200 };
  const answer = await transport(new Request(
    'http://localhost/api/marketplace/shops/' + match[1] + '/posts/' + match[2],
    { headers: { 'accept-language': language } },
  ));
  const body = await answer.json();
  return {
    html: '<h1>' + (body.post ? body.post.title : body.message) + '</h1><p>' + url + '</p>',
    status: answer.status === 200 ? 200 : answer.status === 404 ? 404 : 503,
  };
};
exports.pageDocument = (template, page) => '<html lang="' + page.language + '">' + page.html + '</html>';
`;

/** The Asia/Yangon date of now, `YYYY-MM-DD` (UTC+6:30 all year). */
const yangonToday = () => new Date(Date.now() + 390 * 60_000).toISOString().slice(0, 10);

/** Posts made directly in the table this month, `shared` or not (cheaper than the route). */
async function seedPosts(db: Db, merchantId: number, n: number, shared: boolean) {
  await db.query(
    `INSERT INTO shop_posts (merchant_id, kind, title, shared)
     SELECT $1, 'announcement', 'Seeded ' || g, $3 FROM generate_series(1, $2) AS g`,
    [merchantId, n, shared],
  );
}

/** The opens counted in the table, as `day via count` lines, sorted. */
async function opensOf(db: Db, postId: number): Promise<string[]> {
  const { rows } = await db.query<{ day: string; via: string; opens: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, via, opens FROM post_opens WHERE post_id = $1`,
    [postId],
  );
  return rows.map((row) => `${row.day} ${row.via} ${row.opens}`).sort();
}

describe('withoutVia and isPersonOpening', () => {
  it.each([
    ['/shops/a/posts/1?via=facebook', '/shops/a/posts/1'],
    ['/shops/a/posts/1?lang=my&via=viber', '/shops/a/posts/1?lang=my'],
    ['/shops/a/posts/1?lang=my', '/shops/a/posts/1?lang=my'],
    ['/shops/a/posts/1', '/shops/a/posts/1'],
  ])('%s renders as %s', (url, expected) => {
    expect(withoutVia(url)).toBe(expected);
  });

  const request = (method: string, headers: Record<string, string> = {}) =>
    ({ method, headers }) as unknown as Parameters<typeof isPersonOpening>[0];
  it('a GET by a browser is an open; a HEAD, a prefetch and the preview robots are not', () => {
    const chrome = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari';
    expect(isPersonOpening(request('GET', { 'user-agent': chrome }))).toBe(true);
    expect(isPersonOpening(request('HEAD', { 'user-agent': chrome }))).toBe(false);
    expect(isPersonOpening(request('GET', { 'sec-purpose': 'prefetch' }))).toBe(false);
    expect(isPersonOpening(request('GET', { purpose: 'prefetch' }))).toBe(false);
    for (const robot of [
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ]) {
      expect(isPersonOpening(request('GET', { 'user-agent': robot }))).toBe(false);
    }
  });
});

describe.each(databases())('shared posts on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let staticDir: string;
  let bundleFile: string;

  beforeAll(async () => {
    staticDir = await tempDir('spa-shared-posts');
    await writeFile(path.join(staticDir, 'index.html'), INDEX);
    bundleFile = path.join(await tempDir('render-bundle-posts'), 'bundle.cjs');
    await writeFile(bundleFile, BUNDLE);
  });

  beforeEach(async () => {
    app = buildTestApp(database.db, { staticDir, renderBundle: bundleFile, pageCacheMs: 0 });
    await app.ready();
  });
  afterEach(() => app.close());

  let shops = 0;
  /** A listed shop on Basic (10 posts a month), with `units` of the add-on. */
  const shopWith = async (units: number) => {
    shops += 1;
    const slug = `sharing-${kind.toLowerCase()}-${shops}-${Date.now().toString(36)}`;
    const made = await orderingShop(app, database.db, slug, {
      plan: 1,
      addons: units > 0 ? [[1, units]] : [],
      withBranch: false,
    });
    return { merchant: made.merchant, slug: made.slug };
  };
  const add = (m: Merchant, payload: unknown = ANNOUNCEMENT) =>
    call(
      app,
      'POST',
      apiPaths.merchantPosts,
      { merchantId: m.merchantId },
      {
        headers: m.headers,
        payload,
      },
    );
  const created = async (m: Merchant) => {
    const response = await add(m);
    expect(response.statusCode).toBe(201);
    return response.json<ShopPost>();
  };
  const list = async (m: Merchant) => {
    const response = await call(
      app,
      'GET',
      apiPaths.merchantPosts,
      { merchantId: m.merchantId },
      {
        headers: m.headers,
      },
    );
    expect(response.statusCode).toBe(200);
    return response.json<MerchantPosts>();
  };
  const publicPost = (slug: string, postId: number | string) =>
    call(app, 'GET', apiPaths.sharedPost, { slug, postId });
  const open = (
    url: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'HEAD' = 'GET',
  ) => app.inject({ method, url, headers: { 'user-agent': 'Mozilla/5.0 Chrome/120', ...headers } });

  test('with one unit: 25 posts a month, the first 15 shared, the 26th refused with 422', async () => {
    const { merchant, slug } = await shopWith(1);
    const first = await list(merchant);
    // Basic's 10 plus the add-on's 15.
    expect(first.month.limit).toBe(25);
    expect(first.sharing).toEqual({ active: true, used: 0, limit: 15, posts: [] });

    const post = await created(merchant);
    const after = await list(merchant);
    expect(after.sharing.used).toBe(1);
    expect(after.sharing.posts).toEqual([
      {
        post_id: post.id,
        path: `/shops/${slug}/posts/${post.id}`,
        opens: { facebook: 0, viber: 0, telegram: 0, link: 0 },
      },
    ]);

    // 14 more shared posts: the 16th is a plain post.
    await seedPosts(database.db, merchant.merchantId, 14, true);
    const plain = await created(merchant);
    const later = await list(merchant);
    expect(later.month.used).toBe(16);
    expect(later.sharing.used).toBe(15);
    expect(later.sharing.posts.map((shared) => shared.post_id)).not.toContain(plain.id);
    expect((await publicPost(slug, plain.id)).statusCode).toBe(404);

    // 9 more plain posts make 25: the 26th is refused, naming the limit.
    await seedPosts(database.db, merchant.merchantId, 9, false);
    const refused = await add(merchant);
    expect(refused.statusCode).toBe(422);
    expect(
      refused.json<{ data: { errors: Record<string, string[]> } }>().data.errors.title,
    ).toEqual(['You have used your 25 posts for this month. Choose a bigger plan to post more.']);
  });

  test('without the add-on: plain posts, the plan’s 10, no page', async () => {
    const { merchant, slug } = await shopWith(0);
    const post = await created(merchant);
    const posts = await list(merchant);
    expect(posts.month.limit).toBe(10);
    expect(posts.sharing).toEqual({ active: false, used: 0, limit: 0, posts: [] });
    const answer = await publicPost(slug, post.id);
    expect(answer.statusCode).toBe(404);
    expect((await open(`/shops/${slug}/posts/${post.id}`)).statusCode).toBe(404);
  });

  test('the public answer: the shop’s shared post; 404 for another shop, a deleted post, an add-on gone', async () => {
    const a = await shopWith(1);
    const b = await shopWith(1);
    const post = await created(a.merchant);
    const answer = await publicPost(a.slug, post.id);
    expect(answer.statusCode).toBe(200);
    // The same for every visitor: public, as the store page's answers are.
    expect(answer.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=20',
    );
    const page = answer.json<SharedPostPage>();
    expect(page.shop).toEqual({ slug: a.slug, name: `Shop ${a.slug}`, logo: null, cover: null });
    expect(page.post).toMatchObject({
      id: post.id,
      kind: 'announcement',
      title: 'New monsoon menu',
      body: 'Hot soups all season.',
      photo: null,
    });
    expect(page.post.version).toMatch(/^[0-9a-z]+$/);

    // Another shop's address with this post: no such page.
    expect((await publicPost(b.slug, post.id)).statusCode).toBe(404);
    expect((await publicPost(a.slug, 'x1')).statusCode).toBe(422);

    // The add-on gone from the subscription: no page, read afresh.
    await database.db.query(
      `DELETE FROM subscription_addons WHERE addon_type_id = 1 AND subscription_id IN
         (SELECT id FROM subscriptions WHERE merchant_id = $1)`,
      [a.merchant.merchantId],
    );
    expect((await publicPost(a.slug, post.id)).statusCode).toBe(404);
    expect((await list(a.merchant)).sharing).toEqual({
      active: false,
      used: 1,
      limit: 0,
      posts: [],
    });

    // A deleted post: no page.
    const other = await created(b.merchant);
    expect((await publicPost(b.slug, other.id)).statusCode).toBe(200);
    const removed = await call(
      app,
      'DELETE',
      apiPaths.merchantPost,
      {
        merchantId: b.merchant.merchantId,
        postId: other.id,
      },
      { headers: b.merchant.headers },
    );
    expect(removed.statusCode).toBe(204);
    expect((await publicPost(b.slug, other.id)).statusCode).toBe(404);
  });

  test('opens counted per day and network; other vias, robots, prefetches and HEAD are not', async () => {
    const { merchant, slug } = await shopWith(1);
    const post = await created(merchant);
    const url = `/shops/${slug}/posts/${post.id}`;
    for (const via of ['facebook', 'facebook', 'viber', 'telegram', 'link']) {
      const page = await open(`${url}?via=${via}`);
      expect(page.statusCode).toBe(200);
      // The page is rendered without its via.
      expect(page.body).toContain(`<p>${url}</p>`);
      // Asked for each time (a CDN would otherwise answer opens the server never sees).
      expect(page.headers['cache-control']).toBe('public, no-cache');
    }
    // Not counted: no via, a via not ours, a robot, a prefetch, a HEAD, an unknown post.
    expect((await open(url)).statusCode).toBe(200);
    expect((await open(`${url}?via=whatsapp`)).statusCode).toBe(200);
    expect((await open(`${url}?via=FACEBOOK`)).statusCode).toBe(200);
    await open(`${url}?via=facebook`, { 'user-agent': 'facebookexternalhit/1.1' });
    await open(`${url}?via=telegram`, { 'user-agent': 'TelegramBot (like TwitterBot)' });
    await open(`${url}?via=viber`, { 'sec-purpose': 'prefetch' });
    await open(`${url}?via=viber`, {}, 'HEAD');
    expect((await open(`/shops/${slug}/posts/${post.id + 1000}?via=viber`)).statusCode).toBe(404);

    const today = yangonToday();
    expect(await opensOf(database.db, post.id)).toEqual([
      `${today} facebook 2`,
      `${today} link 1`,
      `${today} telegram 1`,
      `${today} viber 1`,
    ]);

    // Another day's opens add up in the merchant's counts; the row keeps no more than the count.
    await database.db.query(
      `INSERT INTO post_opens (post_id, day, via, opens) VALUES ($1, '2026-01-02', 'facebook', 3)`,
      [post.id],
    );
    const { rows } = await database.db.query<Record<string, unknown>>(
      'SELECT * FROM post_opens WHERE post_id = $1 LIMIT 1',
      [post.id],
    );
    expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'opens', 'post_id', 'via']);
    expect((await list(merchant)).sharing.posts[0]!.opens).toEqual({
      facebook: 5,
      viber: 1,
      telegram: 1,
      link: 1,
    });
  });

  test('a merchant reads only their own counts', async () => {
    const a = await shopWith(1);
    const b = await shopWith(1);
    const post = await created(a.merchant);
    await open(`/shops/${a.slug}/posts/${post.id}?via=viber`);
    const refused = await call(
      app,
      'GET',
      apiPaths.merchantPosts,
      {
        merchantId: a.merchant.merchantId,
      },
      { headers: b.merchant.headers },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('viber');
    const own = await list(b.merchant);
    expect(own.sharing.posts).toEqual([]);
    expect((await list(a.merchant)).sharing.posts[0]!.opens.viber).toBe(1);
  });

  test('the share picture: a JPEG kept for ever at its version’s address, 404 without a page', async () => {
    const { merchant, slug } = await shopWith(1);
    const post = await created(merchant);
    const page = (await publicPost(slug, post.id)).json<SharedPostPage>();
    const image = await app.inject({
      method: 'GET',
      url: `/shops/${slug}/posts/${post.id}/share.jpg?lang=my&v=${page.post.version}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // JPEG's start-of-image marker.
    expect(image.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    const stale = await app.inject({
      method: 'GET',
      url: `/shops/${slug}/posts/${post.id}/share.jpg?lang=en&v=old`,
    });
    expect(stale.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const none = await app.inject({
      method: 'GET',
      url: `/shops/${slug}/posts/${post.id + 1000}/share.jpg?lang=en`,
    });
    expect(none.statusCode).toBe(404);
  });
});
