/**
 * A signed-in merchant's pages arrive rendered: the sign-in leaves the session's cookie beside
 * local storage (`merchant_session`: this site, every path, SameSite=Lax), the server renders
 * /dashboard with that merchant's data from it (even with JavaScript off), private and never
 * kept; the sign-out removes the cookie, and the old token's cookie then brings the empty app.
 */
import { SESSION_COOKIES } from '../contract/pages';
import { PASSWORD, expect, registerMerchant, test } from './support';

test("a merchant's dashboard arrives with their data, and the sign-out takes the cookie", async ({
  page,
  request,
  browser,
}) => {
  const username = 'Daw Khin Cookie';
  const session = await registerMerchant(request, { username, shopname: 'Cookie Tea House' });
  const other = await registerMerchant(request, { username: 'U Other Merchant' });
  const phone = session.user.phone;

  await page.goto('/login');
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: username })).toBeVisible();

  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIES.merchant);
  expect(cookie, 'the session cookie').toBeDefined();
  expect(cookie!.path).toBe('/');
  expect(cookie!.sameSite).toBe('Lax');
  expect(cookie!.secure).toBe(false);
  // No longer than a token lives (720 hours).
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(720 * 3600 * 1000);
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(0);
  const sent = `${cookie!.name}=${cookie!.value}`;

  // The page as the server sends it: that merchant's dashboard, kept by nobody.
  const raw = await request.get('/dashboard', { headers: { cookie: sent } });
  expect(raw.status()).toBe(200);
  expect(raw.headers()['cache-control']).toBe('private, no-store');
  expect(raw.headers().etag).toBeUndefined();
  const html = await raw.text();
  expect(html).toContain('data-signed-in');
  expect(html).toContain(phone);
  expect(html).toContain(username);
  expect(html).not.toContain(other.user.phone);
  expect(html).not.toMatch(/password/i);

  // With JavaScript off, the page itself shows it.
  const origin = new URL(page.url()).origin;
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
  try {
    await noScript.addCookies([{ name: cookie!.name, value: cookie!.value, url: origin }]);
    const plain = await noScript.newPage();
    await plain.goto('/dashboard');
    await expect(plain.locator('.dashboard-page')).toContainText(phone);
    await expect(plain.getByRole('button', { name: username })).toBeVisible();
  } finally {
    await noScript.close();
  }

  // The sign-out takes the cookie; the old token's cookie now brings the empty app.
  await page.getByRole('button', { name: username }).click();
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('dialog', { name: 'Your profile' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await reloaded;
  const left = await page.context().cookies();
  expect(left.find((c) => c.name === SESSION_COOKIES.merchant)).toBeUndefined();
  const stale = await request.get('/dashboard', { headers: { cookie: sent } });
  expect(await stale.text()).not.toContain(phone);
  expect(stale.headers()['set-cookie']).toContain(
    `${SESSION_COOKIES.merchant}=; Path=/; Max-Age=0`,
  );
});
