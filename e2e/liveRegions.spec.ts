/**
 * Live regions, swept: every screen that speaks to screen readers is driven through
 * its states while a recorder in the page notes each change of each live region, with the
 * politeness a screen reader gives it. Then the rules are checked on what was recorded:
 * progress, success and countdowns are polite; only errors are assertive; a countdown's every
 * second is not announced.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  fillShopAndCard,
  holdAnswers,
  merchantWithOrder,
  openWalletQrOnPausedClock,
  seedSession,
  test,
  uniquePhone,
} from './support';

type Politeness = 'assertive' | 'polite' | 'off';

interface Announcement {
  politeness: Politeness;
  role: string;
  text: string;
}

declare global {
  interface Window {
    __announcements: Announcement[];
  }
}

/**
 * Runs in the page before its scripts: watches the whole document and, whenever the content of
 * a live region changes, records the region's new text once (what a screen reader would read).
 */
function recordLiveRegions() {
  const REGION =
    '[aria-live], [role="status"], [role="alert"], [role="timer"], [role="log"], output';
  const implicit: Record<string, Politeness> = {
    alert: 'assertive',
    status: 'polite',
    log: 'polite',
    timer: 'off',
    output: 'polite',
  };
  const last = new WeakMap<Element, string>();
  window.__announcements = [];
  const note = (node: Node | null) => {
    const element = node instanceof Element ? node : node?.parentElement;
    const region = element?.closest(REGION);
    if (!region) return;
    const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text === '' || last.get(region) === text) return;
    last.set(region, text);
    const role = region.getAttribute('role') ?? region.tagName.toLowerCase();
    const politeness =
      (region.getAttribute('aria-live') as Politeness | null) ?? implicit[role] ?? 'off';
    window.__announcements.push({ politeness, role, text });
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      note(mutation.target);
      mutation.addedNodes.forEach(note);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const announcements = (page: Page) => page.evaluate(() => window.__announcements);

/** What was said, in order, at a politeness. */
async function said(page: Page, politeness: Politeness): Promise<string[]> {
  return (await announcements(page)).filter((a) => a.politeness === politeness).map((a) => a.text);
}

/** Every assertive announcement comes from an alert (an error), never from a status or timer. */
async function expectOnlyAlertsAssertive(page: Page) {
  const assertive = (await announcements(page)).filter((a) => a.politeness === 'assertive');
  expect(assertive.filter((a) => a.role !== 'alert')).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordLiveRegions);
});

test('register: a refusal is an alert, Processing... is polite', async ({ page }) => {
  await page.goto('/register');
  const main = page.getByRole('main');
  const phone = uniquePhone();
  await main.getByLabel('User Name').fill('Kyaw Kyaw');
  await main.getByLabel('Shop Name').fill('Golden Tea House');
  await main.getByLabel('Email Address').fill(`live-${phone}@example.com`);
  await main.getByLabel('Phone Number').fill(phone);
  await expect(main.getByLabel('Select District').getByRole('option')).not.toHaveCount(1);
  await main.getByLabel('Select District').selectOption({ index: 1 });
  await expect(main.getByLabel('Select township').getByRole('option')).not.toHaveCount(1);
  await main.getByLabel('Select township').selectOption({ index: 1 });
  await main.getByLabel('Password', { exact: true }).fill('Tea-house-2024!');
  await main.getByLabel('Confirm Password').fill('Tea-house-2025!');
  await main.getByRole('button', { name: 'Create Account' }).click();
  // The alert says what to do; the field says what is wrong with it.
  await expect(main.getByRole('alert')).toContainText('Please correct the marked fields.');
  await expect(main.getByLabel('Confirm Password')).toHaveAccessibleDescription(
    /Passwords do not match/,
  );
  expect(await said(page, 'assertive')).toEqual(['Please correct the marked fields.']);
  await expectOnlyAlertsAssertive(page);

  // Corrected, the form is sent: the progress is polite, then the success.
  await main.getByLabel('Confirm Password').fill('Tea-house-2024!');
  await holdAnswers(page, '**/api/merchant/merchantregister');
  await main.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/otp-verification', { timeout: 10_000 });
  const polite = await said(page, 'polite');
  expect(polite).toContain('Processing...');
  expect(polite.length).toBeGreaterThanOrEqual(2);
  await expectOnlyAlertsAssertive(page);
});

test('login: Processing... is polite, the refusal is an alert', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Phone Number').fill(uniquePhone());
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await holdAnswers(page, '**/api/merchant/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('Login failed');
  expect(await said(page, 'polite')).toContain('Processing...');
  expect((await said(page, 'assertive')).join(' ')).toContain('Login failed');
  await expectOnlyAlertsAssertive(page);
});

test('OTP: the code sent and the phone verified are polite', async ({ page, request }) => {
  const session = await merchantWithOrder(request, { addon: false });
  await seedSession(page, session);
  await page.goto('/otp-verification');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const shown = page.getByText(/^Your OTP code is \d{6}$/);
  const code = /(\d{6})$/.exec((await shown.textContent()) ?? '')?.[1] ?? '';
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const polite = await said(page, 'polite');
  expect(polite).toContain(`Your OTP code is ${code}`);
  expect(polite.some((text) => /verified/i.test(text))).toBe(true);
  await expectOnlyAlertsAssertive(page);
});

test('contact: sending and sent are polite, in one region', async ({ page }) => {
  await page.goto('/');
  const contact = page.locator('#contact');
  await contact.scrollIntoViewIfNeeded();
  await contact.getByLabel('Name').fill('Daw Khin Myat');
  await contact.getByLabel('Email').fill('khin.myat@example.com');
  await contact.getByLabel('Message').fill('Can my bakery use stamp cards on the basic plan?');
  await holdAnswers(page, '**/api/backend/contact');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('status')).toContainText('Your message has been sent.');
  const polite = await said(page, 'polite');
  expect(polite).toContain('Sending your message…');
  expect(polite.some((text) => text.includes('Your message has been sent.'))).toBe(true);
  await expectOnlyAlertsAssertive(page);
});

test('billing: Processing... is polite while the payment is under way', async ({
  page,
  request,
}) => {
  await seedSession(page, await merchantWithOrder(request));
  await page.goto('/billing');
  await fillShopAndCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(
    page.getByRole('alertdialog', { name: 'Payment successful and billing information saved!' }),
  ).toBeVisible();
  expect(await said(page, 'polite')).toContain('Processing...');
  await expectOnlyAlertsAssertive(page);
});

test('the QR countdown ticks every second but is announced only at its milestones', async ({
  page,
}) => {
  await openWalletQrOnPausedClock(page);
  await expect(page.getByRole('timer')).toHaveText('1:00');
  for (let second = 0; second < 61; second += 1) await page.clock.runFor(1_000);
  await expect(page.getByRole('status').filter({ hasText: 'expired' })).toBeAttached();

  const recorded = await announcements(page);
  const ticks = recorded.filter((a) => a.role === 'timer');
  // The timer showed every second, silently (a timer is not read out by itself)...
  expect(ticks.length).toBeGreaterThanOrEqual(50);
  expect(ticks.every((a) => a.politeness === 'off')).toBe(true);
  // ...while the polite status spoke a handful of times: the milestones and the expiry.
  const spoken = recorded.filter((a) => a.politeness === 'polite').map((a) => a.text);
  expect(spoken.length).toBeGreaterThan(0);
  expect(spoken.length).toBeLessThanOrEqual(6);
  expect(spoken.at(-1)).toBe(
    'The QR code has expired. Choose a payment method again for a new code.',
  );
  await expectOnlyAlertsAssertive(page);
});
