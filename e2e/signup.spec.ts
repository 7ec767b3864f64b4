import { expect, sessionKeys, test, uniquePhone } from './support';

test('a new merchant registers, verifies the phone, logs out and logs in again', async ({
  page,
}) => {
  const phone = uniquePhone();
  const email = `merchant-${phone}@example.com`;
  const password = 'Tea-house-2024!';
  const username = `Aye ${phone.slice(-4)}`;

  // Register Now.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register Now' })).toBeVisible();
  await page.getByLabel('User Name').fill(username);
  await page.getByLabel('Shop Name').fill('Golden Tea House');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill(phone);
  const district = page.getByLabel('Select District');
  await expect(district.getByRole('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  const township = page.getByLabel('Select township');
  await expect(township.getByRole('option')).not.toHaveCount(1);
  await township.selectOption({ index: 1 });
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(
    page.getByText('Registration successful! Redirecting to Otp verification code...'),
  ).toBeVisible();
  const succeededAt = Date.now();
  await expect(page).toHaveURL(/\/register$/);

  // About 2 s later: phone OTP verification.
  await page.waitForURL('**/otp-verification', { timeout: 10_000 });
  expect(Date.now() - succeededAt).toBeGreaterThanOrEqual(1500);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Phone OTP verification' }),
  ).toBeVisible();
  const phoneField = page.getByLabel('Phone Number');
  await expect(phoneField).toHaveValue(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(phoneField).not.toBeEditable();
  const shown = await page.getByText(/^Your OTP code is \d{6}$/).textContent();
  const code = /(\d{6})$/.exec(shown ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();

  // Logged in by the registration: log out from the profile dialog.
  await page.getByRole('button', { name: username }).click();
  const profile = page.getByRole('dialog', { name: 'Your profile' });
  await expect(profile).toContainText(email);
  // Logout ends with a reload of '/': wait for it before reading storage.
  const reloaded = page.waitForEvent('load');
  await profile.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await sessionKeys(page)).toEqual({
    authToken: null,
    token: null,
    user: null,
    merchantUser: null,
  });

  // Log in again at /signin.
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: username })).toBeVisible();

  const keys = await sessionKeys(page);
  expect(keys.authToken).toBeTruthy();
  expect(keys.token).toBe(keys.authToken);
  expect(JSON.parse(keys.user ?? 'null')).toMatchObject({
    username,
    shopname: 'Golden Tea House',
    phone,
    email,
  });
  expect(JSON.parse(keys.merchantUser ?? 'null')).toMatchObject({
    merchant_id: expect.any(Number),
  });
  // The password is nowhere in local storage.
  const everything = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(everything).not.toContain(password);

  // The server kept the verification: the dashboard shows the phone as verified.
  await page.goto('/dashboard');
  await expect(page.getByRole('definition').filter({ hasText: phone })).toContainText('Verified');
});
