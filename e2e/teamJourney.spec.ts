/**
 * A shop's team, against the real server: the owner invites a cashier on /store/team; the cashier
 * signs in at /staff/login with the code, lands on the inbox, accepts an order placed meanwhile,
 * gives a stamp at the counter, and is refused billing; the owner then reads on the team page who
 * did it. The team page and the sign-in are swept by axe at 360 and 1280 px in both languages.
 */
import type { Page } from '@playwright/test';
import { offerLoyalty, placeOrderByApi, signInCustomerByApi } from './loyaltyKit';
import { openShopTakingOrders } from './orderKit';
import { atRest, axeProblems, expect, seedSession, test, uniquePhone } from './support';

async function axeBothWidths(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await atRest(page);
    problems.push(...(await axeProblems(page, `${where} at ${width} px`)));
  }
  return problems;
}

test('an owner invites a cashier who signs in, accepts an order and gives a stamp, but cannot open billing', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const suffix = `${Date.now()}`.slice(-6);
  const shop = await openShopTakingOrders(request, `Shwe Team Tea ${suffix}`);
  await offerLoyalty(request, shop);
  const cashierPhone = uniquePhone();
  const problems: string[] = [];

  // The owner invites Ko Zaw as a cashier.
  await seedSession(page, shop.session);
  await page.goto('/store/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByText('1 person of 20 on your plan, you included.')).toBeVisible();
  await page.getByRole('button', { name: 'Invite a member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a member' });
  await invite.getByLabel('Name').fill('Ko Zaw');
  await invite.getByLabel('Phone Number').fill(cashierPhone);
  await expect(invite.getByRole('radio', { name: 'Cashier' })).toBeChecked();
  problems.push(...(await axeProblems(page, '/store/team, inviting')));
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(
    page.getByText(`Ko Zaw is on the team. They can sign in now with ${cashierPhone}.`),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Ko Zaw' });
  await expect(row).toContainText('Cashier');
  await expect(row).toContainText('Invited: not signed in yet');
  problems.push(...(await axeBothWidths(page, '/store/team')));
  await page.evaluate(() => window.localStorage.setItem('lang', 'my'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'အဖွဲ့' })).toBeVisible();
  problems.push(...(await axeBothWidths(page, '/store/team in Burmese')));

  // The cashier, on their own phone, signs in with the code the sandbox shows.
  const phone = await browser.newContext();
  const cashier = await phone.newPage();
  await cashier.goto('/staff/login');
  await expect(
    cashier.getByRole('heading', { level: 1, name: 'Sign in to your shop’s team' }),
  ).toBeVisible();
  problems.push(...(await axeBothWidths(cashier, '/staff/login')));
  await cashier.getByLabel('Phone Number').fill(cashierPhone);
  await cashier.getByRole('button', { name: 'Send OTP' }).click();
  const shown = await cashier.getByText(/^Your OTP code is \d{6}$/).textContent();
  await cashier.getByLabel('OTP').fill(shown!.replace(/\D/g, ''));
  await cashier.getByRole('button', { name: 'Sign in' }).click();
  await expect(cashier).toHaveURL(/\/store\/orders$/);
  await expect(cashier.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // Their header lists only what a cashier may open.
  const nav = cashier.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);

  // A shopper orders; the order arrives in the cashier's inbox, and the cashier accepts it.
  const shopperPhone = uniquePhone();
  const shopper = await signInCustomerByApi(request, shopperPhone, 'Ma Thiri');
  const order = await placeOrderByApi(request, shop, shopper, `team-${suffix}`);
  const card = cashier.getByRole('listitem').filter({
    has: cashier.getByRole('heading', { level: 3, name: new RegExp(`^Order #${order.number} `) }),
  });
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toContainText('Accepted');

  // At the counter, a stamp for the shopper.
  await cashier.getByRole('link', { name: 'Loyalty' }).first().click();
  await expect(cashier.getByRole('heading', { level: 2, name: 'Counter' })).toBeVisible();
  await expect(cashier.getByRole('heading', { level: 2, name: 'Stamp card' })).toHaveCount(0);
  await cashier.getByLabel('Phone number').fill(shopperPhone);
  await cashier.getByRole('button', { name: 'Find' }).click();
  await cashier.getByRole('button', { name: 'Add stamp' }).click();
  await expect(cashier.getByText('Stamp added.')).toBeVisible();

  // Billing is the owner's.
  await cashier.goto('/billing');
  await expect(cashier.getByText('Your role in this shop does not allow this.')).toBeVisible();
  await expect(cashier.getByRole('link', { name: 'Go to the orders' })).toBeVisible();
  const refused = await request.get(`/api/merchant/dashboard/${shop.merchantId}`, {
    headers: {
      authorization: `Bearer ${await cashier.evaluate(() => window.localStorage.getItem('token'))}`,
    },
  });
  expect(refused.status()).toBe(403);
  await phone.close();

  // The owner reads who did what.
  await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  await page.reload();
  const activity = page.getByRole('region', { name: 'Who did what' });
  await expect(activity).toContainText('Ko Zaw gave Ma Thiri a stamp');
  await expect(activity).toContainText(`Ko Zaw accepted order #${order.number}`);
  await expect(page.getByRole('row').filter({ hasText: 'Ko Zaw' })).toContainText(
    'Signed in since',
  );
  expect(problems).toEqual([]);
});
