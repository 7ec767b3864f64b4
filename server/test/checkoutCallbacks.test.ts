/**
 * A provider's callbacks (`payments/callback/:provider`): stored raw whatever they are, acted on
 * only when verified, idempotent, checked against the checkout's snapshot (amount and currency),
 * a decline with the provider's words, a late success credited when the order is unchanged and
 * held for refund when it changed or was paid; first with the tests' own provider, then with the
 * sandbox provider and its signed callbacks.
 */
import {
  createSandboxProvider,
  sandboxCallback,
  settleSandboxPayment,
} from '../src/payments/sandboxProvider';
import { CALLBACK_BODY_LIMIT } from '../src/routes/api/payments/callback';
import {
  SIGNATURE_HEADER,
  checkout,
  checkoutApp,
  checkoutConfig,
  checkoutRows,
  currentState,
  dashboard,
  fakeProvider,
  orderPlan,
  pastExpiry,
  paymentEvents,
  pendingCheckout,
  receipt,
  records,
  sendCallback,
  sign,
  useCheckoutApp,
} from './checkoutKit';
import { buildTestApp, databases, useTestDatabase } from './helpers';

jest.setTimeout(30_000);

describe.each(databases())('payment callbacks on %s', (kind) => {
  const database = useTestDatabase(kind);
  const ctx = useCheckoutApp(database);

  async function stored(reference: string | null = null) {
    const { rows } = await database.db.query<{
      provider: string;
      verified: boolean;
      reference: string | null;
      outcome: string;
      raw_body: string;
      headers: Record<string, string> | string;
    }>(
      `SELECT provider, verified, reference, outcome, raw_body, headers FROM payment_callbacks
        WHERE ($1::text IS NULL OR reference = $1 OR raw_body LIKE '%' || $1 || '%')
        ORDER BY id`,
      [reference],
    );
    return rows.map((row) => ({
      ...row,
      headers: typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers,
    }));
  }

  test('a wallet paid: one payment, one receipt, one activation; the same callback again changes nothing', async () => {
    const { shop, made } = await pendingCheckout(ctx.app);
    ctx.provider.mark(made.reference, 'succeeded');
    const sent = ctx.provider.callback(made.reference);
    const first = await sendCallback(ctx.app, sent);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok' });
    const paid = (await currentState(ctx.app, shop)).checkout!;
    expect(paid).toMatchObject({ reference: made.reference, status: 'succeeded' });
    const once = await records(database.db, shop.id);
    expect(once).toEqual({
      payments: [
        {
          method: 'wallet',
          provider: 'fakepay',
          brand: null,
          status: 'succeeded',
          amount: made.amount_minor,
        },
      ],
      receipts: [paid.receipt_number],
      subscriptions: [{ status: 'active', plan_id: 2 }],
      pendingOrder: false,
    });
    expect((await dashboard(ctx.app, shop)).subscription?.status).toBe('active');
    expect((await receipt(ctx.app, shop, paid.receipt_number!)).payment).toEqual({
      method: 'wallet',
      provider: 'fakepay',
      provider_reference: `fp_${made.reference}`,
    });

    const again = await sendCallback(ctx.app, sent);
    expect(again.statusCode).toBe(200);
    expect(await records(database.db, shop.id)).toEqual(once);
    expect((await currentState(ctx.app, shop)).checkout).toEqual(paid);
    expect(await paymentEvents(database.db, shop.id)).toEqual([
      [made.reference, 'pending'],
      [made.reference, 'succeeded'],
    ]);
    const callbacks = await stored(made.reference);
    expect(callbacks.map((c) => [c.verified, c.reference, c.outcome])).toEqual([
      [true, made.reference, 'succeeded'],
      [true, made.reference, 'unchanged'],
    ]);
    expect(callbacks[0]!.raw_body).toBe(sent.payload);
    expect(callbacks[0]!.headers[SIGNATURE_HEADER]).toBe(sent.headers[SIGNATURE_HEADER]);
  });

  test('a forged callback is stored and refused: 400, nothing changes', async () => {
    const { shop, made } = await pendingCheckout(ctx.app);
    const forged = JSON.stringify({
      reference: made.reference,
      providerReference: 'fp_x',
      status: 'succeeded',
      amountMinor: made.amount_minor,
      currency: 'MMK',
      message: null,
      channel: null,
    });
    const response = await sendCallback(ctx.app, {
      payload: forged,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign('something else') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Bad request' });
    expect((await currentState(ctx.app, shop)).checkout?.status).toBe('pending');
    expect((await records(database.db, shop.id)).payments).toEqual([]);
    const callbacks = await stored(made.reference);
    expect(callbacks.map((c) => [c.verified, c.reference, c.outcome, c.raw_body])).toEqual([
      [false, null, 'refused: bad signature', forged],
    ]);
  });

  test('a callback to another provider name: 404, nothing stored', async () => {
    const { made } = await pendingCheckout(ctx.app);
    ctx.provider.mark(made.reference, 'succeeded');
    const response = await sendCallback(ctx.app, ctx.provider.callback(made.reference), 'dinger');
    expect(response.statusCode).toBe(404);
    expect(await stored(made.reference)).toEqual([]);
  });

  test('refused callbacks count against their address, verified ones do not', async () => {
    await ctx.app.close();
    const limited = buildTestApp(database.db, {
      ...checkoutConfig(),
      rateLimit: { windowSeconds: 600, perPhone: 1000, perAddress: 2 },
    });
    limited.decorate('paymentProvider', ctx.provider);
    await limited.ready();
    ctx.app = limited;
    const { made } = await pendingCheckout(ctx.app);
    ctx.provider.mark(made.reference, 'succeeded');
    const genuine = ctx.provider.callback(made.reference);
    for (let i = 0; i < 4; i += 1) {
      expect((await sendCallback(ctx.app, genuine)).statusCode).toBe(200);
    }
    const forged = { payload: genuine.payload, headers: { 'content-type': 'application/json' } };
    expect((await sendCallback(ctx.app, forged)).statusCode).toBe(400);
    expect((await sendCallback(ctx.app, forged)).statusCode).toBe(400);
    expect((await sendCallback(ctx.app, forged)).statusCode).toBe(429);
  });

  test("a provider's report about another provider's checkout changes nothing", async () => {
    const { shop, made } = await pendingCheckout(ctx.app);
    ctx.provider.mark(made.reference, 'succeeded');
    const sent = ctx.provider.callback(made.reference);
    await ctx.app.close();
    // The configuration now names another provider, whose callbacks verify the same way.
    ctx.app = await checkoutApp(database.db, {
      ...fakeProvider('otherpay'),
      verifyCallback: ctx.provider.verifyCallback,
    });
    expect((await sendCallback(ctx.app, sent, 'otherpay')).statusCode).toBe(200);
    expect((await currentState(ctx.app, shop)).checkout?.status).toBe('pending');
    expect((await stored(made.reference)).map((c) => [c.provider, c.outcome])).toEqual([
      ['otherpay', 'unchanged'],
    ]);
  });

  test('the raw body is kept byte for byte, whatever its type; too large a body is refused', async () => {
    const { made } = await pendingCheckout(ctx.app);
    const form = `reference=${made.reference}&status=paid&note=a%20b`;
    const response = await sendCallback(ctx.app, {
      payload: form,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [SIGNATURE_HEADER]: sign(form),
      },
    });
    // Verified by its signature but not readable as the provider's report: refused.
    expect(response.statusCode).toBe(400);
    expect((await stored(made.reference)).map((c) => c.raw_body)).toEqual([form]);
    const huge = await sendCallback(ctx.app, {
      payload: `{"pad":"${'x'.repeat(CALLBACK_BODY_LIMIT)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
  });

  test.each([
    ['amount', { amountMinor: 100 }],
    ['currency', { currency: 'USD' }],
  ])(
    'the %s other than the snapshot’s: nothing credited, held for refund',
    async (_what, override) => {
      const { shop, made } = await pendingCheckout(ctx.app);
      ctx.provider.mark(made.reference, 'succeeded');
      const response = await sendCallback(ctx.app, ctx.provider.callback(made.reference, override));
      expect(response.statusCode).toBe(200);
      expect(await records(database.db, shop.id)).toMatchObject({
        payments: [],
        receipts: [],
        subscriptions: [],
        pendingOrder: true,
      });
      expect((await currentState(ctx.app, shop)).checkout?.status).toBe('held_for_refund');
      expect((await dashboard(ctx.app, shop)).checkout).toMatchObject({
        reference: made.reference,
        method: 'wallet',
        status: 'held_for_refund',
        amount_minor: made.amount_minor,
      });
      expect((await stored(made.reference)).map((c) => c.outcome)).toEqual(['held_for_refund']);
    },
  );

  test('declined: with the provider’s words, nothing credited', async () => {
    const { shop, made } = await pendingCheckout(ctx.app);
    ctx.provider.mark(made.reference, 'declined', 'Insufficient balance in the wallet.');
    expect((await sendCallback(ctx.app, ctx.provider.callback(made.reference))).statusCode).toBe(
      200,
    );
    expect((await currentState(ctx.app, shop)).checkout).toMatchObject({
      status: 'declined',
      reason: 'Insufficient balance in the wallet.',
    });
    expect((await records(database.db, shop.id)).payments).toEqual([]);
  });

  describe('a success after the checkout ended', () => {
    async function expired() {
      const { shop, made } = await pendingCheckout(ctx.app);
      await pastExpiry(database.db, made.reference);
      await ctx.app.checkoutJob.tick();
      expect((await currentState(ctx.app, shop)).checkout?.status).toBe('expired');
      return { shop, made };
    }

    test('the order unchanged: credited', async () => {
      const { shop, made } = await expired();
      ctx.provider.mark(made.reference, 'succeeded');
      await sendCallback(ctx.app, ctx.provider.callback(made.reference));
      expect((await currentState(ctx.app, shop)).checkout?.status).toBe('succeeded');
      expect(await records(database.db, shop.id)).toMatchObject({
        receipts: [expect.any(String)],
        subscriptions: [{ status: 'active', plan_id: 2 }],
      });
    });

    test('the order changed: held for refund, nothing credited', async () => {
      const { shop, made } = await expired();
      await orderPlan(ctx.app, shop, 2, [[1, 1]]);
      ctx.provider.mark(made.reference, 'succeeded');
      await sendCallback(ctx.app, ctx.provider.callback(made.reference));
      expect((await currentState(ctx.app, shop)).checkout?.status).toBe('held_for_refund');
      expect(await records(database.db, shop.id)).toMatchObject({
        payments: [],
        subscriptions: [],
        pendingOrder: true,
      });
      expect((await dashboard(ctx.app, shop)).checkout?.status).toBe('held_for_refund');
    });

    test('a voided one paid, then its replacement paid too: one activation, the second held', async () => {
      const { shop, made } = await pendingCheckout(ctx.app);
      const replacement = await checkout(ctx.app, shop, 'wallet');
      ctx.provider.mark(made.reference, 'succeeded');
      await sendCallback(ctx.app, ctx.provider.callback(made.reference));
      ctx.provider.mark(replacement.reference, 'succeeded');
      await sendCallback(ctx.app, ctx.provider.callback(replacement.reference));
      expect(await checkoutRows(database.db, shop.id)).toEqual([
        { reference: made.reference, status: 'succeeded' },
        { reference: replacement.reference, status: 'held_for_refund' },
      ]);
      expect(await records(database.db, shop.id)).toMatchObject({
        payments: [expect.objectContaining({ method: 'wallet' })],
        receipts: [expect.any(String)],
        subscriptions: [{ status: 'active', plan_id: 2 }],
      });
    });
  });

  describe('with the sandbox provider', () => {
    beforeEach(async () => {
      await ctx.app.close();
      const sandbox = createSandboxProvider(database.db);
      await sandbox.ready();
      ctx.app = await checkoutApp(database.db, sandbox);
    });

    test('paid on the sandbox wallet: its signed callback activates the plan, once', async () => {
      const { shop, made } = await pendingCheckout(ctx.app);
      expect(made.qr_payload).toMatch(/^000201/);
      const settled = await settleSandboxPayment(database.db, made.reference, 'paid', {
        deliver: false,
      });
      expect(settled.settled).toBe(true);
      const signed = await sandboxCallback(database.db, made.reference);
      const sent = { payload: signed!.rawBody, headers: signed!.headers };
      expect((await sendCallback(ctx.app, sent, 'sandbox')).statusCode).toBe(200);
      expect((await sendCallback(ctx.app, sent, 'sandbox')).statusCode).toBe(200);
      const paid = (await currentState(ctx.app, shop)).checkout!;
      expect(paid.status).toBe('succeeded');
      expect(await records(database.db, shop.id)).toMatchObject({
        payments: [{ method: 'wallet', provider: 'sandbox', status: 'succeeded' }],
        receipts: [paid.receipt_number],
        subscriptions: [{ status: 'active', plan_id: 2 }],
      });
    });

    test('a tampered sandbox callback is refused', async () => {
      const { shop, made } = await pendingCheckout(ctx.app);
      await settleSandboxPayment(database.db, made.reference, 'paid', { deliver: false });
      const signed = await sandboxCallback(database.db, made.reference);
      const tampered = signed!.rawBody.replace(/"amountMinor":\d+/, '"amountMinor":1');
      const response = await sendCallback(
        ctx.app,
        { payload: tampered, headers: signed!.headers },
        'sandbox',
      );
      expect(response.statusCode).toBe(400);
      expect((await currentState(ctx.app, shop)).checkout?.status).toBe('pending');
    });

    test('declined on the sandbox wallet, the callback lost: the job finds it', async () => {
      const { shop, made } = await pendingCheckout(ctx.app);
      await settleSandboxPayment(database.db, made.reference, 'declined', { deliver: false });
      await ctx.app.checkoutJob.tick();
      expect((await currentState(ctx.app, shop)).checkout).toMatchObject({ status: 'declined' });
    });
  });
});
