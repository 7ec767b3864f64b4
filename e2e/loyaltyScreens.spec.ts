/**
 * Issue 20's screens in a real browser against the real server, filled with real records: the
 * merchant's /store/loyalty (with a customer found at the counter and the reward dialog) and
 * /store/promotions (with the new-post dialog), the customer's /my/cards (with a reward code
 * shown), a store page's rewards and posts, and /customer with a running ad banner. None has a
 * serious or critical axe violation or scrolls sideways, at 360 and 1280 px, in English and in
 * Burmese.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  completeOrder,
  offerLoyalty,
  placeOrderByApi,
  showBanner,
  signInCustomerByApi,
} from './loyaltyKit';
import { openShopTakingOrders } from './orderKit';
import {
  axeProblems,
  expect,
  horizontalOverflow,
  seedCustomer,
  seedSession,
  test,
  uniquePhone,
} from './support';

const WIDTHS = [360, 1280];

/** The words the checks press, in each language (the catalogues' own). */
const WORDS = {
  en: {
    phone: 'Phone number',
    find: 'Find',
    stamps: 'Stamps: 1 of 3',
    addReward: 'Add reward',
    newPost: 'New post',
    getCode: 'Get code for Free samosa',
  },
  my: {
    phone: 'ဖုန်းနံပါတ်',
    find: 'ရှာရန်',
    stamps: 'တံဆိပ်- ၃ ခုအနက် ၁ ခု',
    addReward: 'ဆုလက်ဆောင် ထည့်ရန်',
    newPost: 'ပို့စ်အသစ်',
    getCode: 'Free samosa အတွက် ကုဒ် ရယူရန်',
  },
} as const;

/**
 * Checks a page at both widths once its main heading shows and its layout has settled (not at
 * network rest: /my/cards keeps the customer's live stream open).
 */
async function checkAtBothWidths(page: Page, where: string, problems: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(300);
    problems.push(...(await axeProblems(page, `${where} at ${width}px`)));
    const overflow = await horizontalOverflow(page);
    if (overflow) problems.push(`${where} at ${width}px: ${overflow}`);
  }
}

for (const language of ['en', 'my'] as const) {
  test(`the loyalty and promotions screens pass axe and fit at 360 and 1280 px (${language})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const suffix = `${Date.now()}`.slice(-6);
    const shop = await openShopTakingOrders(request, `Yadanar Tea ${language} ${suffix}`);
    await offerLoyalty(request, shop);
    const banner = await sharp({
      create: { width: 1200, height: 300, channels: 3, background: '#7a1f1f' },
    })
      .png()
      .toBuffer();
    await showBanner(request, shop, banner);
    const phone = uniquePhone();
    const signedIn = await signInCustomerByApi(request, phone, 'Daw Hla');
    // Four orders of both dishes (5,500 MMK each): a reward, a stamp towards the next, 200 points.
    for (const n of [1, 2, 3, 4]) {
      const order = await placeOrderByApi(request, shop, signedIn, `screens-${suffix}-${n}`);
      await completeOrder(request, shop, order.id);
    }

    const problems: string[] = [];
    const merchant = page;
    if (language === 'my') {
      await merchant.addInitScript(() => window.localStorage.setItem('lang', 'my'));
    }
    await seedSession(merchant, shop.session);

    const words = WORDS[language];
    // /store/loyalty, with the customer found at the counter, then the reward dialog.
    await merchant.goto('/store/loyalty');
    await merchant.getByLabel(words.phone).fill(phone);
    await merchant.getByRole('button', { name: words.find, exact: true }).click();
    await expect(merchant.getByText(words.stamps)).toBeVisible();
    await checkAtBothWidths(merchant, `/store/loyalty (${language})`, problems);
    await merchant.getByRole('button', { name: words.addReward }).click();
    await expect(merchant.getByRole('dialog')).toBeVisible();
    problems.push(...(await axeProblems(merchant, `reward dialog (${language})`)));
    await merchant.keyboard.press('Escape');

    // /store/promotions, then the new-post dialog.
    await merchant.goto('/store/promotions');
    await expect(merchant.getByText('Full moon night market')).toBeVisible();
    await checkAtBothWidths(merchant, `/store/promotions (${language})`, problems);
    await merchant.getByRole('button', { name: words.newPost }).click();
    await expect(merchant.getByRole('dialog')).toBeVisible();
    problems.push(...(await axeProblems(merchant, `post dialog (${language})`)));
    await merchant.keyboard.press('Escape');

    // The shopper's side, in a context of its own.
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    if (language === 'my') {
      await shopper.addInitScript(() => window.localStorage.setItem('lang', 'my'));
    }
    await seedCustomer(shopper, signedIn);

    await shopper.goto('/my/cards');
    await expect(shopper.locator('.redemption-code')).toHaveCount(0);
    await checkAtBothWidths(shopper, `/my/cards (${language})`, problems);
    await shopper.getByRole('button', { name: words.getCode }).click();
    await expect(shopper.getByRole('dialog')).toBeVisible();
    await expect(shopper.locator('.redemption-code')).toHaveText(/^\d{6}$/);
    problems.push(...(await axeProblems(shopper, `reward code dialog (${language})`)));
    await shopper.keyboard.press('Escape');

    await shopper.goto(`/shops/${shop.slug}`);
    await expect(shopper.getByRole('heading', { name: 'Full moon night market' })).toBeVisible();
    await checkAtBothWidths(shopper, `/shops/${shop.slug} (${language})`, problems);

    await shopper.goto('/customer');
    await expect(shopper.getByRole('link', { name: /Monsoon tea week/ })).toBeVisible();
    await checkAtBothWidths(shopper, `/customer with a banner (${language})`, problems);

    await shopperContext.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
