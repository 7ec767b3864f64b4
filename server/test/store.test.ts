/**
 * The merchant's store profile (`merchant/store/{merchantId}`): created by the first save and
 * updated by later ones, its web address (slug) rules, the checks of category, township, hours
 * and photos, and publishing with its checklist. Also the plan-feature guard (`requireFeature`).
 */
import { apiPaths } from '@contract/apiPaths';
import { NO_ENTITLEMENTS } from '@contract/entitlements';
import { slugify } from '@contract/slug';
import type { MerchantStoreResponse } from '@contract/store';
import { seedData } from '../src/db/seedData';
import { buildTestApp, databases, subscribe, useTestDatabase, verifyPhone } from './helpers';
import {
  call,
  item,
  newMerchant,
  profile,
  saveStore,
  uploadPhoto,
  type Merchant,
} from './storeKit';

const MY = { 'accept-language': 'my' };

describe.each(databases())('the merchant store on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const getStore = (m: Merchant) =>
    call(app, 'GET', apiPaths.store, { merchantId: m.merchantId }, { headers: m.headers });
  const putStore = (m: Merchant, payload: unknown, headers: Record<string, string> = {}) =>
    call(
      app,
      'PUT',
      apiPaths.store,
      { merchantId: m.merchantId },
      {
        headers: { ...m.headers, ...headers },
        payload,
      },
    );
  const publish = (m: Merchant, method: 'POST' | 'DELETE' = 'POST', headers = {}) =>
    call(
      app,
      method,
      apiPaths.storePublish,
      { merchantId: m.merchantId },
      {
        headers: { ...m.headers, ...headers },
      },
    );
  const addItem = async (m: Merchant) => {
    const response = await call(
      app,
      'POST',
      apiPaths.storeItems,
      { merchantId: m.merchantId },
      {
        headers: m.headers,
        payload: item(),
      },
    );
    expect(response.statusCode).toBe(201);
  };
  const errorsOf = (response: { json: () => unknown }) =>
    (response.json() as { data: { errors: Record<string, string[]> } }).data.errors;

  describe('the profile', () => {
    test('before the first save: no profile, nothing allowed, every requirement missing', async () => {
      const m = await newMerchant(app);
      const response = await getStore(m);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        profile: null,
        entitlements: NO_ENTITLEMENTS,
        phone_verified: false,
        branch_count: 0,
        item_count: 0,
        missing: ['subscription', 'phone', 'items'],
        listed: false,
        plan_period: null,
      });
    });

    test('the first save creates the store; later saves update it and keep its address', async () => {
      const m = await newMerchant(app);
      const created = await saveStore(app, m);
      expect(created.profile).toEqual({
        slug: 'shwe-yee-tea-house',
        name: 'Shwe Yee Tea House',
        description: 'Tea, mohinga and fresh samosas since 1998.',
        category_id: 1,
        township_id: 1,
        district_id: 1,
        address: 'No. 12, Bo Aung Kyaw Street',
        phone: '09781234567',
        hours: profile().hours,
        logo: null,
        cover: null,
        published: false,
        slot_capacity: 4,
        max_party_size: 12,
        orders_for_later: false,
      });

      const updated = await saveStore(app, m, {
        name: '  Shwe Yee Tea & Noodle House ',
        phone: '+95 9 7812 34569',
        township_id: 20,
        hours: [],
        orders_for_later: true,
      });
      const township = await database.db.query<{ district_id: number }>(
        'SELECT district_id FROM townships WHERE id = 20',
      );
      expect(updated.profile).toMatchObject({
        slug: 'shwe-yee-tea-house',
        name: 'Shwe Yee Tea & Noodle House',
        phone: '09781234569',
        township_id: 20,
        district_id: township.rows[0]?.district_id,
        hours: [],
        orders_for_later: true,
      });
      expect((await getStore(m)).json()).toEqual(updated);
      // Left out, the choice stays as it was.
      expect((await saveStore(app, m, { hours: [] })).profile?.orders_for_later).toBe(true);
      const { rows } = await database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM stores',
      );
      expect(rows[0]?.n).toBe(1);
    });

    test('refuses an unknown category or township and bad hours, naming the day, in both languages', async () => {
      const m = await newMerchant(app);
      const body = profile({
        category_id: 9999,
        township_id: 9999,
        hours: [
          { weekday: 3, opens: '09:00', closes: '09:00' },
          { weekday: 3, opens: '10:00', closes: '12:00' },
          { weekday: 7, opens: '18:00', closes: '17:00' },
        ],
      });
      const response = await putStore(m, body);
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({
        category_id: ['The selected category is invalid.'],
        township_id: ['The selected township is invalid.'],
        hours: [
          'On Wednesday the closing time must be after the opening time.',
          'Wednesday is listed more than once.',
          'On Sunday the closing time must be after the opening time.',
        ],
      });
      const burmese = await putStore(m, body, MY);
      expect(errorsOf(burmese).hours).toEqual([
        'ဗုဒ္ဓဟူးနေ့တွင် ပိတ်ချိန်သည် ဖွင့်ချိန်ထက် နောက်ကျရပါမည်။',
        'ဗုဒ္ဓဟူးနေ့ကို တစ်ကြိမ်ထက် ပို၍ ထည့်ထားပါသည်။',
        'တနင်္ဂနွေနေ့တွင် ပိတ်ချိန်သည် ဖွင့်ချိန်ထက် နောက်ကျရပါမည်။',
      ]);
      expect((await getStore(m)).json<MerchantStoreResponse>().profile).toBeNull();
    });

    test('hours open until midnight are accepted', async () => {
      const m = await newMerchant(app);
      const saved = await saveStore(app, m, {
        hours: [{ weekday: 5, opens: '16:00', closes: '24:00' }],
      });
      expect(saved.profile?.hours).toEqual([{ weekday: 5, opens: '16:00', closes: '24:00' }]);
    });

    test('the schema refuses extra fields, a wrong phone and a missing name', async () => {
      const m = await newMerchant(app);
      const response = await putStore(m, {
        ...profile({ phone: '12345', name: '   ' }),
        published: true,
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(errorsOf(response)).sort()).toEqual(['name', 'phone', 'published']);
    });

    test('logo and cover must be photos of the merchant', async () => {
      const a = await newMerchant(app);
      const b = await newMerchant(app);
      // Photos belong to a store.
      await saveStore(app, a);
      await saveStore(app, b);
      const own = await uploadPhoto(app, a);
      const theirs = await uploadPhoto(app, b);
      const refused = await putStore(
        a,
        profile({ logo_photo_id: theirs.id, cover_photo_id: 'ph_doesNotExist' }),
      );
      expect(refused.statusCode).toBe(422);
      expect(errorsOf(refused)).toEqual({
        logo_photo_id: ['The selected logo is invalid.'],
        cover_photo_id: ['The selected cover photo is invalid.'],
      });
      const saved = await saveStore(app, a, { logo_photo_id: own.id, cover_photo_id: own.id });
      expect(saved.profile?.logo).toEqual(own);
      expect(saved.profile?.cover).toEqual(own);
    });
  });

  describe('the web address (slug)', () => {
    test('is made from the name, numbered while another shop has it', async () => {
      const slugs = [];
      for (let n = 0; n < 3; n += 1) {
        const m = await newMerchant(app);
        slugs.push((await saveStore(app, m, { name: 'Golden Pagoda Bakery' })).profile?.slug);
      }
      expect(slugs).toEqual([
        'golden-pagoda-bakery',
        'golden-pagoda-bakery-2',
        'golden-pagoda-bakery-3',
      ]);
    });

    test('a Burmese name gives a Burmese address', async () => {
      const m = await newMerchant(app);
      const name = 'ရွှေရည် လက်ဖက်ရည်ဆိုင်';
      const saved = await saveStore(app, m, { name });
      expect(saved.profile?.slug).toBe(slugify(name));
      expect(saved.profile?.slug).toMatch(/^[\u1000-\u109F]+-[\u1000-\u109F]+$/);
    });

    test('a name that makes a reserved word is numbered too', async () => {
      const m = await newMerchant(app);
      expect((await saveStore(app, m, { name: 'New' })).profile?.slug).toBe('new-2');
    });

    test('a name with no letters needs a typed address', async () => {
      const m = await newMerchant(app);
      const response = await putStore(m, profile({ name: '*** ###' }));
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({
        slug: ['Your store name has no letters to make a web address from. Please type one.'],
      });
      const typed = await saveStore(app, m, { name: '*** ###', slug: 'star-shop' });
      expect(typed.profile?.slug).toBe('star-shop');
    });

    test('a typed address is used as typed (lower-cased), or refused when taken, reserved or malformed', async () => {
      const a = await newMerchant(app);
      const b = await newMerchant(app);
      expect((await saveStore(app, a, { slug: ' Golden-Pagoda ' })).profile?.slug).toBe(
        'golden-pagoda',
      );
      // Saving again with the same address is no conflict with itself.
      expect((await saveStore(app, a, { slug: 'golden-pagoda' })).profile?.slug).toBe(
        'golden-pagoda',
      );

      const cases: Array<[string, string]> = [
        ['golden-pagoda', 'This web address is already taken. Please choose another.'],
        ['admin', 'This web address is reserved. Please choose another.'],
        [
          'golden--pagoda',
          'The web address may use only lower-case letters, digits and single hyphens between them.',
        ],
        [
          'golden_pagoda',
          'The web address may use only lower-case letters, digits and single hyphens between them.',
        ],
        [
          '-golden',
          'The web address may use only lower-case letters, digits and single hyphens between them.',
        ],
      ];
      for (const [slug, message] of cases) {
        const response = await putStore(b, profile({ slug }));
        expect([slug, response.statusCode, errorsOf(response)]).toEqual([
          slug,
          422,
          { slug: [message] },
        ]);
      }
      const burmese = await putStore(b, profile({ slug: 'golden-pagoda' }), MY);
      expect(errorsOf(burmese).slug).toEqual([
        'ဤဝဘ်လိပ်စာကို အခြားဆိုင်က အသုံးပြုပြီး ဖြစ်ပါသည်။ အခြားတစ်ခု ရွေးပါ။',
      ]);
      // B's derived address avoids A's typed one.
      const derived = await saveStore(app, b, { name: 'Golden Pagoda' });
      expect(derived.profile?.slug).toBe('golden-pagoda-2');
    });

    test('a typed address replaces the current one, which becomes free for others', async () => {
      const a = await newMerchant(app);
      const b = await newMerchant(app);
      await saveStore(app, a);
      await saveStore(app, a, { slug: 'shwe-yee' });
      expect((await saveStore(app, b)).profile?.slug).toBe('shwe-yee-tea-house');
    });
  });

  describe('publishing', () => {
    /** A merchant whose store meets every requirement but the ones left out. */
    async function ready(without: Array<'subscription' | 'phone' | 'items'> = []) {
      const m = await newMerchant(app);
      await saveStore(app, m);
      if (!without.includes('subscription')) await subscribe(app, m, 1);
      if (!without.includes('phone')) await verifyPhone(database.db, m.merchantId);
      if (!without.includes('items')) await addItem(m);
      return m;
    }

    test('needs a saved store first', async () => {
      const m = await newMerchant(app);
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await publish(m, method);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Save your store profile first.' });
      }
    });

    test.each([
      ['subscription', 'an active subscription'],
      ['phone', 'a verified phone number'],
      ['items', 'at least one item in the catalogue'],
    ] as const)('is refused with 409 while only %s is missing', async (missing, words) => {
      const m = await ready([missing]);
      const overview = (await getStore(m)).json<MerchantStoreResponse>();
      expect(overview.missing).toEqual([missing]);
      const response = await publish(m);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: `Your store cannot be published yet. It still needs ${words}.`,
      });
      const { rows } = await database.db.query(
        'SELECT 1 FROM stores WHERE published_at IS NOT NULL',
      );
      expect(rows).toEqual([]);
    });

    test('names everything missing, in both languages', async () => {
      const m = await ready(['subscription', 'phone', 'items']);
      expect((await publish(m)).json()).toEqual({
        message:
          'Your store cannot be published yet. It still needs an active subscription, a verified phone number and at least one item in the catalogue.',
      });
      expect((await publish(m, 'POST', MY)).json()).toEqual({
        message:
          'သင့်ဆိုင်ကို ထုတ်ဝေ၍ မရသေးပါ- အသက်ဝင်နေသော စာရင်းသွင်းမှု၊ အတည်ပြုထားသော ဖုန်းနံပါတ်၊ ကုန်ပစ္စည်းစာရင်းတွင် အနည်းဆုံး ပစ္စည်း တစ်ခု လိုအပ်ပါသေးသည်။',
      });
    });

    test('publishes when nothing is missing (listed), and unpublishes', async () => {
      const m = await ready();
      const published = await publish(m);
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({
        profile: { published: true },
        entitlements: { subscribed: true, plan_name: seedData.plans[0]?.name, max_branches: 1 },
        phone_verified: true,
        item_count: 1,
        missing: [],
        listed: true,
      });
      // Publishing again changes nothing.
      expect((await publish(m)).statusCode).toBe(200);

      const unpublished = await publish(m, 'DELETE');
      expect(unpublished.statusCode).toBe(200);
      expect(unpublished.json()).toMatchObject({ profile: { published: false }, listed: false });
    });

    test('a published store whose subscription ends is listed through its grace days, then stays published but unlisted', async () => {
      const m = await ready();
      await publish(m);
      // Ended a second ago: in its seven days of grace, still listed and told so.
      await database.db.query(
        `UPDATE subscriptions SET ends_at = now() - interval '1 second',
                                  grace_ends_at = now() - interval '1 second' + interval '7 days',
                                  starts_at = now() - interval '1 day'
          WHERE merchant_id = $1`,
        [m.merchantId],
      );
      expect((await getStore(m)).json()).toMatchObject({
        profile: { published: true },
        missing: [],
        listed: true,
        plan_period: { status: 'grace' },
      });
      // The grace is over: expired.
      await database.db.query(
        `UPDATE subscriptions SET ends_at = now() - interval '8 days',
                                  grace_ends_at = now() - interval '1 second',
                                  starts_at = now() - interval '9 days'
          WHERE merchant_id = $1`,
        [m.merchantId],
      );
      expect((await getStore(m)).json()).toMatchObject({
        profile: { published: true },
        missing: ['subscription'],
        listed: false,
        plan_period: { status: 'expired' },
      });
    });
  });
});

describe.each(databases())('plan features (requireFeature) on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    // A route that needs the Order/Reservations feature, guarded as the next features will be.
    app.register(async (scope) => {
      scope.get(
        '/feature-check/:merchantId',
        {
          config: { merchantAccess: 'orders' },
          onRequest: [scope.requireAuth, scope.requireOwnMerchant],
          preHandler: scope.requireFeature('orders'),
        },
        async () => ({ ok: true }),
      );
    });
    await app.ready();
  });
  afterEach(() => app.close());

  const check = (m: Merchant, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/feature-check/${m.merchantId}`,
      headers: { ...m.headers, ...headers },
    });

  test('403 without a subscription or with a plan that lacks the feature, in both languages', async () => {
    const m = await newMerchant(app);
    const none = await check(m);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ message: 'Your plan does not include this feature' });
    await subscribe(app, m, 2);
    expect((await check(m)).json()).toEqual({ message: 'Your plan does not include this feature' });
    expect((await check(m, MY)).json()).toEqual({
      message: 'သင့်အစီအစဉ်တွင် ဤလုပ်ဆောင်ချက် မပါဝင်ပါ။',
    });
  });

  test('passes with the Order/Reservations add-on, or with Premium (All Features)', async () => {
    const withAddon = await newMerchant(app);
    await subscribe(app, withAddon, 1, [[2, 1]]);
    expect((await check(withAddon)).json()).toEqual({ ok: true });
    const premium = await newMerchant(app);
    await subscribe(app, premium, 3);
    expect((await check(premium)).json()).toEqual({ ok: true });
  });
});
