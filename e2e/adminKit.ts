/**
 * The back office's browser tests run on the suite's server. Its operators are made by the CLI
 * (`npm run operator -- create`) before the server starts (e2e/serve.ts, e2e/operators.ts): the
 * CLI opens the server's PGlite data directory, which is locked while a server runs on it.
 *
 * Also here: the authenticator's codes computed from the secret the enrolment shows, the
 * operator's sign-in through the API with the session kept as the SPA keeps it, merchants paying
 * by bank transfer and by card through the API, and a small reader of the exported CSV.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import type { LoginResponse } from '@contract';
import type { Operator } from '@contract/operators';
import type {
  OperatorEnrolmentConfirmResponse,
  OperatorEnrolmentResponse,
  OperatorSessionResponse,
  OperatorSignInResponse,
} from '@contract/operatorSession';
import { E2E_OPERATORS, operatorsFile, type CliOutputs, type E2eOperatorKey } from './operators';
import { authHeaders, expect } from './support';

const ROOT = path.resolve(__dirname, '..');

/** The suite's port (playwright.config.ts). */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export interface CreatedOperator {
  phone: string;
  /** The first password, printed once by the CLI. */
  password: string;
  /** Everything the CLI printed when it made the operator. */
  printed: string;
}

/**
 * The operator `key` as the CLI made it for this run: their phone and the password it printed
 * (read from what it printed, as a person reads it).
 */
export function cliOperator(key: E2eOperatorKey): CreatedOperator {
  const outputs = JSON.parse(readFileSync(operatorsFile(ROOT, E2E_PORT), 'utf8')) as CliOutputs;
  const printed = outputs[key];
  const password = /Password \(shown this once\): (\S+)/.exec(printed)?.[1];
  if (!password) throw new Error(`the CLI printed no password for ${key}:\n${printed}`);
  return { phone: E2E_OPERATORS[key].phone, password, printed };
}

/** The secret as the enrolment shows it (grouped in fours) made whole again. */
export const secretOf = (shown: string) => shown.replace(/\s+/g, '');

const totpOf = (secret: string) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });

/** The 30-second step of now. */
export const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * The authenticator's code for a step after `usedStep` (the server never accepts a step twice):
 * waits for the next step when now is still the one used. Returns the code and its step.
 */
export async function codeAfter(
  secret: string,
  usedStep: number | null,
): Promise<{ code: string; step: number }> {
  if (usedStep !== null && currentStep() <= usedStep) {
    const wait = (usedStep + 1) * 30_000 - Date.now() + 200;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  // Computed at a step's start, not in its last moment, so the server sees the same step.
  if (Date.now() % 30_000 > 28_500) await new Promise((resolve) => setTimeout(resolve, 1_700));
  const timestamp = Date.now();
  return { code: totpOf(secret).generate({ timestamp }), step: Math.floor(timestamp / 30_000) };
}

export interface SignedInOperator {
  token: string;
  operator: Operator;
}

async function postJson<T>(
  request: APIRequestContext,
  url: string,
  data: unknown,
  token?: string,
): Promise<T> {
  const response = await request.post(url, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The password step only: a session at the stage 'enrol' or 'second_factor'. */
export async function passwordStep(
  request: APIRequestContext,
  { phone, password }: CreatedOperator,
): Promise<OperatorSignInResponse> {
  return postJson<OperatorSignInResponse>(request, '/api/admin/session', { phone, password });
}

/**
 * A first sign-in through the API: the password, then the enrolment of an authenticator with a
 * code computed from its secret. The session is active.
 */
export async function enrolledOperator(
  request: APIRequestContext,
  created: CreatedOperator,
  passwordAccepted?: OperatorSignInResponse,
): Promise<SignedInOperator & { secret: string; step: number }> {
  const first = passwordAccepted ?? (await passwordStep(request, created));
  expect(first.stage).toBe('enrol');
  const { secret } = await postJson<OperatorEnrolmentResponse>(
    request,
    '/api/admin/session/enrolment',
    undefined,
    first.token,
  );
  const { code, step } = await codeAfter(secret, null);
  const confirmed = await postJson<OperatorEnrolmentConfirmResponse>(
    request,
    '/api/admin/session/enrolment/confirm',
    { code },
    first.token,
  );
  return { token: first.token, operator: confirmed.operator, secret, step };
}

/** Where the authenticator of the operator `key` is kept between the workers of a run. */
const authenticatorFile = (key: E2eOperatorKey) =>
  path.join(ROOT, '.data', `e2e-${E2E_PORT}.${key}.authenticator.json`);

/**
 * The operator `key` signed in through the API: enrolled at the first call of the run (their
 * authenticator then kept in a file, as a phone keeps it), with a fresh code at the next (a new
 * worker after a failed test signs in again).
 */
export async function signedInOperator(
  request: APIRequestContext,
  key: E2eOperatorKey,
): Promise<SignedInOperator> {
  const created = cliOperator(key);
  const first = await passwordStep(request, created);
  if (first.stage === 'enrol') {
    const enrolled = await enrolledOperator(request, created, first);
    writeFileSync(
      authenticatorFile(key),
      JSON.stringify({ secret: enrolled.secret, step: enrolled.step }),
    );
    return enrolled;
  }
  const kept = JSON.parse(readFileSync(authenticatorFile(key), 'utf8')) as {
    secret: string;
    step: number;
  };
  const { code, step } = await codeAfter(kept.secret, kept.step);
  const answer = await postJson<OperatorSessionResponse>(
    request,
    '/api/admin/session/second-factor',
    { code },
    first.token,
  );
  writeFileSync(authenticatorFile(key), JSON.stringify({ secret: kept.secret, step }));
  return { token: first.token, operator: answer.operator };
}

/**
 * Starts the page with the operator's session kept in the tab, as the shell keeps it
 * (redux-persist in sessionStorage under `persist:operatorSession`), at `status`.
 */
export async function keepOperatorSession(
  page: Page,
  { token, operator }: SignedInOperator,
  status: 'signedIn' | 'enrolling' = 'signedIn',
) {
  await page.addInitScript(
    ({ token, operator, status }) => {
      window.sessionStorage.setItem(
        'persist:operatorSession',
        JSON.stringify({
          status: JSON.stringify(status),
          token: JSON.stringify(token),
          operator: JSON.stringify(operator),
          _persist: JSON.stringify({ version: -1, rehydrated: true }),
        }),
      );
    },
    { token, operator, status },
  );
}

/** A small photo of a bank slip. */
export async function slipPhoto(text: string): Promise<Buffer> {
  return sharp({
    create: { width: 240, height: 320, channels: 3, background: { r: 236, g: 240, b: 245 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320"><text x="20" y="60" font-size="24">${text}</text></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
}

/**
 * The merchant's pending order paid by bank transfer, as /payment sends it: a checkout by
 * transfer, then the slip and the bank's transaction id. Returns the checkout's reference.
 */
export async function sendBankTransfer(
  request: APIRequestContext,
  session: LoginResponse,
  transactionId: string,
): Promise<string> {
  const merchantId = session.merchantUser.merchant_id;
  const made = await request.post(`/api/merchant/checkout/${merchantId}`, {
    headers: { ...authHeaders(session), 'idempotency-key': `e2e-transfer-${merchantId}` },
    data: { method: 'bank_transfer' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { reference } = (await made.json()) as { reference: string };
  const sent = await request.post(`/api/merchant/checkout/${merchantId}/${reference}/transfer`, {
    headers: authHeaders(session),
    multipart: {
      transaction_id: transactionId,
      slip: { name: 'slip.png', mimeType: 'image/png', buffer: await slipPhoto('KBZ 366,996') },
    },
  });
  expect(sent.ok(), `transfer: ${sent.status()} ${await sent.text()}`).toBe(true);
  return reference;
}

/**
 * Premium for 3 months paid by card through the sandbox provider, as the payment page pays it:
 * the order, a payment intent for its total (300,000 + 2 % tax = 306,000 MMK, in minor units)
 * and the card (the sandbox's always-approved test card).
 */
export async function payPremiumByCard(
  request: APIRequestContext,
  session: LoginResponse,
  shopName: string,
): Promise<void> {
  const merchantId = session.merchantUser.merchant_id;
  const headers = authHeaders(session);
  const post = async (url: string, data: object, extra: Record<string, string> = {}) => {
    const response = await request.post(`/api/${url}`, { headers: { ...headers, ...extra }, data });
    expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json() as Promise<{ id: string }>;
  };
  await post(`merchant/addPlan/${merchantId}`, { plan_id: 3, duration_month: 3 });
  const intent = await post(
    `merchant/createPaymentIntent/${merchantId}`,
    {
      amount: 30_600_000,
      currency: 'MMK',
      description: 'Monthly Subscription Fee',
      metadata: { shop_name: shopName, category_id: 1, township: 'Bahan' },
    },
    { 'idempotency-key': `e2e-admin-intent-${merchantId}` },
  );
  await post(`merchant/processPayment/${merchantId}`, {
    payment_intent_id: intent.id,
    card_number: '4242424242424242',
    card_holder_name: 'Daw Khin',
    expired_month: 12,
    expired_year: new Date().getUTCFullYear() + 1,
    cvc: '739',
    amount: 306_000,
    currency: 'MMK',
  });
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) as rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
