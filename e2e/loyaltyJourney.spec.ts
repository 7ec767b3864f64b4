/**
 * Issue 20's journey, against the real server, in two browser contexts: a shop with a 3-stamp
 * card, points, a member discount, two promo codes and an event. A shopper joins the membership,
 * has one code refused for the right reason and the other applied (the server's total, with the
 * member discount), answers the event; the shop completes three orders; the full card becomes a
 * reward on /my/cards, which the merchant finds by phone at the counter and marks redeemed, and
 * the points buy a reward through the one-time code the shopper shows.
 */
import type { Page } from '@playwright/test';
import type { ShopOrder } from '@contract/orders';
import { completeOrder, offerLoyalty, signInCustomerByApi } from './loyaltyKit';
import { openShopTakingOrders, type ShopTakingOrders } from './orderKit';
import { expect, seedCustomer, seedSession, test, uniquePhone } from './support';

/** Places the basket as it stands and answers the order the server priced. */
async function placeOrder(shopper: Page, shop: ShopTakingOrders): Promise<ShopOrder> {
  const placing = shopper.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/customer/shops/${shop.slug}/orders`) &&
      response.request().method() === 'POST',
  );
  await shopper.getByRole('button', { name: 'Place order' }).click();
  const placed = await placing;
  expect(placed.status()).toBe(201);
  await expect(shopper.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  return (await placed.json()) as ShopOrder;
}

test('three completed orders fill a 3-stamp card and the shop redeems the reward; promo codes, membership, points and an RSVP along the way', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const suffix = `${Date.now()}`.slice(-6);
  const shop = await openShopTakingOrders(request, `Shwe Lah Tea ${suffix}`);
  await offerLoyalty(request, shop);
  const phone = uniquePhone();
  const signedIn = await signInCustomerByApi(request, phone, 'Ko Zaw');

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await seedCustomer(shopper, signedIn);
  await shopper.goto(`/shops/${shop.slug}`);

  // What the shop offers, on its store page.
  const rewards = shopper.getByRole('region', { name: 'Rewards' });
  await expect(rewards.getByText('Collect 3 stamps: Free milk tea')).toBeVisible();
  await expect(rewards.getByText('Members save 5 %')).toBeVisible();
  await rewards.getByRole('button', { name: 'Join membership' }).click();
  await expect(rewards.getByText('You are a member.')).toBeVisible();

  // The event: the shopper is going.
  const posts = shopper.getByRole('region', { name: 'News and events' });
  await expect(posts.getByRole('heading', { name: 'Full moon night market' })).toBeVisible();
  await posts.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(posts.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(posts.getByText('1 going · 0 not going')).toBeVisible();

  // Order 1: one code refused for its least total, the other applied, priced by the server.
  await shopper.getByRole('button', { name: 'Add to order: Mohinga' }).click();
  await shopper.getByRole('textbox', { name: 'Promo code' }).fill('feast5000');
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(
    shopper.getByText('This promo code needs an order of at least 20,000 MMK.'),
  ).toBeVisible();
  await shopper.getByRole('textbox', { name: 'Promo code' }).fill('rain10');
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(shopper.getByText('Promo code RAIN10 applied.')).toBeVisible();
  // 2,500 less the member's 5 % (125), less 10 % of the 2,375 left (237).
  const quote = shopper.locator('.basket__quote');
  await expect(quote).toContainText('−125 MMK');
  await expect(quote).toContainText('−237 MMK');
  await expect(quote).toContainText('2,138 MMK');
  const first = await placeOrder(shopper, shop);
  expect({
    subtotal: first.subtotal,
    member: first.member_discount,
    promo: first.promo,
    total: first.total,
  }).toEqual({
    subtotal: 2500,
    member: 125,
    promo: { code: 'RAIN10', discount: 237 },
    total: 2138,
  });
  await completeOrder(request, shop, first.id);

  // Orders 2 and 3: Shan noodles, the member discount alone (3,000 less 150).
  for (const _ of [2, 3]) {
    await shopper.goto(`/shops/${shop.slug}`);
    await shopper.getByRole('button', { name: 'Add to order: Shan noodles' }).click();
    const order = await placeOrder(shopper, shop);
    expect(order.total).toBe(2850);
    await completeOrder(request, shop, order.id);
  }

  // The full card is a reward on /my/cards; the points are 3 × 20.
  await shopper.goto('/my/cards');
  await expect(shopper.getByRole('heading', { level: 1, name: 'My cards' })).toBeVisible();
  await expect(shopper.getByText('Reward ready: Free milk tea')).toBeVisible();
  await expect(shopper.getByText('0 of 3 stamps')).toBeVisible();
  await expect(shopper.getByText('Balance: 60 points')).toBeVisible();

  // The merchant, at the counter, finds the shopper by phone and hands over the tea.
  const merchant = page;
  await seedSession(merchant, shop.session);
  await merchant.goto('/store/loyalty');
  await expect(merchant.getByRole('heading', { level: 1, name: 'Loyalty' })).toBeVisible();
  await merchant.getByLabel('Phone number').fill(phone);
  await merchant.getByRole('button', { name: 'Find' }).click();
  await expect(merchant.getByText('Stamps: 0 of 3')).toBeVisible();
  await expect(merchant.getByText('Points balance: 60')).toBeVisible();
  await merchant.getByRole('button', { name: 'Mark redeemed' }).click();
  await expect(merchant.getByText('“Free milk tea” is marked redeemed.')).toBeVisible();
  await expect(merchant.getByText('No rewards to redeem.')).toBeVisible();

  // A stamp at the counter, for a tea bought without the app.
  await merchant.getByRole('button', { name: 'Add stamp' }).click();
  await expect(merchant.getByText('Stamp added.')).toBeVisible();
  await expect(merchant.getByText('Stamps: 1 of 3')).toBeVisible();

  // The shopper's 60 points buy a samosa: the code shown on the phone, typed at the counter.
  await shopper.reload();
  await expect(shopper.getByText(/^Free milk tea: redeemed on /)).toBeVisible();
  await expect(shopper.getByText('1 of 3 stamps')).toBeVisible();
  await shopper.getByRole('button', { name: 'Get code for Free samosa' }).click();
  const codeDialog = shopper.getByRole('dialog', { name: 'Your code for Free samosa' });
  const code = (await codeDialog.locator('.redemption-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await merchant.getByLabel('Code', { exact: true }).fill(code);
  await merchant.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(
    merchant.getByText('Free samosa redeemed for 50 points. New balance: 10 points.'),
  ).toBeVisible();
  // The same code twice is refused.
  await merchant.getByLabel('Code', { exact: true }).fill(code);
  await merchant.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(merchant.getByText('This code has already been used.')).toBeVisible();

  // The shop sees the answer to its event.
  await merchant.goto('/store/promotions');
  const event = merchant.getByRole('listitem').filter({ hasText: 'Full moon night market' });
  await expect(event.locator('dt:text-is("Going") + dd')).toHaveText('1');
  await expect(event.locator('dt:text-is("Not going") + dd')).toHaveText('0');

  await shopperContext.close();
});
