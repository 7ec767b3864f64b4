/**
 * A plan bought for what it costs: Premium for 12 months with two add-ons chosen on /price, the
 * same total on /billing, a partner code taken off, the card charged that total in MMK, the
 * payment on the dashboard with its receipt, and the receipt printed on one A4 page (English and
 * Burmese, phone and desktop widths, no serious accessibility problem). The figures are the
 * seeded prices worked through the plan flow's rules by hand.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import my from '../src/i18n/catalogues/my.json';
import {
  axeProblems,
  expect,
  fillShopAndCard,
  horizontalOverflow,
  registerMerchant,
  seedSession,
  settle,
  test,
} from './support';

/**
 * The order, by hand, at the seeded prices (every line rounded half up to the kyat):
 *
 *   Premium, 12 months                           1,080,000
 *   Social Media Content   1 x 10,000                10,000
 *   Stamp & Card Designs   1 x  8,000                 8,000
 *   feature discount 1 % of 18,000                    −180
 *   subtotal                                     1,097,820
 *   tax 2 % of 1,097,820 = 21,956.4                 21,956
 *   total                                        1,119,776
 *
 * With the partner code PARTNER10 (10 % off the subtotal):
 *
 *   partner discount 10 % of 1,097,820            −109,782
 *   taxable                                         988,038
 *   tax 2 % of 988,038 = 19,760.76                   19,761
 *   total                                         1,007,799 MMK (100,779,900 in minor units)
 */
const TOTAL = '1,119,776 MMK';
const TOTAL_WITH_CODE = '1,007,799 MMK';

/** The phone and desktop widths every screen is checked at. */
const WIDTHS = [360, 1280] as const;
/** An A4 sheet in CSS pixels (210 x 297 mm at 96 px to the inch). */
const A4 = { width: 794, height: 1123 };

/** Latin digits written as Myanmar digits (၀–၉). */
const toMyanmarDigits = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)));

/** The value beside a term of a description list. */
function valueOf(container: Locator, term: string): Locator {
  return container
    .locator('dl > div')
    .filter({ has: container.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

/** The cells of the table row headed `heading` (the whole heading, or a pattern). */
function cellsOf(container: Locator, heading: string | RegExp): Locator {
  return container
    .getByRole('row')
    .filter({ has: container.page().getByRole('rowheader', { name: heading, exact: true }) })
    .getByRole('cell');
}

/** The page again in `language`, as a reader who chose it earlier finds it. */
async function reloadIn(page: Page, language: 'en' | 'my') {
  await page.evaluate((lang) => window.localStorage.setItem('lang', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * axe, and no sideways scroll, at both widths in both languages; the page left in English at
 * 1280 px.
 */
async function axeEverywhere(page: Page, where: string) {
  const problems: string[] = [];
  for (const language of ['en', 'my'] as const) {
    await reloadIn(page, language);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page);
      const at = `${where} (${language}, ${width} px)`;
      problems.push(...(await axeProblems(page, at)));
      const overflow = await horizontalOverflow(page);
      if (overflow !== null) problems.push(`${at}: scrolls sideways: ${overflow}`);
    }
  }
  await reloadIn(page, 'en');
  await settle(page);
  expect(problems, problems.join('\n')).toEqual([]);
}

/** Today's day of the month and year in Yangon: receipts are dated and numbered by them. */
function yangonToday(): { day: number; year: number } {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: 'Asia/Yangon',
    day: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), year: part('year') };
}

test('a merchant buys Premium for 12 months with two add-ons at the price shown, with a partner code, and prints the receipt', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const session = await registerMerchant(request, { username: 'Su Su', emailPrefix: 'susu' });
  await seedSession(page, session);
  await page.setViewportSize({ width: 1280, height: 900 });

  // /price: Premium for 12 months, two add-ons.
  await page.goto('/price');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your Plan' })).toBeVisible();
  await page.getByRole('radio', { name: 'Premium' }).check();
  await page.getByRole('radio', { name: '12-months' }).check();
  const features = page.getByRole('region', { name: 'Additional Features' });
  await features.getByRole('button', { name: 'Add Social Media Content' }).click();
  await features.getByRole('button', { name: 'Add Stamp & Card Designs' }).click();

  const calculator = page.getByRole('region', { name: 'Total Cost' });
  await expect(valueOf(calculator, 'Plan')).toHaveText('Premium');
  await expect(valueOf(calculator, 'Base Price')).toHaveText('1,080,000 MMK');
  await expect(valueOf(calculator, 'Selected Features').getByRole('listitem')).toHaveText([
    'Social Media Content 1 × 10,000 MMK 10,000 MMK',
    'Stamp & Card Designs 1 × 8,000 MMK 8,000 MMK',
  ]);
  await expect(valueOf(calculator, 'Feature discount (1%)')).toHaveText('−180 MMK');
  await expect(valueOf(calculator, 'Subtotal')).toHaveText('1,097,820 MMK');
  await expect(valueOf(calculator, 'Tax (2%)')).toHaveText('21,956 MMK');
  await expect(valueOf(calculator, 'Total')).toHaveText(TOTAL);
  const shownOnPrice = (await valueOf(calculator, 'Total').textContent())?.trim();

  const partner = page.getByRole('region', { name: 'Partner with us' });
  await partner.getByRole('checkbox', { name: 'Accept Terms and Conditions' }).check();
  await calculator.getByRole('button', { name: 'Process Payment' }).click();
  await expect(page).toHaveURL(/\/billing$/);

  // /billing: the same order, the same total.
  const summary = page.getByRole('region', { name: 'Payment Summary' });
  await expect(cellsOf(summary, 'Total')).toHaveText(TOTAL);
  expect(await cellsOf(summary, 'Total').textContent()).toBe(shownOnPrice);
  await expect(cellsOf(summary, 'Premium, 12 months')).toHaveText('1,080,000 MMK');
  await expect(cellsOf(summary, /^Social Media Content × 1\b/)).toHaveText('10,000 MMK');
  await expect(cellsOf(summary, /^Stamp & Card Designs × 1\b/)).toHaveText('8,000 MMK');
  await expect(cellsOf(summary, 'Feature discount (1%)')).toHaveText('−180 MMK');
  await expect(cellsOf(summary, 'Subtotal')).toHaveText('1,097,820 MMK');
  await expect(cellsOf(summary, 'Tax (2%)')).toHaveText('21,956 MMK');
  await expect(summary).toContainText('No partner code: the price has no partner discount.');

  // The partner code: its discount is a line of its own, and the total follows.
  await summary.getByLabel('Partner code', { exact: true }).fill('PARTNER10');
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(cellsOf(summary, 'Partner discount (PARTNER10)')).toHaveText('−109,782 MMK');
  await expect(cellsOf(summary, 'Tax (2%)')).toHaveText('19,761 MMK');
  await expect(cellsOf(summary, 'Total')).toHaveText(TOTAL_WITH_CODE);
  await expect(summary).not.toContainText('No partner code');
  await expect(summary.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();

  // Nothing on /billing with the order stops a reader, at either width, in either language.
  await axeEverywhere(page, '/billing with an order');
  await expect(cellsOf(summary, 'Total')).toHaveText(TOTAL_WITH_CODE);

  // Pay that total.
  await fillShopAndCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  const paid = page.getByRole('alertdialog', {
    name: 'Payment successful and billing information saved!',
  });
  await expect(paid).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await paid.getByRole('button', { name: 'OK' }).click();

  // The dashboard: the plan, and the payment linked to its receipt.
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText('Premium');
  await expect(subscription).toContainText('12 months');
  await expect(subscription).toContainText(/Active until \d{1,2} \w{3} \d{4}/);
  const payment = page.getByRole('region', { name: 'Payments' }).getByRole('row').nth(1);
  await expect(payment).toContainText('1,007,799');
  await expect(payment).toContainText('MMK');
  await expect(payment).toContainText('Visa ending in 4242');
  await expect(payment).toContainText('Succeeded');
  const today = yangonToday();
  const receiptLink = payment.getByRole('link', {
    name: new RegExp(`^R-${today.year}-\\d{6}$`),
  });
  await expect(receiptLink).toBeVisible();
  const number = (await receiptLink.textContent())!.trim();

  // The receipt: seller, buyer, lines, every figure and the total.
  await receiptLink.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/receipts/${number}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Receipt ${number}`);
  const seller = page.getByRole('region', { name: 'Seller' });
  await expect(seller).toContainText('Merchant Marketplace');
  await expect(seller).toContainText('No. 1, Pyay Road, Kamayut Township, Yangon, Myanmar');
  const buyer = page.getByRole('region', { name: 'Buyer' });
  await expect(buyer).toContainText('Golden Tea House');
  await expect(buyer).toContainText('12 Bo Aung Kyaw St');
  await expect(buyer).toContainText('Bahan');
  await expect(valueOf(page.getByRole('main'), 'Receipt number')).toHaveText(number);
  // Dated today in Yangon; the plan runs 12 months from today.
  const date = `${today.day} [A-Z][a-z]{2,3} ${today.year}`;
  await expect(valueOf(page.getByRole('main'), 'Date')).toHaveText(new RegExp(`^${date}$`));
  await expect(valueOf(page.getByRole('main'), 'Plan period')).toHaveText(
    new RegExp(`^${date} to \\d{1,2} [A-Z][a-z]{2,3} ${today.year + 1}$`),
  );
  await expect(valueOf(page.getByRole('main'), 'Payment method')).toHaveText(
    'Card, Visa •••• 4242',
  );
  const lines = page.getByRole('table', { name: 'What was paid for' });
  await expect(lines.getByRole('columnheader')).toHaveText([
    'Description',
    'Quantity',
    'Amount (MMK)',
  ]);
  await expect(cellsOf(lines, 'Premium plan, 12 months')).toHaveText(['1', '1,080,000']);
  await expect(cellsOf(lines, 'Social Media Content')).toHaveText(['1', '10,000']);
  await expect(cellsOf(lines, 'Stamp & Card Designs')).toHaveText(['1', '8,000']);
  await expect(cellsOf(lines, 'Feature discount (1%)')).toHaveText(['', '−180']);
  await expect(cellsOf(lines, 'Partner discount (PARTNER10)')).toHaveText(['', '−109,782']);
  await expect(cellsOf(lines, 'Tax (2%)')).toHaveText(['', '19,761']);
  await expect(cellsOf(lines, 'Total')).toHaveText(['', '1,007,799']);

  // Print opens the browser's print dialog (stubbed: the test only sees that it was asked for).
  await page.evaluate(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(
    1,
  );

  // Nothing on the receipt stops a reader, at either width, in either language.
  await axeEverywhere(page, `/dashboard/receipts/${number}`);

  // Printed in Burmese: the receipt alone, on one A4 sheet. On screen the shell and the buttons
  // are there; printed, none of them is.
  await reloadIn(page, 'my');
  await page.setViewportSize(A4);
  const r = my.dashboard.receiptPage;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    r.title.replace('{number}', toMyanmarDigits(number)),
  );
  await expect(page.getByRole('table', { name: r.linesTitle })).toContainText(
    toMyanmarDigits('1,007,799'),
  );
  const shell = [
    page.getByRole('banner', { includeHidden: true }),
    page.getByRole('contentinfo', { includeHidden: true }),
    page.getByRole('button', { name: r.print, includeHidden: true }),
    page.getByRole('link', { name: r.back, includeHidden: true }),
  ];
  for (const part of shell) await expect(part).toBeVisible();
  const navigation = page.getByRole('navigation', { includeHidden: true });
  const buttons = page.getByRole('button', { includeHidden: true });
  await expect(navigation.first()).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await settle(page);
  for (const part of shell) await expect(part).toBeHidden();
  for (const nav of await navigation.all()) await expect(nav).toBeHidden();
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) await expect(button).toBeHidden();
  await expect(page.getByRole('table', { name: r.linesTitle })).toBeVisible();
  const height = await page.evaluate(() => document.body.scrollHeight);
  expect(height, 'the printed receipt fits one A4 page').toBeLessThanOrEqual(A4.height);

  // What the browser's 'Save as PDF' makes of it, with the sheet's margins: one A4 page.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await writeFile(testInfo.outputPath('receipt-a4-my.pdf'), pdf);
  const sheets = pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? [];
  expect(sheets, 'pages of the printed receipt').toHaveLength(1);
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  // A4 in PDF points (1/72 in): 595.28 x 841.89, as the stylesheet's @page asks.
  expect([Math.round(Number(box?.[1])), Math.round(Number(box?.[2]))]).toEqual([595, 842]);

  const shot = testInfo.outputPath('receipt-a4-my.png');
  await page.screenshot({ path: shot });
  if (process.env.SCREENSHOTS_DOCS === '1') {
    const docs = path.resolve(__dirname, '..', 'docs');
    await mkdir(docs, { recursive: true });
    await copyFile(shot, path.join(docs, 'receipt-a4-my.png'));
  }
});
