/**
 * Asking the payment provider about wallet and hosted card checkouts, outside any transaction:
 * 'Confirm Payment' asks about one now (`refresh`), and the checkout job asks about every pending
 * one every few seconds (`tick`), the fallback of a callback that never came. A pending checkout
 * past its expiry that the provider does not report paid is expired.
 *
 * Every API process may run the job: settling is idempotent under the checkout's row lock
 * (repositories/checkouts.ts), so two processes asking about one checkout change it once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createTurns } from '../jobs/turns';
import type { CheckoutRepository, SettleResult } from '../repositories/checkouts';
import type { PaymentProvider, ProviderReport } from './provider';

export type CheckoutLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Logs what settling came to: a payment held for refund is an operator's work. */
export function logSettled(
  log: CheckoutLog,
  reference: string,
  source: 'callback' | 'status' | 'job',
  result: SettleResult,
): void {
  if (result.kind === 'unknown') {
    log.warn({ reference, source }, 'payment report for an unknown checkout');
    return;
  }
  const details = {
    reference,
    source,
    merchantId: result.checkout.merchantId,
    status: result.checkout.status,
  };
  if (result.kind === 'held_for_refund') {
    log.error(
      { ...details, why: result.why },
      'payment held for refund: an operator must refund it',
    );
  } else if (result.kind !== 'unchanged') {
    log.info(details, `checkout ${result.kind}`);
  }
}

export interface CheckoutJobOptions {
  checkouts: Pick<CheckoutRepository, 'pendingWithProvider' | 'settle' | 'touched' | 'byReference'>;
  /** The provider, asked for when first needed. */
  provider: () => PaymentProvider;
  log: CheckoutLog;
  /** Between the end of one turn and the start of the next. */
  intervalMs: number;
  /** Checkouts asked about in one turn. */
  batchSize?: number;
}

export interface CheckoutJob {
  /**
   * Asks the provider about one checkout now and settles what it reports; a pending one past its
   * expiry that the provider does not report paid is expired. Throws `ProviderUnavailable`.
   */
  refresh(reference: string): Promise<SettleResult>;
  /** One turn: every pending checkout of the provider (a batch), asked about and settled. */
  tick(): Promise<{ asked: number; changed: number }>;
  /** Runs a turn `intervalMs` from now and after each turn ends (turns never overlap). */
  start(): void;
  /** No further turn; resolves once the one under way (if any) has finished. */
  stop(): Promise<void>;
}

export function createCheckoutJob(options: CheckoutJobOptions): CheckoutJob {
  const { checkouts, log, intervalMs } = options;
  const batchSize = options.batchSize ?? 50;

  async function settleReported(
    provider: string,
    reference: string,
    due: boolean,
    report: ProviderReport | null,
    source: 'status' | 'job',
  ): Promise<SettleResult> {
    let result: SettleResult;
    if (report && report.status !== 'pending') {
      result = await checkouts.settle(reference, report, provider);
    } else if (due) {
      // Past its expiry and not paid at the provider: nothing more will be.
      const checkout = await checkouts.byReference(reference);
      result = await checkouts.settle(
        reference,
        {
          reference,
          providerReference: checkout?.providerReference ?? '',
          status: 'expired',
          amountMinor: checkout?.amountMinor ?? 0,
          currency: checkout?.currency ?? '',
          message: null,
          channel: null,
        },
        provider,
      );
    } else {
      await checkouts.touched(reference);
      return { kind: 'unknown' };
    }
    logSettled(log, reference, source, result);
    return result;
  }

  async function refresh(reference: string): Promise<SettleResult> {
    const checkout = await checkouts.byReference(reference);
    if (!checkout) return { kind: 'unknown' };
    const provider = options.provider();
    if (checkout.status !== 'pending' || checkout.provider !== provider.name) {
      return { kind: 'unchanged', checkout, why: null };
    }
    const report = await provider.status(reference);
    const due = checkout.expiresAt !== null && Date.parse(checkout.expiresAt) <= Date.now();
    const result = await settleReported(provider.name, reference, due, report, 'status');
    if (result.kind !== 'unknown') return result;
    const now = await checkouts.byReference(reference);
    return now ? { kind: 'unchanged', checkout: now, why: null } : { kind: 'unknown' };
  }

  async function tick(): Promise<{ asked: number; changed: number }> {
    const provider = options.provider();
    const due = await checkouts.pendingWithProvider(provider.name, batchSize);
    let changed = 0;
    for (const { reference, due: past } of due) {
      let report: ProviderReport | null;
      try {
        report = await provider.status(reference);
      } catch (error) {
        // Not expired on a failure to ask: the provider may hold it paid. Asked again next turn.
        log.warn({ err: error, reference }, 'asking the payment provider failed');
        await checkouts.touched(reference);
        continue;
      }
      const result = await settleReported(provider.name, reference, past, report, 'job');
      if (result.kind !== 'unknown' && result.kind !== 'unchanged') changed += 1;
    }
    return { asked: due.length, changed };
  }

  const turns = createTurns({
    turn: tick,
    intervalMs,
    firstDelayMs: intervalMs,
    onError: (error) => log.error({ err: error }, 'checkout job turn failed'),
  });

  return { refresh, tick, start: turns.start, stop: turns.stop };
}
