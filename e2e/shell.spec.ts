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

test('at 360 px the floating buttons leave the end of the page readable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const route of ['/', '/price']) {
    await page.goto(route);
    await expect(page.getByRole('button', { name: 'Price Calculator' })).toBeVisible();
    // The page is complete (answers in, the contact form's code loaded), then scrolled to its end.
    await page.waitForLoadState('networkidle');
    if (route === '/') await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const root = document.documentElement;
          window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
          return window.scrollY + window.innerHeight >= root.scrollHeight - 1;
        }),
      )
      .toBe(true);
    // Where the footer's words are drawn (their own boxes, not their paragraphs' full width).
    const words = await page.evaluate(() =>
      [...document.querySelectorAll('.site-footer p')].map((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    expect(words.length).toBeGreaterThan(0);
    for (const name of ['Price Calculator', 'Scroll to top']) {
      const button = await page.getByRole('button', { name }).boundingBox();
      if (!button) throw new Error(`${route}: no ${name} button`);
      for (const text of words) {
        const overlaps =
          text.x < button.x + button.width &&
          button.x < text.x + text.width &&
          text.y < button.y + button.height &&
          button.y < text.y + text.height;
        expect(overlaps, `${route}: footer words under ${name}`).toBe(false);
      }
    }
  }
});
