// The floor of the bench's order part: a bare Fastify route that places an order by writing the
// rows ours writes (the order numbered on its store's row, its lines priced from the items, its
// live event) in one statement, so one transaction, on the same database: PGlite in DATA_DIR (the
// data directory our server used, once it has stopped) or PostgreSQL at DATABASE_URL (a pool of
// 10, as ours). No sign-in, no checks, no hooks. Started and stopped by the bench.
//
// POST / with `{ slug, customer_id, lines: [{ item_id, quantity }], table }` and an
// Idempotency-Key header answers 201 `{ id, number }`.
import Fastify from 'fastify';

const PLACE = `
  WITH numbered AS (
    UPDATE stores SET last_order_number = last_order_number + 1 WHERE slug = $1
    RETURNING merchant_id, last_order_number AS number, slug, name
  ), items AS (
    SELECT l.ordinality - 1 AS position, l.item_id, l.quantity, i.name, i.price
      FROM unnest($3::int[], $4::int[]) WITH ORDINALITY AS l(item_id, quantity, ordinality)
      JOIN catalogue_items i ON i.id = l.item_id
      JOIN numbered ON numbered.merchant_id = i.merchant_id
  ), placed AS (
    INSERT INTO shop_orders
      (merchant_id, customer_id, number, subtotal, total, table_label, idempotency_key)
    SELECT numbered.merchant_id, $2, numbered.number, t.total, t.total, $5, $6
      FROM numbered, (SELECT sum(price * quantity)::int AS total FROM items) t
    RETURNING id, number, subtotal, total, table_label, state, placed_at, updated_at
  ), lines AS (
    INSERT INTO shop_order_lines (order_id, position, item_id, name, price, quantity)
    SELECT placed.id, items.position, items.item_id, items.name, items.price, items.quantity
      FROM placed, items
  ), announced AS (
    INSERT INTO live_events (merchant_id, customer_id, payload)
    SELECT numbered.merchant_id, $2, jsonb_build_object('kind', 'order', 'order', jsonb_build_object(
             'id', placed.id, 'number', placed.number,
             'shop', jsonb_build_object('slug', numbered.slug, 'name', numbered.name),
             'lines', (SELECT jsonb_agg(jsonb_build_object('item_id', item_id, 'name', name,
                                                           'price', price, 'quantity', quantity)
                                        ORDER BY position) FROM items),
             'subtotal', placed.subtotal, 'total', placed.total, 'table', placed.table_label,
             'state', placed.state, 'placed_at', placed.placed_at,
             'updated_at', placed.updated_at))
      FROM placed, numbered
  )
  SELECT id, number FROM placed`;

async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: (sql, params) => pool.query(sql, params), close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: process.env.DATA_DIR });
  return { query: (sql, params) => db.query(sql, params), close: () => db.close() };
}

const db = await openDatabase();
const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
app.post('/', async (request, reply) => {
  const { slug, customer_id, lines, table } = request.body;
  const { rows } = await db.query(PLACE, [
    slug,
    customer_id,
    lines.map((line) => line.item_id),
    lines.map((line) => line.quantity),
    table,
    request.headers['idempotency-key'],
  ]);
  return reply.code(201).send(rows[0]);
});
app.addHook('onClose', () => db.close());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
