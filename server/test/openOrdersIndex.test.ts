/**
 * The open states are named three times: by the app's rules (OPEN_ORDER_STATES), by the index of
 * open orders, and by `order_facts`, whose kept plan reads that index only because it names the
 * same states. They must stay one list.
 */
import { OPEN_ORDER_STATES } from '@contract/orderRules';
import { databases, useTestDatabase } from './helpers';

/** The quoted words of a piece of SQL ('placed', 'accepted', ...), sorted. */
function statesIn(sql: string): string[] {
  return [...sql.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]!).sort();
}

describe.each(databases())('the open states, on %s', (kind) => {
  const database = useTestDatabase(kind);

  test("the index of open orders is over the rules' open states", async () => {
    const { rows } = await database.db.query<{ definition: string }>(
      // This test's own schema: on PostgreSQL, other workers' schemas hold the same index.
      `SELECT indexdef AS definition FROM pg_indexes
        WHERE indexname = 'shop_orders_customer_shop_open_idx' AND schemaname = current_schema()`,
    );
    expect(rows).toHaveLength(1);
    const predicate = rows[0]!.definition.split(' WHERE ')[1] ?? '';
    expect(statesIn(predicate)).toEqual([...OPEN_ORDER_STATES].sort());
  });

  test("order_facts counts the rules' open states", async () => {
    const { rows } = await database.db.query<{ body: string }>(
      `SELECT prosrc AS body FROM pg_proc
        WHERE proname = 'order_facts' AND pronamespace = current_schema()::regnamespace`,
    );
    expect(rows).toHaveLength(1);
    const named = /o\.state IN \(([^)]*)\)/.exec(rows[0]!.body)?.[1] ?? '';
    expect(statesIn(named)).toEqual([...OPEN_ORDER_STATES].sort());
  });
});
