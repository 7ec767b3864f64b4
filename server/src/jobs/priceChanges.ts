/**
 * The price job: at each turn it applies the price changes whose moment has come
 * (repositories/priceChanges.ts). Every API process may run it: a plan or add-on is claimed with
 * its row locked (SKIP LOCKED), so each change is applied once, by one process.
 */
import type { PriceChangeRepository } from '../repositories/priceChanges';
import { createTurns } from './turns';

/** What the job logs through (Fastify's logger fits). */
export interface PriceJobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PriceChangeJobOptions {
  repo: Pick<PriceChangeRepository, 'applyDue'>;
  log: PriceJobLog;
  /** Between the end of one turn and the start of the next. */
  intervalMs: number;
  /** The time now; the system clock unless a test gives its own. */
  clock?: () => Date;
}

export interface PriceChangeJob {
  /** One turn at `now` (the job's clock when not given): how many changes it applied. */
  runOnce(now?: Date): Promise<number>;
  /** A turn now and then one `intervalMs` after each turn ends (turns never overlap). */
  start(): void;
  /** No further turn; resolves once the one under way (if any) has finished. */
  stop(): Promise<void>;
}

export function createPriceChangeJob(options: PriceChangeJobOptions): PriceChangeJob {
  const { repo, log, intervalMs } = options;
  const clock = options.clock ?? (() => new Date());

  async function runOnce(now: Date = clock()): Promise<number> {
    const applied = await repo.applyDue(now);
    if (applied > 0) log.info({ applied }, 'price changes came into force');
    return applied;
  }

  const turns = createTurns({
    turn: () => runOnce(),
    intervalMs,
    firstDelayMs: 0,
    onError: (error) => log.error({ err: error }, 'price job turn failed'),
  });
  return { runOnce, start: turns.start, stop: turns.stop };
}
