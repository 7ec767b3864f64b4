/**
 * Dinger (dinger.asia): one API in front of the Myanmar wallets (KBZPay, WavePay, AYA Pay, CB Pay…)
 * and local and international cards (MPU, Visa, Mastercard, JCB).
 *
 * Followed, as published on dinger.asia (developer pages "Production API / Pay API",
 * "Staging API / Pay API", "Merchant Callback", "Revoke Transaction Status to Merchant URL",
 * "Transaction Status And Response Codes", "Prebuilt Checkout API / Payload and Redirect"), with
 * the request shapes of the open-source Node client github.com/nawing/Dinger-Merchant-Pay-API:
 *
 * - token: `GET {api}/api/token?projectName=&merchantName=&apiKey=` answers
 *   `{code: "000", response: {paymentToken}}`; kept until Dinger answers code 401 (token expired),
 *   then fetched once more;
 * - wallet: `POST {api}/api/pay` with `Authorization: Bearer <paymentToken>` and the form body
 *   `payload=base64(rsa(JSON))` (crypto.ts) of `{providerName, methodName: "QR", totalAmount,
 *   orderId, customerPhone, customerName, description, items}`; the answer's `response.qrCode` is
 *   the wallet's QR payload (drawn as it is), `response.transactionNum` Dinger's id;
 * - card: Dinger's prebuilt checkout form (hosted page), `{form}?payload=…&hashValue=…`, where the
 *   customer chooses MPU, Visa, Mastercard or JCB (or a wallet) on Dinger's page;
 * - callback: `POST` JSON `{paymentResult, checksum}`: `paymentResult` AES-ECB-encrypted with the
 *   callback key, `checksum` the SHA-256 of the decrypted JSON; statuses SUCCESS, PENDING,
 *   CANCELLED, TIMEOUT, DECLINED, ERROR, SYSTEM_ERROR, SETTLED; response codes 000 success, 401
 *   token expired, 012-020 refusals.
 *
 * Where the documents left a choice:
 * - Amounts: Dinger's `totalAmount` is in whole kyats; our minor units are divided by 100 and an
 *   amount with pyas is refused. The callback carries no currency: MMK is reported unless the
 *   decrypted result names one (`currency`), which is then reported as it is.
 * - The callback URL is set in Dinger's dashboard, not per request: set it to
 *   `{PUBLIC_URL}/api/payments/callback/dinger`.
 * - The checksum is a plain SHA-256 (not an HMAC): a callback is taken as Dinger's because its
 *   result decrypts with our callback key to JSON whose SHA-256 is the checksum. A replay of a
 *   genuine callback is valid (the checkout applies it once); the amount and order are checked by
 *   the checkout against its snapshot.
 * - Dinger publishes no status enquiry, cancel or refund API: `status` answers null (the callback
 *   and the checkout's own expiry decide), `void` lets the QR expire, `refund` answers that
 *   refunds are made in Dinger's merchant dashboard.
 * - Dinger states no QR validity; the checkout counts down `DINGER_VALIDITY_MS` (5 minutes).
 * - The prebuilt form's `hashValue` is the HMAC-SHA256, with the secret key, of the JSON that is
 *   encrypted into `payload` (the page says "encrypt the payload with your secret key by hmac
 *   sha256").
 * - A create sent again with the same reference answers the first payment from this process's
 *   memory; Dinger itself refuses a second order id (code 015).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DingerConfig } from './config';
import { aesDecrypt, checksumOf, rsaEncrypt } from './crypto';
import {
  ProviderUnavailable,
  type CallbackVerdict,
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentProvider,
  type ProviderMethod,
  type ProviderReport,
  type ProviderStatus,
} from '../provider';

export const DINGER_PROVIDER = 'dinger';
/** How long the checkout offers a Dinger QR or card page (Dinger states none). */
export const DINGER_VALIDITY_MS = 5 * 60_000;

/** Dinger's transaction statuses, as the checkout reads them. */
const STATUSES: Record<string, ProviderStatus> = {
  SUCCESS: 'succeeded',
  SETTLED: 'succeeded',
  PENDING: 'pending',
  TIMEOUT: 'expired',
  CANCELLED: 'declined',
  DECLINED: 'declined',
  ERROR: 'declined',
  SYSTEM_ERROR: 'declined',
};

/** The decrypted `paymentResult`, as the documentation's sample shows it. */
export interface DingerResult {
  totalAmount: number | string;
  createdAt?: string;
  transactionStatus: string;
  methodName?: string;
  merchantOrderId: string;
  transactionId: string;
  customerName?: string;
  providerName?: string;
  currency?: string;
  message?: string;
}

export interface DingerOptions {
  /** How long one request to Dinger may take (`PAYMENT_GATEWAY_TIMEOUT_MS`). */
  timeoutMs: number;
  now?: () => Date;
}

interface DingerAnswer {
  code?: unknown;
  message?: unknown;
  response?: Record<string, unknown> | null;
}

function readResult(json: string): DingerResult | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const result = parsed as Record<string, unknown>;
  const amount = Number(result.totalAmount);
  if (
    typeof result.merchantOrderId !== 'string' ||
    typeof result.transactionStatus !== 'string' ||
    (typeof result.transactionId !== 'string' && typeof result.transactionId !== 'number') ||
    (typeof result.totalAmount !== 'number' && typeof result.totalAmount !== 'string') ||
    !Number.isFinite(amount) ||
    amount < 0
  ) {
    return null;
  }
  return { ...(result as unknown as DingerResult), transactionId: String(result.transactionId) };
}

/** A decrypted result as the checkout reads it; null for a status the documents do not list. */
export function reportOf(result: DingerResult): ProviderReport | null {
  const status = STATUSES[result.transactionStatus.toUpperCase()];
  if (!status) return null;
  return {
    reference: result.merchantOrderId,
    providerReference: result.transactionId,
    status,
    amountMinor: Math.round(Number(result.totalAmount) * 100),
    currency:
      typeof result.currency === 'string' && result.currency !== '' ? result.currency : 'MMK',
    message:
      status === 'declined' || status === 'expired'
        ? typeof result.message === 'string' && result.message !== ''
          ? result.message
          : result.transactionStatus
        : null,
    channel: typeof result.providerName === 'string' ? result.providerName : null,
  };
}

function header(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The `{paymentResult, checksum}` of a callback body, JSON (as documented) or a form. */
function callbackFields(rawBody: string, contentType: string) {
  let fields: Record<string, unknown> = {};
  if (contentType.includes('application/x-www-form-urlencoded')) {
    fields = Object.fromEntries(new URLSearchParams(rawBody));
  } else {
    try {
      const parsed: unknown = JSON.parse(rawBody);
      if (typeof parsed === 'object' && parsed !== null) fields = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  const { paymentResult, checksum } = fields;
  if (typeof paymentResult !== 'string' || typeof checksum !== 'string') return null;
  return { paymentResult, checksum };
}

export function createDingerProvider(
  config: DingerConfig,
  options: DingerOptions,
): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const created = new Map<string, CreatedPayment>();
  let token: Promise<string> | null = null;

  /** One request to Dinger: its JSON answer, or ProviderUnavailable (never a key in the message). */
  async function call(url: string, init: RequestInit, what: string): Promise<DingerAnswer> {
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        ...init,
        headers: { accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      const { name } = (typeof error === 'object' && error !== null ? error : {}) as {
        name?: unknown;
      };
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ProviderUnavailable(
          `Dinger did not answer ${what} within ${options.timeoutMs} ms`,
        );
      }
      throw new ProviderUnavailable(`Dinger could not be reached for ${what}`, error);
    }
    let answer: DingerAnswer;
    try {
      answer = JSON.parse(body) as DingerAnswer;
    } catch {
      throw new ProviderUnavailable(
        `Dinger answered ${what} with status ${response.status}, not JSON`,
      );
    }
    if (typeof answer !== 'object' || answer === null) {
      throw new ProviderUnavailable(`Dinger answered ${what} with status ${response.status}`);
    }
    return answer;
  }

  async function fetchToken(): Promise<string> {
    const url = new URL(`${config.apiUrl}/api/token`);
    url.search = new URLSearchParams({
      projectName: config.projectName,
      merchantName: config.merchantName,
      apiKey: config.apiKey,
    }).toString();
    const answer = await call(url.toString(), { method: 'GET' }, 'the token request');
    const paymentToken = answer.response?.paymentToken;
    if (String(answer.code) !== '000' || typeof paymentToken !== 'string' || paymentToken === '') {
      throw new ProviderUnavailable(
        `Dinger refused the token request: ${String(answer.code)} ${String(answer.message ?? '')}`.trim(),
      );
    }
    return paymentToken;
  }

  function currentToken(): Promise<string> {
    if (!token) {
      token = fetchToken();
      token.catch(() => {
        token = null;
      });
    }
    return token;
  }

  async function pay(payload: string): Promise<DingerAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      const bearer = await currentToken();
      const answer = await call(
        `${config.apiUrl}/api/pay`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${bearer}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ payload }).toString(),
        },
        'the pay request',
      );
      // 401: the token expired; one new token, one more try.
      if (String(answer.code) === '401' && attempt === 0) {
        token = null;
        continue;
      }
      return answer;
    }
  }

  function wholeKyats(request: CreatePaymentRequest): number {
    if (request.currency !== 'MMK') {
      throw new ProviderUnavailable(`Dinger takes MMK only, not ${request.currency}`);
    }
    if (request.amountMinor % 100 !== 0 || request.amountMinor <= 0) {
      throw new ProviderUnavailable('Dinger takes whole kyats only');
    }
    return request.amountMinor / 100;
  }

  function items(request: CreatePaymentRequest, totalAmount: number): string {
    // Dinger refuses single quotes in item names.
    const name = request.description.replace(/['"]/g, '').slice(0, 80) || request.reference;
    return JSON.stringify([{ name, amount: totalAmount, quantity: 1 }]);
  }

  async function createWallet(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const totalAmount = wholeKyats(request);
    const data = {
      providerName: config.walletProvider,
      methodName: 'QR',
      totalAmount,
      orderId: request.reference,
      customerPhone: config.customerPhone,
      customerName: config.merchantName,
      description: request.description.replace(/'/g, ''),
      items: items(request, totalAmount),
    };
    const answer = await pay(rsaEncrypt(JSON.stringify(data), config.publicKey));
    const response = answer.response ?? {};
    const qrCode = response.qrCode;
    if (String(answer.code) !== '000' || typeof qrCode !== 'string' || qrCode === '') {
      throw new ProviderUnavailable(
        `Dinger refused the payment: ${String(answer.code)} ${String(answer.message ?? '')}`.trim(),
      );
    }
    const transactionNum = response.transactionNum;
    return {
      providerReference:
        typeof transactionNum === 'string' || typeof transactionNum === 'number'
          ? String(transactionNum)
          : request.reference,
      qrPayload: qrCode,
      redirectUrl: null,
      expiresAt: new Date(now().getTime() + DINGER_VALIDITY_MS),
    };
  }

  function createCard(request: CreatePaymentRequest): CreatedPayment {
    const form = config.form;
    if (!form) throw new ProviderUnavailable('Cards are not set up with Dinger (DINGER_FORM_URL)');
    const totalAmount = wholeKyats(request);
    const data = JSON.stringify({
      clientId: form.clientId,
      publicKey: form.clientPublicKey,
      items: items(request, totalAmount),
      customerName: config.merchantName,
      totalAmount,
      merchantOrderId: request.reference,
      merchantKey: form.merchantKey,
      projectName: config.projectName,
      merchantName: config.merchantName,
    });
    const payload = rsaEncrypt(data, form.formPublicKey);
    const hashValue = createHmac('sha256', form.secretKey).update(data).digest('hex');
    const url = new URL(form.url);
    url.search = new URLSearchParams({ payload, hashValue }).toString();
    return {
      providerReference: request.reference,
      qrPayload: null,
      redirectUrl: url.toString(),
      expiresAt: new Date(now().getTime() + DINGER_VALIDITY_MS),
    };
  }

  const methods: ProviderMethod[] = config.form ? ['wallet', 'card'] : ['wallet'];

  return {
    name: DINGER_PROVIDER,
    methods,

    async create(request) {
      const known = created.get(request.reference);
      if (known) return known;
      if (!methods.includes(request.method)) {
        throw new ProviderUnavailable(`Dinger is not set up for ${request.method} payments`);
      }
      const payment =
        request.method === 'wallet' ? await createWallet(request) : createCard(request);
      created.set(request.reference, payment);
      return payment;
    },

    async status() {
      return null;
    },

    async void(reference) {
      created.delete(reference);
    },

    verifyCallback(callback): CallbackVerdict {
      const contentType = callback.contentType || header(callback.headers, 'content-type') || '';
      const fields = callbackFields(callback.rawBody, contentType.toLowerCase());
      if (!fields)
        return { valid: false, reason: 'not a Dinger callback (paymentResult, checksum)' };
      const json = aesDecrypt(fields.paymentResult, config.callbackKey);
      if (json === null)
        return { valid: false, reason: 'paymentResult does not decrypt with the callback key' };
      const expected = Buffer.from(checksumOf(json), 'hex');
      const given = /^[0-9a-fA-F]{64}$/.test(fields.checksum)
        ? Buffer.from(fields.checksum, 'hex')
        : Buffer.alloc(0);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { valid: false, reason: 'the checksum does not match the payment result' };
      }
      const result = readResult(json);
      if (!result) return { valid: false, reason: 'the payment result is not readable' };
      const report = reportOf(result);
      if (!report) {
        return { valid: false, reason: `unknown transaction status ${result.transactionStatus}` };
      }
      return { valid: true, report };
    },

    async refund() {
      return {
        status: 'failed',
        message: "Dinger refunds are made in Dinger's merchant dashboard.",
      };
    },
  };
}
