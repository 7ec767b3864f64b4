/**
 * The back office's browser tests run against a server of their own: operators are made by the
 * CLI (`npm run operator -- create`), which opens the server's PGlite data directory, and that
 * directory is locked while a server runs on it. So each admin spec makes a fresh directory,
 * creates its operators there, then starts the built server on it (on a port and in a directory
 * of its own, beside the suite's shared server), and stops it at the end.
 *
 * Also here: the authenticator's codes computed from the secret the enrolment shows, the
 * operator's sign-in through the API with the session kept as the SPA keeps it, merchants paying
 * by bank transfer and by card through the API, and a small reader of the exported CSV.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import type { LoginResponse } from '@contract';
import type { Operator } from '@contract/operators';
import type {
  OperatorEnrolmentConfirmResponse,
  OperatorEnrolmentResponse,
  OperatorSignInResponse,
} from '@contract/operatorSession';
import { authHeaders, expect } from './support';

const ROOT = path.resolve(__dirname, '..');
const run = promisify(execFile);

/** The suite's port (playwright.config.ts); each admin spec runs its server `offset` above it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export interface AdminServer {
  port: number;
  origin: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** A fresh (emptied) data directory for the server on `port`, relative to the repository. */
export async function freshDataDir(port: number): Promise<string> {
  const dataDir = path.join('.data', `e2e-admin-${port}`);
  await rm(path.join(ROOT, dataDir), { recursive: true, force: true });
  return dataDir;
}

export interface CreatedOperator {
  phone: string;
  /** The first password, printed once by the CLI. */
  password: string;
}

/**
 * `npm run operator -- create` on `dataDir` (no server may run on it): the new operator's phone
 * and the password the command printed.
 */
export async function createOperator(
  dataDir: string,
  phone: string,
  role: 'admin' | 'finance' | 'support' | 'designer',
  name: string,
): Promise<CreatedOperator> {
  const { stdout } = await run(
    'npm',
    [
      'run',
      '--silent',
      'operator',
      '--',
      'create',
      '--phone',
      phone,
      '--role',
      role,
      '--name',
      name,
    ],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
  );
  expect(stdout).toContain(`role ${role}`);
  const password = /Password \(shown this once\): (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`the CLI printed no password:\n${stdout}`);
  return { phone, password };
}

/**
 * The built server (what `npm start` runs once the build exists) on `port` and `dataDir`, ready
 * once it answers the districts. The build is not started here: `npm start`'s freshness check
 * would rebuild dist/ under the suite's shared server if a source changed since the run began.
 */
export async function startAdminServer(port: number, dataDir: string): Promise<AdminServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join('server', 'dist', 'server.cjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_ADDRESS: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the admin server exited with ${child.exitCode}:\n${output}`);
    }
    const up = await fetch(`${origin}/api/backend/getDistricts`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the admin server did not answer on ${origin}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, origin, dataDir, stop };
}

/**
 * A fresh database on `port` with operators made by the CLI, served: the server starts once to
 * make and seed its database (the CLI works only on an existing one), stops, the CLI creates the
 * operators, and the server starts again. `operators` are [phone, role, name].
 */
export async function adminServerWithOperators(
  port: number,
  operators: readonly [string, 'admin' | 'finance' | 'support' | 'designer', string][],
): Promise<{ server: AdminServer; created: CreatedOperator[] }> {
  const dataDir = await freshDataDir(port);
  await (await startAdminServer(port, dataDir)).stop();
  const created: CreatedOperator[] = [];
  for (const [phone, role, name] of operators) {
    created.push(await createOperator(dataDir, phone, role, name));
  }
  return { server: await startAdminServer(port, dataDir), created };
}

/** A phone the CLI takes (a Myanmar mobile number) that no other operator of the run has. */
export function operatorPhone(seed: number): string {
  return `097${String(seed).padStart(8, '0').slice(-8)}`;
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
): Promise<SignedInOperator & { secret: string }> {
  const first = await passwordStep(request, created);
  expect(first.stage).toBe('enrol');
  const { secret } = await postJson<OperatorEnrolmentResponse>(
    request,
    '/api/admin/session/enrolment',
    undefined,
    first.token,
  );
  const { code } = await codeAfter(secret, null);
  const confirmed = await postJson<OperatorEnrolmentConfirmResponse>(
    request,
    '/api/admin/session/enrolment/confirm',
    { code },
    first.token,
  );
  return { token: first.token, operator: confirmed.operator, secret };
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
