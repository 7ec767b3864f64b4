/**
 * What the resilience tests with two API processes share: both started on one fresh PostgreSQL
 * schema with a connection of the test's own, JSON calls to either over HTTP, and a merchant
 * registered with a pending plan order.
 */
import { fillPath, apiPaths } from '@contract/apiPaths';
import type { Db } from '../src/db/db';
import { openPostgres } from '../src/db/postgres';
import { recreateSchema, registration, schemaUrl, workerSchema } from '../test/helpers';
import { start, type Running } from '../test/processes';

export interface TwoProcesses {
  /** The environment both were started with (to start another like them). */
  env: Record<string, string>;
  first: Running;
  second: Running;
  /** The test's own connection to their schema. */
  db: Db;
}

/** Two API processes on a fresh schema of this worker (named with `suffix`), started with `env`. */
export async function startTwo(
  suffix: string,
  env: Record<string, string> = {},
): Promise<TwoProcesses> {
  const schema = workerSchema(suffix);
  await recreateSchema(schema);
  const processEnv = { DATABASE_URL: schemaUrl(schema), ...env };
  const first = await start(processEnv);
  const second = await start(processEnv);
  return { env: processEnv, first, second, db: openPostgres(processEnv.DATABASE_URL) };
}

/** `method /api/<url>` on the process at `base`, with `body` as JSON if any. */
export async function send(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}/api/${url}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** The body of a call that must succeed (200 or 201); otherwise throws, naming `what`. */
export async function ok(promise: ReturnType<typeof send>, what: string) {
  const answer = await promise;
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** A merchant registered through `base` with a pending order of Premium for 6 months. */
export async function merchantWithPlanOrder(base: string) {
  const registered = await ok(send(base, 'POST', apiPaths.register, registration()), 'register');
  const data = registered.data as { token: string; merchant: { id: number } };
  const merchantId = data.merchant.id;
  const auth = { authorization: `Bearer ${data.token}` };
  await ok(
    send(base, 'POST', `merchant/addPlan/${merchantId}`, { plan_id: 3, duration_month: 6 }, auth),
    'plan',
  );
  return { merchantId, auth };
}

/** The address of the merchant's live stream on the process at `base`, with `query` if any. */
export function merchantStreamUrl(base: string, merchantId: number, query = ''): string {
  return `${base}/api/${fillPath(apiPaths.merchantEvents, { merchantId })}${query}`;
}
