/**
 * The screens of paying a plan, in both languages, at 360 and 1280 px: no serious or critical
 * axe violation and no sideways scrolling on `/payment` showing a wallet's QR code, the bank
 * transfer form and a transfer awaiting review, and on the sandbox wallet page that plays the
 * customer's phone. (The journeys themselves are in walletPayment.spec.ts.)
 */
import type { Page } from '@playwright/test';
import en from '../src/i18n/catalogues/en.json';
import my from '../src/i18n/catalogues/my.json';
import {
  authHeaders,
  axeProblems,
  expect,
  horizontalOverflow,
  merchantWithOrder,
  seedSession,
  test,
} from './support';

const WIDTHS = [360, 1280] as const;
const CATALOGUES = { en, my } as const;

async function checkAtBothWidths(page: Page, where: string, problems: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    problems.push(...(await axeProblems(page, `${where} at ${width}px`)));
    const overflow = await horizontalOverflow(page);
    if (overflow) problems.push(`${where} at ${width}px: ${overflow}`);
  }
}

for (const language of ['en', 'my'] as const) {
  const words = CATALOGUES[language].staticPayment;

  test(`paying a plan by wallet and by bank transfer passes axe and fits at 360 and 1280 px (${language})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const session = await merchantWithOrder(request, { addon: false });
    const merchantId = session.merchantUser.merchant_id;
    await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
    await seedSession(page, session);
    const problems: string[] = [];

    await page.goto('/payment');
    await page.getByRole('radio', { name: words.wallet }).check();
    const qr = page.locator('.qr-payment__code img');
    await expect(qr).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await checkAtBothWidths(page, `/payment, a wallet's QR code (${language})`, problems);

    // The QR's payment, as the server holds it: its sandbox wallet page, on the customer's phone.
    const state = await request.get(`/api/merchant/checkout/${merchantId}`, {
      headers: authHeaders(session),
    });
    expect(state.status(), await state.text()).toBe(200);
    const { checkout } = (await state.json()) as { checkout: { reference: string } | null };
    expect(checkout?.reference).toMatch(/^MP[0-9A-Z]{10}$/);
    const phone = await browser.newPage();
    await phone.goto(`/sandbox/pay/${checkout?.reference}`);
    await expect(phone.getByRole('button', { name: /Pay/ })).toBeVisible();
    await checkAtBothWidths(phone, `the sandbox wallet page (${language})`, problems);
    await phone.close();

    await page.getByRole('radio', { name: words.bank }).check();
    const transactionId = page.getByLabel(words.transactionIdLabel);
    await expect(transactionId).toBeVisible();
    await checkAtBothWidths(page, `/payment, the bank transfer form (${language})`, problems);

    await transactionId.fill('TX-2026-1234');
    await page.getByRole('button', { name: words.sendTransfer }).click();
    await expect(page.getByRole('heading', { name: words.awaitingReview })).toBeVisible();
    await checkAtBothWidths(page, `/payment, a transfer awaiting review (${language})`, problems);

    expect(problems).toEqual([]);
  });
}
