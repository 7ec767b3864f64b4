import { expect, test, type Page } from '@playwright/test';
import type { CalculatorAddon } from '@contract';
import {
  applySelectAll,
  calculateTotals,
  normalizeAddon,
  UNSELECTABLE_INDEX,
} from '../src/features/calculator/pricing';

/** The number an amount on screen shows, whatever currency code stands beside it. */
const amountOf = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The amount beside a heading of the popup's totals table. */
function totalsCell(page: Page, name: string) {
  return page
    .getByRole('dialog', { name: 'Price Calculator' })
    .getByRole('table', { name: 'Totals' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');
}

/** The scripts the page asks for, in order (a lazy chunk's file is named by its id). */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[^/]*\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test('the Price Calculator on / prices Premium with every add-on but the seventh, 5% off', async ({
  page,
  request,
}) => {
  // The expected total comes from the seeded rows the API answers, through the calculator's rules.
  const response = await request.get('/api/backend/calculator/addons');
  expect(response.ok()).toBe(true);
  const addons = ((await response.json()) as CalculatorAddon[]).map(normalizeAddon);
  expect(addons.length).toBeGreaterThanOrEqual(7);
  const quantities = applySelectAll(
    addons.map(() => 0),
    true,
  );
  const expected = calculateTotals({
    packageName: 'Premium',
    addons,
    quantities,
    discountOn: true,
    discountPercent: 5,
  });
  const seventh = addons[UNSELECTABLE_INDEX]!.name;

  const scripts = scriptRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The popup's code is not part of the landing page's first load: opening it fetches code.
  const landing = [...scripts];
  expect(landing.length).toBeGreaterThan(0);

  const launcher = page.getByRole('button', { name: 'Price Calculator', exact: true });
  await expect(launcher).toBeVisible();
  await launcher.click();

  const dialog = page.getByRole('dialog', { name: 'Price Calculator' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(scripts.filter((url) => !landing.includes(url)).length).toBeGreaterThan(0);

  await dialog.getByRole('checkbox', { name: 'Select All' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Select All' })).toBeChecked();

  // The seventh stays at 0 and cannot be selected; every other add-on is at 1.
  await expect(dialog.getByRole('checkbox', { name: seventh, exact: true })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: seventh, exact: true })).not.toBeChecked();
  await expect(dialog.getByRole('spinbutton', { name: `Quantity of ${seventh}` })).toHaveValue('0');
  for (const [index, addon] of addons.entries()) {
    if (index === UNSELECTABLE_INDEX) continue;
    await expect(
      dialog.getByRole('spinbutton', { name: `Quantity of ${addon.name}`, exact: true }),
    ).toHaveValue('1');
  }

  await expect(dialog.getByRole('radio', { name: 'Premium' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Partnership Discount' })).toBeChecked();
  await expect(dialog.getByLabel('Discount (%)')).toHaveValue('5');

  const total = totalsCell(page, 'Total');
  await expect(total).toContainText('USD');
  expect(amountOf(await total.textContent())).toBeCloseTo(expected.total, 2);
  expect(amountOf(await totalsCell(page, 'Subtotal').textContent())).toBe(expected.subtotal);

  // The currency and the payment plan change no number.
  await dialog.getByRole('radio', { name: 'Local Currency' }).check();
  await expect(total).toContainText('MMK');
  expect(amountOf(await total.textContent())).toBeCloseTo(expected.total, 2);
  for (const plan of ['Three-Monthly', 'Twelve-Monthly']) {
    await dialog.getByRole('radio', { name: plan }).check();
    await expect(totalsCell(page, 'Payment Plan')).toHaveText(plan);
    expect(amountOf(await total.textContent())).toBeCloseTo(expected.total, 2);
  }

  // At most 90% of the viewport high.
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.height <= viewport.height * 0.9 + 1).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('the floating button is on / and /price only, and stops turning for reduced motion', async ({
  page,
}) => {
  await page.goto('/price');
  const launcher = page.getByRole('button', { name: 'Price Calculator', exact: true });
  await expect(launcher).toBeVisible();
  const ring = launcher.locator('svg').first();
  expect(await ring.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await ring.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');

  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Price Calculator', exact: true })).toHaveCount(0);
});
