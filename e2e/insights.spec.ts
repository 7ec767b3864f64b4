/**
 * Advanced Analytics against the real server: a Premium shop (its 'All Features' include the
 * add-on) with three completed orders and a stamp opens /store/insights, sees the measures and
 * the charts drawn, reads every chart as a table, and downloads the period as CSV, read back here
 * (a byte order mark first, so that Excel keeps Burmese). Swept by axe at 360 and 1280 px in both
 * languages.
 */
import { readFile } from 'node:fs/promises';
import { parseCsv } from './adminKit';
import { completeOrder, offerLoyalty, placeOrderByApi, signInCustomerByApi } from './loyaltyKit';
import { openShopTakingOrders } from './orderKit';
import {
  atRest,
  authHeaders,
  axeProblems,
  expect,
  seedSession,
  test,
  uniquePhone,
} from './support';

test('a shop’s insights: measures, charts and their tables, and the CSV read back', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = `${Date.now()}`.slice(-6);
  const shop = await openShopTakingOrders(request, `Shwe Insight Tea ${suffix}`);
  await offerLoyalty(request, shop);
  const shopperPhone = uniquePhone();
  const shopper = await signInCustomerByApi(request, shopperPhone, 'Ma Thiri');
  for (const n of [1, 2, 3]) {
    const order = await placeOrderByApi(request, shop, shopper, `insights-${suffix}-${n}`);
    await completeOrder(request, shop, order.id);
  }
  const stamped = await request.post(`/api/merchant/store/${shop.merchantId}/counter/stamps`, {
    headers: { ...authHeaders(shop.session), 'idempotency-key': `insights-stamp-${suffix}` },
    data: { phone: shopperPhone },
  });
  expect(stamped.status()).toBe(201);
  const dishesTotal = shop.dishes.reduce((sum, dish) => sum + dish.price, 0);

  await seedSession(page, shop.session);
  await page.goto('/store/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const orders = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: 'Orders', exact: true }),
  });
  await expect(orders).toContainText('3');
  // The charts are drawn: a canvas in each of the four, each named for assistive technology.
  await expect(page.locator('.insights-chart canvas')).toHaveCount(4);
  await expect(
    page.getByRole('img', { name: 'Sales (MMK) by day: this period and the one before' }),
  ).toBeVisible();

  const problems: string[] = [];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await atRest(page);
    problems.push(...(await axeProblems(page, `/store/insights at ${width} px`)));
  }

  // Every chart as a table.
  await page.getByRole('radio', { name: 'Tables' }).check();
  const trend = page.getByRole('table', { name: 'Sales and orders by day, week and month' });
  await expect(trend).toBeVisible();
  await expect(page.locator('.insights-chart canvas')).toHaveCount(0);

  // The CSV of the period, read back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await downloading).path();
  const bytes = await readFile(file!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(rows[0]).toEqual([
    'Measure',
    'Detail',
    'From',
    'To',
    'This period',
    'Previous period',
    'Change (%)',
  ]);
  const row = (name: string) => rows.find((r) => r[0] === name);
  expect(row('Orders')?.[4]).toBe('3');
  expect(row('Sales (MMK)')?.[4]).toBe(String(3 * dishesTotal));
  // A stamp for each completed order, and one given at the counter.
  expect(row('Stamps given')?.[4]).toBe('4');

  // In Burmese.
  await page.evaluate(() => window.localStorage.setItem('lang', 'my'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'လုပ်ငန်း အချက်အလက်များ' })).toBeVisible();
  await expect(page.locator('.insights-chart canvas')).toHaveCount(4);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await atRest(page);
    problems.push(...(await axeProblems(page, `/store/insights in Burmese at ${width} px`)));
  }
  expect(problems).toEqual([]);
});
