/**
 * The sandbox payment provider: behaves like a wallet aggregator's test mode and moves no money.
 *
 * `create` records a payment valid for 60 s under our reference (`sandbox_wallet_payments`, so that
 * every API process sees it) and answers an EMVCo merchant-presented QR payload (currency 104,
 * country MM, the amount, the reference as tag 62's reference label) whose merchant account
 * template (tag 26, GUID `SANDBOX_GUID`) holds the address of the sandbox wallet page,
 * `${publicOrigin}/sandbox/pay/<reference>`: a phone on the same network that scans the QR opens
 * that page, which plays the customer's wallet ('Pay' or 'Decline', routes/sandbox/pay.ts). A card
 * payment gets the same page as its hosted checkout (`redirectUrl`).
 *
 * Settling a payment (`settleSandboxPayment`) posts a signed callback to the payment's
 * `callback_url`, as a real provider does. The signature (header `x-sandbox-signature`,
 * `t=<unix seconds>,v1=<hex>`) is an HMAC-SHA256 of `<t>.<raw body>` with a key the first process
 * made and stored in `sandbox_wallet_secret`; a callback signed more than five minutes from now is
 * refused (a replay of an old capture). The same callback sent twice within that time is valid:
 * the checkout applies it once.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';
import { buildMerchantPayload } from './emvco';
import {
  ProviderUnavailable,
  type CallbackVerdict,
  type CreatedPayment,
  type IncomingCallback,
  type PaymentProvider,
  type ProviderMethod,
  type ProviderReport,
  type ProviderStatus,
  type RefundResult,
} from './provider';

export const SANDBOX_PROVIDER = 'sandbox';
/** How long a sandbox payment may be paid, as the payment page's countdown says. */
export const SANDBOX_VALIDITY_MS = 60_000;
/** A callback signed longer ago (or further ahead) than this is refused. */
export const SANDBOX_CALLBACK_TOLERANCE_MS = 5 * 60_000;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** The merchant account template's globally unique identifier (reverse domain name). */
export const SANDBOX_GUID = 'mm.marketplace.sandbox';
/** The QR's merchant account template (26, the first of 26-51). */
export const SANDBOX_ACCOUNT_TEMPLATE = '26';
/** What the sandbox wallet page says paid. */
export const SANDBOX_CHANNEL = 'Sandbox Wallet';
export const SANDBOX_DECLINE_MESSAGE = 'The customer declined the payment in the sandbox wallet.';

/** The sandbox wallet page of a payment, under the API's public address. */
export function sandboxWalletPath(reference: string): string {
  return `/sandbox/pay/${encodeURIComponent(reference)}`;
}

/** The currencies the sandbox takes: ISO 4217 numeric code and minor digits. */
const CURRENCIES: Record<string, { numeric: string; minorDigits: number }> = {
  MMK: { numeric: '104', minorDigits: 2 },
};

/* ------------------------------ signing key ------------------------------ */

const secrets = new WeakMap<Db, Promise<string>>();
const loadedSecrets = new WeakMap<Db, string>();

/**
 * The callback signing key of this database: made and stored by the first process that asks, read
 * by every other. Resolved once per database handle; `verifyCallback` needs it loaded (the sandbox
 * page plugin loads it while the app starts).
 */
export function loadSandboxSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.query(
        'INSERT INTO sandbox_wallet_secret (id, secret) VALUES (true, $1) ON CONFLICT (id) DO NOTHING',
        [randomBytes(32).toString('hex')],
      );
      const { rows } = await db.query<{ secret: string }>(
        'SELECT secret FROM sandbox_wallet_secret WHERE id',
      );
      const value = rows[0]?.secret;
      if (!value) throw new Error('The sandbox signing key could not be stored');
      loadedSecrets.set(db, value);
      return value;
    })();
    secrets.set(db, secret);
    // A failure is retried by the next caller.
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

function sign(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/* -------------------------------- records -------------------------------- */

interface PaymentRow {
  reference: string;
  provider_reference: string;
  amount_minor: string | number;
  currency: string;
  method: ProviderMethod;
  description: string;
  status: 'pending' | 'succeeded' | 'declined' | 'voided';
  channel: string | null;
  message: string | null;
  callback_url: string;
  return_url: string;
  qr_payload: string | null;
  expires_at: Date | string;
}

/** A sandbox payment as the wallet page shows it. */
export interface SandboxPayment {
  reference: string;
  providerReference: string;
  amountMinor: number;
  currency: string;
  method: ProviderMethod;
  description: string;
  status: ProviderStatus | 'voided';
  returnUrl: string;
  callbackUrl: string;
  expiresAt: Date;
}

const COLUMNS = `reference, provider_reference, amount_minor, currency, method, description, status,
  channel, message, callback_url, return_url, qr_payload, expires_at`;

function statusOf(row: PaymentRow, now: Date): ProviderStatus | 'voided' {
  if (row.status === 'pending' && new Date(row.expires_at).getTime() <= now.getTime()) {
    return 'expired';
  }
  return row.status;
}

function toPayment(row: PaymentRow, now: Date): SandboxPayment {
  return {
    reference: row.reference,
    providerReference: row.provider_reference,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    method: row.method,
    description: row.description,
    status: statusOf(row, now),
    returnUrl: row.return_url,
    callbackUrl: row.callback_url,
    expiresAt: new Date(row.expires_at),
  };
}

function toReport(row: PaymentRow, now: Date): ProviderReport {
  const status = statusOf(row, now);
  return {
    reference: row.reference,
    providerReference: row.provider_reference,
    // A voided payment can no longer be paid: to the checkout it has expired.
    status: status === 'voided' ? 'expired' : status,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    message: row.message,
    channel: row.channel,
  };
}

async function findRow(db: Db, reference: string): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM sandbox_wallet_payments WHERE reference = $1`,
    [reference],
  );
  return rows[0] ?? null;
}

/** A sandbox payment by our reference, or null. */
export async function findSandboxPayment(
  db: Db,
  reference: string,
  now: Date = new Date(),
): Promise<SandboxPayment | null> {
  const row = await findRow(db, reference);
  return row ? toPayment(row, now) : null;
}

/* -------------------------------- callbacks ------------------------------- */

/** The body of a sandbox callback (JSON). */
export interface SandboxCallbackBody {
  reference: string;
  providerReference: string;
  status: 'succeeded' | 'declined';
  amountMinor: number;
  currency: string;
  channel: string | null;
  message: string | null;
}

/** A callback as the sandbox sends it: the raw body and the headers that go with it. */
export interface SignedCallback {
  rawBody: string;
  contentType: string;
  headers: Record<string, string>;
}

/** Signs `body` as the sandbox does, at `now`. */
export async function signSandboxCallback(
  db: Db,
  body: SandboxCallbackBody,
  now: Date = new Date(),
): Promise<SignedCallback> {
  const secret = await loadSandboxSecret(db);
  const rawBody = JSON.stringify(body);
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    rawBody,
    contentType: 'application/json',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(secret, timestamp, rawBody)}`,
    },
  };
}

/** The signed callback of a settled sandbox payment, without sending it (for tests); null if none. */
export async function sandboxCallback(
  db: Db,
  reference: string,
  now: Date = new Date(),
): Promise<SignedCallback | null> {
  const row = await findRow(db, reference);
  if (!row || (row.status !== 'succeeded' && row.status !== 'declined')) return null;
  return signSandboxCallback(
    db,
    {
      reference: row.reference,
      providerReference: row.provider_reference,
      status: row.status,
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      channel: row.channel,
      message: row.message,
    },
    now,
  );
}

export type SandboxOutcome = 'paid' | 'declined';

export type SettleResult =
  | {
      settled: true;
      payment: SandboxPayment;
      callback: SignedCallback;
      /** The callback's delivery: the status our callback route answered, or why it failed. */
      delivery: { status: number } | { error: string } | null;
    }
  | { settled: false; reason: 'unknown' | 'expired' | 'voided' | 'already_settled' };

export interface SettleOptions {
  /** Post the callback to the payment's callback URL (default true; false for app.inject tests). */
  deliver?: boolean;
  /** Settle even after the payment expired (a late success, for tests); default false. */
  late?: boolean;
  now?: Date;
  /** How long the delivery may take (default 10 s). */
  deliveryTimeoutMs?: number;
}

/**
 * The customer pays or declines on the sandbox wallet: the payment is settled once (a second
 * settle of a settled payment answers `already_settled`, a payment past its expiry `expired`
 * unless `late`), then its signed callback is posted to its callback URL, as a real provider does.
 */
export async function settleSandboxPayment(
  db: Db,
  reference: string,
  outcome: SandboxOutcome,
  options: SettleOptions = {},
): Promise<SettleResult> {
  const now = options.now ?? new Date();
  const status = outcome === 'paid' ? 'succeeded' : 'declined';
  const { rows } = await db.query<PaymentRow>(
    `UPDATE sandbox_wallet_payments
        SET status = $2, channel = $3, message = $4, settled_at = $5
      WHERE reference = $1 AND status = 'pending' AND ($6 OR expires_at > $5)
      RETURNING ${COLUMNS}`,
    [
      reference,
      status,
      outcome === 'paid' ? SANDBOX_CHANNEL : null,
      outcome === 'paid' ? null : SANDBOX_DECLINE_MESSAGE,
      now.toISOString(),
      options.late === true,
    ],
  );
  const row = rows[0];
  if (!row) {
    const existing = await findRow(db, reference);
    if (!existing) return { settled: false, reason: 'unknown' };
    if (existing.status === 'voided') return { settled: false, reason: 'voided' };
    if (existing.status === 'pending') return { settled: false, reason: 'expired' };
    return { settled: false, reason: 'already_settled' };
  }
  const callback = await sandboxCallback(db, reference, now);
  if (!callback) throw new Error('A settled sandbox payment has no callback');
  let delivery: { status: number } | { error: string } | null = null;
  if (options.deliver !== false) {
    delivery = await deliverCallback(row.callback_url, callback, options.deliveryTimeoutMs);
  }
  return { settled: true, payment: toPayment(row, now), callback, delivery };
}

/** Posts a signed callback; never throws (a lost callback is what the status polling is for). */
export async function deliverCallback(
  url: string,
  callback: SignedCallback,
  timeoutMs = 10_000,
): Promise<{ status: number } | { error: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: callback.headers,
      body: callback.rawBody,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status };
  } catch (error) {
    const { name, cause } = (typeof error === 'object' && error !== null ? error : {}) as {
      name?: unknown;
      cause?: unknown;
    };
    return { error: name === 'TimeoutError' ? 'timed out' : String(cause ?? error) };
  }
}

/* -------------------------------- provider -------------------------------- */

function header(headers: IncomingCallback['headers'], name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(rawBody: string): SandboxCallbackBody | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const body = parsed as Record<string, unknown>;
  const text = (value: unknown) => typeof value === 'string';
  const textOrNull = (value: unknown) => value === null || typeof value === 'string';
  if (
    !text(body.reference) ||
    !text(body.providerReference) ||
    (body.status !== 'succeeded' && body.status !== 'declined') ||
    !Number.isSafeInteger(body.amountMinor) ||
    !text(body.currency) ||
    !textOrNull(body.channel) ||
    !textOrNull(body.message)
  ) {
    return null;
  }
  return body as unknown as SandboxCallbackBody;
}

export interface SandboxProviderOptions {
  /** The merchant name the QR shows (tag 59, 25 characters at most). */
  merchantName?: string;
  /** The clock (tests). */
  now?: () => Date;
}

export interface SandboxProvider extends PaymentProvider {
  /** Resolves once the callback signing key is loaded (verifyCallback needs it). */
  ready(): Promise<void>;
}

/** True when the provider is the sandbox (it has the sandbox wallet page). */
export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === SANDBOX_PROVIDER;
}

export function createSandboxProvider(
  db: Db,
  options: SandboxProviderOptions = {},
): SandboxProvider {
  const now = options.now ?? (() => new Date());
  const merchantName = options.merchantName ?? 'Merchant Marketplace';
  // Loaded now, so that a callback arriving soon after start can be verified.
  loadSandboxSecret(db).catch(() => undefined);

  return {
    name: SANDBOX_PROVIDER,
    methods: ['wallet', 'card'],

    async ready() {
      await loadSandboxSecret(db);
    },

    async create(request): Promise<CreatedPayment> {
      const currency = CURRENCIES[request.currency];
      if (!currency) {
        throw new ProviderUnavailable(`The sandbox takes MMK only, not ${request.currency}`);
      }
      const pageUrl = `${request.publicOrigin.replace(/\/+$/, '')}${sandboxWalletPath(request.reference)}`;
      let qrPayload: string | null = null;
      if (request.method === 'wallet') {
        try {
          qrPayload = buildMerchantPayload({
            accountTemplateId: SANDBOX_ACCOUNT_TEMPLATE,
            guid: SANDBOX_GUID,
            accountData: [{ id: '01', value: pageUrl }],
            merchantCategoryCode: '7372',
            currencyNumeric: currency.numeric,
            amountMinor: request.amountMinor,
            minorDigits: currency.minorDigits,
            countryCode: 'MM',
            merchantName,
            merchantCity: 'Yangon',
            referenceLabel: request.reference,
          });
        } catch (error) {
          throw new ProviderUnavailable(
            `The sandbox could not make the QR: ${(error as Error).message}`,
            error,
          );
        }
      }
      const providerReference = `sbx_${randomBytes(10).toString('hex')}`;
      const expiresAt = new Date(now().getTime() + SANDBOX_VALIDITY_MS);
      await db.query(
        `INSERT INTO sandbox_wallet_payments
           (reference, provider_reference, amount_minor, currency, method, description,
            callback_url, return_url, qr_payload, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (reference) DO NOTHING`,
        [
          request.reference,
          providerReference,
          request.amountMinor,
          request.currency,
          request.method,
          request.description,
          request.callbackUrl,
          request.returnUrl,
          qrPayload,
          expiresAt.toISOString(),
        ],
      );
      // Sent again with the same reference: the first payment, as it was made.
      const row = await findRow(db, request.reference);
      if (!row) throw new ProviderUnavailable('The sandbox lost the payment it just recorded');
      return {
        providerReference: row.provider_reference,
        qrPayload: row.qr_payload,
        redirectUrl:
          row.method === 'card'
            ? `${request.publicOrigin.replace(/\/+$/, '')}${sandboxWalletPath(row.reference)}`
            : null,
        expiresAt: new Date(row.expires_at),
      };
    },

    async status(reference) {
      const row = await findRow(db, reference);
      return row ? toReport(row, now()) : null;
    },

    async void(reference) {
      await db.query(
        `UPDATE sandbox_wallet_payments SET status = 'voided'
          WHERE reference = $1 AND status = 'pending'`,
        [reference],
      );
    },

    verifyCallback(callback): CallbackVerdict {
      const secret = loadedSecrets.get(db);
      if (secret === undefined) {
        loadSandboxSecret(db).catch(() => undefined);
        return { valid: false, reason: 'the sandbox signing key is not loaded yet' };
      }
      const signature = header(callback.headers, SANDBOX_SIGNATURE_HEADER);
      const match = signature ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(signature.trim()) : null;
      if (!match?.[1] || !match[2]) return { valid: false, reason: 'no sandbox signature' };
      const timestamp = Number(match[1]);
      const expected = Buffer.from(sign(secret, timestamp, callback.rawBody), 'hex');
      const given = Buffer.from(match[2], 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { valid: false, reason: 'the signature does not match' };
      }
      if (Math.abs(now().getTime() - timestamp * 1000) > SANDBOX_CALLBACK_TOLERANCE_MS) {
        return { valid: false, reason: 'the signature is older than five minutes (a replay)' };
      }
      const body = readBody(callback.rawBody);
      if (!body) return { valid: false, reason: 'the body is not a sandbox callback' };
      return {
        valid: true,
        report: {
          reference: body.reference,
          providerReference: body.providerReference,
          status: body.status,
          amountMinor: body.amountMinor,
          currency: body.currency,
          message: body.message,
          channel: body.channel,
        },
      };
    },

    async refund(reference, amountMinor, reason): Promise<RefundResult> {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
        return { status: 'failed', message: 'The refund amount must be positive.' };
      }
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ amount_minor: string; status: string }>(
          `SELECT amount_minor, status FROM sandbox_wallet_payments
            WHERE reference = $1 FOR UPDATE`,
          [reference],
        );
        const payment = rows[0];
        if (!payment) return { status: 'failed', message: 'No such payment.' };
        if (payment.status !== 'succeeded') {
          return { status: 'failed', message: 'Only a paid payment can be refunded.' };
        }
        const { rows: sums } = await tx.query<{ refunded: string }>(
          `SELECT coalesce(sum(amount_minor), 0)::text AS refunded
             FROM sandbox_wallet_refunds WHERE reference = $1`,
          [reference],
        );
        const refunded = Number(sums[0]?.refunded ?? 0);
        if (refunded + amountMinor > Number(payment.amount_minor)) {
          return { status: 'failed', message: 'The refund is more than what is left to refund.' };
        }
        const refundReference = `sbxr_${randomBytes(10).toString('hex')}`;
        await tx.query(
          `INSERT INTO sandbox_wallet_refunds (refund_reference, reference, amount_minor, reason)
           VALUES ($1, $2, $3, $4)`,
          [refundReference, reference, amountMinor, reason],
        );
        return { status: 'refunded', refundReference };
      });
    },
  };
}
