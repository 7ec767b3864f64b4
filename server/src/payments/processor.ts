/**
 * Charging a card as card processors advise: never inside a database transaction.
 *
 * 1. One transaction locks the intent, checks it and commits an attempt `processing` with a
 *    processor idempotency key of its own (repositories/payments.ts `beginAttempt`).
 * 2. The processor is called outside any transaction, with a time-out.
 * 3. A second transaction records the outcome (`recordOutcome`).
 * 4. An attempt left `processing` (a crash between 2 and 3, a time-out) is settled by asking the
 *    processor about its key: at start-up, and whenever a payment of its intent is asked for.
 *
 * The processor's key makes every step repeatable: a second process or a retry never charges twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type {
  CardFacts,
  GatewayOutcome,
  OutcomeResult,
  PaymentRepository,
  ProcessingAttempt,
  StartedAttempt,
  StoredIntent,
} from '../repositories/payments';
import type { PaymentConfig } from './config';
import type { CardDetails, ChargeResult, PaymentGateway } from './gateway';

/** What a call to pay an intent came to. */
export type PaymentAnswer =
  | Exclude<
      Awaited<ReturnType<PaymentRepository['beginAttempt']>>,
      { kind: 'started' | 'succeeded' | 'inProgress' }
    >
  | Exclude<OutcomeResult, { kind: 'abandoned' }>
  /** Another attempt of the intent was still with the processor when this call stopped waiting. */
  | { kind: 'inProgress' }
  /** The processor failed and made no charge. */
  | { kind: 'gatewayUnavailable' }
  /** The processor did not answer in time: the attempt stays `processing` until it is settled. */
  | { kind: 'gatewayTimeout' };

/** How often a call waiting for another process's attempt looks again. */
const POLL_MS = 100;

const TIMED_OUT = Symbol('timed out');

function toOutcome(result: ChargeResult): GatewayOutcome {
  return result.status === 'succeeded'
    ? { status: 'succeeded', chargeId: result.chargeId }
    : { status: 'declined', message: result.message };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PaymentProcessorOptions {
  payments: PaymentRepository;
  gateway: PaymentGateway;
  config: PaymentConfig;
  log: FastifyBaseLogger;
}

export function createPaymentProcessor({
  payments,
  gateway,
  config,
  log,
}: PaymentProcessorOptions) {
  /**
   * An attempt the processor has no charge for is given up once it is this old: by then the call
   * that began it, in whichever process, has timed out a minute ago.
   */
  const staleAfterMs = config.gatewayTimeoutMs + 60_000;
  /** Attempts whose charge this process is still waiting for: never given up here. */
  const charging = new Set<number>();

  /** The calls of this process for one intent, one after another (other processes: see `pay`). */
  const queues = new Map<string, Promise<void>>();
  async function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => done);
    queues.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (queues.get(key) === tail) queues.delete(key);
    }
  }

  /**
   * Settles an attempt left `processing` by asking the processor about its key: a charge it made
   * is recorded exactly as the call that began it would have; none, and the attempt is old enough,
   * and it is abandoned (the intent is payable again). True when the attempt is settled now.
   */
  async function reconcile(attempt: ProcessingAttempt): Promise<boolean> {
    let result: ChargeResult | null;
    try {
      result = await gateway.lookup(attempt.gatewayKey);
    } catch (error) {
      log.error({ err: error, attemptId: attempt.id }, 'payment gateway lookup failed');
      return false;
    }
    if (result) {
      const recorded = await payments.recordOutcome(attempt.id, toOutcome(result));
      log.info(
        { attemptId: attempt.id, intentId: attempt.intentId, outcome: recorded.kind },
        'payment attempt reconciled',
      );
      return true;
    }
    if (attempt.ageMs < staleAfterMs || charging.has(attempt.id)) return false;
    if (await payments.abandonAttempt(attempt.id)) {
      log.warn({ attemptId: attempt.id, intentId: attempt.intentId }, 'payment attempt abandoned');
    }
    return true;
  }

  /** Records what the processor answered; a charge that came after its attempt was given up is logged. */
  async function record(attempt: StartedAttempt, result: ChargeResult): Promise<PaymentAnswer> {
    const recorded = await payments.recordOutcome(attempt.id, toOutcome(result));
    if (recorded.kind !== 'abandoned') return recorded;
    if (result.status === 'succeeded') {
      // Money moved for an attempt already given up: someone must refund it.
      log.error(
        { attemptId: attempt.id, intentId: attempt.intent.id, chargeId: result.chargeId },
        'a charge was answered after its attempt was abandoned; refund it',
      );
    }
    return { kind: 'gatewayUnavailable' };
  }

  /** After the processor failed: a charge it made anyway is recorded; none, the attempt is abandoned. */
  async function afterGatewayError(attempt: StartedAttempt): Promise<PaymentAnswer> {
    let result: ChargeResult | null;
    try {
      result = await gateway.lookup(attempt.gatewayKey);
    } catch (error) {
      // Unknown: the attempt stays `processing`, and a later reconciliation asks again.
      log.error({ err: error, attemptId: attempt.id }, 'payment gateway lookup failed');
      return { kind: 'gatewayUnavailable' };
    }
    if (result) return record(attempt, result);
    await payments.abandonAttempt(attempt.id);
    return { kind: 'gatewayUnavailable' };
  }

  async function charge(attempt: StartedAttempt, card: CardDetails): Promise<PaymentAnswer> {
    const { intent } = attempt;
    charging.add(attempt.id);
    // Through a promise, so that a gateway throwing before it returns one is a failure like any other.
    const answer = Promise.resolve().then(() =>
      gateway.charge({
        amount: intent.amount,
        currency: intent.currency,
        description: intent.description,
        idempotencyKey: attempt.gatewayKey,
        card,
      }),
    );
    // Settled either way, the charge is no longer this process's to wait for.
    answer.then(
      () => charging.delete(attempt.id),
      () => charging.delete(attempt.id),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), config.gatewayTimeoutMs);
    });
    let result: ChargeResult | typeof TIMED_OUT;
    try {
      result = await Promise.race([answer, timeout]);
    } catch (error) {
      log.error(
        { err: error, attemptId: attempt.id, intentId: intent.id },
        'payment gateway failed',
      );
      return afterGatewayError(attempt);
    } finally {
      clearTimeout(timer);
    }
    if (result === TIMED_OUT) {
      log.error({ attemptId: attempt.id, intentId: intent.id }, 'payment gateway timed out');
      // A late answer is still recorded; until then the attempt waits for a reconciliation.
      answer
        .then(
          (late) => record(attempt, late),
          () => afterGatewayError(attempt),
        )
        .catch((error: unknown) => {
          log.error({ err: error, attemptId: attempt.id }, 'recording a late charge failed');
        });
      return { kind: 'gatewayTimeout' };
    }
    if (config.killAfterChargeForTests) process.kill(process.pid, 'SIGKILL');
    return record(attempt, result);
  }

  return {
    /**
     * Pays the merchant's intent with the card. An intent already paid answers its payment; while
     * another attempt of the intent is with the processor, the call waits for it (a double submit
     * gets the first answer) up to the processor's time-out, asking the processor meanwhile, and
     * then answers `inProgress`. `check` refuses a request before anything is charged. The card
     * goes to the processor only; the database is given its `facts` (brand, last four, expiry).
     */
    async pay(
      merchantId: number,
      intentId: string,
      card: CardDetails,
      facts: CardFacts,
      check: (intent: StoredIntent) => Record<string, string[]> | null,
    ): Promise<PaymentAnswer> {
      return oneAtATime(intentId, async () => {
        const deadline = Date.now() + config.gatewayTimeoutMs;
        const caps = {
          perIntent: config.declinesPerIntent,
          perMerchantHour: config.declinesPerMerchantHour,
        };
        for (;;) {
          const begun = await payments.beginAttempt(merchantId, intentId, facts, caps, check);
          switch (begun.kind) {
            case 'started':
              return charge(begun.attempt, card);
            case 'succeeded':
              return { ...begun, replayed: true, subscriptionId: null };
            case 'inProgress':
              if (await reconcile(begun.attempt)) continue;
              if (Date.now() >= deadline) return { kind: 'inProgress' };
              await sleep(POLL_MS);
              continue;
            default:
              return begun;
          }
        }
      });
    },

    /** Settles every attempt left `processing`; answers how many were settled and how many remain. */
    async reconcileAll(): Promise<{ settled: number; pending: number }> {
      let settled = 0;
      let pending = 0;
      for (const attempt of await payments.processingAttempts()) {
        if (await reconcile(attempt)) settled += 1;
        else pending += 1;
      }
      return { settled, pending };
    },
  };
}

export type PaymentProcessor = ReturnType<typeof createPaymentProcessor>;
