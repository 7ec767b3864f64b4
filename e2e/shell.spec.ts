import { expect, test } from '@playwright/test';

test('the landing page shows the header with its seven links and the visitor actions', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: /main/i });
  for (const name of [
    'Home',
    'Category',
    'Features',
    'Customer',
    'Pricing',
    'Contact Us',
    'Build Your Skills',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
});
