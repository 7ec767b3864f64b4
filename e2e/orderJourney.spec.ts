/**
 * Issue 19's journey, against the real server, in two browser contexts: the merchant prints the
 * table QR codes and watches the live inbox; a shopper scans table 4's code (opens the URL it
 * encodes), orders two dishes, signs in by phone only when placing, and follows the order on
 * /my/orders while the shop accepts, readies and completes it; then a table reservation is
 * requested and confirmed the same way. Every change crosses by Server-Sent Events, not reloads.
 */
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { openShopTakingOrders } from './orderKit';
import { expect, seedSession, test } from './support';

/** Reads a QR code as a phone's camera would: from the picture alone. */
async function scan(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  const png = Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!read) throw new Error('the QR code could not be read');
  return read.data;
}

/** The shopper signs in with the code the sandbox SMS provider shows, giving a name the first time. */
async function signIn(shopper: Page, phone: string, name: string) {
  await expect(shopper).toHaveURL(/\/my\/login\?next=/);
  await shopper.getByLabel('Phone Number').fill(phone);
  await shopper.getByRole('button', { name: 'Send OTP' }).click();
  const shown = await shopper.getByText(/^Your OTP code is \d{6}$/).textContent();
  await shopper.getByLabel('OTP', { exact: true }).fill(/(\d{6})$/.exec(shown ?? '')?.[1] ?? '');
  await shopper.getByRole('button', { name: 'Sign in' }).click();
  await shopper.getByLabel('Your name').fill(name);
  await shopper.getByRole('button', { name: 'Save' }).click();
}

test('a shopper orders at table 4 from its QR code and reserves a table; the shop answers both live', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = `${Date.now()}`.slice(-6);
  const shop = await openShopTakingOrders(request, `Mohinga Corner ${suffix}`);
  const inbox = page;
  await seedSession(inbox, shop.session);

  // The merchant prints the menu QR codes of the tables.
  await inbox.goto('/store');
  await inbox.getByLabel('Table numbers').fill('1-6');
  await inbox.getByRole('button', { name: 'Show QR codes' }).click();
  const menuUrl = new URL(
    await scan(inbox.getByRole('img', { name: `QR code for table 4 of ${shop.name}` })),
  );
  expect(menuUrl.pathname).toBe(`/shops/${shop.slug}`);
  expect(menuUrl.searchParams.get('table')).toBe('4');

  // The live inbox, open before anything is ordered.
  await inbox.goto('/store/orders');
  await expect(inbox.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(inbox.getByText('Live', { exact: true })).toBeVisible();
  await expect(inbox.getByText('No orders to show.')).toBeVisible();

  // The shopper, on a phone of their own, opens the address the code holds.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(`${menuUrl.pathname}${menuUrl.search}`);
  await expect(shopper.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await shopper.getByRole('button', { name: 'Add to order: Mohinga' }).click();
  await shopper.getByRole('button', { name: 'Add to order: Shan noodles' }).click();
  await shopper.getByLabel('Quantity of Mohinga').fill('2');
  await expect(shopper.getByLabel('Table number')).toHaveValue('4');

  // Placing asks for a sign-in, and the basket waits through it.
  await shopper.getByRole('button', { name: 'Place order' }).click();
  await signIn(shopper, '09791234567', 'Ma Thida');
  await expect(shopper).toHaveURL(new RegExp(`/shops/${shop.slug}\\?table=4`));
  await expect(shopper.getByLabel('Quantity of Mohinga')).toHaveValue('2');
  const placing = shopper.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/customer/shops/${shop.slug}/orders`) &&
      response.request().method() === 'POST',
  );
  await shopper.getByRole('button', { name: 'Place order' }).click();
  const placed = await placing;
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { number: number; total: number };
  // The server's price: 2 × 2,500 + 3,000.
  expect(order.total).toBe(8000);
  await expect(shopper.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await expect(
    shopper.getByText(`Order number ${order.number}. Total: 8,000 MMK, as the shop priced it.`),
  ).toBeVisible();

  // It reaches the shop's open inbox by itself, within a second of being placed.
  const card = inbox.getByRole('listitem', { name: new RegExp(`^Order #${order.number}\\b`) });
  await expect(card).toBeVisible({ timeout: 1_000 });
  await expect(card).toContainText('Table 4');
  await expect(card).toContainText('Ma Thida');
  await expect(card).toContainText('2 × Mohinga');
  await expect(inbox).toHaveTitle(/^\(1\) /);

  // The shopper follows it on My orders while the shop works through it.
  await shopper.getByRole('link', { name: 'My orders' }).click();
  const mine = shopper.getByRole('region', { name: 'Orders' });
  await expect(mine.getByText('Placed, waiting for the shop')).toBeVisible();
  await expect(shopper.getByText('Live', { exact: true })).toBeVisible();
  for (const [action, seen] of [
    ['Accept', 'Accepted'],
    ['Ready', 'Ready for pickup'],
    ['Complete', 'Completed'],
  ] as const) {
    await card.getByRole('button', { name: action }).click();
    await expect(mine.getByText(seen, { exact: true })).toBeVisible();
  }
  // No step is left after completion: the shop marks the order paid, and may block its customer.
  await expect(card.getByRole('button')).toHaveText([
    'Paid (cash)',
    'Paid (wallet transfer)',
    'Block customer',
  ]);
  await card.getByRole('button', { name: 'Paid (cash)' }).click();
  await expect(card.getByText('Paid · Cash')).toBeVisible();
  await expect(card.getByRole('button')).toHaveText(['Block customer']);

  // A table for two tomorrow, requested by the shopper and confirmed by the shop.
  await shopper.goto(`/shops/${shop.slug}`);
  await shopper.getByRole('button', { name: 'Reserve a table' }).click();
  const dialog = shopper.getByRole('dialog', { name: 'Reserve a table' });
  const tomorrow = new Date(Date.now() + (390 + 24 * 60) * 60_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Date').fill(tomorrow);
  await dialog.getByLabel('Time').selectOption({ label: '12:00 (4 places left)' });
  await dialog.getByLabel('Party size').fill('2');
  await dialog.getByRole('button', { name: 'Reserve' }).click();
  await expect(shopper.getByRole('heading', { name: 'Reservation requested' })).toBeVisible();

  const booking = inbox.getByRole('listitem', { name: /^Reservation for Ma Thida/ });
  await expect(booking).toBeVisible();
  await shopper.goto('/my/orders');
  const reservations = shopper.getByRole('region', { name: 'Reservations' });
  await expect(reservations.getByText('Requested, waiting for the shop')).toBeVisible();
  await booking.getByRole('button', { name: 'Confirm' }).click();
  await expect(reservations.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(booking.getByRole('button', { name: 'No-show' })).toBeVisible();

  await shopperContext.close();
});
