import type { Locator } from '@playwright/test';
import type { PendingOrder } from '@contract';
import { authHeaders, expect, registerMerchant, seedSession, test } from './support';

/** The value beside a term of a description list. */
function valueOf(container: Locator, term: string): Locator {
  return container
    .locator('div')
    .filter({
      has: container
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
    })
    .getByRole('definition');
}

test('a merchant orders Standard for 12 months with two add-ons and 10% off and lands on /billing with the order stored', async ({
  page,
  request,
}) => {
  const session = await registerMerchant(request, {
    username: 'Thiri Win',
    shopname: 'Thiri Flowers',
    emailPrefix: 'thiri',
  });
  const selected = [
    { name: 'Social Media Content', quantity: 1 },
    { name: 'Order/Reservations', quantity: 2 },
  ];
  // The seeded prices through the plan flow's rules, by hand (every line rounded half up):
  //   Standard, 12 months                          640,000
  //   Social Media Content 1 x 10,000               10,000
  //   Order/Reservations   2 x 15,000               30,000
  //   feature discount 1 % of 40,000                  −400
  //   subtotal                                     679,600
  //   discount 10 % of 679,600                     −67,960
  //   tax 2 % of 611,640 = 12,232.8                 12,233
  //   total                                        623,873
  // The card: 640,000 / 12 = 53,333.33 a month.
  await seedSession(page, session);
  await page.goto('/price');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your Plan' })).toBeVisible();

  await page.getByRole('radio', { name: 'Standard' }).check();
  await page.getByRole('radio', { name: '12-months' }).check();
  const standardCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('radio', { name: 'Standard' }) });
  await expect(standardCard).toContainText('53,333 MMK per month + 2% tax');

  const features = page.getByRole('region', { name: 'Additional Features' });
  await features.getByRole('button', { name: 'Add Social Media Content' }).click();
  await features.getByRole('button', { name: 'Add Order/Reservations' }).click();
  await features.getByRole('button', { name: 'Increase Quantity of Order/Reservations' }).click();
  await expect(
    features.getByRole('spinbutton', { name: 'Quantity of Order/Reservations' }),
  ).toHaveValue('2');

  const partner = page.getByRole('region', { name: 'Partner with us' });
  await partner.getByRole('spinbutton', { name: 'Member Discount (%)' }).fill('10');

  const total = page.getByRole('region', { name: 'Total Cost' });
  await expect(valueOf(total, 'Plan')).toHaveText('Standard');
  await expect(valueOf(total, 'Base Price')).toHaveText('640,000 MMK');
  const lines = valueOf(total, 'Selected Features').getByRole('listitem');
  await expect(lines).toHaveText([
    'Social Media Content 1 × 10,000 MMK 10,000 MMK',
    'Order/Reservations 2 × 15,000 MMK 30,000 MMK',
  ]);
  await expect(valueOf(total, 'Feature discount (1%)')).toHaveText('−400 MMK');
  await expect(valueOf(total, 'Subtotal')).toHaveText('679,600 MMK');
  await expect(valueOf(total, 'Discount')).toHaveText('−67,960 MMK');
  await expect(valueOf(total, 'Tax (2%)')).toHaveText('12,233 MMK');
  await expect(valueOf(total, 'Total')).toHaveText('623,873 MMK');

  await partner.getByRole('checkbox', { name: 'Accept Terms and Conditions' }).check();
  await partner.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/billing$/);

  // The discount chosen on /price is an estimate: without a partner code the order costs its
  // price. 679,600 + tax 2 % (13,592) = 693,192, and the summary says why.
  const summary = page.getByRole('region', { name: 'Payment Summary' });
  const billed = summary
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) })
    .getByRole('cell');
  await expect(billed).toHaveText('693,192 MMK');
  await expect(summary).toContainText('No partner code: the price has no partner discount.');

  const merchantId = session.merchantUser.merchant_id;
  const pending = await request.get(`/api/merchant/pendingOrder/${merchantId}`, {
    headers: authHeaders(session),
  });
  expect(pending.status()).toBe(200);
  const order = (await pending.json()) as PendingOrder;
  expect(order.plan.id).toBe(2);
  expect(order.duration_month).toBe(12);
  expect(order.addons.map((a) => [a.name, a.quantity])).toEqual(
    selected.map((s) => [s.name, s.quantity]),
  );
});

test('the terms must be accepted first; OK brings the partner block back', async ({ page }) => {
  await page.goto('/price');
  const partner = page.getByRole('region', { name: 'Partner with us' });
  await partner.getByRole('button', { name: 'Continue' }).click();
  const modal = page.getByRole('alertdialog', { name: 'Terms Not Accepted' });
  await expect(modal).toContainText(
    'Please accept the Terms and Conditions before proceeding with your payment',
  );
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  await expect(partner.getByText('Please accept the terms before continuing')).toBeVisible();
  await expect(
    partner.getByRole('checkbox', { name: 'Accept Terms and Conditions' }),
  ).toBeInViewport();
  await expect(page).toHaveURL(/\/price$/);
});

test("a visitor's Continue goes to /register with the alert", async ({ page }) => {
  await page.goto('/price');
  const partner = page.getByRole('region', { name: 'Partner with us' });
  await partner.getByRole('checkbox', { name: 'Accept Terms and Conditions' }).check();
  await partner.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('alertdialog', { name: 'Please register or login to complete your payment' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
