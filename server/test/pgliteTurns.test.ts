/**
 * Embedded PGlite runs statements on the main thread: under load, the event loop must still turn
 * between them, or sockets are not polled (new connections wait to be accepted).
 */
import { openPgliteDb, SETUP_TIMEOUT } from './helpers';

test(
  'the event loop turns between PGlite statements of concurrent requests',
  async () => {
    const db = await openPgliteDb();
    try {
      const finished: number[] = [];
      let turns = 0;
      let counting = true;
      // Counts the turns of the event loop while the statements run.
      const tick = () => {
        turns += 1;
        if (counting) setImmediate(tick);
      };
      setImmediate(tick);
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          db.query('SELECT $1::int AS n', [i]).then(() => finished.push(turns)),
        ),
      );
      counting = false;
      // Statements finished on many different turns, not all within one.
      expect(new Set(finished).size).toBeGreaterThan(20);
    } finally {
      await db.close();
    }
    // A worker's first PGlite is created here (initdb), which takes seconds on a busy machine.
  },
  SETUP_TIMEOUT,
);
