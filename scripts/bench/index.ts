/**
 * `npm run bench`: every part of the bench in one run, one table, a non-zero exit when a budget
 * fails. Parts: bundle size (deterministic), `npm start` start-up, API throughput, the
 * marketplace's search and store page on 1,000 shops, a store page rendered per request (its
 * HTML and rate), Lighthouse, orders placed through the API beside an order floor, the signed-in
 * pages' time to content, the API under mixed load (orders beside registering merchants, one and
 * two processes), a busy shop's insights for 24 months.
 * `npm run bench -- size server` runs only the parts named.
 */
import { measureInsights } from './insights';
import { measureLighthouse } from './lighthouse';
import { measureLoad } from './load';
import { allPass, printTable, stopAllChildren, type Row } from './lib';
import { measureMarketplace } from './marketplace';
import { measureOrders } from './orders';
import { measureRender } from './render';
import { measureServer } from './server';
import { measureSignedIn } from './signedIn';
import { measureSize } from './size';

const PARTS = [
  'size',
  'server',
  'marketplace',
  'render',
  'lighthouse',
  'orders',
  'signedIn',
  'load',
  'insights',
] as const;
type Part = (typeof PARTS)[number];

async function main(): Promise<number> {
  const asked = process.argv
    .slice(2)
    .filter((a): a is Part => (PARTS as readonly string[]).includes(a));
  const parts = asked.length > 0 ? asked : PARTS;
  const started = performance.now();
  const rows: Row[] = [];
  const failed = (part: string, error: unknown): Row => ({
    metric: `${part} part`,
    ours: `error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    peer: '',
    ratio: '',
    budget: 'runs',
    pass: false,
  });
  for (const part of parts) {
    try {
      if (part === 'size') {
        const size = await measureSize();
        await size.cleanup();
        rows.push(...size.rows);
      } else if (part === 'server') {
        rows.push(...(await measureServer()));
      } else if (part === 'marketplace') {
        rows.push(...(await measureMarketplace()));
      } else if (part === 'render') {
        rows.push(...(await measureRender()));
      } else if (part === 'orders') {
        rows.push(...(await measureOrders()));
      } else if (part === 'signedIn') {
        rows.push(...(await measureSignedIn()));
      } else if (part === 'load') {
        rows.push(...(await measureLoad()));
      } else if (part === 'insights') {
        rows.push(...(await measureInsights()));
      } else {
        rows.push(...(await measureLighthouse()));
      }
    } catch (error) {
      console.error(error);
      rows.push(failed(part, error));
    }
  }
  await stopAllChildren();
  console.log(
    `\nbench: ${parts.join(', ')} in ${((performance.now() - started) / 1000).toFixed(0)} s, node ${process.version}\n`,
  );
  printTable(rows);
  return allPass(rows) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
