/**
 * Paying the way Myanmar pays, in a real browser against the sandbox provider.
 *
 * The wallet: a merchant registers, verifies the phone with the code the sandbox shows, chooses
 * Standard for 6 months on /price and goes from /billing to /payment, chooses the mobile wallet
 * and gets the provider's QR code. The test reads that code from its pixels, as a phone's camera
 * would, checks it is an EMVCo merchant-presented payload in kyats (currency 104) with a valid
 * CRC, and takes out the sandbox wallet page's address it holds. A second browser, the
 * customer's phone, opens that page, sees the amount and presses 'Pay'; the first page, left
 * alone (no 'Confirm Payment'), reaches the dashboard by itself when the payment's live event
 * arrives, with the plan active, the payment listed as a mobile wallet's, and its receipt saying
 * so (printed in Burmese on one A4 sheet).
 *
 * The bank transfer: a merchant with an order sends a slip photo and a transaction id for the
 * reference /payment gives, and the dashboard shows the transfer as awaiting review. (An
 * operator's approval through the CLI is tested on the server.)
 */
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import en from '../src/i18n/catalogues/en.json';
import my from '../src/i18n/catalogues/my.json';
import { expect, merchantWithOrder, registerMerchant, seedSession, test } from './support';

/**
 * Standard for 6 months at the seeded price, no add-on, by hand:
 *   Standard, 6 months   340,000
 *   tax 2 %                6,800
 *   total                346,800 MMK
 */
const WALLET_TOTAL = '346,800 MMK';
const WALLET_TOTAL_KYAT = 346_800;

/**
 * Standard for 6 months with two Social Media Content (`merchantWithOrder`), by hand:
 *   340,000 + 2 x 10,000 = 360,000; feature discount 1 % of 20,000 = −200; subtotal 359,800;
 *   tax 2 % = 7,196; total 366,996 MMK.
 */
const TRANSFER_TOTAL = '366,996 MMK';

/** An A4 sheet in CSS pixels (210 x 297 mm at 96 px to the inch). */
const A4 = { width: 794, height: 1123 };

/** A checkout's reference, as `/payment` and every callback carry it. */
const REFERENCE = /^MP[0-9A-Z]{10}$/;

/** Reads a QR code as a phone's camera would: from the picture on the screen alone. */
async function scan(image: Locator): Promise<string> {
  const png = await image.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!read) throw new Error('the QR code could not be read from its pixels');
  return read.data;
}

/** EMVCo data objects: two digits of ID, two of length (in characters), the value. */
function dataObjects(text: string): Map<string, string> {
  const chars = [...text];
  const objects = new Map<string, string>();
  let at = 0;
  while (at < chars.length) {
    const id = chars.slice(at, at + 2).join('');
    const length = Number(chars.slice(at + 2, at + 4).join(''));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > chars.length) {
      throw new Error(`not a run of EMVCo data objects at ${at}: ${text}`);
    }
    objects.set(id, chars.slice(at + 4, at + 4 + length).join(''));
    at += 4 + length;
  }
  return objects;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMVCo's ID 63 carries it. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The sandbox wallet page's address inside a merchant account template (IDs 26 to 51). */
function walletPageUrl(objects: Map<string, string>): string | undefined {
  for (const [id, value] of objects) {
    if (Number(id) < 26 || Number(id) > 51) continue;
    for (const inner of dataObjects(value).values()) {
      if (/^https?:\/\//.test(inner)) return inner;
    }
  }
  return undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value beside a term of a description list. */
function valueOf(container: Locator, term: string): Locator {
  return container
    .locator('dl > div')
    .filter({ has: container.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

/** The phone, verified on /otp-verification with the code the sandbox SMS shows on screen. */
async function verifyPhone(page: Page) {
  await page.goto('/otp-verification');
  const main = page.getByRole('main');
  const codePattern = escape(en.otp.codeShown).replace('\\{code\\}', '(\\d{6})');
  const codeShown = main.getByText(new RegExp(`^${codePattern}$`));
  const send = main.getByRole('button', { name: en.otp.sendOtp, exact: true, disabled: false });
  await expect(codeShown.or(send).first()).toBeVisible();
  if (!(await codeShown.isVisible())) await send.click();
  const code = new RegExp(codePattern).exec((await codeShown.textContent()) ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await main.getByLabel(en.otp.otp, { exact: true }).fill(code ?? '');
  await main.getByRole('button', { name: en.otp.verifyOtp, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main.getByText(en.dashboard.justVerified)).toBeVisible();
}

test('a merchant pays a plan by mobile wallet: the QR opens the wallet on a second phone, and the first page reaches the dashboard by itself', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const session = await registerMerchant(request, { username: 'Khin Khin', emailPrefix: 'wallet' });
  await seedSession(page, session);
  await page.setViewportSize({ width: 1280, height: 900 });
  await verifyPhone(page);

  // /price: Standard for 6 months, no add-on; the order is recorded on 'Continue'.
  await page.goto('/price');
  await expect(page.getByRole('heading', { level: 1, name: en.plans.title })).toBeVisible();
  await page.getByRole('radio', { name: en.names.plan.standard, exact: true }).check();
  await page.getByRole('radio', { name: '6-months' }).check();
  const partner = page.getByRole('region', { name: en.plans.partnerTitle });
  await partner.getByRole('checkbox', { name: en.plans.acceptTerms }).check();
  await partner.getByRole('button', { name: en.plans.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/billing$/);

  // From /billing to /payment, the way to pay by wallet or transfer.
  await page.getByRole('link', { name: en.payment.payByWalletLink }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('main')).toContainText(WALLET_TOTAL);

  // 'Confirm Payment' is never pressed here: the page must learn of the payment by itself.
  const confirms: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/confirm$/.test(new URL(sent.url()).pathname)) {
      confirms.push(sent.url());
    }
  });

  await page.getByRole('radio', { name: en.staticPayment.wallet, exact: true }).check();
  const image = page.getByRole('img', {
    name: `QR code for a ${en.staticPayment.wallet} payment of ${WALLET_TOTAL}`,
  });
  await expect(image).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('timer')).toBeVisible();
  const shownReference = (await page.locator('.qr-payment__reference-value').textContent())?.trim();
  expect(shownReference).toMatch(REFERENCE);

  // The QR, read from its pixels: an EMVCo merchant-presented payload in kyats.
  const payload = await scan(image);
  expect(payload.startsWith('000201'), payload).toBe(true);
  expect(payload).toContain('5303104');
  const objects = dataObjects(payload);
  expect(objects.get('00')).toBe('01');
  expect(objects.get('01'), 'a dynamic QR, for this payment only').toBe('12');
  expect(objects.get('53')).toBe('104');
  expect(objects.get('58')).toBe('MM');
  expect(Number(objects.get('54'))).toBe(WALLET_TOTAL_KYAT);
  expect(dataObjects(objects.get('62') ?? '').get('05')).toBe(shownReference);
  // The CRC covers everything up to and including its own ID and length ('6304').
  expect(payload.slice(-8, -4)).toBe('6304');
  expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  const url = walletPageUrl(objects);
  expect(url, `the sandbox wallet page's address in ${payload}`).toBeDefined();
  expect(new URL(url!).pathname).toBe(`/sandbox/pay/${shownReference}`);

  // The customer's phone: another browser, with nothing of the merchant's session.
  const phone = await browser.newContext();
  try {
    const wallet = await phone.newPage();
    await wallet.goto(url!);
    await expect(wallet.getByRole('heading', { level: 1 })).toContainText('Confirm payment');
    await expect(wallet.getByText(WALLET_TOTAL, { exact: true })).toBeVisible();
    await expect(wallet.getByText(shownReference!, { exact: true })).toBeVisible();
    await wallet.getByRole('button', { name: /^Pay\b/ }).click();
    await expect(wallet.getByRole('status')).toContainText('Paid');
  } finally {
    await phone.close();
  }

  // The first page, untouched, moves on to the dashboard once the payment's event arrives.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  expect(confirms, "'Confirm Payment' was not needed").toEqual([]);
  // Told so, with the receipt's number.
  const paid = page.getByRole('alertdialog', {
    name: new RegExp(
      `^${escape(en.staticPayment.paidReceipt).replace('\\{receipt\\}', 'R-\\d{4}-\\d{6}')}$`,
    ),
  });
  await expect(paid).toBeVisible();
  await paid.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(paid).toBeHidden();
  const subscription = page.getByRole('region', { name: en.dashboard.subscriptionTitle });
  await expect(subscription).toContainText(en.names.plan.standard);
  await expect(subscription).toContainText('6 months');
  await expect(subscription).toContainText(/Active until \d{1,2} \w{3} \d{4}/);
  const payment = page.getByRole('region', { name: en.dashboard.paymentsTitle }).getByRole('row');
  await expect(payment.nth(1)).toContainText('346,800');
  await expect(payment.nth(1)).toContainText(en.dashboard.methodName.wallet);
  await expect(payment.nth(1)).toContainText(en.dashboard.paymentStatus.succeeded);

  // Its receipt says how it was paid.
  await payment
    .nth(1)
    .getByRole('link', { name: /^R-\d{4}-\d{6}$/ })
    .click();
  await expect(valueOf(page.getByRole('main'), en.dashboard.receiptPage.method)).toHaveText(
    /^Mobile wallet \(sandbox\), reference \S+$/,
  );

  // In Burmese, printed: the receipt alone still fits one A4 sheet.
  await page.evaluate(() => window.localStorage.setItem('lang', 'my'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(valueOf(page.getByRole('main'), my.dashboard.receiptPage.method)).toHaveText(
    /^မိုဘိုင်း ငွေပိုက်ဆံအိတ် \(စမ်းသပ်စနစ်\)၊ ရည်ညွှန်းကုဒ် \S+$/,
  );
  await page.setViewportSize(A4);
  await page.emulateMedia({ media: 'print' });
  await expect(
    page.getByRole('table', { name: my.dashboard.receiptPage.linesTitle }),
  ).toBeVisible();
  const height = await page.evaluate(() => document.body.scrollHeight);
  expect(height, 'the printed receipt fits one A4 page').toBeLessThanOrEqual(A4.height);
});

test("a merchant's bank transfer, sent with a slip photo and a transaction id, waits on the dashboard as 'Awaiting review'", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await merchantWithOrder(request, { emailPrefix: 'transfer' });
  await seedSession(page, session);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/payment');
  await expect(page.getByRole('main')).toContainText(TRANSFER_TOTAL);
  await page.getByRole('radio', { name: en.staticPayment.bank, exact: true }).check();

  // The reference code to write on the transfer.
  const referenceField = page.getByLabel(en.staticPayment.referenceCode, { exact: true });
  await expect(referenceField).toHaveValue(REFERENCE, { timeout: 15_000 });
  const reference = await referenceField.inputValue();

  // A photo of the slip (made here: a small PNG) and the bank's transaction id.
  const slip = await sharp({
    create: { width: 240, height: 320, channels: 3, background: { r: 236, g: 240, b: 245 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320"><text x="20" y="60" font-size="24">KBZ 366,996</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const form = page.getByRole('form', { name: en.staticPayment.transferFormTitle });
  await form
    .getByLabel(en.staticPayment.slipLabel, { exact: true })
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
  await form.getByLabel(en.staticPayment.transactionIdLabel, { exact: true }).fill('0123-4567-89');
  await form.getByRole('button', { name: en.staticPayment.sendTransfer, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: en.staticPayment.awaitingReview, exact: true }),
  ).toBeVisible();

  // The dashboard: the transfer awaits review, with its reference, amount and when it was sent.
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: en.dashboard.checkout.awaitingTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(en.dashboard.checkout.awaitingStatus);
  await expect(valueOf(notice, en.dashboard.checkout.reference)).toHaveText(reference);
  await expect(valueOf(notice, en.dashboard.checkout.amount)).toHaveText(TRANSFER_TOTAL);
  await expect(valueOf(notice, en.dashboard.checkout.sent)).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/,
  );
  await expect(notice).toContainText(en.dashboard.checkout.awaitingText);
  // Nothing is active until an operator approves it.
  await expect(page.getByRole('region', { name: en.dashboard.subscriptionTitle })).toContainText(
    /You have no subscription yet/,
  );
});
