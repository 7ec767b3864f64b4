/**
 * Opening hours, 'Busy' and 'Paid', against the real server: a shop closed now refuses an order
 * with when it opens; once it takes orders for later, the shopper picks a pickup time inside its
 * hours and the inbox shows the order for that time. A shop open now pauses new orders with 'Busy'
 * (its store page says until when; an order is refused), takes them again, and marks an order
 * paid in cash, the day's totals moving from not paid to paid.
 */
import { signInCustomerByApi } from './loyaltyKit';
import { openShopTakingOrders } from './orderKit';
import { expect, seedCustomer, seedSession, test, uniquePhone } from './support';

const HALF_PAST_SIX = 6.5 * 60 * 60 * 1000;

/** Tomorrow on the Yangon calendar: its ISO weekday (1 Monday … 7 Sunday). */
function yangonTomorrow(): number {
  const day = new Date(Date.now() + HALF_PAST_SIX + 24 * 60 * 60 * 1000).getUTCDay();
  return day === 0 ? 7 : day;
}

test('a closed shop refuses an order now, then takes one for its opening', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const hours = [{ weekday: yangonTomorrow(), opens: '06:00', closes: '20:00' }];
  const shop = await openShopTakingOrders(request, `Nyein Chan Tea ${Date.now() % 100_000}`, {
    hours,
  });
  const signedIn = await signInCustomerByApi(request, uniquePhone(), 'Ma Thiri');
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await seedCustomer(shopper, signedIn);

  await shopper.goto(`/shops/${shop.slug}`);
  await expect(shopper.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await shopper.getByRole('button', { name: 'Add to order: Mohinga' }).click();
  await shopper.getByRole('button', { name: 'Place order' }).click();
  await expect(shopper.getByRole('region', { name: /^Your order/ }).getByRole('alert')).toHaveText(
    'Closed now. Opens tomorrow at 06:00',
  );

  // The shop turns on 'Take orders for later'.
  const turnedOn = await request.put(`/api/merchant/store/${shop.merchantId}`, {
    headers: { Authorization: `Bearer ${shop.session.token}` },
    data: {
      name: shop.name,
      slug: shop.slug,
      description: 'Mohinga and Shan noodles from six in the morning.',
      category_id: 1,
      township_id: 1,
      address: 'No. 7, Bo Aung Kyaw Street',
      phone: '09421234567',
      hours,
      orders_for_later: true,
      logo_photo_id: null,
      cover_photo_id: null,
    },
  });
  expect(turnedOn.ok(), await turnedOn.text()).toBe(true);

  await shopper.reload();
  const basket = shopper.getByRole('region', { name: /^Your order/ });
  await expect(
    basket.getByText('The shop is closed now: choose when you will collect your order.'),
  ).toBeVisible();
  await basket.getByLabel('Pickup time').selectOption({ label: 'Tomorrow 06:00' });
  const placing = shopper.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/customer/shops/${shop.slug}/orders`) &&
      response.request().method() === 'POST',
  );
  await basket.getByRole('button', { name: 'Place order' }).click();
  expect((await placing).status()).toBe(201);
  await expect(shopper.getByRole('heading', { name: 'Order placed' })).toBeVisible();

  await seedSession(page, shop.session);
  await page.goto('/store/orders');
  const order = page.getByRole('listitem').filter({ hasText: 'Order #1' });
  await expect(order.getByText(/^For pickup: .+, 06:00$/)).toBeVisible();
  await shopperContext.close();
});

test("'Busy' pauses new orders and the store page says so; 'Paid' moves the day's totals", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const shop = await openShopTakingOrders(request, `Shwe Pyi Noodle ${Date.now() % 100_000}`);
  const signedIn = await signInCustomerByApi(request, uniquePhone(), 'Ko Htet');
  await seedSession(page, shop.session);
  await page.goto('/store/orders');
  const busy = page.getByRole('region', { name: 'Busy' });
  const place = busy.getByRole('group', { name: 'The shop' });
  await place.getByRole('button', { name: 'Pause 30 min' }).click();
  await expect(busy.getByText(/^Busy: no new orders until \d\d:\d\d$/)).toBeVisible();

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await seedCustomer(shopper, signedIn);
  await shopper.goto(`/shops/${shop.slug}`);
  await expect(shopper.getByText(/^Busy: not taking new orders until \d\d:\d\d$/)).toBeVisible();
  await shopper.getByRole('button', { name: 'Add to order: Mohinga' }).click();
  await shopper.getByRole('button', { name: 'Place order' }).click();
  await expect(shopper.getByRole('region', { name: /^Your order/ }).getByRole('alert')).toHaveText(
    /^Busy: not taking new orders until \d\d:\d\d\. Please try again then\.$/,
  );

  await place.getByRole('button', { name: 'Take orders again' }).click();
  await expect(busy.getByText('Taking orders')).toBeVisible();
  await shopper.getByRole('button', { name: 'Place order' }).click();
  await expect(shopper.getByRole('heading', { name: 'Order placed' })).toBeVisible();

  // The order arrives live; accepted, then paid in cash at the counter.
  const order = page.getByRole('listitem').filter({ hasText: 'Order #1' });
  await order.getByRole('button', { name: 'Accept' }).click();
  await expect(order.getByRole('button', { name: 'Ready' })).toBeVisible();
  const totals = page.getByRole('region', { name: /^Totals for / });
  await expect(totals.getByText('Not paid yet').locator('+ dd')).toHaveText('2,500 MMK');
  await order.getByRole('button', { name: 'Paid (cash)' }).click();
  await expect(order.getByText('Paid · Cash')).toBeVisible();
  await expect(totals.getByText('Paid', { exact: true }).locator('+ dd')).toHaveText('2,500 MMK');
  await expect(totals.getByText('Not paid yet').locator('+ dd')).toHaveText('0 MMK');
  await shopperContext.close();
});
