/**
 * `/payment`'s checkouts through the API, with a provider of the tests' own (checkoutKit.ts): the
 * page's state, a wallet checkout made, refreshed (the old one voided) and made again with the
 * same key, refusals (no order, another merchant's, a provider that cannot be reached), 'Confirm
 * Payment' asking the provider, the job's fallback and expiry, a hosted card, and a bank transfer
 * sent with a slip and/or a transaction id, approved or rejected by an operator.
 */
import type { Checkout } from '@contract/checkout';
import { loadConfig } from '../src/config';
import { SANDBOX_BANK_ACCOUNT, loadBankAccounts } from '../src/payments/bankAccounts';
import {
  checkout,
  checkoutApp,
  checkoutRows,
  confirm,
  createCheckout,
  currentState,
  dashboard,
  fakeProvider,
  newShop,
  orderPlan,
  pastExpiry,
  paymentEvents,
  pendingCheckout,
  receipt,
  records,
  sendTransfer,
  slipPhoto,
  state,
  useCheckoutApp,
} from './checkoutKit';
import { databases, useTestDatabase } from './helpers';

jest.setTimeout(30_000);

describe('the platform bank accounts (PLATFORM_BANK_ACCOUNTS)', () => {
  test('read from JSON; unset: the sandbox account outside production, none in production', () => {
    expect(
      loadBankAccounts({
        PLATFORM_BANK_ACCOUNTS:
          '[{"bank":"KBZ Bank","account_name":"Merchant Marketplace Co.","account_number":"0123 4567 8901"},' +
          '{"bank":"AYA Bank","account_name":"Merchant Marketplace Co.","account_number":"2002","branch":" Bahan "}]',
      }),
    ).toEqual([
      {
        bank: 'KBZ Bank',
        account_name: 'Merchant Marketplace Co.',
        account_number: '0123 4567 8901',
        branch: null,
      },
      {
        bank: 'AYA Bank',
        account_name: 'Merchant Marketplace Co.',
        account_number: '2002',
        branch: 'Bahan',
      },
    ]);
    expect(loadBankAccounts({})).toEqual([SANDBOX_BANK_ACCOUNT]);
    expect(SANDBOX_BANK_ACCOUNT.bank).toBe('Sandbox Bank (no real account)');
    expect(loadBankAccounts({ NODE_ENV: 'production' })).toEqual([]);
    expect(loadConfig({}).payments.bankAccounts).toEqual([SANDBOX_BANK_ACCOUNT]);
  });

  test('bad input stops the start with a message naming the setting', () => {
    expect(() => loadBankAccounts({ PLATFORM_BANK_ACCOUNTS: '[{"bank":' })).toThrow(
      /^PLATFORM_BANK_ACCOUNTS must be a JSON array of \{"bank", "account_name", "account_number", "branch"\?\}: /,
    );
    expect(() => loadBankAccounts({ PLATFORM_BANK_ACCOUNTS: '{}' })).toThrow(
      'PLATFORM_BANK_ACCOUNTS must be a JSON array',
    );
    expect(() =>
      loadBankAccounts({ PLATFORM_BANK_ACCOUNTS: '[{"bank":"KBZ","account_name":"X"}]' }),
    ).toThrow(
      'PLATFORM_BANK_ACCOUNTS: account 1 needs "account_number" as text of 1 to 200 characters',
    );
    expect(() =>
      loadBankAccounts({
        PLATFORM_BANK_ACCOUNTS:
          '[{"bank":"KBZ","account_name":"X","account_number":"1","iban":"x"}]',
      }),
    ).toThrow('PLATFORM_BANK_ACCOUNTS: account 1 has unknown fields: iban');
  });

  test('PUBLIC_URL and CHECKOUT_POLL_SECONDS', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://pay.example.org/some/path' }).payments.publicUrl).toBe(
      'https://pay.example.org',
    );
    expect(loadConfig({}).payments).toMatchObject({ publicUrl: null, checkoutPollMs: 5000 });
    expect(loadConfig({ CHECKOUT_POLL_SECONDS: '0' }).payments.checkoutPollMs).toBe(0);
    expect(() => loadConfig({ PUBLIC_URL: 'pay.example.org' })).toThrow(/^PUBLIC_URL must be/);
  });
});

describe.each(databases())('checkouts on %s', (kind) => {
  const database = useTestDatabase(kind);
  const ctx = useCheckoutApp(database);

  describe('the page state', () => {
    test('without an order: no order, no checkout, every method, the sandbox bank account', async () => {
      const shop = await newShop(ctx.app);
      expect(await currentState(ctx.app, shop)).toEqual({
        order: null,
        checkout: null,
        methods: ['card', 'wallet', 'bank_transfer'],
        card_mode: 'hosted',
        bank_accounts: [SANDBOX_BANK_ACCOUNT],
      });
    });

    test('with an order: the order as the server prices it; a provider without cards: direct', async () => {
      await ctx.app.close();
      ctx.provider = fakeProvider('fakepay', ['wallet']);
      ctx.app = await checkoutApp(database.db, ctx.provider, { bankAccounts: [] });
      const shop = await newShop(ctx.app);
      await orderPlan(ctx.app, shop);
      const summary = await ctx.app.inject({
        method: 'GET',
        url: `/api/merchant/orderSummary/${shop.id}`,
        headers: shop.headers,
      });
      const got = await currentState(ctx.app, shop);
      const priced = summary.json<{ order: { amount_minor: number; plan: unknown } }>().order;
      expect(got.order).toMatchObject({ amount_minor: priced.amount_minor, plan: priced.plan });
      expect(priced.amount_minor).toBeGreaterThan(0);
      expect(got.methods).toEqual(['card', 'wallet']);
      expect(got.card_mode).toBe('direct');
      expect(got.bank_accounts).toEqual([]);
      // A card is charged here then, not through a checkout; a transfer is not offered.
      const card = await createCheckout(ctx.app, shop, 'card');
      expect(card.statusCode).toBe(422);
      expect(card.json()).toMatchObject({ data: { errors: { method: expect.any(Array) } } });
      expect((await createCheckout(ctx.app, shop, 'bank_transfer')).statusCode).toBe(422);
    });

    test('a method that is not one: 422 (no coercion, no extra fields)', async () => {
      const shop = await newShop(ctx.app);
      await orderPlan(ctx.app, shop);
      expect((await createCheckout(ctx.app, shop, 'cash')).statusCode).toBe(422);
      const extra = await ctx.app.inject({
        method: 'POST',
        url: `/api/merchant/checkout/${shop.id}`,
        headers: shop.headers,
        payload: { method: 'wallet', amount: 1 },
      });
      expect(extra.statusCode).toBe(422);
      expect(ctx.provider.creates).toEqual([]);
    });
  });

  test('no pending order: 409, nothing asked of the provider', async () => {
    const shop = await newShop(ctx.app);
    const response = await createCheckout(ctx.app, shop, 'wallet');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'There is no plan order to pay for. Choose a plan on the plans page first.',
    });
    expect(ctx.provider.creates).toEqual([]);
  });

  test('a wallet checkout: the provider asked for the order total in MMK, its QR kept', async () => {
    const shop = await newShop(ctx.app);
    await orderPlan(ctx.app, shop);
    const { order } = await currentState(ctx.app, shop);
    const made = await checkout(ctx.app, shop, 'wallet');
    expect(made).toMatchObject({
      method: 'wallet',
      status: 'pending',
      amount_minor: order!.amount_minor,
      currency: 'MMK',
      redirect_url: null,
      transfer: null,
      reason: null,
      receipt_number: null,
    });
    expect(made.reference).toMatch(/^MP[0-9A-Z]{10}$/);
    expect(ctx.provider.creates).toHaveLength(1);
    expect(ctx.provider.creates[0]).toMatchObject({
      reference: made.reference,
      amountMinor: order!.amount_minor,
      currency: 'MMK',
      method: 'wallet',
      callbackUrl: 'http://localhost:80/api/payments/callback/fakepay',
      returnUrl: 'http://localhost:80/payment',
      publicOrigin: 'http://localhost:80',
    });
    expect(made.qr_payload).toBe(`00020101021226${made.reference}5303104`);
    expect(Date.parse(made.expires_at!)).toBeGreaterThan(Date.now());
    // The page opened again finds it.
    expect((await currentState(ctx.app, shop)).checkout).toEqual(made);
    expect(await paymentEvents(database.db, shop.id)).toEqual([[made.reference, 'pending']]);
  });

  test('PUBLIC_URL names the callback and return addresses', async () => {
    await ctx.app.close();
    ctx.app = await checkoutApp(database.db, ctx.provider, {
      publicUrl: 'https://pay.example.org',
    });
    const shop = await newShop(ctx.app);
    await orderPlan(ctx.app, shop);
    await checkout(ctx.app, shop, 'wallet');
    expect(ctx.provider.creates[0]).toMatchObject({
      callbackUrl: 'https://pay.example.org/api/payments/callback/fakepay',
      returnUrl: 'https://pay.example.org/payment',
    });
  });

  test('Refresh: a new checkout voids the pending one, here and at the provider', async () => {
    const shop = await newShop(ctx.app);
    await orderPlan(ctx.app, shop);
    const first = await checkout(ctx.app, shop, 'wallet');
    const second = await checkout(ctx.app, shop, 'wallet');
    expect(second.reference).not.toBe(first.reference);
    expect(ctx.provider.voids).toEqual([first.reference]);
    expect(await checkoutRows(database.db, shop.id)).toEqual([
      { reference: first.reference, status: 'voided' },
      { reference: second.reference, status: 'pending' },
    ]);
    expect((await currentState(ctx.app, shop)).checkout?.reference).toBe(second.reference);
    expect(await paymentEvents(database.db, shop.id)).toEqual([
      [first.reference, 'pending'],
      [first.reference, 'voided'],
      [second.reference, 'pending'],
    ]);
  });

  test('the same Idempotency-Key answers the first checkout; another body with it is refused', async () => {
    const shop = await newShop(ctx.app);
    await orderPlan(ctx.app, shop);
    const first = await createCheckout(ctx.app, shop, 'wallet', 'key-1');
    const again = await createCheckout(ctx.app, shop, 'wallet', 'key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(ctx.provider.creates).toHaveLength(1);
    expect(ctx.provider.voids).toEqual([]);
    const other = await createCheckout(ctx.app, shop, 'bank_transfer', 'key-1');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ reason: 'idempotency_key_reused' });
  });

  test('a provider that cannot be reached: 503, nothing made', async () => {
    const shop = await newShop(ctx.app);
    await orderPlan(ctx.app, shop);
    ctx.provider.down = true;
    const response = await createCheckout(ctx.app, shop, 'wallet');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The payment service cannot be reached just now. Please try again in a minute.',
    });
    expect((await currentState(ctx.app, shop)).checkout).toBeNull();
  });

  test("another merchant's checkout: 404 by reference, 403 on its merchant id", async () => {
    const a = await newShop(ctx.app);
    const b = await newShop(ctx.app);
    await orderPlan(ctx.app, a);
    const made = await checkout(ctx.app, a, 'bank_transfer');
    const byB = await confirm(ctx.app, b, made.reference);
    expect(byB.statusCode).toBe(404);
    expect(byB.json()).toEqual({ message: 'Payment not found' });
    const transfer = await sendTransfer(ctx.app, b, made.reference, null, {
      transaction_id: 'TX-1234',
    });
    expect(transfer.statusCode).toBe(404);
    const onA = await confirm(ctx.app, { ...b, id: a.id }, made.reference);
    expect(onA.statusCode).toBe(403);
    expect((await state(ctx.app, { ...b, id: a.id })).statusCode).toBe(403);
  });

  test('Confirm Payment asks the provider now: paid there, the subscription is active', async () => {
    const { shop, made } = await pendingCheckout(ctx.app);
    const before = await confirm(ctx.app, shop, made.reference);
    expect(before.json<Checkout>().status).toBe('pending');
    ctx.provider.mark(made.reference, 'succeeded');
    const after = await confirm(ctx.app, shop, made.reference);
    expect(after.statusCode).toBe(200);
    const paid = after.json<Checkout>();
    expect(paid.status).toBe('succeeded');
    expect(paid.receipt_number).toMatch(/^R-\d{4}-\d{6}$/);
    expect(ctx.provider.statusAsked).toEqual([made.reference, made.reference]);
    const stored = await records(database.db, shop.id);
    expect(stored.payments).toEqual([
      {
        method: 'wallet',
        provider: 'fakepay',
        brand: null,
        status: 'succeeded',
        amount: made.amount_minor,
      },
    ]);
    expect(stored.receipts).toEqual([paid.receipt_number]);
    expect(stored.subscriptions).toEqual([{ status: 'active', plan_id: 2 }]);
    expect(stored.pendingOrder).toBe(false);
    const shown = await dashboard(ctx.app, shop);
    expect(shown.subscription?.status).toBe('active');
    expect(shown.payments).toEqual([
      expect.objectContaining({
        method: 'wallet',
        brand: null,
        last4: null,
        status: 'succeeded',
        receipt_number: paid.receipt_number,
      }),
    ]);
    expect(shown.checkout).toBeNull();
    const issued = await receipt(ctx.app, shop, paid.receipt_number!);
    expect(issued.payment).toEqual({
      method: 'wallet',
      provider: 'fakepay',
      provider_reference: `fp_${made.reference}`,
    });
    expect(issued.total_minor).toBe(made.amount_minor);
    // Asked again: nothing more happens.
    expect((await confirm(ctx.app, shop, made.reference)).json<Checkout>()).toEqual(paid);
    expect((await records(database.db, shop.id)).payments).toHaveLength(1);
  });

  test('Confirm Payment with the provider unreachable: 503, the checkout unchanged', async () => {
    const { shop, made } = await pendingCheckout(ctx.app);
    ctx.provider.down = true;
    const response = await confirm(ctx.app, shop, made.reference);
    expect(response.statusCode).toBe(503);
    expect((await currentState(ctx.app, shop)).checkout?.status).toBe('pending');
  });

  describe('the checkout job', () => {
    test('settles what the provider reports when no callback came: declined with its words', async () => {
      const { shop, made } = await pendingCheckout(ctx.app);
      expect(await ctx.app.checkoutJob.tick()).toEqual({ asked: 1, changed: 0 });
      ctx.provider.mark(made.reference, 'declined', 'The customer declined the payment.');
      expect(await ctx.app.checkoutJob.tick()).toEqual({ asked: 1, changed: 1 });
      const now = (await currentState(ctx.app, shop)).checkout!;
      expect(now).toMatchObject({
        status: 'declined',
        reason: 'The customer declined the payment.',
      });
      expect(await ctx.app.checkoutJob.tick()).toEqual({ asked: 0, changed: 0 });
      expect((await records(database.db, shop.id)).payments).toEqual([]);
    });

    test('expires a checkout past its expiry that the provider does not report paid', async () => {
      const { shop, made } = await pendingCheckout(ctx.app);
      await pastExpiry(database.db, made.reference);
      expect(await ctx.app.checkoutJob.tick()).toEqual({ asked: 1, changed: 1 });
      expect((await currentState(ctx.app, shop)).checkout?.status).toBe('expired');
      expect(await paymentEvents(database.db, shop.id)).toEqual([
        [made.reference, 'pending'],
        [made.reference, 'expired'],
      ]);
    });

    test('pays one past its expiry that the provider reports paid', async () => {
      const { shop, made } = await pendingCheckout(ctx.app);
      await pastExpiry(database.db, made.reference);
      ctx.provider.mark(made.reference, 'succeeded');
      await ctx.app.checkoutJob.tick();
      expect((await currentState(ctx.app, shop)).checkout?.status).toBe('succeeded');
    });

    test('two processes asking at once change the checkout once', async () => {
      const { shop, made } = await pendingCheckout(ctx.app);
      const other = await checkoutApp(database.db, ctx.provider);
      try {
        ctx.provider.mark(made.reference, 'succeeded');
        await Promise.all([ctx.app.checkoutJob.tick(), other.checkoutJob.tick()]);
      } finally {
        await other.close();
      }
      const stored = await records(database.db, shop.id);
      expect(stored.payments).toHaveLength(1);
      expect(stored.receipts).toHaveLength(1);
      expect(stored.subscriptions).toEqual([{ status: 'active', plan_id: 2 }]);
    });
  });

  test('a hosted card: the provider page to go to, paid like a wallet', async () => {
    const { shop, made } = await pendingCheckout(ctx.app, 'card');
    expect(made).toMatchObject({
      method: 'card',
      status: 'pending',
      qr_payload: null,
      redirect_url: `https://pay.example.com/card/${made.reference}`,
    });
    ctx.provider.mark(made.reference, 'succeeded');
    const paid = (await confirm(ctx.app, shop, made.reference)).json<Checkout>();
    expect(paid.status).toBe('succeeded');
    const issued = await receipt(ctx.app, shop, paid.receipt_number!);
    expect(issued.payment).toEqual({ method: 'card', brand: 'Visa', last4: '' });
    expect((await records(database.db, shop.id)).payments).toEqual([
      {
        method: 'card',
        provider: 'fakepay',
        brand: null,
        status: 'succeeded',
        amount: made.amount_minor,
      },
    ]);
  });

  describe('a bank transfer', () => {
    test('the reference only: nothing asked of the provider; the bank accounts shown', async () => {
      const { shop, made } = await pendingCheckout(ctx.app, 'bank_transfer');
      expect(made).toMatchObject({
        method: 'bank_transfer',
        status: 'pending',
        qr_payload: null,
        expires_at: null,
        transfer: { transaction_id: null, has_slip: false, submitted_at: null },
      });
      expect(ctx.provider.creates).toEqual([]);
      // Confirm asks no provider about a transfer.
      expect((await confirm(ctx.app, shop, made.reference)).json<Checkout>().status).toBe(
        'pending',
      );
      expect(ctx.provider.statusAsked).toEqual([]);
    });

    test('neither slip nor transaction id: 422 on transaction_id; a bad id: 422', async () => {
      const { shop, made } = await pendingCheckout(ctx.app, 'bank_transfer');
      const none = await sendTransfer(ctx.app, shop, made.reference, null);
      expect(none.statusCode).toBe(422);
      expect(none.json()).toMatchObject({
        data: {
          errors: {
            transaction_id: ['Upload the slip of your transfer or type its transaction id.'],
          },
        },
      });
      const bad = await sendTransfer(ctx.app, shop, made.reference, null, {
        transaction_id: 'a b',
      });
      expect(bad.statusCode).toBe(422);
      const notImage = await sendTransfer(
        ctx.app,
        shop,
        made.reference,
        Buffer.from('not an image'),
      );
      expect(notImage.statusCode).toBe(422);
      expect(notImage.json()).toMatchObject({ data: { errors: { slip: expect.any(Array) } } });
      expect((await currentState(ctx.app, shop)).checkout?.status).toBe('pending');
    });

    test('to a wallet checkout: 409', async () => {
      const { shop, made } = await pendingCheckout(ctx.app);
      const response = await sendTransfer(ctx.app, shop, made.reference, null, {
        transaction_id: 'TX-1234',
      });
      expect(response.statusCode).toBe(409);
    });

    test('slip and transaction id: awaiting review; approved: active, receipt by bank transfer', async () => {
      const { shop, made } = await pendingCheckout(ctx.app, 'bank_transfer');
      // 700 pixels wide: kept at the pipeline's widest width under it, 640.
      const sent = await sendTransfer(ctx.app, shop, made.reference, await slipPhoto(700, 1000), {
        transaction_id: 'KBZ-20261206-0001',
      });
      expect(sent.statusCode).toBe(200);
      const awaiting = sent.json<Checkout>();
      expect(awaiting).toMatchObject({
        status: 'awaiting_review',
        transfer: { transaction_id: 'KBZ-20261206-0001', has_slip: true },
      });
      expect(awaiting.transfer?.submitted_at).not.toBeNull();
      const slip = await ctx.app.repositories.checkouts.slip(made.reference);
      expect(slip).toMatchObject({ contentType: 'image/webp', width: 640, height: 914 });
      expect(slip!.bytes.subarray(8, 12).toString()).toBe('WEBP');
      expect((await dashboard(ctx.app, shop)).checkout).toEqual({
        reference: made.reference,
        method: 'bank_transfer',
        status: 'awaiting_review',
        reason: null,
        amount_minor: made.amount_minor,
        submitted_at: awaiting.transfer!.submitted_at,
      });

      const approved = await ctx.app.repositories.checkouts.approve(made.reference, 'Ma Thida');
      expect(approved.kind).toBe('approved');
      const shown = await dashboard(ctx.app, shop);
      expect(shown.subscription?.status).toBe('active');
      expect(shown.checkout).toBeNull();
      expect(shown.payments).toEqual([
        expect.objectContaining({ method: 'bank_transfer', brand: null, last4: null }),
      ]);
      const paid = (await currentState(ctx.app, shop)).checkout!;
      expect(paid.status).toBe('succeeded');
      const issued = await receipt(ctx.app, shop, paid.receipt_number!);
      expect(issued.payment).toEqual({
        method: 'bank_transfer',
        reference: made.reference,
        transaction_id: 'KBZ-20261206-0001',
      });
      // Approved twice: refused, nothing credited again.
      const again = await ctx.app.repositories.checkouts.approve(made.reference, 'Ma Thida');
      expect(again).toEqual({ kind: 'notAwaitingReview', status: 'succeeded' });
      expect((await records(database.db, shop.id)).receipts).toHaveLength(1);
      expect(await paymentEvents(database.db, shop.id)).toEqual([
        [made.reference, 'pending'],
        [made.reference, 'awaiting_review'],
        [made.reference, 'succeeded'],
      ]);
    });

    test('a transaction id alone, then a slip: each kept; rejected with a reason the dashboard shows', async () => {
      const { shop, made } = await pendingCheckout(ctx.app, 'bank_transfer');
      await sendTransfer(ctx.app, shop, made.reference, null, { transaction_id: 'AYA-998877' });
      const both = await sendTransfer(ctx.app, shop, made.reference, await slipPhoto());
      expect(both.json<Checkout>().transfer).toMatchObject({
        transaction_id: 'AYA-998877',
        has_slip: true,
      });
      const rejected = await ctx.app.repositories.checkouts.reject(
        made.reference,
        'Ko Zaw',
        'No transfer with this id reached our account.',
      );
      expect(rejected.kind).toBe('rejected');
      expect((await dashboard(ctx.app, shop)).checkout).toMatchObject({
        reference: made.reference,
        status: 'rejected',
        reason: 'No transfer with this id reached our account.',
      });
      expect((await currentState(ctx.app, shop)).checkout).toMatchObject({
        status: 'rejected',
        reason: 'No transfer with this id reached our account.',
      });
      // Rejected: no more transfers to it; a new checkout replaces it on the dashboard.
      const late = await sendTransfer(ctx.app, shop, made.reference, null, {
        transaction_id: 'X-1234',
      });
      expect(late.statusCode).toBe(409);
      await checkout(ctx.app, shop, 'wallet');
      expect((await dashboard(ctx.app, shop)).checkout).toBeNull();
      expect((await records(database.db, shop.id)).payments).toEqual([]);
    });

    test('the order changed after the transfer was started: 409', async () => {
      const { shop, made } = await pendingCheckout(ctx.app, 'bank_transfer');
      await orderPlan(ctx.app, shop, 3);
      const response = await sendTransfer(ctx.app, shop, made.reference, null, {
        transaction_id: 'CB-12345',
      });
      expect(response.statusCode).toBe(409);
    });
  });
});
