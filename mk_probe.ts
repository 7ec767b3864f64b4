import { openPglite } from './server/src/db/pglite';
import { migrate } from './server/src/db/migrate';
import { seed } from './server/src/db/seed';
import { loadDemoData } from './server/src/db/demo/load';
import { createMarketplaceRepository } from './server/src/repositories/marketplace';
async function main() {
  const db = await openPglite({ dataDir: '/tmp/mk_bench_pglite' });
  await migrate(db, 'server/migrations');
  await seed(db);
  let t = performance.now();
  const added = await loadDemoData(db, { count: 1000, itemsPerShop: 20, passwordHash: async () => 'x' });
  console.log('load', added, (performance.now() - t).toFixed(0), 'ms');
  if (process.argv[2] === 'analyze') await db.exec('ANALYZE');
  const repo = createMarketplaceRepository(db);
  const time = async (label: string, fn: () => Promise<unknown>) => {
    await fn();
    const t0 = performance.now();
    for (let i = 0; i < 50; i++) await fn();
    console.log(label, ((performance.now() - t0) / 50).toFixed(2), 'ms');
  };
  await time('all', () => repo.searchShops({}));
  await time('q tea', () => repo.searchShops({ q: 'tea' }));
  await time('q burmese', () => repo.searchShops({ q: 'လက်ဖက်' }));
  await time('q none', () => repo.searchShops({ q: 'zzzz' }));
  await time('q two terms + district', () => repo.searchShops({ q: 'shan noodle', district: 1 }));
  await time('category+township', () => repo.searchShops({ category: 2, township: 20 }));
  await time('page 10', () => repo.searchShops({ page: 10 }));
  await time('page', () => repo.shopPage('inya-lake-coffee-7'));
  await time('categories', () => repo.categoryCounts());
  await db.close();
}
main();
