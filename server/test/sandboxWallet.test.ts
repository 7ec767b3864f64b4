/**
 * The sandbox payment provider and its wallet page: the QR payload (a valid EMVCo payload holding
 * the page's address), status, void, refund, the signed callback (valid, replayed, tampered, too
 * old), and the page that plays the customer's phone: shown in both languages, 'Pay' delivering
 * the signed callback over HTTP to the payment's callback URL, unknown and expired references
 * refused, and no page at all when the provider is not the sandbox.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import path from 'node:path';
import { DEFAULT_PAYMENT_CONFIG } from '../src/payments/config';
import { parseMerchantPayload } from '../src/payments/emvco';
import type { CreatePaymentRequest } from '../src/payments/provider';
import {
  SANDBOX_GUID,
  SANDBOX_SIGNATURE_HEADER,
  createSandboxProvider,
  findSandboxPayment,
  sandboxCallback,
  settleSandboxPayment,
  signSandboxCallback,
} from '../src/payments/sandboxProvider';
import { buildTestApp, databases, tempDir, useTestDatabase } from './helpers';
import { closeLocally, listenLocally } from './localServer';

const START = new Date('2026-03-01T03:00:00.000Z');

let sequence = 0;
/** A reference of our shape, new in every test (the sandbox's table is not emptied between tests). */
const newReference = () =>
  `MP${Date.now().toString(36).toUpperCase().slice(-6)}${String((sequence += 1)).padStart(4, '0')}`;

const request = (overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
  reference: newReference(),
  amountMinor: 1_500_000,
  currency: 'MMK',
  method: 'wallet',
  description: 'Growth plan, monthly',
  callbackUrl: 'http://127.0.0.1:9/api/payments/callback/sandbox',
  returnUrl: 'http://localhost:3000/payment',
  publicOrigin: 'http://192.168.1.20:3000',
  ...overrides,
});

/** A built SPA's stand-in: its index and its 'Page Not Found' page. */
async function spaDir() {
  const dir = await tempDir('sandbox-wallet-spa');
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({ '/': ['/assets/home.1a2b3c4d5e.js'], '*': ['/assets/nf.1a2b3c4d5e.js'] }),
  );
  for (const language of ['en', 'my']) {
    await mkdir(path.join(dir, 'prerendered', language), { recursive: true });
    await writeFile(path.join(dir, 'prerendered', language, '404.html'), '<h1>Page Not Found</h1>');
  }
  return dir;
}

/** A local HTTP server standing for our callback route: it records what arrives. */
async function startCallbackSink() {
  const received: Array<{ body: string; headers: IncomingHttpHeaders }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
    });
  });
  const base = await listenLocally(server);
  return {
    url: `${base}/api/payments/callback/sandbox`,
    received,
    close: () => closeLocally(server),
  };
}

describe.each(databases())('the sandbox payment provider on %s', (kind) => {
  const database = useTestDatabase(kind);
  let clock: Date;
  const provider = () => createSandboxProvider(database.db, { now: () => clock });

  beforeEach(() => {
    clock = START;
  });

  test('create: a valid EMVCo payload (MMK 104, MM, the amount, the reference, the page URL), for 60 s', async () => {
    const sandbox = provider();
    const input = request();
    const created = await sandbox.create(input);
    expect(created.expiresAt.toISOString()).toBe('2026-03-01T03:01:00.000Z');
    expect(created.redirectUrl).toBeNull();
    const parsed = parseMerchantPayload(created.qrPayload ?? '');
    if (!parsed.valid) throw new Error(parsed.reason);
    expect(parsed.payload.get('01')).toBe('12');
    expect(parsed.payload.get('53')).toBe('104');
    expect(parsed.payload.get('54')).toBe('15000');
    expect(parsed.payload.get('58')).toBe('MM');
    expect(parsed.payload.getIn('62', '05')).toBe(input.reference);
    expect(parsed.payload.getIn('26', '00')).toBe(SANDBOX_GUID);
    expect(parsed.payload.getIn('26', '01')).toBe(
      `http://192.168.1.20:3000/sandbox/pay/${input.reference}`,
    );
  });

  test('create again with the same reference answers the first payment', async () => {
    const sandbox = provider();
    const input = request();
    const first = await sandbox.create(input);
    clock = new Date(START.getTime() + 10_000);
    const again = await sandbox.create({ ...input, amountMinor: 99_900 });
    expect(again).toEqual(first);
  });

  test('a card payment gets the same page as its hosted checkout, no QR', async () => {
    const input = request({ method: 'card' });
    const created = await provider().create(input);
    expect(created.qrPayload).toBeNull();
    expect(created.redirectUrl).toBe(`http://192.168.1.20:3000/sandbox/pay/${input.reference}`);
  });

  test('a currency other than MMK is refused as ProviderUnavailable', async () => {
    await expect(provider().create(request({ currency: 'USD' }))).rejects.toMatchObject({
      name: 'ProviderUnavailable',
    });
  });

  test('status: pending, then paid with the wallet named; unknown is null', async () => {
    const sandbox = provider();
    const input = request();
    await sandbox.create(input);
    expect(await sandbox.status(input.reference)).toMatchObject({
      reference: input.reference,
      status: 'pending',
      amountMinor: 1_500_000,
      currency: 'MMK',
    });
    const settled = await settleSandboxPayment(database.db, input.reference, 'paid', {
      deliver: false,
      now: clock,
    });
    expect(settled.settled).toBe(true);
    expect(await sandbox.status(input.reference)).toMatchObject({
      status: 'succeeded',
      channel: 'Sandbox Wallet',
      message: null,
    });
    expect(await sandbox.status('MPNOSUCH0000')).toBeNull();
  });

  test('expiry: after 60 s the payment is expired and can no longer be paid, unless late', async () => {
    const sandbox = provider();
    const input = request();
    await sandbox.create(input);
    clock = new Date(START.getTime() + 60_000);
    expect((await sandbox.status(input.reference))?.status).toBe('expired');
    expect(
      await settleSandboxPayment(database.db, input.reference, 'paid', {
        deliver: false,
        now: clock,
      }),
    ).toEqual({ settled: false, reason: 'expired' });
    const late = await settleSandboxPayment(database.db, input.reference, 'paid', {
      deliver: false,
      now: clock,
      late: true,
    });
    expect(late.settled).toBe(true);
    expect((await sandbox.status(input.reference))?.status).toBe('succeeded');
  });

  test('void: a voided payment cannot be paid and reports expired', async () => {
    const sandbox = provider();
    const input = request();
    await sandbox.create(input);
    await sandbox.void(input.reference);
    expect((await sandbox.status(input.reference))?.status).toBe('expired');
    expect(
      await settleSandboxPayment(database.db, input.reference, 'paid', {
        deliver: false,
        now: clock,
      }),
    ).toEqual({ settled: false, reason: 'voided' });
  });

  test('settled once: a second settle answers already_settled and changes nothing', async () => {
    const input = request();
    await provider().create(input);
    await settleSandboxPayment(database.db, input.reference, 'declined', {
      deliver: false,
      now: clock,
    });
    expect(
      await settleSandboxPayment(database.db, input.reference, 'paid', {
        deliver: false,
        now: clock,
      }),
    ).toEqual({ settled: false, reason: 'already_settled' });
    expect(await provider().status(input.reference)).toMatchObject({
      status: 'declined',
      message: 'The customer declined the payment in the sandbox wallet.',
    });
  });

  describe('callbacks', () => {
    async function paidCallback() {
      const sandbox = provider();
      await sandbox.ready();
      const input = request();
      await sandbox.create(input);
      await settleSandboxPayment(database.db, input.reference, 'paid', {
        deliver: false,
        now: clock,
      });
      const callback = await sandboxCallback(database.db, input.reference, clock);
      if (!callback) throw new Error('no callback');
      return { sandbox, input, callback };
    }

    test('a signed callback is valid and reads as the payment, by any provider on the database', async () => {
      const { input, callback } = await paidCallback();
      const other = provider();
      await other.ready();
      const verdict = other.verifyCallback({ ...callback, headers: callback.headers });
      expect(verdict).toEqual({
        valid: true,
        report: {
          reference: input.reference,
          providerReference: expect.stringMatching(/^sbx_/) as unknown as string,
          status: 'succeeded',
          amountMinor: 1_500_000,
          currency: 'MMK',
          message: null,
          channel: 'Sandbox Wallet',
        },
      });
    });

    test('another API process (its own database handle) verifies with the key stored in the database', async () => {
      const { callback } = await paidCallback();
      // A handle this module has never seen: its key can only come from the database.
      const otherProcess = createSandboxProvider(Object.create(database.db) as typeof database.db, {
        now: () => clock,
      });
      expect(otherProcess.verifyCallback(callback)).toMatchObject({
        valid: false,
        reason: 'the sandbox signing key is not loaded yet',
      });
      await otherProcess.ready();
      expect(otherProcess.verifyCallback(callback).valid).toBe(true);
    });

    test('the same callback twice is valid both times (the checkout applies it once)', async () => {
      const { sandbox, callback } = await paidCallback();
      expect(sandbox.verifyCallback(callback).valid).toBe(true);
      clock = new Date(START.getTime() + 4 * 60_000);
      expect(sandbox.verifyCallback(callback).valid).toBe(true);
    });

    test('a tampered body, a forged signature or no signature is refused', async () => {
      const { sandbox, callback } = await paidCallback();
      const tampered = callback.rawBody.replace('1500000', '1');
      expect(tampered).not.toBe(callback.rawBody);
      expect(sandbox.verifyCallback({ ...callback, rawBody: tampered })).toMatchObject({
        valid: false,
        reason: 'the signature does not match',
      });
      const forged = `t=${Math.floor(clock.getTime() / 1000)},v1=${'0'.repeat(64)}`;
      expect(
        sandbox.verifyCallback({
          ...callback,
          headers: { ...callback.headers, [SANDBOX_SIGNATURE_HEADER]: forged },
        }).valid,
      ).toBe(false);
      expect(sandbox.verifyCallback({ ...callback, headers: {} }).valid).toBe(false);
    });

    test('a callback signed more than five minutes ago is refused (a replayed capture)', async () => {
      const { sandbox, callback } = await paidCallback();
      clock = new Date(START.getTime() + 5 * 60_000 + 1_000);
      expect(sandbox.verifyCallback(callback)).toMatchObject({
        valid: false,
        reason: expect.stringContaining('older than five minutes') as unknown as string,
      });
    });

    test('a signed body that is not a sandbox report is refused', async () => {
      const { sandbox } = await paidCallback();
      const signed = await signSandboxCallback(
        database.db,
        { nonsense: true } as unknown as Parameters<typeof signSandboxCallback>[1],
        clock,
      );
      expect(sandbox.verifyCallback(signed).valid).toBe(false);
    });
  });

  test('refund: recorded up to what was paid; a pending payment cannot be refunded', async () => {
    const sandbox = provider();
    const input = request();
    await sandbox.create(input);
    expect(await sandbox.refund(input.reference, 100, 'test')).toMatchObject({ status: 'failed' });
    await settleSandboxPayment(database.db, input.reference, 'paid', {
      deliver: false,
      now: clock,
    });
    expect(await sandbox.refund(input.reference, 1_000_000, 'held late payment')).toMatchObject({
      status: 'refunded',
      refundReference: expect.stringMatching(/^sbxr_/) as unknown as string,
    });
    expect(await sandbox.refund(input.reference, 500_001, 'too much')).toMatchObject({
      status: 'failed',
    });
    expect(await sandbox.refund(input.reference, 500_000, 'the rest')).toMatchObject({
      status: 'refunded',
    });
  });

  describe('the sandbox wallet page', () => {
    let app: ReturnType<typeof buildTestApp>;
    let sink: Awaited<ReturnType<typeof startCallbackSink>>;
    beforeEach(async () => {
      app = buildTestApp(database.db, {
        payments: { ...DEFAULT_PAYMENT_CONFIG, checkoutPollMs: 0 },
      });
      await app.ready();
      sink = await startCallbackSink();
    });
    afterEach(async () => {
      await app.close();
      await sink.close();
    });

    // The page's own clock is the real one: payments here are made now.
    const live = () => createSandboxProvider(database.db);

    test('shows the amount in MMK and the plan line in English and Burmese, with Pay and Decline', async () => {
      const input = request({ callbackUrl: sink.url });
      await live().create(input);
      const response = await app.inject({ method: 'GET', url: `/sandbox/pay/${input.reference}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const html = response.body;
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<span lang="en">15,000 MMK</span>');
      expect(html).toContain('<span lang="my">၁၅,၀၀၀ ကျပ်</span>');
      expect(html).toContain('Growth plan, monthly');
      expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
      expect(html).toMatch(
        /<button type="submit" name="outcome" value="paid"[^>]*><span lang="en">Pay<\/span> <span lang="my">ငွေပေးချေမည်<\/span><\/button>/,
      );
      expect(html).toMatch(
        /<button type="submit" name="outcome" value="declined"[^>]*><span lang="en">Decline<\/span>/,
      );
      // Self-contained: no script, no external asset; the CSP allows its inline style and form.
      expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!192)/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("form-action 'self'");
    });

    test("'Pay' settles the payment and posts the signed callback to the callback URL", async () => {
      const sandbox = live();
      await sandbox.ready();
      const input = request({ callbackUrl: sink.url });
      await sandbox.create(input);
      const posted = await app.inject({
        method: 'POST',
        url: `/sandbox/pay/${input.reference}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=paid',
      });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(`/sandbox/pay/${input.reference}`);
      expect(sink.received).toHaveLength(1);
      const [delivered] = sink.received;
      if (!delivered) throw new Error('no callback');
      expect(delivered.headers['content-type']).toBe('application/json');
      const verdict = sandbox.verifyCallback({
        rawBody: delivered.body,
        contentType: 'application/json',
        headers: delivered.headers,
      });
      expect(verdict).toMatchObject({
        valid: true,
        report: { reference: input.reference, status: 'succeeded', amountMinor: 1_500_000 },
      });
      const result = await app.inject({ method: 'GET', url: `/sandbox/pay/${input.reference}` });
      expect(result.statusCode).toBe(200);
      expect(result.body).toContain('<span lang="en">Paid</span>');
      expect(result.body).not.toContain('name="outcome"');
      // Pressed again (a second tab): nothing more is settled or sent.
      await app.inject({
        method: 'POST',
        url: `/sandbox/pay/${input.reference}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=declined',
      });
      expect(sink.received).toHaveLength(1);
      expect((await findSandboxPayment(database.db, input.reference))?.status).toBe('succeeded');
    });

    test("'Decline' sends a declined callback", async () => {
      const sandbox = live();
      await sandbox.ready();
      const input = request({ callbackUrl: sink.url });
      await sandbox.create(input);
      await app.inject({
        method: 'POST',
        url: `/sandbox/pay/${input.reference}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=declined',
      });
      const [delivered] = sink.received;
      expect(
        sandbox.verifyCallback({
          rawBody: delivered?.body ?? '',
          contentType: 'application/json',
          headers: delivered?.headers ?? {},
        }),
      ).toMatchObject({ valid: true, report: { status: 'declined' } });
      const page = await app.inject({ method: 'GET', url: `/sandbox/pay/${input.reference}` });
      expect(page.body).toContain('<span lang="en">Declined</span>');
    });

    test('an unknown reference is a 404 page, an expired one a 410 page, neither payable', async () => {
      const unknown = await app.inject({ method: 'GET', url: '/sandbox/pay/MPUNKNOWN000' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<span lang="en">Payment not found</span>');
      expect(unknown.body).toContain('lang="my"');

      const input = request({ callbackUrl: sink.url });
      await createSandboxProvider(database.db, { now: () => new Date(Date.now() - 61_000) }).create(
        input,
      );
      const expired = await app.inject({ method: 'GET', url: `/sandbox/pay/${input.reference}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('<span lang="en">Payment expired</span>');
      const pressed = await app.inject({
        method: 'POST',
        url: `/sandbox/pay/${input.reference}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=paid',
      });
      expect(pressed.statusCode).toBe(303);
      expect(sink.received).toHaveLength(0);
      expect((await findSandboxPayment(database.db, input.reference))?.status).toBe('expired');
    });
  });

  describe('without the sandbox', () => {
    test.each([
      [
        'the provider is dinger',
        { payments: { ...DEFAULT_PAYMENT_CONFIG, provider: 'dinger' as const, checkoutPollMs: 0 } },
      ],
      [
        'production without the opt-in',
        {
          payments: { ...DEFAULT_PAYMENT_CONFIG, checkoutPollMs: 0 },
          runMode: { production: true, allowSandbox: false },
        },
      ],
    ])('%s: the page is not there (404), nothing can be paid', async (_name, config) => {
      const input = request();
      await createSandboxProvider(database.db).create(input);
      const app = buildTestApp(database.db, { ...config, staticDir: await spaDir() });
      await app.ready();
      try {
        const page = await app.inject({ method: 'GET', url: `/sandbox/pay/${input.reference}` });
        expect(page.statusCode).toBe(404);
        expect(page.body).not.toContain('name="outcome"');
        const pressed = await app.inject({
          method: 'POST',
          url: `/sandbox/pay/${input.reference}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'outcome=paid',
        });
        expect(pressed.statusCode).toBe(404);
        expect((await findSandboxPayment(database.db, input.reference))?.status).toBe('pending');
      } finally {
        await app.close();
      }
    });
  });
});
