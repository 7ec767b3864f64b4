/**
 * A job that works in turns inside an API process (the subscription life job, the checkout job):
 * one turn at a time, the next `intervalMs` after the last one ended so that turns never overlap,
 * a turn that throws reported and the next one run as usual, a timer that never keeps the process
 * alive, and a stop that waits for the turn under way.
 */

export interface Turns {
  /** The first turn `firstDelayMs` from now, then one `intervalMs` after each turn ends. */
  start(): void;
  /** No further turn; resolves once the one under way (if any) has finished. */
  stop(): Promise<void>;
}

export interface TurnsOptions {
  /** One turn of the job's work. */
  turn: () => Promise<unknown>;
  /** Between the end of one turn and the start of the next. */
  intervalMs: number;
  /** Between `start` and the first turn. */
  firstDelayMs: number;
  /** A turn that threw; the job goes on. */
  onError: (error: unknown) => void;
}

export function createTurns(options: TurnsOptions): Turns {
  const { turn, intervalMs, onError } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  function schedule(delayMs: number): void {
    timer = setTimeout(() => {
      timer = undefined;
      running = turn()
        .catch(onError)
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(intervalMs);
        });
    }, delayMs);
    // The job never keeps the process alive by itself.
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(options.firstDelayMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
