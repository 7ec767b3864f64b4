import { openPglite } from './server/src/db/pglite';
import { createMarketplaceRepository } from './server/src/repositories/marketplace';
async function main() {
  const db = await openPglite({ dataDir: '/tmp/mk_bench_pglite' });
  if (process.argv[2] === 'analyze') await db.exec('ANALYZE');
  const repo = createMarketplaceRepository(db);
  const time = async (label: string, fn: () => Promise<unknown>) => {
    await fn();
    const t0 = performance.now();
    for (let i = 0; i < 50; i++) await fn();
    console.log(label, ((performance.now() - t0) / 50).toFixed(2), 'ms');
  };
  for (let r = 0; r < 2; r++) {
  await time('all', () => repo.searchShops({}));
  await time('page 10', () => repo.searchShops({ page: 10 }));
  await time('q tea', () => repo.searchShops({ q: 'tea' }));
  await time('q burmese', () => repo.searchShops({ q: 'လက်ဖက်' }));
  await time('page', () => repo.shopPage('inya-lake-coffee-7'));
  }
  const plan = await db.query(`EXPLAIN ANALYZE SELECT ms.merchant_id, count(*) over () FROM marketplace_shops ms WHERE ms.listed_until > now() AND strpos(ms.document, 'tea') > 0 ORDER BY ms.sort_name COLLATE "C", ms.merchant_id LIMIT 24`);
  console.log(plan.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
  await db.close();
}
main();
