/**
 * Choices on a dish and delivery, against the real server: the shop gives its Mohinga a size and
 * extras and delivers to one township; a shopper chooses two options in the dialog, asks for
 * delivery to that township (the fee is added), and places the order; the shop sees the options
 * and the address, sends it out, marks it delivered and then paid in cash, and the day's totals
 * count it as paid. The dialog and the basket pass axe at 360 and 1280 px in both languages.
 */
import { signInCustomerByApi } from './loyaltyKit';
import { openShopTakingOrders } from './orderKit';
import {
  axeProblems,
  authHeaders,
  expect,
  horizontalOverflow,
  seedCustomer,
  seedSession,
  test,
  uniquePhone,
} from './support';

test("a dish with two options, delivered to a served township, paid after 'Delivered'", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const shop = await openShopTakingOrders(request, `Yadanar Mohinga ${Date.now() % 100_000}`);
  const headers = { ...authHeaders(shop.session), 'Content-Type': 'application/json' };
  const mohinga = shop.dishes[0]!;
  for (const [key, group] of [
    [
      'size',
      {
        name: 'Size',
        name_my: 'အရွယ်',
        min: 1,
        max: 1,
        options: [
          { name: 'Regular', name_my: 'ပုံမှန်', price: 0 },
          { name: 'Large', name_my: 'အကြီး', price: 500 },
        ],
      },
    ],
    [
      'extras',
      {
        name: 'Extras',
        name_my: 'အပို',
        min: 0,
        max: 2,
        options: [
          { name: 'Extra egg', name_my: 'ကြက်ဥ ထပ်', price: 300 },
          { name: 'Fish cake', name_my: 'ငါးဖယ်', price: 700 },
        ],
      },
    ],
  ] as const) {
    const added = await request.post(
      `/api/merchant/store/${shop.merchantId}/items/${mohinga.id}/option-groups`,
      { headers: { ...headers, 'Idempotency-Key': `e2e-${key}-${shop.merchantId}` }, data: group },
    );
    expect(added.status(), await added.text()).toBe(201);
  }
  const delivery = await request.put(`/api/merchant/store/${shop.merchantId}/delivery`, {
    headers,
    data: { areas: [{ township_id: 1, fee: 1500, min_total: 3000, eta_minutes: 30 }] },
  });
  expect(delivery.ok(), await delivery.text()).toBe(true);
  const township = (
    (await (await request.get(`/api/marketplace/shops/${shop.slug}`)).json()) as {
      delivery: Array<{ township: { name: string } }>;
    }
  ).delivery[0]!.township.name;

  const signedIn = await signInCustomerByApi(request, uniquePhone(), 'Ma Ei Phyu');
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await seedCustomer(shopper, signedIn);
  await shopper.goto(`/shops/${shop.slug}`);
  await expect(shopper.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(
    shopper.getByText(`Delivers to ${township} (1,500 MMK, min 3,000 MMK)`),
  ).toBeVisible();

  await shopper.getByRole('button', { name: 'Add to order: Mohinga' }).click();
  const dialog = shopper.getByRole('dialog', { name: 'Choose for Mohinga' });
  await dialog.getByRole('radio', { name: 'Large +500 MMK' }).check();
  await dialog.getByRole('checkbox', { name: 'Extra egg +300 MMK' }).check();
  for (const width of [360, 1280]) {
    await shopper.setViewportSize({ width, height: 800 });
    expect(await axeProblems(shopper, `choices dialog at ${width}px`)).toEqual([]);
  }
  await dialog.getByRole('button', { name: 'Add to order · 3,300 MMK' }).click();

  const basket = shopper.getByRole('region', { name: /^Your order/ });
  await basket.getByRole('radio', { name: 'Delivery' }).check();
  await basket.getByLabel('Township').selectOption({ label: `${township} · 1,500 MMK` });
  await basket.getByLabel('Address').fill('No. 12, Baho Road, 3rd floor');
  await basket.getByLabel('Phone for the rider').fill('09450000111');
  await expect(basket.getByText('Estimated total:')).toContainText('4,800 MMK');
  for (const width of [360, 1280]) {
    await shopper.setViewportSize({ width, height: 800 });
    expect(await axeProblems(shopper, `basket with delivery at ${width}px`)).toEqual([]);
    expect(await horizontalOverflow(shopper)).toBeNull();
  }
  const placing = shopper.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/customer/shops/${shop.slug}/orders`) &&
      response.request().method() === 'POST',
  );
  await basket.getByRole('button', { name: 'Place order' }).click();
  const placed = await placing;
  expect(placed.status()).toBe(201);
  expect(await placed.json()).toMatchObject({
    subtotal: 3300,
    total: 4800,
    lines: [{ name: 'Mohinga', price: 3300, options: [{ name: 'Large' }, { name: 'Extra egg' }] }],
    delivery: { fee: 1500, address: 'No. 12, Baho Road, 3rd floor' },
  });
  await expect(shopper.getByRole('heading', { name: 'Order placed' })).toBeVisible();

  // The shop: the options and where it goes; out, delivered, then paid in cash.
  await seedSession(page, shop.session);
  await page.goto('/store/orders');
  const order = page.getByRole('listitem').filter({ hasText: 'Order #1' });
  await expect(order.getByText('Large, Extra egg')).toBeVisible();
  await expect(
    order.getByText(`Delivery to ${township}: No. 12, Baho Road, 3rd floor · 09450000111`),
  ).toBeVisible();
  await order.getByRole('button', { name: 'Accept' }).click();
  await order.getByRole('button', { name: 'Out for delivery' }).click();
  await order.getByRole('button', { name: 'Delivered' }).click();
  await expect(order.getByText('Delivered', { exact: true })).toBeVisible();
  const totals = page.getByRole('region', { name: /^Totals for / });
  await expect(totals.getByText('Not paid yet').locator('+ dd')).toHaveText('4,800 MMK');
  await order.getByRole('button', { name: 'Paid (cash)' }).click();
  await expect(order.getByText('Paid · Cash')).toBeVisible();
  await expect(totals.getByText('Paid', { exact: true }).locator('+ dd')).toHaveText('4,800 MMK');

  // The shopper reads it delivered and paid, in Burmese too.
  await shopper.goto('/my/orders');
  const mine = shopper.getByRole('listitem').filter({ hasText: 'Order #1' });
  await expect(mine.getByText('Delivered')).toBeVisible();
  await expect(mine.getByText('Large, Extra egg')).toBeVisible();
  await shopperContext.close();
});

test('the choices dialog and the delivery fields pass axe in Burmese at 360 and 1280 px', async ({
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const shop = await openShopTakingOrders(request, `Shwe Taung Tea ${Date.now() % 100_000}`);
  const headers = { ...authHeaders(shop.session), 'Content-Type': 'application/json' };
  const added = await request.post(
    `/api/merchant/store/${shop.merchantId}/items/${shop.dishes[0]!.id}/option-groups`,
    {
      headers: { ...headers, 'Idempotency-Key': `e2e-my-${shop.merchantId}` },
      data: {
        name: 'Size',
        name_my: 'အရွယ်',
        min: 1,
        max: 1,
        options: [
          { name: 'Regular', name_my: 'ပုံမှန်', price: 0 },
          { name: 'Large', name_my: 'အကြီး', price: 500 },
        ],
      },
    },
  );
  expect(added.status()).toBe(201);
  await request.put(`/api/merchant/store/${shop.merchantId}/delivery`, {
    headers,
    data: { areas: [{ township_id: 1, fee: 1000, min_total: 0, eta_minutes: 40 }] },
  });
  const signedIn = await signInCustomerByApi(request, uniquePhone(), 'Ko Zaw');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('lang', 'my'));
  await seedCustomer(page, signedIn);
  await page.goto(`/shops/${shop.slug}`);
  await page.getByRole('button', { name: 'အော်ဒါထဲ ထည့်ရန်: Mohinga' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mohinga အတွက် ရွေးပါ' });
  await expect(dialog.getByRole('radio', { name: 'ပုံမှန်' })).toBeChecked();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeProblems(page, `Burmese choices dialog at ${width}px`)).toEqual([]);
  }
  await dialog.getByRole('button', { name: /^အော်ဒါထဲ ထည့်ရန် · / }).click();
  const basket = page.getByRole('region', { name: /^သင့်အော်ဒါ/ });
  await basket.getByRole('radio', { name: 'ပို့ဆောင်ပေးရန်' }).check();
  await expect(basket.getByLabel('မြို့နယ်')).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeProblems(page, `Burmese basket with delivery at ${width}px`)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeNull();
  }
  await context.close();
});

test("the store editor's choices and its group form pass axe at 360 and 1280 px", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shop = await openShopTakingOrders(request, `Moe Moe Cafe ${Date.now() % 100_000}`);
  await seedSession(page, shop.session);
  await page.goto('/store');
  await page.getByRole('tab', { name: /^Menu/ }).click();
  await page.getByRole('button', { name: 'Choices for Mohinga' }).click();
  const choices = page.getByRole('dialog', { name: 'Choices on Mohinga' });
  await expect(choices.getByText('No choices yet.')).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeProblems(page, `choices on an item at ${width}px`)).toEqual([]);
  }
  await choices.getByRole('button', { name: 'Add a group of choices' }).click();
  const form = page.getByRole('dialog', { name: 'Add a group of choices' });
  await expect(form.getByLabel('Name', { exact: true })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeProblems(page, `group of choices form at ${width}px`)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeNull();
  }
});
