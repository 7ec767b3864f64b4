import type { Locator } from '@playwright/test';
import type { AddonType, PendingOrder, Plan } from '@contract';
import { formatMmk, monthlyPrice, planCost } from '../src/features/plans/pricing';
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
  // The expected prices come from the seeded plans and add-ons, through the plan flow's rules.
  const plans = (await (await request.get('/api/backend/getplans')).json()) as Plan[];
  const types = (await (await request.get('/api/backend/getaddons')).json()) as AddonType[];
  const standard = plans[1]!;
  expect(standard.name).toBe('Standard');
  const selected = [
    { name: 'Social Media Content', quantity: 1 },
    { name: 'Order/Reservations', quantity: 2 },
  ];
  const expected = planCost({
    plan: standard,
    months: 12,
    selected,
    types,
    percentDiscount: 10,
    amountDiscount: 0,
  });

  await seedSession(page, session);
  await page.goto('/price');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your Plan' })).toBeVisible();

  await page.getByRole('radio', { name: 'Standard' }).check();
  await page.getByRole('radio', { name: '12-months' }).check();
  const standardCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('radio', { name: 'Standard' }) });
  await expect(standardCard).toContainText(
    `${formatMmk(monthlyPrice(standard, 12))} MMK per month + 2% tax`,
  );

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
  await expect(valueOf(total, 'Base Price')).toHaveText(`${formatMmk(expected.basePrice)} MMK`);
  await expect(valueOf(total, 'Discount')).toHaveText(`${formatMmk(expected.discount)} MMK`);
  await expect(valueOf(total, 'Tax (2%)')).toHaveText(`${formatMmk(expected.tax)} MMK`);
  await expect(valueOf(total, 'Total')).toHaveText(`${formatMmk(expected.total)} MMK`);

  await partner.getByRole('checkbox', { name: 'Accept Terms and Conditions' }).check();
  await partner.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/billing$/);

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
