/**
 * What a visitor sees before signing up: every route of the route table, the landing
 * page, the six feature pages with every figure, /price's #features
 * link, the static payment page with its QR code, and no request to any host but the app's own.
 */
import { readFile } from 'node:fs/promises';
import { test as base, expect, type Page } from '@playwright/test';
import type { CategoryCount } from '@contract/store';
import { openWalletQrOnPausedClock } from './support';

/**
 * Every test records the requests of its pages; a request to another host fails the test at its
 * end (Fonts, video, images and QR codes are all the app's own).
 */
const test = base.extend<{ foreignRequests: string[] }>({
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      const own = new URL(baseURL ?? 'http://127.0.0.1').host;
      const seen: string[] = [];
      const foreign: string[] = [];
      page.context().on('request', (request) => {
        const url = new URL(request.url());
        seen.push(request.url());
        if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== own) {
          foreign.push(request.url());
        }
      });
      await use(foreign);
      expect(seen.length, 'the test made requests').toBeGreaterThan(0);
      expect(foreign, 'requests to another host').toEqual([]);
    },
    { auto: true },
  ],
});

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });

/** The route table, with the heading each page opens with. */
const ROUTES: Array<[string, string | RegExp]> = [
  ['/', 'Merchant Marketplace'],
  ['/register', 'Register Now'],
  ['/login', 'Login'],
  ['/signin', 'Login'],
  ['/otp-verification', 'Phone OTP verification'],
  // Not logged in, these two send the visitor on (login or the session-expired screen).
  ['/billing', /Shop Registration and Payment|Session Expired|Login/],
  ['/payment', 'Payment Summary'],
  ['/paymentMethod', 'Payment Method'],
  ['/price', 'Choose your Plan'],
  ['/customer', 'Find a Shop'],
  ['/my/login', 'Sign in with your phone'],
  // Not signed in as a customer: sent to sign in first.
  ['/my/orders', 'Sign in with your phone'],
  ['/training', 'Build Your Skills'],
  ['/dashboard', /Dashboard|Login/],
  ['/additionalFeatures/SocialMedia', 'Social Media Content'],
  ['/additionalFeatures/Orders', 'Order & Reservations'],
  ['/additionalFeatures/Advertisement', 'Advertisement Banners'],
  ['/additionalFeatures/Analytics', 'Advanced Analytics'],
  ['/additionalFeatures/Branches', 'Multi-Branch Management'],
  ['/additionalFeatures/Designs', 'Stamp & Card Designs'],
];

/** Every figure, price and step 's feature info pages. */
const FEATURE_PAGES: Array<{ path: string; title: string; figures: string[]; cta: string }> = [
  {
    path: '/additionalFeatures/Analytics',
    title: 'Advanced Analytics',
    figures: ['15+', '24 months', 'PDF', 'CSV', 'Excel', '12,000 MMK per plan'],
    cta: 'Enable Analytics',
  },
  {
    path: '/additionalFeatures/Branches',
    title: 'Multi-Branch Management',
    figures: ['Included', '5,000 MMK per branch per plan'],
    cta: 'Add Branches',
  },
  {
    path: '/additionalFeatures/SocialMedia',
    title: 'Social Media Content',
    figures: ['15 posts', 'monthly', 'three social networks', '10,000 MMK per plan'],
    cta: 'Subscribe Now',
  },
  {
    path: '/additionalFeatures/Advertisement',
    title: 'Advertisement Banners',
    figures: ['30 days', '10,000+', '2%', 'minimum CTR guarantee', '20,000 MMK per 30-day banner'],
    cta: 'Book Ad Space',
  },
  {
    path: '/additionalFeatures/Designs',
    title: 'Stamp & Card Designs',
    figures: [
      'Loyalty stamp',
      '8,000 MMK',
      'Gift card',
      '10,000 MMK',
      'Branded stamp set of 5',
      '30,000 MMK',
      '3D mockups',
      '+5,000 MMK',
      'Animation',
      '+8,000 MMK',
      'Printing coordination',
      '+7,000 MMK',
      'Consultation',
      '2-3 concept drafts',
      'Two rounds of revisions',
      'Final print-ready delivery',
    ],
    cta: 'Order a Design',
  },
  {
    path: '/additionalFeatures/Orders',
    title: 'Order & Reservations',
    figures: ['15,000 MMK per plan', 'QR ordering', 'Menu management', 'Real-time notifications'],
    cta: 'Start Taking Orders',
  },
];

test('every route of the route table opens its page inside the layout', async ({ page }) => {
  for (const [path, heading] of ROUTES) {
    await page.goto(path);
    await expect(h1(page), path).toHaveText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  }
});

test('the landing page: video hero, features, categories, training, FAQ, testimonials, about, contact', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(h1(page)).toHaveText('Merchant Marketplace');
  await expect(main(page).getByText('Where shops and shoppers connect')).toBeVisible();

  // The hero video is the app's own, muted, looping, and playing.
  const video = page.locator('video.hero__video');
  await expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  const playing = await video.evaluate((v: HTMLVideoElement) => ({
    muted: v.muted,
    loop: v.loop,
    paused: v.paused,
    src: v.currentSrc,
  }));
  expect(playing).toMatchObject({ muted: true, loop: true, paused: false });
  expect(new URL(playing.src).pathname).toMatch(/^\/media\/hero\.(webm|mp4)$/);
  await page.getByRole('button', { name: 'Pause background video' }).click();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();

  // The six selling points, under the heading asking why choose the product, at #features.
  const features = page.locator('#features');
  await expect(features.getByRole('heading', { level: 2 })).toHaveText(
    'Why Choose Merchant Marketplace?',
  );
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Be Visible',
    'Sell Smarter',
    'Reward Loyalty',
    'Promote Easily',
    'Grow Together',
    'Insights That Matter',
  ]);

  // The Category List comes from the API, without a token.
  const categories = page.locator('#category');
  await expect(categories.getByRole('heading', { level: 2 })).toHaveText('Category List');
  // Each category with its listed shops, linking to the marketplace filtered by it.
  const listed = (await (
    await request.get('/api/marketplace/categories')
  ).json()) as CategoryCount[];
  expect(listed.length).toBeGreaterThan(0);
  await expect(categories.getByRole('link')).toHaveCount(listed.length);
  await expect(categories.getByRole('link')).toContainText(listed.map((c) => c.name));
  await expect(categories.getByRole('link').first()).toHaveAttribute(
    'href',
    `/customer?category=${listed[0]!.id}`,
  );

  const training = page.getByRole('region', { name: 'Our Training' });
  await expect(training.getByRole('link')).toHaveAttribute('href', '/training');

  // FAQ: hover opens an item; keyboard focus opens one too.
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(5);
  await questions.nth(0).hover();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region').first()).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await questions.nth(2).focus();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');

  await expect(
    page.getByRole('region', { name: 'What People Say' }).getByRole('figure'),
  ).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'About Us' })).toContainText('Myanmar');

  // Contact Us: checked first, then sent to the API, which stores it.
  const contact = page.locator('#contact');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByLabel('Name')).toBeFocused();
  await contact.getByLabel('Name').fill('Daw Khin Myat');
  await contact.getByLabel('Email').fill('khin.myat@example.com');
  await contact.getByLabel('Message').fill('Can my bakery use stamp cards on the basic plan?');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/backend/contact'));
  await contact.getByRole('button', { name: 'Send Message' }).click();
  expect((await answer).status()).toBe(201);
  await expect(contact.getByRole('status')).toContainText('Your message has been sent.');
  await expect(contact.getByLabel('Message')).toHaveValue('');

  // The QR library is loaded only by the payment page.
  expect(scripts.filter((url) => /qrcode/.test(url))).toEqual([]);
});

test('the hero video stays still when the user prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const video = page.locator('video.hero__video');
  await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(
    await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, t: v.currentTime })),
  ).toEqual({
    paused: true,
    t: 0,
  });
});

for (const feature of FEATURE_PAGES) {
  test(`${feature.path} shows every figure and its call to action opens /price#features`, async ({
    page,
  }) => {
    await page.goto(feature.path);
    await expect(h1(page)).toHaveText(feature.title);
    for (const figure of feature.figures) {
      await expect(main(page).getByText(figure, { exact: false }).first(), figure).toBeVisible();
    }
    await expect(
      page.getByRole('navigation', { name: 'Explore Merchant Marketplace' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await main(page).getByRole('button', { name: feature.cta }).first().click();
    await expect(page).toHaveURL(/\/price#features$/);
    await expect(page.locator('#features')).toBeInViewport();
  });
}

test("/price's hero links to #features", async ({ page }) => {
  await page.goto('/price');
  await expect(h1(page)).toHaveText('Choose your Plan');
  // The hero's button (the header's Features link goes to the landing page's #features).
  await main(page).locator('a[href$="#features"]').first().click();
  await expect(page).toHaveURL(/\/price#features$/);
  await expect(page.locator('#features')).toBeInViewport();
});

test('/training and /paymentMethod have real content', async ({ page }) => {
  await page.goto('/training');
  await expect(main(page).getByRole('heading', { level: 3 })).not.toHaveCount(0);
  await expect(
    main(page).getByRole('heading', { name: 'Running a loyalty programme' }),
  ).toBeVisible();
  await page.goto('/paymentMethod');
  for (const name of ['Credit/Debit Card', 'Mobile Wallet', 'Bank Transfer']) {
    await expect(main(page).getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await main(page).getByRole('link', { name: 'Go to the payment page' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(h1(page)).toHaveText('Payment Summary');
});

test('/payment: a card payment alerts, then goes to the merchant portal', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/payment');
  const summary = page.getByRole('table', { name: 'Your order' });
  for (const value of ['Standard', '99,000 MMK', '9,900 MMK', '108,900 MMK']) {
    await expect(summary).toContainText(value);
  }
  await expect(page.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Cardholder Name').fill('Aye Aye');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  const alert = page.getByRole('alertdialog', {
    name: 'Payment Sucessful, going to Merchant Portal',
  });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => visited).toContain('/dashboard');
});

test('/payment: a wallet QR code is drawn here, saved as a png, and expires after 60 s', async ({
  page,
}) => {
  // The page's clock is paused before the countdown starts: 60 seconds take no time.
  const image = await openWalletQrOnPausedClock(page);
  expect(
    await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
  ).toEqual([200, 200]);
  await expect(page.getByRole('timer')).toHaveText('1:00');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Save QR Code' }).click();
  const file = await (await download).path();
  const png = await readFile(file);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200]);
  expect((await download).suggestedFilename()).toMatch(/^payment-qr-.+\.png$/);

  await page.clock.runFor(30_000);
  await expect(page.getByRole('timer')).toHaveText('0:30');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('timer')).toHaveText('1:00');

  await page.clock.runFor(60_000);
  await expect(page.getByText('QR Code Expired', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();

  // Choosing a QR method again gives a new code.
  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await expect(page.getByRole('timer')).toHaveText('1:00');
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
});
