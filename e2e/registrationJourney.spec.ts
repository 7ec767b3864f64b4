/**
 * A new merchant's way from registration to a published shop, in a real browser and through the
 * screens only: register, verify the phone with the code the sandbox shows, the dashboard, a plan
 * chosen on /price and paid on /billing with the sandbox's test card, the store's profile, a first
 * item, publishing, and the shop's public page. On every page the merchant lands on there is a
 * next step (`expectNextStep`), and the dashboard's checklist ticks each step once the server's
 * records say it is done. Once on a phone in English, once on a desktop in Burmese; the two run
 * side by side.
 */
import type { Locator, Page } from '@playwright/test';
import type { DashboardResponse } from '@contract';
import en from '../src/i18n/catalogues/en.json';
import my from '../src/i18n/catalogues/my.json';
import { expect, NEXT_YEAR, test, uniquePhone } from './support';

type Catalogue = typeof en;
type Language = 'en' | 'my';

/** The words of the screens in each language, as the app shows them. */
const CATALOGUES: Record<Language, Catalogue> = { en, my: my as unknown as Catalogue };

/** The checklist's steps, in the order the dashboard lists them. */
const STEPS = ['phone', 'plan', 'paid', 'profile', 'items', 'published'] as const;
type Step = (typeof STEPS)[number];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Latin digits as the language writes them (Myanmar digits in Burmese). */
const digits = (text: string, language: Language) =>
  language === 'my' ? text.replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d))) : text;

/** Myanmar digits back to Latin ones. */
const latin = (text: string) =>
  text.replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - 0x1040));

/** A message of the catalogue with its placeholders filled in. */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** The words that take the merchant back rather than onward. */
const waysBack = (c: Catalogue) => [c.plans.back, 'Back', 'Cancel', 'Close'];

/**
 * Fails unless the page offers a way onward, and returns it. The rule: the page's one main
 * landmark, with its heading shown, holds a link or a button that is visible, enabled and not
 * covered by anything (a trial click reaches it, after scrolling it into view), and that leads
 * onward: a link to another page or another place of this one, a button that is not a way back.
 * Which control: `onward` where the journey knows the page's primary action; otherwise the
 * checklist's next step where the page has a checklist, otherwise the first primary action shown.
 */
async function expectNextStep(page: Page, c: Catalogue, onward?: Locator): Promise<Locator> {
  const where = new URL(page.url()).pathname;
  const main = page.getByRole('main');
  await expect(main, `${where} has one main landmark`).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  let step = onward;
  if (!step) {
    const checklistNext = main.locator('[aria-current="step"] a[href]');
    step = (await checklistNext.count())
      ? checklistNext.first()
      : main
          .locator(
            'a[href].button--primary, button.button--primary:not([disabled]), button[type="submit"]:not([disabled])',
          )
          .filter({ visible: true })
          .first();
  }
  try {
    await expect(step, `${where} offers a next step`).toBeVisible();
  } catch (error) {
    // Say what the page holds instead, so the page to fix is plain from the report.
    const offered = await main.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('a[href], button')]
        .filter((control) => control.checkVisibility())
        .map((control) => {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
          const href = control.getAttribute('href');
          return `${control.tagName.toLowerCase()} "${name}"${href ? ` -> ${href}` : ''} (${control.className || 'no class'})`;
        }),
    );
    throw new Error(
      `${where} offers no next step: its main landmark holds no primary action. It holds: ${
        offered.length ? offered.join('; ') : 'no link or button'
      }\n${String(error)}`,
    );
  }
  await expect(step, `${where}: the next step is usable`).toBeEnabled();
  const inMain = await step.evaluate((element) => element.closest('main') !== null);
  expect(inMain, `${where}: the next step is in the main landmark`).toBe(true);
  // Scrolled into view, and nothing (a floating button, a banner) covers it.
  await step.click({ trial: true, timeout: 5_000 });
  const backwards = await step.evaluate((element, back) => {
    if (element instanceof HTMLAnchorElement) {
      const to = new URL(element.href, window.location.href);
      const here = new URL(window.location.href);
      return to.href === here.href ? `links to this very place (${to.href})` : null;
    }
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return back.includes(name) ? `is a way back (${name})` : null;
  }, waysBack(c));
  expect(backwards, `${where}: the next step leads onward`).toBeNull();
  return step;
}

const checklistOf = (page: Page, c: Catalogue) =>
  page.getByRole('main').getByRole('region', { name: c.dashboard.setup.title });

/**
 * The dashboard's checklist as the server has it: the steps `done` ticked, the first other one
 * put forward as the next, the rest to do; the count of steps done; and the server's own answer
 * (read, never written) saying the same. Returns the step put forward.
 */
async function expectChecklist(
  page: Page,
  c: Catalogue,
  language: Language,
  done: readonly Step[],
): Promise<Locator> {
  await expect(page).toHaveURL(/\/dashboard$/);
  const checklist = checklistOf(page, c);
  const next = STEPS.find((step) => !done.includes(step));
  await expect(checklist.getByRole('listitem')).toHaveText(
    STEPS.map((step) => {
      const state = done.includes(step)
        ? c.dashboard.setup.done
        : step === next
          ? c.dashboard.setup.next
          : c.dashboard.setup.todo;
      return new RegExp(`${escape(c.dashboard.setup.steps[step])}\\s*${escape(state)}\\s*$`);
    }),
  );
  await expect(checklist).toContainText(
    fill(c.dashboard.setup.progress, {
      done: digits(String(done.length), language),
      total: digits(String(STEPS.length), language),
    }),
  );
  // Every step is a link.
  await expect(checklist.getByRole('link')).toHaveCount(
    STEPS.length + (next === undefined ? 1 : 0),
  );

  // The server's records, read with the page's own session.
  const session = await page.evaluate(() => ({
    token: window.localStorage.getItem('authToken'),
    merchantUser: window.localStorage.getItem('merchantUser'),
  }));
  const merchantId = (JSON.parse(session.merchantUser ?? '{}') as { merchant_id?: number })
    .merchant_id;
  const answer = await page.request.get(`/api/merchant/dashboard/${merchantId}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const facts = (await answer.json()) as Pick<DashboardResponse, 'phone_verified_at' | 'setup'>;
  const onServer: Record<Step, boolean> = {
    phone: facts.phone_verified_at !== null,
    plan: facts.setup.plan_ordered || facts.setup.plan_in_force,
    paid: facts.setup.plan_in_force,
    profile: facts.setup.profile_saved,
    items: facts.setup.item_count > 0,
    published: facts.setup.published,
  };
  expect(onServer).toEqual(Object.fromEntries(STEPS.map((step) => [step, done.includes(step)])));

  if (next === undefined) {
    return checklist.getByRole('link', { name: c.dashboard.setup.viewShop, exact: true });
  }
  const put = checklist.locator('[aria-current="step"]').getByRole('link');
  await expect(put).toHaveText(c.dashboard.setup.steps[next]);
  return put;
}

/** Back to the dashboard by the merchant's own navigation in the header (behind 'Menu' on a phone). */
async function openDashboard(page: Page, c: Catalogue) {
  const banner = page.getByRole('banner');
  const link = banner.getByRole('link', { name: c.dashboard.nav.dashboard, exact: true });
  if (!(await link.isVisible())) {
    await banner.getByRole('button', { name: c.app.menu, exact: true }).click();
  }
  await link.click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Chooses the first real option of a list the API fills, unless one is chosen already. */
async function chooseIfEmpty(select: Locator) {
  await expect(select.locator('option')).not.toHaveCount(1);
  if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
}

const PASSES: Array<{ language: Language; width: number; height: number }> = [
  { language: 'en', width: 360, height: 780 },
  { language: 'my', width: 1280, height: 900 },
];

for (const { language, width, height } of PASSES) {
  test(`a new merchant goes from registration to a published shop, always offered the next step (${language}, ${width} px)`, async ({
    page,
  }) => {
    // About 25 s alone on the 2-core machine; room for a busy run.
    test.setTimeout(90_000);
    const c = CATALOGUES[language];
    const main = page.getByRole('main');
    const button = (name: string) => main.getByRole('button', { name, exact: true });
    const phone = uniquePhone();
    const suffix = phone.slice(-6);
    const shopName = `Shwe Tea ${suffix}`;
    const password = 'Tea-house-2024!';
    await page.setViewportSize({ width, height });

    // Registration, in the language chosen in the header.
    await page.goto('/register');
    if (language !== 'en') {
      await page
        .getByRole('banner')
        .getByRole('combobox', { name: en.language.label })
        .selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(c.registration.title);
    const create = await expectNextStep(page, c, button(c.registration.createAccount));
    await main.getByLabel(c.registration.userName, { exact: true }).fill(`Aye ${suffix}`);
    await main.getByLabel(c.registration.shopName, { exact: true }).fill(shopName);
    await main
      .getByLabel(c.registration.email, { exact: true })
      .fill(`journey-${phone}@example.com`);
    await main.getByLabel(c.registration.phone, { exact: true }).fill(phone);
    await chooseIfEmpty(main.getByLabel(c.registration.district, { exact: true }));
    await chooseIfEmpty(main.getByLabel(c.registration.township, { exact: true }));
    await main.getByLabel(c.registration.password, { exact: true }).fill(password);
    await main.getByLabel(c.registration.confirmPassword, { exact: true }).fill(password);
    await create.click();

    // The phone, verified with the code the sandbox shows (in the language's digits).
    await page.waitForURL('**/otp-verification', { timeout: 10_000 });
    const codePattern = escape(c.otp.codeShown).replace('\\{code\\}', '([0-9\u1040-\u1049]{6})');
    const codeShown = main.getByText(new RegExp(`^${codePattern}$`));
    const send = main.getByRole('button', { name: c.otp.sendOtp, exact: true, disabled: false });
    await expect(codeShown.or(send).first()).toBeVisible();
    if (!(await codeShown.isVisible())) {
      await (await expectNextStep(page, c, send)).click();
    }
    const shown = (await codeShown.textContent()) ?? '';
    const code = new RegExp(codePattern).exec(shown)?.[1];
    expect(latin(code ?? '')).toMatch(/^\d{6}$/);
    const verify = await expectNextStep(page, c, button(c.otp.verifyOtp));
    await main.getByLabel(c.otp.otp, { exact: true }).fill(code ?? '');
    await verify.click();

    // The dashboard, not the landing page: the phone ticked, the plan put forward.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(main.getByText(c.dashboard.justVerified)).toBeVisible();
    let next = await expectChecklist(page, c, language, ['phone']);
    // Found by the rule alone, the next step is the checklist's.
    const onward = await expectNextStep(page, c);
    await expect(onward).toHaveText(c.dashboard.setup.steps.plan);
    await onward.click();

    // A plan, chosen on /price; the order is recorded on 'Continue'.
    await expect(page).toHaveURL(/\/price$/);
    const partner = main.getByRole('region', { name: c.plans.partnerTitle });
    const proceed = await expectNextStep(
      page,
      c,
      partner.getByRole('button', { name: c.plans.continue, exact: true }),
    );
    await main.getByRole('radio', { name: c.names.plan.standard, exact: true }).check();
    await partner.getByRole('checkbox', { name: c.plans.acceptTerms }).check();
    await proceed.click();

    // Paid on /billing with the sandbox's test card; what registration was told is not asked again.
    await expect(page).toHaveURL(/\/billing$/);
    const complete = await expectNextStep(page, c, button(c.payment.completeRegistration));
    await expect.soft(main.getByLabel(c.payment.shopName, { exact: true })).toHaveValue(shopName);
    const shopField = main.getByLabel(c.payment.shopName, { exact: true });
    if ((await shopField.inputValue()) === '') await shopField.fill(shopName);
    const address = main.getByLabel(c.payment.address, { exact: true });
    if ((await address.inputValue()) === '') await address.fill('12 Bo Aung Kyaw St');
    await chooseIfEmpty(main.getByLabel(c.payment.shopCategory, { exact: true }));
    await chooseIfEmpty(main.getByLabel(c.payment.township, { exact: true }));
    await main
      .getByLabel(c.payment.cardNumber, { exact: true })
      .pressSequentially('4242424242424242');
    await main.getByLabel(c.payment.cardHolderName, { exact: true }).fill(`Aye ${suffix}`);
    await main.getByLabel(c.payment.expirationMonth, { exact: true }).fill('12');
    await main.getByLabel(c.payment.expirationYear, { exact: true }).fill(NEXT_YEAR);
    await main.getByLabel(c.payment.cvc, { exact: true }).fill('739');
    await complete.click();
    const paid = page.getByRole('alertdialog', { name: c.payment.succeeded });
    await expect(paid).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await paid.getByRole('button').first().click();
    await expect(paid).toBeHidden();

    // Back on the dashboard: chosen and paid, ticked; the profile put forward.
    next = await expectChecklist(page, c, language, ['phone', 'plan', 'paid']);
    await (await expectNextStep(page, c, next)).click();

    // The store's profile: what billing was told fills it.
    await expect(page).toHaveURL(/\/store#profile$/);
    const profile = main.getByRole('region', { name: c.store.profile.title });
    const save = await expectNextStep(
      page,
      c,
      profile.getByRole('button', { name: c.store.profile.save, exact: true }),
    );
    const name = profile.getByLabel(c.store.profile.name, { exact: true });
    await expect.soft(name).toHaveValue(shopName);
    await name.fill(shopName);
    await chooseIfEmpty(profile.getByLabel(c.store.profile.category, { exact: true }));
    await chooseIfEmpty(profile.getByLabel(c.store.profile.township, { exact: true }));
    const storePhone = profile.getByLabel(c.store.profile.phone, { exact: true });
    if ((await storePhone.inputValue()) === '') await storePhone.fill(phone);
    await save.click();
    await expect(main.getByText(c.store.profile.saved)).toBeVisible();
    await openDashboard(page, c);
    next = await expectChecklist(page, c, language, ['phone', 'plan', 'paid', 'profile']);
    await (await expectNextStep(page, c, next)).click();

    // A first item in the catalogue.
    await expect(page).toHaveURL(/\/store#catalogue$/);
    const catalogue = main.getByRole('region', { name: c.store.catalogue.title });
    const products = catalogue.getByRole('tab', { name: new RegExp(`^${c.store.kinds.product}`) });
    if ((await products.getAttribute('aria-selected')) !== 'true') await products.click();
    const add = await expectNextStep(
      page,
      c,
      catalogue
        .getByRole('tabpanel')
        .getByRole('button', { name: c.store.catalogue.add.product, exact: true }),
    );
    await add.click();
    const dialog = page.getByRole('dialog', { name: c.store.items.addTitle.product });
    await dialog.getByLabel(c.store.items.name, { exact: true }).fill('Lahpet thoke');
    await dialog.getByLabel(c.store.items.price, { exact: true }).fill('2500');
    await dialog.getByRole('button', { name: c.store.save, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(catalogue.getByRole('tabpanel')).toContainText('Lahpet thoke');
    await openDashboard(page, c);
    next = await expectChecklist(page, c, language, ['phone', 'plan', 'paid', 'profile', 'items']);
    await (await expectNextStep(page, c, next)).click();

    // Published.
    await expect(page).toHaveURL(/\/store#publish$/);
    const publish = await expectNextStep(page, c, button(c.store.overview.publish));
    await publish.click();
    await expect(main.getByText(c.store.overview.listed)).toBeVisible();
    await expectNextStep(page, c, main.getByRole('link', { name: /\/shops\// }));
    await openDashboard(page, c);
    const view = await expectChecklist(page, c, language, STEPS);
    await expect(checklistOf(page, c).locator('[aria-current="step"]')).toHaveCount(0);
    await expect(checklistOf(page, c)).toContainText(c.dashboard.setup.listed);

    // The shop's public page, from the dashboard.
    await (await expectNextStep(page, c, view)).click();
    await expect(page).toHaveURL(/\/shops\/[^/]+$/);
    await expect(main.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
    await expect(main).toContainText('Lahpet thoke');
    await expectNextStep(page, c);
  });
}
