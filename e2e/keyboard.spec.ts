/**
 * Keyboard only: a merchant registers, verifies the phone, picks a plan and pays without
 * ever touching the mouse: page.keyboard moves focus with Tab and operates every control.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, NEXT_YEAR, test, uniquePhone } from './support';

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 250) {
  await expect(target).toBeVisible();
  for (let i = 0; i < limit; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).not.toHaveValue('');
}

/** A closed <select> with the focus: the arrow keys change the choice. */
async function chooseNext(page: Page, select: Locator) {
  await expect(select.getByRole('option')).not.toHaveCount(1);
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  await expect(select).not.toHaveValue('');
}

test('register, pick a plan and pay with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone();
  const password = 'Tea-house-2024!';
  const username = `Kyaw ${phone.slice(-4)}`;

  // Register Now.
  await page.goto('/register');
  const main = page.getByRole('main');
  await typeInto(page, main.getByLabel('User Name'), username);
  await typeInto(page, main.getByLabel('Shop Name'), 'Golden Tea House');
  await typeInto(page, main.getByLabel('Email Address'), `keys-${phone}@example.com`);
  await typeInto(page, main.getByLabel('Phone Number'), phone);
  await chooseNext(page, main.getByLabel('Select District'));
  await chooseNext(page, main.getByLabel('Select township'));
  await typeInto(page, main.getByLabel('Password', { exact: true }), password);
  await typeInto(page, main.getByLabel('Confirm Password'), password);
  await tabTo(page, main.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');

  // The phone OTP.
  await page.waitForURL('**/otp-verification', { timeout: 10_000 });
  await tabTo(page, main.getByRole('button', { name: 'Send OTP' }));
  await page.keyboard.press('Enter');
  const shown = await main.getByText(/^Your OTP code is \d{6}$/).textContent();
  const code = /(\d{6})$/.exec(shown ?? '')?.[1] ?? '';
  await typeInto(page, main.getByLabel('OTP', { exact: true }), code);
  await tabTo(page, main.getByRole('button', { name: 'Verify OTP' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Pricing, from the dashboard's next step.
  await tabTo(
    page,
    main
      .getByRole('region', { name: 'Your way to a listed shop' })
      .getByRole('link', { name: 'Choose your plan' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/price$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Choose your Plan' })).toBeVisible();

  const standard = main.getByRole('radio', { name: 'Standard' });
  // One Tab stop per radio group, the checked radio: the arrow keys choose within it.
  await tabTo(
    page,
    main.getByRole('group', { name: 'Plans' }).getByRole('radio', { checked: true }),
  );
  for (let i = 0; i < 5 && !(await standard.isChecked()); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(standard).toBeChecked();

  const partner = main.getByRole('region', { name: 'Partner with us' });
  const terms = partner.getByRole('checkbox', { name: 'Accept Terms and Conditions' });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, partner.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/billing$/);

  // Billing: the shop, then the card.
  await expect(main.getByLabel('Shop Name', { exact: true })).toHaveValue('Golden Tea House');
  await typeInto(page, main.getByLabel('Address', { exact: true }), '12 Bo Aung Kyaw St');
  await chooseNext(page, main.getByLabel('Shop Category', { exact: true }));
  const township = main.getByLabel('Township', { exact: true });
  if ((await township.inputValue()) === '') await chooseNext(page, township);
  await typeInto(page, main.getByLabel('Card Number', { exact: true }), '4242424242424242');
  await typeInto(page, main.getByLabel('Card Holder Name', { exact: true }), username);
  await typeInto(page, main.getByLabel('Expiration Month', { exact: true }), '12');
  await typeInto(page, main.getByLabel('Expiration Year', { exact: true }), NEXT_YEAR);
  await typeInto(page, main.getByLabel('CVC', { exact: true }), '739');
  await tabTo(page, main.getByRole('button', { name: 'Complete Registration' }));
  await page.keyboard.press('Enter');

  // The alert takes the focus; Enter on OK closes it.
  const alert = page.getByRole('alertdialog', {
    name: 'Payment successful and billing information saved!',
  });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Subscription' })).toContainText('Standard');
});
