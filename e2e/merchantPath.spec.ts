/**
 * The merchant's path, against the real server: from registration to a published shop, following
 * only what each page offers. Every page the merchant lands on has a next step (a link or a
 * button onward), the dashboard's checklist ticks each step from the server's records, and what
 * was told once (the shop's name, township, address, category) is not asked again.
 */
import type { Locator, Page } from '@playwright/test';
import {
  axeProblems,
  expect,
  fillShopAndCard,
  horizontalOverflow,
  PASSWORD,
  registerMerchant,
  test,
  uniquePhone,
} from './support';

/** The page at `path` offers `onward`, visible and usable: the merchant is never left stuck. */
async function landsWithNextStep(page: Page, path: RegExp, onward: Locator) {
  await expect(page).toHaveURL(path);
  await expect(onward, `${page.url()} offers a next step`).toBeVisible();
  await expect(onward).toBeEnabled();
}

const checklistOf = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Your way to a listed shop' });

/** The checklist's step put forward (the first one not done). */
const nextStepOf = (page: Page) =>
  checklistOf(page).locator('[aria-current="step"]').getByRole('link');

test('a new merchant goes from registration to a published shop, always offered the next step', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const phone = uniquePhone();
  const suffix = phone.slice(-6);
  const shopName = `Mya Tea ${suffix}`;
  const password = 'Tea-house-2024!';

  // Registration.
  await page.goto('/register');
  const create = page.getByRole('button', { name: 'Create Account' });
  await landsWithNextStep(page, /\/register$/, create);
  await page.getByLabel('User Name').fill(`Mya ${suffix}`);
  await page.getByLabel('Shop Name').fill(shopName);
  await page.getByLabel('Email Address').fill(`path-${phone}@example.com`);
  await page.getByLabel('Phone Number').fill(phone);
  const district = page.getByLabel(/district/i);
  await expect(district.getByRole('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  const township = page.getByLabel(/township/i);
  await expect(township.getByRole('option')).not.toHaveCount(1);
  await township.selectOption({ index: 1 });
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await create.click();

  // The phone, verified with the code the sandbox shows; then the dashboard, not the landing page.
  await page.waitForURL('**/otp-verification', { timeout: 10_000 });
  const send = page.getByRole('button', { name: 'Send OTP' });
  await landsWithNextStep(page, /\/otp-verification$/, send);
  await send.click();
  const shown = await page.getByText(/^Your OTP code is \d{6}$/).textContent();
  const code = /(\d{6})$/.exec(shown ?? '')?.[1] ?? '';
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await landsWithNextStep(page, /\/dashboard$/, nextStepOf(page));
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();
  await expect(checklistOf(page)).toContainText('1 of 6 steps done');
  await expect(nextStepOf(page)).toHaveText('Choose your plan');

  // A plan, chosen on /price from the checklist.
  await nextStepOf(page).click();
  const partner = page.getByRole('region', { name: 'Partner with us' });
  const proceed = partner.getByRole('button', { name: 'Continue' });
  await landsWithNextStep(page, /\/price$/, proceed);
  await page.getByRole('radio', { name: 'Standard' }).check();
  await partner.getByRole('checkbox', { name: 'Accept Terms and Conditions' }).check();
  await proceed.click();

  // Paid on /billing: the shop name told at registration is already there.
  const complete = page.getByRole('button', { name: 'Complete Registration' });
  await landsWithNextStep(page, /\/billing$/, complete);
  await expect(page.getByLabel('Shop Name', { exact: true })).toHaveValue(shopName);
  await page.getByLabel('Shop Name', { exact: true }).fill('Golden Tea House');
  await fillShopAndCard(page, '4242424242424242');
  await complete.click();
  const paid = page.getByRole('alertdialog', {
    name: 'Payment successful and billing information saved!',
  });
  await expect(paid).toBeVisible();
  await paid.getByRole('button', { name: 'OK' }).click();
  await landsWithNextStep(page, /\/dashboard$/, nextStepOf(page));
  await expect(checklistOf(page)).toContainText('3 of 6 steps done');
  await expect(nextStepOf(page)).toHaveText("Fill in your shop's profile");

  // The profile: what billing was told fills it; saving it is the next step.
  await nextStepOf(page).click();
  const save = page.getByRole('button', { name: 'Save profile' });
  await landsWithNextStep(page, /\/store#profile$/, save);
  const profile = page.getByRole('region', { name: 'Store profile' });
  await expect(profile.getByLabel('Shop name')).toHaveValue('Golden Tea House');
  await expect(profile.getByLabel('Address', { exact: true })).toHaveValue('12 Bo Aung Kyaw St');
  await expect(profile.getByLabel('Township', { exact: true })).not.toHaveValue('');
  await expect(profile.getByLabel('Category', { exact: true })).not.toHaveValue('');
  await profile.getByLabel('Shop name').fill(shopName);
  await save.click();
  await expect(page.getByText('Your store profile is saved.')).toBeVisible();

  // The first item: the catalogue's button is the next step.
  const addProduct = page.getByRole('tabpanel').getByRole('button', { name: 'Add product' });
  await expect(addProduct).toBeVisible();
  await addProduct.click();
  const dialog = page.getByRole('dialog', { name: 'Add a product' });
  await dialog.getByLabel('Name', { exact: true }).fill('Lahpet thoke');
  await dialog.getByLabel('Price (MMK)').fill('2500');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Published: then the store page is the next step.
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(
    page.getByText('Your store is published: customers can find it in the marketplace.'),
  ).toBeVisible();

  // The dashboard: every step ticked, and the way to the shop's own page.
  await page.goto('/dashboard');
  const view = checklistOf(page).getByRole('link', { name: 'View your store page' });
  await landsWithNextStep(page, /\/dashboard$/, view);
  await expect(checklistOf(page)).toContainText('6 of 6 steps done');
  await expect(checklistOf(page).locator('[aria-current="step"]')).toHaveCount(0);

  // On a phone, in either language, the dashboard's tables are stacked rows, each cell labelled,
  // never columns cut at the edge; nothing on it stops a reader.
  const problems: string[] = [];
  for (const language of ['en', 'my']) {
    await page.evaluate((chosen) => window.localStorage.setItem('lang', chosen), language);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      const payments = page.locator('.dashboard-section table').last();
      await expect(payments.locator('tbody tr')).toHaveCount(1);
      const where = `/dashboard (${language}, ${width} px)`;
      expect(await horizontalOverflow(page), where).toBeNull();
      if (width === 360) {
        const cut = await payments.evaluate((table) => {
          const wrap = table.parentElement!;
          return wrap.scrollWidth > wrap.clientWidth + 1;
        });
        expect(cut, `${where}: the payments table is cut`).toBe(false);
        // The column headers are left to screen readers: each cell carries its own.
        const headHeight = await payments
          .locator('thead')
          .evaluate((head) => head.getBoundingClientRect().height);
        expect(headHeight, where).toBeLessThanOrEqual(1);
        const label = await payments
          .locator('tbody td')
          .first()
          .evaluate((cell) => getComputedStyle(cell, '::before').content);
        expect(label, `${where}: a stacked cell names its column`).not.toBe('none');
      }
      problems.push(...(await axeProblems(page, where)));
    }
  }
  expect(problems).toEqual([]);
  await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await view.click();
  await expect(page).toHaveURL(/\/shops\//);
  await expect(page.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Lahpet thoke');
});

test('a protected merchant page sends a visitor to log in, then back to it', async ({
  page,
  request,
}) => {
  const session = await registerMerchant(request);
  await page.goto('/store/promotions?tab=codes');
  await expect(page).toHaveURL(/\/login\?next=%2Fstore%2Fpromotions%3Ftab%3Dcodes$/);
  await page.getByLabel('Phone Number').fill(session.user.phone ?? '');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/store\/promotions\?tab=codes$/);
});
