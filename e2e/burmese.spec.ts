/**
 * The whole merchant journey in Burmese on a 360 px phone: register, verify the phone, choose a
 * plan, open the Price Calculator, pay by card and reach the dashboard. Every screen passes axe
 * (no serious or critical violation) and none scrolls sideways. The words come from the
 * Burmese catalogue itself, so a changed translation changes the test with it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import my from '../src/i18n/catalogues/my.json';
import { expect, NEXT_YEAR, test, uniquePhone } from './support';

const MYANMAR_DIGIT = /[၀-၉]/;

/** Latin digits written as Myanmar digits (၀–၉). */
const toMyanmarDigits = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)));

/** A catalogue sentence with its {placeholders} filled. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

async function checkScreen(page: Page, where: string) {
  expect(await page.evaluate(() => document.documentElement.lang), where).toBe('my');
  const wide = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    // Name the elements that stick out, so the culprit is easy to find.
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el) => el.scrollWidth > el.clientWidth || el.children.length === 0)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} (${el.getBoundingClientRect().right}px)`,
      );
  });
  expect(wide, `${where} scrolls sideways`).toEqual([]);
  // @axe-core/playwright types a newer playwright-core's Page; ours has all it calls. Legacy
  // mode on a page without frames, as axeProblems (support.ts) runs it.
  const results = await new AxeBuilder({ page } as unknown as ConstructorParameters<
    typeof AxeBuilder
  >[0])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(0);
  const problems = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${where}: [${v.impact}] ${v.id} at ${n.target.join(' ')}`));
  expect(problems).toEqual([]);
}

test.use({ viewport: { width: 360, height: 740 } });

test('a merchant registers, verifies, orders, prices and pays in Burmese at 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
  const phone = uniquePhone();
  const password = 'Tea-house-2024!';
  const r = my.registration;

  // Register.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
  await page.getByLabel(r.userName, { exact: true }).fill(`အေးအေး ${phone.slice(-4)}`);
  await page.getByLabel(r.shopName, { exact: true }).fill('ရွှေလက်ဖက်ရည်ဆိုင်');
  await page.getByLabel(r.email, { exact: true }).fill(`my-${phone}@example.com`);
  await page.getByLabel(r.phone, { exact: true }).fill(phone);
  const district = page.getByLabel(r.district, { exact: true });
  await expect(district.getByRole('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  const township = page.getByLabel(r.township, { exact: true });
  await expect(township.getByRole('option')).not.toHaveCount(1);
  await township.selectOption({ index: 1 });
  await page.getByLabel(r.password, { exact: true }).fill(password);
  await page.getByLabel(r.confirmPassword, { exact: true }).fill(password);
  await checkScreen(page, '/register');
  await page.getByRole('button', { name: r.createAccount }).click();
  await expect(page.getByText(r.succeeded)).toBeVisible();

  // Verify the phone with the code the sandbox shows.
  await page.waitForURL('**/otp-verification', { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: my.otp.title })).toBeVisible();
  await expect(page.getByLabel(my.otp.phone, { exact: true })).toHaveValue(phone);
  await page.getByRole('button', { name: my.otp.sendOtp }).click();
  const [before, after] = my.otp.codeShown.split('{code}') as [string, string];
  const shown = page.getByText(new RegExp(`^${before}\\S+${after}$`));
  await expect(shown).toBeVisible();
  const code = (await shown.textContent())!.slice(before.length, -after.length || undefined);
  expect(code).toMatch(/^[\d၀-၉]{6}$/);
  await checkScreen(page, '/otp-verification');
  await page.getByLabel(my.otp.otp, { exact: true }).fill(code);
  await page.getByRole('button', { name: my.otp.verifyOtp }).click();
  await expect(page.getByText(my.otp.verified)).toBeVisible();

  // Choose Standard for 6 months on /price.
  await page.goto('/price');
  await expect(page.getByRole('heading', { level: 1, name: my.plans.title })).toBeVisible();
  await page.getByRole('radio', { name: my.names.plan.standard }).check();
  await page.getByRole('radio', { name: my.plans.durations[1] }).check();
  await checkScreen(page, '/price');

  // The Price Calculator popup speaks Burmese with Myanmar digits.
  await page.getByRole('button', { name: my.launcher.label, exact: true }).click();
  const calculator = page.getByRole('dialog', { name: my.calculator.title });
  await expect(calculator.getByRole('table', { name: my.calculator.totals })).toBeVisible();
  await expect(calculator).toContainText(my.calculator.paymentPlan);
  await expect(calculator.getByRole('table', { name: my.calculator.totals })).toContainText(
    MYANMAR_DIGIT,
  );
  await checkScreen(page, 'the Price Calculator');
  await page.keyboard.press('Escape');
  await expect(calculator).toBeHidden();

  const partner = page.getByRole('region', { name: my.plans.partnerTitle });
  await partner.getByRole('checkbox', { name: my.plans.acceptTerms }).check();
  await partner.getByRole('button', { name: my.plans.continue }).click();
  await expect(page).toHaveURL(/\/billing$/);

  // Pay by card on /billing.
  const p = my.payment;
  // Standard for 6 months, no add-ons, priced in MMK with Myanmar digits: 340,000 + tax 2 % of
  // 340,000 (6,800) = 346,800 kyats.
  const summary = page.getByRole('region', { name: p.summaryTitle });
  const amountOf = (heading: string) =>
    summary
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: heading, exact: true }) })
      .getByRole('cell');
  const kyats = (amount: string) => fill(p.mmk, { amount });
  await expect(
    amountOf(fill(p.orderPlanLine, { plan: my.names.plan.standard, months: '၆' })),
  ).toHaveText(kyats('၃၄၀,၀၀၀'));
  await expect(amountOf(p.subtotal)).toHaveText(kyats('၃၄၀,၀၀၀'));
  await expect(amountOf(fill(p.orderTax, { percent: '၂' }))).toHaveText(kyats('၆,၈၀၀'));
  await expect(amountOf(p.total)).toHaveText(kyats('၃၄၆,၈၀၀'));
  await expect(summary).toContainText(p.noPartnerCode);
  await expect(summary.getByLabel(p.partnerCode, { exact: true })).toBeVisible();
  await page.getByLabel(p.address, { exact: true }).fill('၁၂ ဗိုလ်အောင်ကျော်လမ်း');
  const category = page.getByLabel(p.shopCategory, { exact: true });
  await expect(category.locator('option')).not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  const billingTownship = page.getByLabel(p.township, { exact: true });
  await expect(billingTownship.locator('option')).not.toHaveCount(1);
  await billingTownship.selectOption({ index: 1 });
  const card = page.getByLabel(p.cardNumber, { exact: true });
  await card.pressSequentially(toMyanmarDigits('4242424242424242'));
  const typed = await card.inputValue();
  if (typed.replace(/\D/g, '') !== '4242424242424242' && !/[၀-၉]{4}/.test(typed)) {
    // The field did not take Myanmar digits: type the Latin ones.
    await card.fill('');
    await card.pressSequentially('4242424242424242');
  }
  await expect(card).not.toHaveValue('');
  await page.getByLabel(p.cardHolderName, { exact: true }).fill('Aye Aye');
  await page.getByLabel(p.expirationMonth, { exact: true }).fill('12');
  await page.getByLabel(p.expirationYear, { exact: true }).fill(NEXT_YEAR);
  await page.getByLabel(p.cvc, { exact: true }).fill('739');
  await checkScreen(page, '/billing');
  await page.getByRole('button', { name: p.completeRegistration }).click();

  const alert = page.getByRole('alertdialog', { name: p.succeeded });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await alert.getByRole('button', { name: my.components.ok }).click();

  // The dashboard, in Burmese.
  const d = my.dashboard;
  await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
  const subscription = page.getByRole('region', { name: d.subscriptionTitle });
  await expect(subscription).toContainText(my.names.plan.standard);
  await expect(subscription).toContainText(fill(d.months, { count: '၆' }));
  await expect(subscription).toContainText(d.subscriptionStatus.active);
  const payments = page.getByRole('region', { name: d.paymentsTitle });
  await expect(payments).toContainText(d.paymentStatus.succeeded);
  // The order's total, in kyats with Myanmar digits.
  await expect(payments.getByRole('row').nth(1)).toContainText('၃၄၆,၈၀၀');
  await expect(payments.getByRole('row').nth(1)).toContainText(d.currencyMmk);
  await checkScreen(page, '/dashboard');
});
