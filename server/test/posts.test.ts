/**
 * Announcements and events: their rules (an event's date and time, the merchant's own photo), the
 * plan's posts per Asia/Yangon month (exactly at the limit, last month's posts, deleted posts,
 * edits, a double tap, two posts at once), a merchant reaching only their own posts, and the
 * customers' answers to events with their counts.
 */
import { apiPaths } from '@contract/apiPaths';
import type { MerchantPosts, PostRequest, ShopPost } from '@contract/loyalty';
import type { Db } from '../src/db/db';
import { signInCustomer } from './customerKit';
import { buildTestApp, databases, subscribe, useTestDatabase } from './helpers';
import { orderingShop } from './orderKit';
import { call, newMerchant, saveStore, uploadPhoto, type Merchant } from './storeKit';

const MY = { 'accept-language': 'my' };
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

const EVENT: PostRequest = {
  kind: 'event',
  title: 'Thingyan water festival',
  body: 'Free mohinga for everyone who comes.',
  event_date: `${NEXT_YEAR}-04-13`,
  event_time: '10:00',
  photo_id: null,
};
const ANNOUNCEMENT: PostRequest = {
  kind: 'announcement',
  title: 'New monsoon menu',
  body: 'Hot soups all season.',
  event_date: null,
  event_time: null,
  photo_id: null,
};

/** The Asia/Yangon month of now, `YYYY-MM` (UTC+6:30 all year). */
function yangonMonthNow(): string {
  return new Date(Date.now() + 390 * 60_000).toISOString().slice(0, 7);
}

/**
 * SQL of the instant this Yangon month began, computed by the database itself: the UTC wall
 * clock moved to Yangon's, truncated to the month, moved back.
 */
const MONTH_START = `(date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '6 hours 30 minutes')
  - interval '6 hours 30 minutes') AT TIME ZONE 'UTC'`;

/** Posts made directly in the table (cheaper than the route), `at` an SQL instant. */
async function seedPosts(db: Db, merchantId: number, n: number, at = 'now()') {
  await db.query(
    `INSERT INTO shop_posts (merchant_id, kind, title, created_at)
     SELECT $1, 'announcement', 'Seeded ' || g, ${at} FROM generate_series(1, $2) AS g`,
    [merchantId, n],
  );
}

// Each test builds shops through the real routes: seconds each on a busy machine.
jest.setTimeout(60_000);

describe.each(databases())('posts on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  /** A merchant with a saved store and, unless `planId` is null, a subscription. */
  const shop = async (planId: number | null = 1) => {
    const m = await newMerchant(app);
    await saveStore(app, m);
    if (planId !== null) await subscribe(app, m, planId);
    return m;
  };
  const add = (m: Merchant, payload: unknown, headers: Record<string, string> = {}) =>
    call(
      app,
      'POST',
      apiPaths.merchantPosts,
      { merchantId: m.merchantId },
      { headers: { ...m.headers, ...headers }, payload },
    );
  const edit = (m: Merchant, postId: number, payload: unknown) =>
    call(
      app,
      'PUT',
      apiPaths.merchantPost,
      { merchantId: m.merchantId, postId },
      { headers: m.headers, payload },
    );
  const remove = (m: Merchant, postId: number) =>
    call(
      app,
      'DELETE',
      apiPaths.merchantPost,
      { merchantId: m.merchantId, postId },
      { headers: m.headers },
    );
  const list = async (m: Merchant) => {
    const response = await call(
      app,
      'GET',
      apiPaths.merchantPosts,
      { merchantId: m.merchantId },
      { headers: m.headers },
    );
    expect(response.statusCode).toBe(200);
    return response.json<MerchantPosts>();
  };
  const created = async (m: Merchant, payload: PostRequest) => {
    const response = await add(m, payload);
    expect(response.statusCode).toBe(201);
    return response.json<ShopPost>();
  };

  describe('the rules of a post', () => {
    test('an event is answered with its date, time and counts; an announcement without', async () => {
      const m = await shop();
      const event = await created(m, EVENT);
      expect(event).toEqual({
        id: expect.any(Number),
        kind: 'event',
        title: 'Thingyan water festival',
        body: 'Free mohinga for everyone who comes.',
        event_date: `${NEXT_YEAR}-04-13`,
        event_time: '10:00',
        photo: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        rsvp: { going: 0, not_going: 0 },
      });
      const announcement = await created(m, { ...ANNOUNCEMENT, title: '  New monsoon menu  ' });
      expect(announcement).toMatchObject({
        kind: 'announcement',
        title: 'New monsoon menu',
        event_date: null,
        event_time: null,
        rsvp: null,
      });
      // Newest first.
      expect((await list(m)).posts.map((p) => p.id)).toEqual([announcement.id, event.id]);
    });

    test('an event needs a date and a time, an announcement has neither: 422 on each field', async () => {
      const m = await shop();
      const event = await add(m, { ...EVENT, event_date: null, event_time: null });
      expect(event.statusCode).toBe(422);
      expect(event.json().data.errors).toEqual({
        event_date: ['The event date field is required.'],
        event_time: ['The event time field is required.'],
      });
      const announcement = await add(m, {
        ...ANNOUNCEMENT,
        event_date: `${NEXT_YEAR}-04-13`,
        event_time: '10:00',
      });
      expect(announcement.statusCode).toBe(422);
      expect(announcement.json().data.errors).toEqual({
        event_date: ['Only an event has a date and a time.'],
        event_time: ['Only an event has a date and a time.'],
      });
      const burmese = await add(m, { ...EVENT, event_time: null }, MY);
      expect(burmese.json().data.errors).toEqual({ event_time: ['ပွဲ အချိန် ဖြည့်ရန် လိုအပ်ပါသည်။'] });
      const noSuchDay = await add(m, { ...EVENT, event_date: `${NEXT_YEAR}-02-30` });
      expect(noSuchDay.json().data.errors).toEqual({
        event_date: ['The event date field is invalid.'],
      });
      const blankTitle = await add(m, { ...EVENT, title: '   ' });
      expect(blankTitle.statusCode).toBe(422);
      expect(Object.keys(blankTitle.json().data.errors)).toEqual(['title']);
      expect((await list(m)).month.used).toBe(0);
    });

    test("the photo must be the merchant's own", async () => {
      const m = await shop();
      const other = await newMerchant(app);
      // Photos belong to a store.
      await saveStore(app, other);
      const theirs = await uploadPhoto(app, other);
      const refused = await add(m, { ...EVENT, photo_id: theirs.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data.errors).toEqual({ photo_id: ['The selected photo is invalid.'] });
      const mine = await uploadPhoto(app, m);
      const post = await created(m, { ...EVENT, photo_id: mine.id });
      expect(post.photo).toEqual(mine);
      const editedToTheirs = await edit(m, post.id, { ...EVENT, photo_id: theirs.id });
      expect(editedToTheirs.statusCode).toBe(422);
    });

    test('adding a post needs an active subscription; the list shows a limit of nought', async () => {
      const m = await shop(null);
      const response = await add(m, EVENT);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Your plan does not include this feature' });
      expect(await list(m)).toEqual({
        posts: [],
        month: { month: yangonMonthNow(), used: 0, limit: 0 },
        sharing: { active: false, used: 0, limit: 0, posts: [] },
      });
    });

    test('a store must be saved first', async () => {
      const m = await newMerchant(app);
      await subscribe(app, m, 1);
      const response = await add(m, EVENT);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Save your store profile first.' });
    });
  });

  describe('the posts of a month', () => {
    test('basic allows exactly 10 posts a month; the 11th is refused naming the limit', async () => {
      const m = await shop(1);
      await seedPosts(database.db, m.merchantId, 9);
      expect((await list(m)).month).toEqual({ month: yangonMonthNow(), used: 9, limit: 10 });
      await created(m, EVENT);
      const refused = await add(m, ANNOUNCEMENT);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        status: false,
        message: 'You have used your 10 posts for this month. Choose a bigger plan to post more.',
        data: {
          errors: {
            title: [
              'You have used your 10 posts for this month. Choose a bigger plan to post more.',
            ],
          },
        },
      });
      const burmese = await add(m, ANNOUNCEMENT, MY);
      expect(burmese.json().data.errors).toEqual({
        title: ['ဤလအတွက် ပို့စ် ၁၀ ခုလုံးကို အသုံးပြုပြီးပါပြီ။ ထပ်မံ ပို့စ်တင်ရန် ပိုကြီးသော အစီအစဉ်ကို ရွေးပါ။'],
      });
      const { month, posts } = await list(m);
      expect(month).toEqual({ month: yangonMonthNow(), used: 10, limit: 10 });
      expect(posts).toHaveLength(10);
    });

    test("last Yangon month's posts do not count; the first instant of this month does", async () => {
      const m = await shop(1);
      await seedPosts(database.db, m.merchantId, 10, `${MONTH_START} - interval '1 second'`);
      await seedPosts(database.db, m.merchantId, 1, MONTH_START);
      expect((await list(m)).month).toEqual({ month: yangonMonthNow(), used: 1, limit: 10 });
      await created(m, EVENT);
      expect((await list(m)).month.used).toBe(2);
    });

    test('a deleted post is gone from the list but still counts', async () => {
      const m = await shop(1);
      const post = await created(m, EVENT);
      expect((await remove(m, post.id)).statusCode).toBe(204);
      expect(await list(m)).toEqual({
        posts: [],
        month: { month: yangonMonthNow(), used: 1, limit: 10 },
        sharing: { active: false, used: 0, limit: 0, posts: [] },
      });
      const again = await remove(m, post.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Post not found' });
      expect((await edit(m, post.id, EVENT)).statusCode).toBe(404);
    });

    test('an edit does not count again, even at the limit; it keeps the same rules', async () => {
      const m = await shop(1);
      await seedPosts(database.db, m.merchantId, 9);
      const post = await created(m, EVENT);
      const edited = await edit(m, post.id, {
        ...ANNOUNCEMENT,
        title: 'Thingyan is postponed',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({
        ...post,
        kind: 'announcement',
        title: 'Thingyan is postponed',
        body: 'Hot soups all season.',
        event_date: null,
        event_time: null,
        rsvp: null,
      });
      const bad = await edit(m, post.id, { ...EVENT, event_date: null });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().data.errors).toEqual({
        event_date: ['The event date field is required.'],
      });
      expect((await list(m)).month.used).toBe(10);
    });

    test('a repeated Idempotency-Key answers the first post and uses one post, at the limit too', async () => {
      const m = await shop(1);
      await seedPosts(database.db, m.merchantId, 9);
      const first = await add(m, EVENT, { 'idempotency-key': 'tap-1' });
      expect(first.statusCode).toBe(201);
      const second = await add(m, EVENT, { 'idempotency-key': 'tap-1' });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect((await list(m)).month.used).toBe(10);
      const other = await add(m, EVENT, { 'idempotency-key': 'tap-2' });
      expect(other.statusCode).toBe(422);
    });

    test('two posts at once when one is left: one is made, the other refused', async () => {
      const m = await shop(1);
      await seedPosts(database.db, m.merchantId, 9);
      const answers = await Promise.all([add(m, EVENT), add(m, ANNOUNCEMENT)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
      const { rows } = await database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM shop_posts WHERE merchant_id = $1',
        [m.merchantId],
      );
      expect(rows[0]?.n).toBe(10);
    });

    test('Standard allows 30 a month', async () => {
      const m = await shop(2);
      await seedPosts(database.db, m.merchantId, 29);
      await created(m, EVENT);
      const refused = await add(m, EVENT);
      expect(refused.json().data.errors).toEqual({
        title: ['You have used your 30 posts for this month. Choose a bigger plan to post more.'],
      });
    });
  });

  test("another merchant's post is 404 to edit and to delete, and stays as it was", async () => {
    const a = await shop(1);
    const b = await shop(1);
    const post = await created(a, EVENT);
    const edited = await edit(b, post.id, ANNOUNCEMENT);
    expect(edited.statusCode).toBe(404);
    expect(edited.json()).toEqual({ message: 'Post not found' });
    expect((await remove(b, post.id)).statusCode).toBe(404);
    expect((await list(a)).posts).toEqual([post]);
    expect((await list(b)).posts).toEqual([]);
  });

  describe('answers to events', () => {
    const rsvp = (headers: Record<string, string>, postId: number, answer: string) =>
      call(app, 'PUT', apiPaths.customerRsvp, { postId }, { headers, payload: { answer } });

    test('each customer has one answer, which they may change; the counts follow', async () => {
      const s = await orderingShop(app, database.db, 'rsvp-tea', { plan: 1, withBranch: false });
      const event = await created(s.merchant, EVENT);
      const ma = await signInCustomer(app, '09790000011');
      const ko = await signInCustomer(app, '09790000012');
      const going = await rsvp(ma.headers, event.id, 'going');
      expect(going.statusCode).toBe(200);
      expect(going.json()).toEqual({ answer: 'going', counts: { going: 1, not_going: 0 } });
      expect((await rsvp(ko.headers, event.id, 'not_going')).json()).toEqual({
        answer: 'not_going',
        counts: { going: 1, not_going: 1 },
      });
      expect((await rsvp(ma.headers, event.id, 'not_going')).json()).toEqual({
        answer: 'not_going',
        counts: { going: 0, not_going: 2 },
      });
      expect((await rsvp(ma.headers, event.id, 'not_going')).json()).toEqual({
        answer: 'not_going',
        counts: { going: 0, not_going: 2 },
      });
      const { rows } = await database.db.query('SELECT count(*)::int AS n FROM post_rsvps');
      expect(rows).toEqual([{ n: 2 }]);
      expect((await list(s.merchant)).posts[0]?.rsvp).toEqual({ going: 0, not_going: 2 });
    });

    test('an announcement, a deleted event, an unlisted shop and no such post are 404', async () => {
      const s = await orderingShop(app, database.db, 'rsvp-cup', { plan: 1, withBranch: false });
      const c = await signInCustomer(app, '09790000013');
      const announcement = await created(s.merchant, ANNOUNCEMENT);
      const deleted = await created(s.merchant, EVENT);
      await remove(s.merchant, deleted.id);
      const event = await created(s.merchant, EVENT);
      for (const postId of [announcement.id, deleted.id, 999_999]) {
        const response = await rsvp(c.headers, postId, 'going');
        expect([postId, response.statusCode]).toEqual([postId, 404]);
        expect(response.json()).toEqual({ message: 'Post not found' });
      }
      expect((await rsvp(c.headers, event.id, 'going')).statusCode).toBe(200);
      const unpublished = await call(
        app,
        'DELETE',
        apiPaths.storePublish,
        { merchantId: s.merchant.merchantId },
        { headers: s.merchant.headers },
      );
      expect(unpublished.statusCode).toBe(200);
      expect((await rsvp(c.headers, event.id, 'going')).statusCode).toBe(404);
      const { rows } = await database.db.query('SELECT post_id FROM post_rsvps');
      expect(rows).toEqual([{ post_id: event.id }]);
    });

    test('an event whose day has gone by (Asia/Yangon) takes no more answers: 409, counts kept', async () => {
      const s = await orderingShop(app, database.db, 'rsvp-past', { plan: 1, withBranch: false });
      const event = await created(s.merchant, EVENT);
      const c = await signInCustomer(app, '09790000014');
      expect((await rsvp(c.headers, event.id, 'going')).statusCode).toBe(200);
      await database.db.query(
        `UPDATE shop_posts SET event_date = (now() AT TIME ZONE 'Asia/Yangon')::date - 1
          WHERE id = $1`,
        [event.id],
      );
      const late = await rsvp(c.headers, event.id, 'not_going');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        message: 'This event has already taken place.',
        reason: 'event_past',
      });
      const inBurmese = await call(
        app,
        'PUT',
        apiPaths.customerRsvp,
        { postId: event.id },
        { headers: { ...c.headers, 'accept-language': 'my' }, payload: { answer: 'going' } },
      );
      expect(inBurmese.json()).toEqual({ message: 'ဤပွဲ ပြီးသွားပါပြီ။', reason: 'event_past' });
      const { rows } = await database.db.query('SELECT answer FROM post_rsvps WHERE post_id = $1', [
        event.id,
      ]);
      expect(rows).toEqual([{ answer: 'going' }]);
      // Today's event still takes answers.
      await database.db.query(
        `UPDATE shop_posts SET event_date = (now() AT TIME ZONE 'Asia/Yangon')::date WHERE id = $1`,
        [event.id],
      );
      expect((await rsvp(c.headers, event.id, 'not_going')).statusCode).toBe(200);
    });

    test("a customer's token is needed; a merchant's is not one", async () => {
      const s = await orderingShop(app, database.db, 'rsvp-pot', { plan: 1, withBranch: false });
      const event = await created(s.merchant, EVENT);
      expect((await rsvp({}, event.id, 'going')).statusCode).toBe(401);
      const merchant = await rsvp(s.merchant.headers, event.id, 'going');
      expect(merchant.statusCode).toBe(401);
      expect(merchant.json()).toEqual({ message: 'Token not valid' });
    });
  });
});
