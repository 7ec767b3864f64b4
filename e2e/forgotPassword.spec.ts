import {
  PASSWORD,
  authHeaders,
  axeProblems,
  expect,
  registerMerchant,
  seedSession,
  test,
} from './support';

test("'Forgot password?' sends a code to the phone, sets a new password and ends the old sessions", async ({
  page,
  request,
}) => {
  const session = await registerMerchant(request);
  const phone = session.user.phone;
  const newPassword = 'Monsoon-tea-2026';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const shown = await page.getByText(/^Your OTP code is \d{6}$/).textContent();
  const code = /(\d{6})$/.exec(shown ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // The code step, with a problem under a field, passes axe.
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByLabel('OTP', { exact: true })).toHaveAccessibleDescription(
    'Please enter the OTP',
  );
  expect(await axeProblems(page, '/forgot-password (code step)')).toEqual([]);

  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Your password has been changed. Log in with your new password.'),
  ).toBeVisible();

  // The session the merchant had is over; the new password logs in, the old one does not.
  const old = await request.get(`/api/merchant/dashboard/${session.merchantUser.merchant_id}`, {
    headers: authHeaders(session),
  });
  expect(old.status()).toBe(401);
  const oldLogin = await request.post('/api/merchant/login', {
    data: { phone, password: PASSWORD },
  });
  expect(oldLogin.status()).toBe(401);

  await page.getByRole('link', { name: 'Login', exact: true }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
});

test('the OTP screen after a reload shows the code already sent and the wait, not Send OTP', async ({
  page,
  request,
}) => {
  const session = await registerMerchant(request);
  await seedSession(page, session);
  await page.goto('/otp-verification');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/^Your OTP code is \d{6}$/)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`We sent an OTP to ${session.user.phone}.`)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/You can request a new OTP in 0:[0-5]\d\./);
  await expect(page.getByRole('button', { name: 'Send OTP', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  await page.getByLabel('OTP', { exact: true }).fill('12a34');
  await expect(page.getByLabel('OTP', { exact: true })).toHaveValue('1234');
});

test('in Burmese, the reset screen has no Latin digit and passes axe', async ({
  page,
  request,
}) => {
  const session = await registerMerchant(request);
  await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
  await page.goto('/forgot-password');
  await page.getByLabel('ဖုန်းနံပါတ်').fill(session.user.phone);
  await page.getByRole('button', { name: 'OTP ပို့ရန်' }).click();
  await expect(page.getByText(/^သင်၏ OTP ကုဒ်မှာ [၀-၉]{6} ဖြစ်သည်$/)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^[၀-၉]:[၀-၉]{2} /);
  const text = await page.getByRole('main').innerText();
  // Only the phone the merchant typed (kept as typed in the field's value) may hold Latin digits.
  expect(text).not.toMatch(/[0-9]/);
  expect(await axeProblems(page, '/forgot-password in Burmese')).toEqual([]);
});
