/**
 * Notifications across processes: two API processes on one PostgreSQL, each running the
 * notifications job every second. Waiting notifications of a shop with no push device (push is
 * off: no VAPID keys) become SMS to the owner's verified phone through the sandbox provider; each
 * is fanned out once and sent once, whichever process claims it. Sent twice, an SMS would count
 * twice against the phone's hourly cap (rate_limits `noticeSms:<phone>`), which the test reads.
 */
import { databases } from '../test/helpers';
import { killAll } from '../test/processes';
import { merchantWithPlanOrder, startTwo } from './twoProcesses';

afterEach(killAll);

const postgresOnly = databases().includes('postgres') ? test : test.skip;

/** An order's live event as the outbox keeps it (written out by hand). */
const placed = (id: number) => ({
  kind: 'order',
  order: {
    id,
    number: id,
    shop: { slug: 'two-processes', name: 'Two Processes Tea' },
    branch: null,
    customer: { id: 1, name: 'Ma Hnin', phone: '09420000123' },
    lines: [{ item_id: 1, name: 'Tea', price: 1500, quantity: 2 }],
    subtotal: 3000,
    member_discount: 0,
    promo: null,
    total: 3000,
    note: '',
    table: null,
    state: 'placed',
    reason: null,
    placed_at: '2026-12-07T03:00:00.000Z',
    updated_at: '2026-12-07T03:00:00.000Z',
  },
});

const WAITING = 8;

postgresOnly(
  'waiting notifications are each sent once by one of two processes',
  async () => {
    const { first, db } = await startTwo('_push', { PUSH_INTERVAL_SECONDS: '1' });
    try {
      const { merchantId } = await merchantWithPlanOrder(first.url);
      await db.query('UPDATE merchants SET phone_verified_at = now() WHERE id = $1', [merchantId]);
      const { rows: phones } = await db.query<{ phone: string }>(
        'SELECT u.phone FROM users u JOIN merchants m ON m.user_id = u.id WHERE m.id = $1',
        [merchantId],
      );
      const phone = phones[0]!.phone;
      // All at once, in one statement: both processes find them waiting at their next turn.
      await db.query(
        `INSERT INTO push_outbox (merchant_id, kind, record_id, state, payload)
         SELECT $1, 'order', n, 'placed', $2::jsonb || jsonb_build_object('order',
                  ($2::jsonb -> 'order') || jsonb_build_object('id', n, 'number', n))
           FROM generate_series(1, $3::int) n`,
        [merchantId, JSON.stringify(placed(1)), WAITING],
      );

      // Until every delivery is done (the test's timeout bounds the wait).
      for (;;) {
        const { rows } = await db.query<{ waiting: number }>(
          `SELECT (SELECT count(*) FROM push_outbox WHERE fanned_out_at IS NULL)::int
                + (SELECT count(*) FROM push_deliveries WHERE done_at IS NULL)::int AS waiting`,
        );
        if (rows[0]!.waiting === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      const { rows: deliveries } = await db.query<{ title: string; outcome: string }>(
        'SELECT title, outcome FROM push_deliveries ORDER BY outbox_id',
      );
      expect(deliveries).toHaveLength(WAITING);
      expect(new Set(deliveries.map((d) => d.outcome))).toEqual(new Set(['sent']));
      expect(deliveries[0]!.title).toBe('အော်ဒါအသစ် #၁ — ပစ္စည်း ၂ ခု၊ ၃,၀၀၀ ကျပ်');
      const { rows: counted } = await db.query<{ hits: number }>(
        'SELECT hits FROM rate_limits WHERE key = $1',
        [`noticeSms:${phone}`],
      );
      expect(counted).toEqual([{ hits: WAITING }]);
    } finally {
      await db.close();
    }
  },
  120_000,
);
