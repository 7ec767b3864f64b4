/**
 * Ratings and reviews against the real server: a shopper's order is completed; on /my/orders they
 * rate the visit (5 stars and a text); the store page then shows the average, the count and the
 * review under the shopper's first name, and its structured data carries the rating.
 */
import { completeOrder, placeOrderByApi, signInCustomerByApi } from './loyaltyKit';
import { openShopTakingOrders } from './orderKit';
import { expect, seedCustomer, test, uniquePhone } from './support';

test('a review appears on the store page after a completed order', async ({ page, request }) => {
  test.setTimeout(180_000);
  const shop = await openShopTakingOrders(request, `Aung Mingalar Tea ${Date.now() % 100_000}`);
  const signedIn = await signInCustomerByApi(request, uniquePhone(), 'Ma Hnin Wai');
  const order = await placeOrderByApi(request, shop, signedIn, `review-${shop.merchantId}`);
  await completeOrder(request, shop, order.id);

  await seedCustomer(page, signedIn);
  await page.goto('/my/orders');
  await page.getByRole('button', { name: 'Rate this visit' }).click();
  const dialog = page.getByRole('dialog', { name: `Rate your visit to ${shop.name}` });
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await dialog.getByLabel('Your review (optional)').fill('The mohinga was hot and fresh.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you for rating your visit.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByText('You rated this visit.')).toBeVisible();

  await page.goto(`/shops/${shop.slug}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
  await expect(reviews.getByText('1 review', { exact: true })).toBeVisible();
  const review = reviews
    .getByRole('listitem')
    .filter({ hasText: 'The mohinga was hot and fresh.' });
  await expect(review.getByText('Hnin', { exact: true })).toBeVisible();
  await expect(review.getByRole('img', { name: '5 stars out of 5' })).toBeVisible();

  // Search engines read the rating from the page the server sends.
  const sent = await request.get(`/shops/${shop.slug}`);
  const html = await sent.text();
  expect(html).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":5,');
});
