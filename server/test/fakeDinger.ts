/**
 * A local stand-in for Dinger's API, following its published documentation (dinger.asia developer
 * pages "Pay API", "Merchant Callback", "Transaction Status And Response Codes"): the token
 * request, the pay request with its RSA-encrypted payload (decrypted here with the fake's own
 * private key, whose public half the adapter is configured with), and the callbacks Dinger posts
 * (`paymentResult` AES-encrypted with the callback key, `checksum` the SHA-256 of the result).
 * It records every request and answers as told: normally, with a refusal code, an error status,
 * or never.
 */
import {
  constants,
  createCipheriv,
  createHash,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeLocally, listenLocally } from './localServer';

export interface FakeDingerRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The pay request's form fields. */
  form: Record<string, string>;
  /** The pay request's payload, decrypted with the fake's private key. */
  payload: Record<string, unknown> | null;
}

export type FakeDingerAnswer =
  | { kind: 'normal' }
  /** A JSON answer with this response code (`016`, `401`…) and message. */
  | { kind: 'code'; code: string; message: string }
  | { kind: 'status'; status: number; body: string }
  /** Takes the request and never answers (until the fake is closed). */
  | { kind: 'hang' };

export interface FakeOrder {
  orderId: string;
  totalAmount: number;
  providerName: string;
  methodName: string;
  transactionNum: string;
  qrCode: string;
}

export interface FakeDinger {
  baseUrl: string;
  /** The settings the adapter needs to talk to this fake. */
  env: Record<string, string>;
  publicKeyPem: string;
  privateKey: KeyObject;
  callbackKey: string;
  requests: FakeDingerRequest[];
  orders: Map<string, FakeOrder>;
  /** What the next requests get (default: normal answers). */
  answer: FakeDingerAnswer;
  /** Makes every token issued so far expired (the next pay answers code 401). */
  expireTokens(): void;
  /** A callback as Dinger posts it for an order: its raw JSON body. */
  callback(
    orderId: string,
    status: string,
    overrides?: Record<string, unknown>,
  ): { rawBody: string; contentType: string; headers: Record<string, string>; result: string };
  close(): Promise<void>;
}

export const PROJECT_NAME = 'Merchant Marketplace';
export const MERCHANT_NAME = 'mmplatform';
export const API_KEY = 'm7v9vlk.test-api-key';

/** `paymentResult` as Dinger makes it: AES-256-ECB (PKCS#7) with the callback key's characters. */
function aesEncrypt(text: string, key: string): string {
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** RSA without padding, then PKCS#1 v1.5 type 2 stripped, block by block (what Dinger does). */
export function rsaDecrypt(base64: string, key: KeyObject): string {
  const bytes = Buffer.from(base64, 'base64');
  const size = (key.asymmetricKeyDetails?.modulusLength ?? 1024) / 8;
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) {
    const block = privateDecrypt(
      { key, padding: constants.RSA_NO_PADDING },
      bytes.subarray(at, at + size),
    );
    if (block[0] !== 0 || block[1] !== 2) throw new Error('not PKCS#1 v1.5 encryption padding');
    const end = block.indexOf(0, 2);
    if (end < 10) throw new Error('bad PKCS#1 v1.5 padding');
    parts.push(block.subarray(end + 1));
  }
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeDinger(): Promise<FakeDinger> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const callbackKey = randomBytes(16).toString('hex');
  const requests: FakeDingerRequest[] = [];
  const orders = new Map<string, FakeOrder>();
  const tokens = new Set<string>();
  const hanging = new Set<ServerResponse>();
  const state = { answer: { kind: 'normal' } as FakeDingerAnswer };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(text));
      let payload: Record<string, unknown> | null = null;
      if (typeof form.payload === 'string') {
        try {
          payload = JSON.parse(rsaDecrypt(form.payload, privateKey)) as Record<string, unknown>;
        } catch {
          payload = null;
        }
      }
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form,
        payload,
      });
      const answer = state.answer;
      if (answer.kind === 'hang') {
        hanging.add(response);
        return;
      }
      if (answer.kind === 'status') {
        response.writeHead(answer.status, { 'content-type': 'text/plain' });
        response.end(answer.body);
        return;
      }
      if (answer.kind === 'code') {
        json(response, 200, {
          code: answer.code,
          message: answer.message,
          time: '20260301 093000',
        });
        return;
      }
      if (request.method === 'GET' && url.pathname === '/api/token') {
        const q = url.searchParams;
        if (
          q.get('projectName') !== PROJECT_NAME ||
          q.get('merchantName') !== MERCHANT_NAME ||
          q.get('apiKey') !== API_KEY
        ) {
          json(response, 200, {
            code: '013',
            message:
              'Cannot authenticate! Please check and correct your merchant name, project name or full merchant api key!',
          });
          return;
        }
        const paymentToken = randomUUID();
        tokens.add(paymentToken);
        json(response, 200, {
          code: '000',
          message: 'Authentication Success',
          time: '20260301 093000',
          response: { paymentToken, expireIn: 3600 },
        });
        return;
      }
      if (request.method === 'POST' && url.pathname === '/api/pay') {
        const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!tokens.has(bearer)) {
          json(response, 200, { code: '401', message: 'Token Expire' });
          return;
        }
        if (!payload) {
          json(response, 200, {
            code: '012',
            message:
              'Cannot decrypt! Please check you encrypt correctly with correct method and key!',
          });
          return;
        }
        const orderId = String(payload.orderId ?? '');
        if (orders.has(orderId)) {
          json(response, 200, { code: '015', message: 'Order Id is already existed!' });
          return;
        }
        const totalAmount = Number(payload.totalAmount);
        if (!Number.isInteger(totalAmount) || totalAmount <= 0) {
          json(response, 200, { code: '014', message: 'Invalid Total Amount!' });
          return;
        }
        const transactionNum = `TRX${randomBytes(9).toString('hex').toUpperCase()}`;
        const qrCode = `00020101021226400012mm.kbzpay.qr0120${transactionNum.slice(0, 20)}5303104540${String(totalAmount).length}${totalAmount}5802MM6304ABCD`;
        const order: FakeOrder = {
          orderId,
          totalAmount,
          providerName: String(payload.providerName),
          methodName: String(payload.methodName),
          transactionNum,
          qrCode,
        };
        orders.set(orderId, order);
        json(response, 200, {
          code: '000',
          message: 'Request Success',
          time: '20260301 093001',
          response: {
            amount: totalAmount,
            merchOrderId: orderId,
            formToken: randomUUID(),
            qrCode,
            transactionNum,
            sign: 'ignored',
            signType: 'SHA256',
          },
        });
        return;
      }
      json(response, 404, { code: '404', message: 'Not found' });
    });
  });
  const baseUrl = await listenLocally(server);

  return {
    baseUrl,
    env: {
      PAYMENT_PROVIDER: 'dinger',
      DINGER_API_URL: baseUrl,
      DINGER_PROJECT_NAME: PROJECT_NAME,
      DINGER_MERCHANT_NAME: MERCHANT_NAME,
      DINGER_API_KEY: API_KEY,
      // As an environment file holds it: one line, `\n` escaped.
      DINGER_PUBLIC_KEY: publicKeyPem.replace(/\n/g, '\\n'),
      DINGER_CALLBACK_KEY: callbackKey,
    },
    publicKeyPem,
    privateKey,
    callbackKey,
    requests,
    orders,
    get answer() {
      return state.answer;
    },
    set answer(value: FakeDingerAnswer) {
      state.answer = value;
    },
    expireTokens() {
      tokens.clear();
    },
    callback(orderId, status, overrides = {}) {
      const order = orders.get(orderId);
      const resultObject = {
        totalAmount: order?.totalAmount ?? 0,
        createdAt: '20260301 093512',
        transactionStatus: status,
        methodName: order?.methodName ?? 'QR',
        merchantOrderId: orderId,
        transactionId: order?.transactionNum ?? 'TRX0',
        customerName: MERCHANT_NAME,
        providerName: order?.providerName ?? 'KBZ Pay',
        ...overrides,
      };
      const result = JSON.stringify(resultObject);
      const rawBody = JSON.stringify({
        paymentResult: aesEncrypt(result, callbackKey),
        checksum: createHash('sha256').update(result).digest('hex'),
      });
      return {
        rawBody,
        contentType: 'application/json',
        headers: { 'content-type': 'application/json' },
        result,
      };
    },
    close: () => closeLocally(server, hanging),
  };
}
