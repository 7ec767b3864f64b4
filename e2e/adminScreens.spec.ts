/**
 * The back office's screens in a real browser, with operators the CLI made (e2e/serve.ts),
 * filled with real records (a transfer awaiting review with its slip, card payments, a reported
 * shop, a Burmese shop name): the sign-in, the enrolment, every part an administrator opens, and
 * a store page with 'Report this shop' open. None has a serious or critical axe violation or
 * scrolls sideways, at 360 and 1280 px, in English and in Burmese.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import en from '../src/i18n/catalogues/en.json';
import my from '../src/i18n/catalogues/my.json';
import {
  cliOperator,
  keepOperatorSession,
  passwordStep,
  payPremiumByCard,
  sendBankTransfer,
  signedInOperator,
  type SignedInOperator,
} from './adminKit';
import { openShopTakingOrders, type ShopTakingOrders } from './orderKit';
import {
  axeProblems,
  expect,
  horizontalOverflow,
  merchantWithOrder,
  registerMerchant,
  test,
} from './support';

const WIDTHS = [360, 1280];
const CATALOGUES = { en, my } as const;

// The records and the session made once for the file: its tests stay in one worker, in order.
test.describe.configure({ mode: 'default' });

let api: APIRequestContext | undefined;
/** Signed in and enrolled: every part. */
let admin: SignedInOperator;
/** Never enrolled: the enrolment. */
const newcomer = cliOperator('newcomer');
let shop: ShopTakingOrders;
let merchantId: number;

test.beforeAll(async ({ playwright, baseURL }) => {
  // Waits for a fresh authenticator code (up to 30 s) when a worker signs in again.
  test.setTimeout(120_000);
  api = await playwright.request.newContext({ baseURL });
  admin = await signedInOperator(api, 'screens');

  // Records for every part to show: a transfer awaiting review, card payments (one refunded
  // later by nobody: the search lists it), a Burmese shop, a reported shop.
  const transfer = await merchantWithOrder(api, { emailPrefix: 'screenstransfer' });
  await sendBankTransfer(api, transfer, '9876-5432-10');
  const burmese = await registerMerchant(api, {
    username: 'ဒေါ်ခင်ခင်',
    shopname: 'ရွှေလက်ဖက်ရည်ဆိုင်',
    emailPrefix: 'screensburmese',
  });
  await payPremiumByCard(api, burmese, 'ရွှေလက်ဖက်ရည်ဆိုင်');
  merchantId = burmese.merchantUser.merchant_id;
  shop = await openShopTakingOrders(api, `Screens Noodles ${`${Date.now()}`.slice(-6)}`);
  const reported = await api.post(`/api/marketplace/shops/${shop.slug}/reports`, {
    data: { reason: 'wrong_information', details: 'The opening hours are wrong.' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
});

test.afterAll(async () => {
  await api?.dispose();
});

/**
 * Checks the page at both widths once `ready` shows; what is wrong is told softly, so one test
 * reports every screen it checks.
 */
async function checkAtBothWidths(page: Page, where: string, ready: () => Promise<void>) {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await ready();
    problems.push(...(await axeProblems(page, `${where} at ${width}px`)));
    const overflow = await horizontalOverflow(page);
    if (overflow) problems.push(`${where} at ${width}px: ${overflow}`);
  }
  expect.soft(problems, problems.join('\n')).toEqual([]);
}

async function inLanguage(page: Page, language: 'en' | 'my') {
  await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).first();

test("the back office's sign-in and enrolment pass axe and fit, in English and Burmese", async ({
  browser,
}) => {
  for (const language of ['en', 'my'] as const) {
    const a = CATALOGUES[language].admin;
    const context = await browser.newContext();
    const page = await context.newPage();
    await inLanguage(page, language);
    await page.goto('/admin');
    await checkAtBothWidths(page, `sign-in (${language})`, async () => {
      await expect(heading(page, a.signIn.title)).toBeVisible();
    });
    await context.close();

    // The enrolment: a password accepted, no authenticator yet (the shell's kept session).
    const enrolContext = await browser.newContext();
    const enrolPage = await enrolContext.newPage();
    const first = await passwordStep(api!, newcomer);
    expect(first.stage).toBe('enrol');
    await inLanguage(enrolPage, language);
    await keepOperatorSession(enrolPage, first, 'enrolling');
    await enrolPage.goto('/admin');
    await checkAtBothWidths(enrolPage, `enrolment (${language})`, async () => {
      await expect(heading(enrolPage, a.enrol.title)).toBeVisible();
      await expect(enrolPage.getByRole('img', { name: a.enrol.qrAlt })).toBeVisible();
    });
    await enrolContext.close();
  }
});

for (const language of ['en', 'my'] as const) {
  const a = CATALOGUES[language].admin;
  const parts = [
    { name: 'overview', path: '/admin', title: a.merchants.overview.title },
    { name: 'merchants', path: '/admin/merchants', title: a.merchants.list.title },
    { name: "a merchant's page", path: 'merchant', title: 'ဒေါ်ခင်ခင်' },
    { name: 'payments', path: '/admin/payments', title: a.payments.title },
    { name: 'prices', path: '/admin/prices', title: a.prices.title },
    { name: 'partner codes', path: '/admin/partner-codes', title: a.prices.codes.title },
    { name: 'moderation', path: '/admin/moderation', title: a.moderation.title },
    { name: 'audit', path: '/admin/audit', title: a.merchants.audit.title },
    { name: 'exports', path: '/admin/exports', title: a.merchants.exports.title },
  ];
  test(`every part of the back office passes axe and fits (${language})`, async ({ page }) => {
    // Nine parts, each at two widths.
    test.setTimeout(150_000);
    await inLanguage(page, language);
    await keepOperatorSession(page, admin);
    for (const part of parts) {
      await page.goto(part.path === 'merchant' ? `/admin/merchants/${merchantId}` : part.path);
      await checkAtBothWidths(page, `${part.name} (${language})`, async () => {
        await expect(page.getByRole('navigation', { name: a.layout.navLabel })).toBeVisible();
        await expect(heading(page, part.title)).toBeVisible();
        await page.waitForLoadState('networkidle');
        if (part.name === 'payments') {
          // The slip beside the transfer awaiting review.
          await expect(page.getByRole('img', { name: /MP[0-9A-Z]{10}/ }).first()).toBeVisible();
        }
        if (part.name === 'moderation') {
          await expect(page.getByRole('region', { name: shop.name })).toBeVisible();
        }
      });
    }
  });
}

test("a store page with 'Report this shop' open passes axe and fits, in English and Burmese", async ({
  browser,
}) => {
  for (const language of ['en', 'my'] as const) {
    const report = CATALOGUES[language].marketplace.report;
    const context = await browser.newContext();
    const page = await context.newPage();
    await inLanguage(page, language);
    await page.goto(`/shops/${shop.slug}`);
    await page.getByRole('button', { name: report.button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: report.title });
    await dialog.getByRole('radio', { name: report.reasons.offensive, exact: true }).check();
    await checkAtBothWidths(page, `report dialog (${language})`, async () => {
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: report.send, exact: true })).toBeVisible();
    });
    await context.close();
  }
});
