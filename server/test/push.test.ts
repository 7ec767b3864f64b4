/**
 * Notifications (docs/notifications.md): devices per person, the outbox sent once across two
 * apps on one database to a local fake push service, a gone device forgotten, retries, the SMS
 * fallback and its caps, the shopper's choice, per-device events, and who may touch which device.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { ShopOrder } from '@contract/orders';
import type { MerchantPushDevice } from '@contract/push';
import { pushPaths } from '@contract/pushPaths';
import type { SendOtpResponse } from '@contract/otp';
import type { StaffSignInResponse } from '@contract/staff';
import { teamPaths } from '@contract/teamPaths';
import type { App } from '../src/app';
import { createSandboxSms, type SmsProvider } from '../src/sms';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { buildTestApp, databases, GENEROUS_OTP, useTestDatabase } from './helpers';
import { orderingShop, type OrderingShop } from './orderKit';
import {
  browserSubscription,
  fakePushService,
  pushOn,
  VAPID_PUBLIC_KEY,
  type FakePushService,
} from './pushKit';

jest.setTimeout(60_000);

describe.each(databases())('notifications on %s', (kind) => {
  const database = useTestDatabase(kind);
  let service: FakePushService;
  let running: FakePushService | undefined;
  let texts: Array<{ phone: string; text: string }>;
  let apps: App[] = [];
  let phone = 0;

  const build = (config: Parameters<typeof buildTestApp>[1] = {}) => {
    const app = buildTestApp(database.db, { push: pushOn(), ...config });
    const recording: SmsProvider = {
      ...createSandboxSms(),
      send: async (to, text) => void texts.push({ phone: to, text }),
    };
    app.decorate('smsProvider', recording);
    apps.push(app);
    return app;
  };

  beforeEach(async () => {
    service = await fakePushService();
    running = service;
    texts = [];
    apps = [];
  });
  afterEach(async () => {
    for (const app of apps) await app.close();
    apps = [];
    await running?.close();
    running = undefined;
  });

  const customer = (app: App, name = 'Ma Hnin') => {
    phone += 1;
    return signInCustomer(app, `0979${String(phone).padStart(7, '0')}`, name);
  };

  const subscribeMerchant = (
    app: App,
    shop: OrderingShop,
    path: string,
    language: 'en' | 'my' = 'en',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(pushPaths.merchantPushDevices, { merchantId: shop.merchant.merchantId })}`,
      headers: shop.merchant.headers,
      payload: browserSubscription(service, path, language),
    });

  const place = async (app: App, shop: OrderingShop, who: SignedInCustomer, quantity = 1) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
      headers: { ...who.headers, 'idempotency-key': `key-${Math.random()}` },
      payload: {
        branch_id: null,
        note: '',
        table: null,
        lines: [{ item_id: shop.items.tea.id, quantity }],
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<ShopOrder>();
  };

  const act = (app: App, shop: OrderingShop, orderId: number, action: string) =>
    app.inject({
      method: 'POST',
      url: `/api/${fillPath(apiPaths.merchantOrderAction, {
        merchantId: shop.merchant.merchantId,
        orderId,
        action,
      })}`,
      headers: shop.merchant.headers,
      payload: {},
    });

  const deliveries = async () =>
    (
      await database.db.query<{
        title: string;
        body: string;
        url: string;
        outcome: string | null;
        sms_phone: string | null;
      }>('SELECT title, body, url, outcome, sms_phone FROM push_deliveries ORDER BY id')
    ).rows;

  const ownerPhone = async (shop: OrderingShop) =>
    (
      await database.db.query<{ phone: string }>(
        'SELECT u.phone FROM users u JOIN merchants m ON m.user_id = u.id WHERE m.id = $1',
        [shop.merchant.merchantId],
      )
    ).rows[0]!.phone;

  test('the public key is served; without keys push is off and subscribing says so', async () => {
    const on = build();
    const off = build({ push: pushOn({ vapid: null }) });
    await on.ready();
    await off.ready();
    const key = await on.inject({ url: `/api/${pushPaths.pushKey}` });
    expect(key.json()).toEqual({ public_key: VAPID_PUBLIC_KEY });
    expect((await off.inject({ url: `/api/${pushPaths.pushKey}` })).json()).toEqual({
      public_key: null,
    });
    const shop = await orderingShop(off, database.db, 'push-off');
    expect((await subscribeMerchant(off, shop, '/off')).statusCode).toBe(409);
  });

  test('a device subscribes once per endpoint; its events are set; another shop cannot touch it', async () => {
    const app = build();
    await app.ready();
    const shop = await orderingShop(app, database.db, 'tea-one');
    const other = await orderingShop(app, database.db, 'tea-two');
    const subscription = browserSubscription(service, '/device-a');
    const url = `/api/${fillPath(pushPaths.merchantPushDevices, { merchantId: shop.merchant.merchantId })}`;
    const first = await app.inject({
      method: 'POST',
      url,
      headers: shop.merchant.headers,
      payload: subscription,
    });
    expect(first.statusCode).toBe(201);
    const device = first.json<MerchantPushDevice>();
    expect(device).toMatchObject({
      label: 'Chrome on Android',
      language: 'en',
      events: ['new_order', 'new_reservation'],
    });
    const again = await app.inject({
      method: 'POST',
      url,
      headers: shop.merchant.headers,
      payload: { ...subscription, language: 'my' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: device.id, language: 'my' });

    const listed = await app.inject({ url, headers: shop.merchant.headers });
    expect(listed.json<{ devices: MerchantPushDevice[] }>().devices.map((d) => d.id)).toEqual([
      device.id,
    ]);

    const deviceUrl = (merchantId: number) =>
      `/api/${fillPath(pushPaths.merchantPushDevice, { merchantId, deviceId: device.id })}`;
    const put = await app.inject({
      method: 'PUT',
      url: deviceUrl(shop.merchant.merchantId),
      headers: shop.merchant.headers,
      payload: { events: ['new_reservation'] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ events: ['new_reservation'] });
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: deviceUrl(shop.merchant.merchantId),
          headers: shop.merchant.headers,
          payload: { events: ['new_order', 'everything'] },
        })
      ).statusCode,
    ).toBe(422);

    // Another shop: its own path does not find the device, and this shop's path is not its own.
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: deviceUrl(other.merchant.merchantId),
          headers: other.merchant.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: deviceUrl(shop.merchant.merchantId),
          headers: other.merchant.headers,
        })
      ).statusCode,
    ).toBe(403);
    // A customer's token is not a merchant's.
    const shopper = await customer(app);
    expect((await app.inject({ url, headers: shopper.headers })).statusCode).toBe(401);
    // Nor does a customer reach a shop's device through their own routes.
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/${fillPath(pushPaths.customerPushDevice, { deviceId: device.id })}`,
          headers: shopper.headers,
        })
      ).statusCode,
    ).toBe(404);
    // An endpoint that is not a push service's is refused.
    const elsewhere = await app.inject({
      method: 'POST',
      url,
      headers: shop.merchant.headers,
      payload: { ...subscription, endpoint: 'https://intranet.example/hook' },
    });
    expect(elsewhere.statusCode).toBe(422);

    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: deviceUrl(shop.merchant.merchantId),
          headers: shop.merchant.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect((await app.inject({ url, headers: shop.merchant.headers })).json()).toEqual({
      devices: [],
    });
  });

  test('each person of the team has their own devices: a cashier cannot touch the owner’s', async () => {
    const app = build();
    await app.ready();
    const shop = await orderingShop(app, database.db, 'team-devices');
    phone += 1;
    const memberPhone = `0978${String(phone).padStart(7, '0')}`;
    const invited = await app.inject({
      method: 'POST',
      url: `/api/${fillPath(teamPaths.merchantTeam, { merchantId: shop.merchant.merchantId })}`,
      headers: shop.merchant.headers,
      payload: { phone: memberPhone, name: 'Ko Aung', role: 'cashier' },
    });
    expect(invited.statusCode).toBe(201);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/${teamPaths.staffSendOtp}`,
      payload: { phone: memberPhone },
    });
    const signedIn = await app.inject({
      method: 'POST',
      url: `/api/${teamPaths.staffSignIn}`,
      payload: { phone: memberPhone, otp: sent.json<SendOtpResponse>().data.code },
    });
    const cashier = { authorization: `Bearer ${signedIn.json<StaffSignInResponse>().token}` };

    const owners = (await subscribeMerchant(app, shop, '/owner')).json<MerchantPushDevice>();
    const url = `/api/${fillPath(pushPaths.merchantPushDevices, { merchantId: shop.merchant.merchantId })}`;
    const mine = await app.inject({
      method: 'POST',
      url,
      headers: cashier,
      payload: browserSubscription(service, '/cashier'),
    });
    expect(mine.statusCode).toBe(201);
    const ids = async (headers: Record<string, string>) =>
      (await app.inject({ url, headers }))
        .json<{ devices: MerchantPushDevice[] }>()
        .devices.map((d) => d.id);
    expect(await ids(shop.merchant.headers)).toEqual([owners.id]);
    expect(await ids(cashier)).toEqual([mine.json<MerchantPushDevice>().id]);
    const ownersUrl = `/api/${fillPath(pushPaths.merchantPushDevice, {
      merchantId: shop.merchant.merchantId,
      deviceId: owners.id,
    })}`;
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: ownersUrl,
          headers: cashier,
          payload: { events: [] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: ownersUrl, headers: cashier })).statusCode,
    ).toBe(404);
    expect(await ids(shop.merchant.headers)).toEqual([owners.id]);
  });

  test('a new order reaches each device once across two apps, in its language', async () => {
    const one = build();
    const two = build();
    await one.ready();
    await two.ready();
    const shop = await orderingShop(one, database.db, 'two-apps');
    expect((await subscribeMerchant(one, shop, '/owner-en')).statusCode).toBe(201);
    expect((await subscribeMerchant(one, shop, '/owner-my', 'my')).statusCode).toBe(201);
    const shopper = await customer(one);
    texts = [];
    await place(two, shop, shopper, 3);

    await Promise.all([
      one.push.job.tick(),
      two.push.job.tick(),
      one.push.job.tick(),
      two.push.job.tick(),
    ]);
    await Promise.all([one.push.job.tick(), two.push.job.tick()]);

    expect(service.requests.map((r) => r.path).sort()).toEqual(['/owner-en', '/owner-my']);
    const request = service.requests[0]!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.authorization).toContain(`k=${VAPID_PUBLIC_KEY}`);
    expect(
      (await deliveries()).map(({ title, url, outcome }) => ({ title, url, outcome })),
    ).toEqual([
      {
        title: 'New order #1 — 3 items, 10,500 MMK',
        url: expect.stringMatching(/^\/store\/orders#order-\d+$/),
        outcome: 'sent',
      },
      {
        title: 'အော်ဒါအသစ် #၁ — ပစ္စည်း ၃ ခု၊ ၁၀,၅၀၀ ကျပ်',
        url: expect.stringMatching(/^\/store\/orders#order-\d+$/),
        outcome: 'sent',
      },
    ]);
    // The shop has devices: no SMS.
    expect(texts).toEqual([]);
  });

  test('a device the push service says is gone (410) is forgotten; 5xx is tried again, then given up', async () => {
    const app = build({ push: pushOn({ maxAttempts: 2 }) });
    await app.ready();
    const shop = await orderingShop(app, database.db, 'gone-device');
    await subscribeMerchant(app, shop, '/gone');
    await subscribeMerchant(app, shop, '/busy');
    service.answer('/gone', 410);
    service.answer('/busy', 503);
    const shopper = await customer(app);
    await place(app, shop, shopper);
    await app.push.job.tick();

    const left = await database.db.query<{ endpoint: string }>(
      'SELECT endpoint FROM push_subscriptions',
    );
    expect(left.rows.map((r) => r.endpoint)).toEqual([`${service.url}/busy`]);
    const waiting = await database.db.query<{ attempts: number; later: boolean; done: boolean }>(
      `SELECT attempts, next_at > now() AS later, done_at IS NOT NULL AS done FROM push_deliveries`,
    );
    expect(waiting.rows).toEqual([{ attempts: 1, later: true, done: false }]);

    // Not due yet: nothing more is sent.
    await app.push.job.tick();
    expect(service.requests.filter((r) => r.path === '/busy')).toHaveLength(1);
    // Due again, still failing: the second try is the last.
    await database.db.query('UPDATE push_deliveries SET next_at = now()');
    await app.push.job.tick();
    expect(service.requests.filter((r) => r.path === '/busy')).toHaveLength(2);
    expect((await deliveries()).map((d) => d.outcome)).toEqual(['failed']);
  });

  test('per-device events: a device that wants reservations only hears no order', async () => {
    const app = build();
    await app.ready();
    const shop = await orderingShop(app, database.db, 'events-only');
    const device = (await subscribeMerchant(app, shop, '/quiet')).json<MerchantPushDevice>();
    await subscribeMerchant(app, shop, '/loud');
    await app.inject({
      method: 'PUT',
      url: `/api/${fillPath(pushPaths.merchantPushDevice, { merchantId: shop.merchant.merchantId, deviceId: device.id })}`,
      headers: shop.merchant.headers,
      payload: { events: ['new_reservation'] },
    });
    const shopper = await customer(app);
    texts = [];
    await place(app, shop, shopper);
    await app.push.job.tick();
    expect(service.requests.map((r) => r.path)).toEqual(['/loud']);
    expect(texts).toEqual([]);
  });

  test('SMS fallback: a shop with no device gets an SMS; over the cap, none', async () => {
    const app = build();
    await app.ready();
    const shop = await orderingShop(app, database.db, 'no-device');
    const shopper = await customer(app);
    texts = [];
    await place(app, shop, shopper, 2);
    await app.push.job.tick();
    expect(texts).toEqual([
      {
        phone: await ownerPhone(shop),
        text: 'အော်ဒါအသစ် #၁ — ပစ္စည်း ၂ ခု၊ ၇,၀၀၀ ကျပ်\nMa Hnin · Shop no-device',
      },
    ]);
    expect(service.requests).toEqual([]);

    // The hour's SMS cap, which every SMS of the server shares, is reached: nothing goes.
    await database.db.query(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ('smsSent:hour', $1, now() + interval '1 hour')
       ON CONFLICT (key) DO UPDATE SET hits = EXCLUDED.hits, reset_at = EXCLUDED.reset_at`,
      [GENEROUS_OTP.smsCap.perHour],
    );
    await place(app, shop, shopper, 1);
    await app.push.job.tick();
    expect(texts).toHaveLength(1);
    expect((await deliveries()).map((d) => d.outcome)).toEqual(['sent', 'capped']);
  });

  test('the shopper hears Accepted and Ready for pickup; an SMS only when they asked for one', async () => {
    const app = build();
    await app.ready();
    const shop = await orderingShop(app, database.db, 'shopper-side');
    await subscribeMerchant(app, shop, '/shop');
    const shopper = await customer(app);
    const subscribed = await app.inject({
      method: 'POST',
      url: `/api/${pushPaths.customerPushDevices}`,
      headers: shopper.headers,
      payload: browserSubscription(service, '/shopper', 'en'),
    });
    expect(subscribed.statusCode).toBe(201);
    // A merchant's token is not a customer's.
    expect(
      (
        await app.inject({
          url: `/api/${pushPaths.customerPushDevices}`,
          headers: shop.merchant.headers,
        })
      ).statusCode,
    ).toBe(401);
    texts = [];

    const first = await place(app, shop, shopper);
    expect((await act(app, shop, first.id, 'accept')).statusCode).toBe(200);
    expect((await act(app, shop, first.id, 'ready')).statusCode).toBe(200);
    await app.push.job.tick();
    // Not opted in to SMS: none.
    expect(texts).toEqual([]);
    const shopperTitles = (await deliveries())
      .filter((d) => d.url.startsWith('/my/orders'))
      .map((d) => d.title);
    expect(shopperTitles).toEqual(['Accepted', 'Ready for pickup']);

    // Opted in, in Burmese: an SMS when the next order is ready, not when it is accepted.
    const chose = await app.inject({
      method: 'PUT',
      url: `/api/${pushPaths.customerNotices}`,
      headers: shopper.headers,
      payload: { text_when_ready: true, language: 'my' },
    });
    expect(chose.statusCode).toBe(200);
    const second = await place(app, shop, shopper);
    await act(app, shop, second.id, 'accept');
    await app.push.job.tick();
    expect(texts).toEqual([]);
    await act(app, shop, second.id, 'ready');
    await app.push.job.tick();
    expect(texts).toEqual([
      { phone: shopper.customer.phone, text: 'လာယူရန် အသင့်ဖြစ်ပြီ\nShop shopper-side — အော်ဒါ #၂' },
    ]);
  });
});
