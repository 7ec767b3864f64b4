/**
 * The back office's journey in a real browser: an operator made with the CLI before the suite's
 * server started (e2e/serve.ts) signs in at /admin with the password it printed, enrols an authenticator (the
 * code computed from the secret the page shows), signs out and in again with a fresh code; then
 * approves a merchant's bank transfer, refunds a card payment in full (a credit note), suspends a
 * shop a shopper reported and lifts the suspension, and exports the payments as CSV, read back
 * byte by byte (the BOM, the header, the payments made here, a Burmese shop name intact).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { DashboardResponse } from '@contract';
import en from '../src/i18n/catalogues/en.json';
import {
  cliOperator,
  codeAfter,
  parseCsv,
  payPremiumByCard,
  secretOf,
  sendBankTransfer,
} from './adminKit';
import { openShopTakingOrders } from './orderKit';
import {
  authHeaders,
  expect,
  merchantWithOrder,
  registerMerchant,
  seedSession,
  test,
} from './support';

const a = en.admin;

/** A Burmese shop and merchant name, to find intact in the CSV ("Golden Tea Shop"). */
const BURMESE_SHOP = 'ရွှေလက်ဖက်ရည်ဆိုင်';
const BURMESE_NAME = 'ဒေါ်ခင်ခင်';

const operator = cliOperator('journey');

/** The phone and password on /admin's sign-in form. */
async function signInWithPassword(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: a.signIn.title })).toBeVisible();
  await page.getByLabel(a.signIn.phone, { exact: true }).fill(operator.phone);
  await page.getByLabel(a.signIn.password, { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: a.signIn.submit, exact: true }).click();
}

/** A part of the back office through its navigation. */
async function openPart(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: a.layout.navLabel })
    .getByRole('link', { name, exact: true })
    .click();
}

test('an operator made with the CLI enrols, approves a transfer, refunds a card payment, suspends and restores a reported shop, and exports the payments', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // What `npm run operator -- create` printed: the role, and the password once.
  expect(operator.printed).toContain('role admin');

  // ----- The merchants, through the API, before the operator looks.
  const suffix = `${Date.now()}`.slice(-6);
  const transferMerchant = await merchantWithOrder(request, {
    emailPrefix: 'admintransfer',
    shopname: `Transfer Tea ${suffix}`,
  });
  const transferReference = await sendBankTransfer(request, transferMerchant, '0123-4567-89');
  const cardMerchant = await registerMerchant(request, {
    username: BURMESE_NAME,
    shopname: BURMESE_SHOP,
    emailPrefix: 'admincard',
  });
  await payPremiumByCard(request, cardMerchant, BURMESE_SHOP);
  const reportedName = `Reported Noodles ${suffix}`;
  const reported = await openShopTakingOrders(request, reportedName);

  let enrolStep = 0;
  let secret = '';
  await test.step('sign in with the printed password and enrol the authenticator', async () => {
    await page.goto('/admin');
    // The back office's chunk and words load on the first visit (slow on a busy machine).
    await expect(page.getByRole('heading', { level: 1, name: a.signIn.title })).toBeVisible({
      timeout: 20_000,
    });
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: a.enrol.title })).toBeVisible();
    await expect(page.getByRole('img', { name: a.enrol.qrAlt })).toBeVisible();
    const key = page.getByText(a.enrol.key).locator('code');
    secret = secretOf((await key.textContent()) ?? '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    const { code, step } = await codeAfter(secret, null);
    enrolStep = step;
    await page.getByLabel(a.enrol.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: a.enrol.submit, exact: true }).click();

    // The recovery codes, shown this once.
    await expect(page.getByRole('heading', { level: 1, name: a.recovery.title })).toBeVisible();
    const codes = page.getByRole('list', { name: a.recovery.listLabel }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    for (const text of await codes.allTextContents())
      expect(text).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await page.getByRole('button', { name: a.recovery.done, exact: true }).click();
    await expect(page.getByRole('navigation', { name: a.layout.navLabel })).toBeVisible();
    await expect(page.getByText(`Daw Su, ${a.roles.admin}`)).toBeVisible();
  });

  await test.step('sign out, and in again with the password and a fresh code', async () => {
    await page.getByRole('button', { name: a.layout.signOut, exact: true }).click();
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: a.secondFactor.title })).toBeVisible();
    const { code } = await codeAfter(secret, enrolStep);
    await page.getByLabel(a.secondFactor.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: a.secondFactor.submit, exact: true }).click();
    await expect(page.getByRole('navigation', { name: a.layout.navLabel })).toBeVisible();
  });

  await test.step("approve the merchant's bank transfer", async () => {
    await openPart(page, a.nav.payments);
    await expect(page).toHaveURL(/\/admin\/payments$/);
    const awaiting = page.getByRole('region', { name: a.payments.transfers.title });
    const transfer = awaiting.getByRole('listitem').filter({ hasText: transferReference });
    await expect(transfer).toContainText('366,996 MMK');
    await expect(transfer).toContainText('0123-4567-89');
    await expect(
      transfer.getByRole('img', {
        name: a.payments.transfers.slip.replace('{reference}', transferReference),
      }),
    ).toBeVisible();
    await transfer.getByRole('button', { name: a.payments.transfers.approve, exact: true }).click();
    await expect(awaiting.getByText(transferReference)).toHaveCount(0);

    // The merchant's dashboard: the plan is active and the payment has its receipt.
    const answer = await request.get(
      `/api/merchant/dashboard/${transferMerchant.merchantUser.merchant_id}`,
      { headers: authHeaders(transferMerchant) },
    );
    expect(answer.status()).toBe(200);
    const dashboard = (await answer.json()) as DashboardResponse;
    expect(dashboard.subscription?.status).toBe('active');
    expect(dashboard.subscription?.duration_month).toBe(6);
    const paid = dashboard.payments.find((p) => p.method === 'bank_transfer');
    expect(paid?.status).toBe('succeeded');
    expect(paid?.receipt_number).toMatch(/^R-\d{4}-\d{6}$/);
  });

  let creditNote = '';
  await test.step('refund the card payment in full: a credit note', async () => {
    const search = page.getByRole('search');
    await search.getByLabel(a.payments.search.query, { exact: true }).fill(cardMerchant.user.phone);
    await search.getByRole('button', { name: a.payments.search.submit, exact: true }).click();
    const row = page
      .getByRole('table', { name: a.payments.search.title })
      .getByRole('row')
      .filter({ hasText: cardMerchant.user.phone });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('306,000 MMK');
    await expect(row).toContainText(a.payments.search.card);
    await row.getByRole('button', { name: /^Details of payment \d+$/ }).click();

    const detail = page.getByRole('region', { name: /^Payment \d+$/ });
    await expect(detail).toContainText('Left to refund: 306,000 MMK');
    await detail.getByRole('button', { name: a.payments.detail.refund, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Refund payment \d+$/ });
    await dialog.getByRole('radio', { name: /^The whole amount left/ }).check();
    await dialog
      .getByLabel(a.payments.refund.reason, { exact: true })
      .fill('The shop closed before the plan started.');
    await dialog.getByRole('button', { name: a.payments.refund.confirm, exact: true }).click();
    const done = dialog.getByText(/^Refunded\. Credit note C-\d{4}-\d{6}\.$/);
    await expect(done).toBeVisible();
    creditNote = /C-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
    // The dialog's own 'Close' (after its corner's close button).
    await dialog.getByRole('button', { name: a.payments.refund.close, exact: true }).last().click();
    await expect(detail).toContainText(creditNote);
    await expect(detail).toContainText('Left to refund: 0 MMK');
  });

  await test.step('a shopper reports a shop; the operator suspends it, then lifts it', async () => {
    // The shopper, in a browser of their own.
    const shopper = await browser.newContext();
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(`/shops/${reported.slug}`);
    await expect(shopperPage.getByRole('heading', { level: 1, name: reportedName })).toBeVisible();
    await shopperPage
      .getByRole('button', { name: en.marketplace.report.button, exact: true })
      .click();
    const reportDialog = shopperPage.getByRole('dialog', { name: en.marketplace.report.title });
    await reportDialog
      .getByRole('radio', { name: en.marketplace.report.reasons.scam, exact: true })
      .check();
    await reportDialog
      .getByLabel(en.marketplace.report.details, { exact: true })
      .fill('Asks for payment before the order and never delivers.');
    await reportDialog
      .getByRole('button', { name: en.marketplace.report.send, exact: true })
      .click();
    await expect(reportDialog.getByText(en.marketplace.report.sent)).toBeVisible();
    await shopper.close();

    await openPart(page, a.nav.moderation);
    const open = page.getByRole('region', { name: a.moderation.reportsHeading });
    const shop = open.getByRole('region', { name: reportedName });
    await expect(shop).toContainText(a.moderation.reasons.scam);
    await expect(shop).toContainText('never delivers');
    await shop
      .getByRole('button', { name: a.moderation.suspendNamed.replace('{shop}', reportedName) })
      .click();
    const suspend = page.getByRole('dialog', {
      name: a.moderation.suspendTitle.replace('{shop}', reportedName),
    });
    const reason = 'Reported for taking payment without delivering; we are checking.';
    await suspend.getByLabel(a.moderation.suspendReason, { exact: true }).fill(reason);
    await suspend.getByRole('button', { name: a.moderation.suspendConfirm, exact: true }).click();
    await expect(
      page.getByText(a.moderation.suspendedDone.replace('{shop}', reportedName)),
    ).toBeVisible();

    // Unlisted at once: the store page is not found, the marketplace's search has it no more.
    expect((await request.get(`/api/marketplace/shops/${reported.slug}`)).status()).toBe(404);
    const listedSlugs = async () => {
      const found = await request.get('/api/marketplace/shops', {
        params: { q: reportedName },
      });
      expect(found.status()).toBe(200);
      return ((await found.json()) as { shops: { slug: string }[] }).shops.map((s) => s.slug);
    };
    expect(await listedSlugs()).not.toContain(reported.slug);

    // The merchant's dashboard tells why.
    const merchantContext = await browser.newContext();
    const merchantPage = await merchantContext.newPage();
    await seedSession(merchantPage, reported.session);
    await merchantPage.goto('/dashboard');
    await expect(merchantPage.getByText(en.dashboard.suspension.title)).toBeVisible();
    await expect(
      merchantPage.getByText(en.dashboard.suspension.reason.replace('{reason}', reason)),
    ).toBeVisible();
    await merchantContext.close();

    // Lifted: listed again.
    const suspended = page.getByRole('region', { name: a.moderation.suspendedHeading });
    await suspended
      .getByRole('button', { name: a.moderation.liftNamed.replace('{shop}', reportedName) })
      .click();
    await expect(page.getByText(a.moderation.lifted.replace('{shop}', reportedName))).toBeVisible();
    expect((await request.get(`/api/marketplace/shops/${reported.slug}`)).status()).toBe(200);
    expect(await listedSlugs()).toContain(reported.slug);
  });

  await test.step('export the payments as CSV and read it back', async () => {
    await openPart(page, a.nav.exports);
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('button', {
        name: a.merchants.exports.download.replace(
          '{dataset}',
          a.merchants.exports.datasets.payments,
        ),
        exact: true,
      })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    // UTF-8 with a byte order mark, for Excel.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8')).filter((r) => r.join('') !== '');
    expect(rows[0]).toEqual([
      'payment_id',
      'created_at',
      'merchant_id',
      'shop_name',
      'method',
      'amount_mmk',
      'currency',
      'status',
      'provider',
      'provider_reference',
      'receipt_number',
      'refunded_mmk',
    ]);
    const records = rows.slice(1).map((r) => Object.fromEntries(rows[0]!.map((h, i) => [h, r[i]])));
    const of = (merchantId: number) => records.filter((r) => r.merchant_id === String(merchantId));

    // Amounts in kyats, as the columns are named (checked softly: every other check still runs).
    const transfer = of(transferMerchant.merchantUser.merchant_id);
    expect(transfer).toHaveLength(1);
    expect.soft(transfer[0]).toMatchObject({
      method: 'bank_transfer',
      amount_mmk: '366996',
      currency: 'MMK',
      status: 'succeeded',
    });
    expect(transfer[0]!.receipt_number).toMatch(/^R-\d{4}-\d{6}$/);

    const card = of(cardMerchant.merchantUser.merchant_id);
    expect(card).toHaveLength(1);
    expect(card[0]).toMatchObject({ method: 'card', shop_name: BURMESE_SHOP });
    expect.soft(card[0]).toMatchObject({
      method: 'card',
      amount_mmk: '306000',
      refunded_mmk: '306000',
      shop_name: BURMESE_SHOP,
    });

    const reportedShop = of(reported.merchantId);
    expect(reportedShop).toHaveLength(1);
    expect(reportedShop[0]).toMatchObject({ method: 'card', status: 'succeeded' });
    expect.soft(reportedShop[0]).toMatchObject({ amount_mmk: '306000', refunded_mmk: '0' });
    // The Burmese name, byte for byte as UTF-8.
    expect(bytes.includes(Buffer.from(BURMESE_SHOP, 'utf8'))).toBe(true);
  });
});
