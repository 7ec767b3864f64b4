import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderSummary } from '@contract/billing';
import { apiPaths } from '@contract/apiPaths';
import { ORDER_CHANGED } from '@contract/messages';
import { createFakeOrderSummary } from '../../test/orderSummaryHandlers';
import { apiUrl, server } from '../../test/server';
import {
  downgradeOrder,
  lapsedOrder,
  premiumOrder,
  premiumWithCode,
  renewalOrder,
  repricedOrder,
  upgradeOrder,
} from './orderSummaryFixtures';
import { listsLoaded, renderBilling, THIS_YEAR } from './testSetup';

async function renderWithOrder(order: OrderSummary | null, codes?: Record<string, OrderSummary>) {
  const summary = createFakeOrderSummary({ merchantId: 3, order, codes });
  const rendered = await renderBilling({ handlers: summary.handlers });
  await listsLoaded();
  return { ...rendered, summary };
}

type User = Awaited<ReturnType<typeof renderWithOrder>>['user'];

const summaryRegion = () => screen.getByRole('region', { name: 'Payment Summary' });
const rowsOf = () =>
  within(summaryRegion())
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);

/** '−350 MMK' → -350; '4,013,343 MMK' → 4013343. */
const amountOf = (text: string | null | undefined): number => {
  const digits = (text ?? '').replace(/[^0-9]/g, '');
  return (text ?? '').startsWith('−') ? -Number(digits) : Number(digits);
};

async function payWithCard(user: User) {
  await user.type(screen.getByLabelText('Address'), '12 Bo Aung Kyaw St');
  await user.selectOptions(screen.getByLabelText('Shop Category'), 'Cafe');
  await user.selectOptions(screen.getByLabelText('Township'), 'Bahan');
  await user.type(screen.getByLabelText('Card Number'), '4242424242424242');
  await user.type(screen.getByLabelText('Card Holder Name'), 'Aye Aye');
  await user.type(screen.getByLabelText('Expiration Month'), '12');
  await user.type(screen.getByLabelText('Expiration Year'), String(THIS_YEAR + 2));
  await user.type(screen.getByLabelText('CVC'), '739');
  await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
}

describe('/billing with a pending plan order', () => {
  it('offers the mobile wallet and bank transfer checkout of the order', async () => {
    await renderWithOrder(premiumOrder);
    const link = await within(summaryRegion()).findByRole('link', {
      name: 'Pay by mobile wallet or bank transfer',
    });
    expect(link).toHaveAttribute('href', '/payment');
  });

  it('offers no other way to pay the shop fee', async () => {
    await renderWithOrder(null);
    expect(
      within(summaryRegion()).queryByRole('link', {
        name: 'Pay by mobile wallet or bank transfer',
      }),
    ).not.toBeInTheDocument();
  });

  it('lists what is being bought, in MMK, and the lines add up to the total', async () => {
    await renderWithOrder(premiumOrder);
    await within(summaryRegion()).findByText('Premium, 12 months');
    const rows = rowsOf();
    expect(rows).toEqual([
      ['Premium, 12 months', '3,900,000 MMK'],
      ['Social Media Content × 210,000 MMK each', '20,000 MMK'],
      ['Order/Reservations × 115,000 MMK each', '15,000 MMK'],
      ['Feature discount (1%)', '−350 MMK'],
      ['Subtotal', '3,934,650 MMK'],
      ['Tax (2%)', '78,693 MMK'],
      ['Total', '4,013,343 MMK'],
    ]);
    // The lines above the subtotal make it; the subtotal and the lines after it make the total.
    const amounts = rows.map(([, cell]) => amountOf(cell));
    const subtotalAt = rows.findIndex(([head]) => head === 'Subtotal');
    const sum = (from: number, to: number) =>
      amounts.slice(from, to).reduce((total, amount) => total + amount, 0);
    expect(sum(0, subtotalAt)).toBe(amounts[subtotalAt]);
    expect(sum(subtotalAt, amounts.length - 1)).toBe(amounts[amounts.length - 1]);
    // No shop fee beside it.
    expect(within(summaryRegion()).queryByText(/USD/)).not.toBeInTheDocument();
    expect(
      within(summaryRegion()).getByText('Starts now and runs until 28 Nov 2027'),
    ).toBeVisible();
  });

  it('says that without a partner code the price has no partner discount', async () => {
    await renderWithOrder(premiumOrder);
    expect(
      await within(summaryRegion()).findByText(
        'No partner code: the price has no partner discount. A discount from the plans page needs a partner code.',
      ),
    ).toBeInTheDocument();
    expect(within(summaryRegion()).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('applies a partner code: the server prices the order with it, and Remove takes it off', async () => {
    const { user, summary } = await renderWithOrder(premiumOrder, { PARTNER10: premiumWithCode });
    const field = await within(summaryRegion()).findByLabelText('Partner code');
    const apply = within(summaryRegion()).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(field, 'partner10');
    // Enter in the field applies the code; it never submits the payment form.
    await user.keyboard('{Enter}');

    await within(summaryRegion()).findByText('Partner discount (PARTNER10)');
    expect(summary.callsOf('POST')).toEqual([
      { method: 'POST', path: apiPaths.partnerCode, body: { code: 'partner10' } },
    ]);
    const rows = rowsOf();
    expect(rows.slice(4)).toEqual([
      ['Subtotal', '3,934,650 MMK'],
      ['Partner discount (PARTNER10)', '−393,465 MMK'],
      ['Tax (2%)', '70,824 MMK'],
      ['Total', '3,612,009 MMK'],
    ]);
    expect(3_934_650 - 393_465 + 70_824).toBe(amountOf(rows[rows.length - 1]![1]));
    expect(screen.queryByText(/No partner code/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The field is empty again for another code.
    expect(within(summaryRegion()).getByLabelText('Partner code')).toHaveValue('');

    await user.click(within(summaryRegion()).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(summaryRegion()).queryByText('Partner discount (PARTNER10)')).toBeNull(),
    );
    expect(summary.callsOf('DELETE')).toHaveLength(1);
    expect(within(summaryRegion()).getByText('4,013,343 MMK')).toBeInTheDocument();
  });

  it('shows the server’s reason next to the field when a code is refused (422)', async () => {
    const { user, summary, fake } = await renderWithOrder(premiumOrder);
    const field = await within(summaryRegion()).findByLabelText('Partner code');
    await user.type(field, 'NOPE1');
    await user.click(within(summaryRegion()).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(summaryRegion()).getByLabelText('Partner code')).toHaveAccessibleDescription(
        'There is no such partner code.',
      ),
    );
    expect(within(summaryRegion()).getByLabelText('Partner code')).toBeInvalid();
    expect(summary.callsOf('POST')).toHaveLength(1);
    // The price is as it was, and nothing was paid.
    expect(within(summaryRegion()).getByText('4,013,343 MMK')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('says when an applied partner code no longer applies', async () => {
    await renderWithOrder(lapsedOrder);
    expect(
      await within(summaryRegion()).findByText(
        'The partner code SPRING5 no longer applies; the price is without it.',
      ),
    ).toBeInTheDocument();
    expect(within(summaryRegion()).queryByText(/Partner discount/)).toBeNull();
  });

  it('credits the unused days of the current plan on an upgrade, as its own line', async () => {
    await renderWithOrder(upgradeOrder);
    await within(summaryRegion()).findByText('Premium, 6 months');
    expect(rowsOf()).toEqual([
      ['Premium, 6 months', '2,100,000 MMK'],
      ['Subtotal', '2,100,000 MMK'],
      ['Credit for 40 unused days of your Standard plan', '−160,000 MMK'],
      ['Tax (2%)', '38,800 MMK'],
      ['Total', '1,978,800 MMK'],
    ]);
    expect(2_100_000 - 160_000 + 38_800).toBe(1_978_800);
    expect(
      within(summaryRegion()).getByText(
        'Starts now; the unused 40 days of your Standard plan are credited',
      ),
    ).toBeInTheDocument();
  });

  it('credits a paid downgrade that the order replaces on a line of its own', async () => {
    // The upgrade above, with a waiting Basic change (90,000 MMK) replaced too:
    // credit 160,000 + 90,000 = 250,000; taxable 1,850,000; tax 37,000; total 1,887,000.
    await renderWithOrder({
      ...upgradeOrder,
      credit: 250_000,
      replaces_scheduled: { plan: 'Basic', credit: 90_000 },
      taxable: 1_850_000,
      tax: 37_000,
      total: 1_887_000,
      amount_minor: 188_700_000,
    });
    await within(summaryRegion()).findByText('Premium, 6 months');
    expect(rowsOf()).toEqual([
      ['Premium, 6 months', '2,100,000 MMK'],
      ['Subtotal', '2,100,000 MMK'],
      ['Credit for 40 unused days of your Standard plan', '−160,000 MMK'],
      ['Credit for the change to Basic already paid', '−90,000 MMK'],
      ['Tax (2%)', '37,000 MMK'],
      ['Total', '1,887,000 MMK'],
    ]);
  });

  it('says when a downgrade takes effect, on Yangon’s calendar', async () => {
    await renderWithOrder(downgradeOrder);
    expect(
      await within(summaryRegion()).findByText('Changes to Basic on 5 Dec 2026'),
    ).toBeInTheDocument();
  });

  it('says a renewal extends the current plan from its end', async () => {
    await renderWithOrder(renewalOrder);
    expect(
      await within(summaryRegion()).findByText(
        'Extends your Standard plan from 5 Dec 2026 to 5 Jun 2027',
      ),
    ).toBeInTheDocument();
  });

  it('charges the order’s total in MMK: the intent for amount_minor, the process for the total', async () => {
    const { user, fake, router } = await renderWithOrder(premiumOrder);
    await within(summaryRegion()).findByText('Premium, 12 months');
    await payWithCard(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const intents = fake.callsTo(apiPaths.createPaymentIntent);
    expect(intents).toHaveLength(1);
    expect(intents[0]?.body).toMatchObject({ amount: 401_334_300, currency: 'MMK' });
    const payments = fake.callsTo(apiPaths.processPayment);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.body).toMatchObject({
      payment_intent_id: 'pi_1',
      amount: 4_013_343,
      currency: 'MMK',
    });
  });

  it('after a 409 (the price changed) shows the new total, says so, and pays it with a new intent', async () => {
    const { user, fake, summary, router } = await renderWithOrder(premiumOrder);
    await within(summaryRegion()).findByText('Premium, 12 months');
    server.use(
      http.post(
        apiUrl(`${apiPaths.processPayment}/:merchantId`),
        async ({ request }) => {
          await request.json();
          summary.setOrder(repricedOrder);
          return HttpResponse.json({ message: ORDER_CHANGED }, { status: 409 });
        },
        { once: true },
      ),
    );
    const reads = summary.callsOf('GET').length;
    await payWithCard(user);

    const alert = await screen.findByRole('alertdialog', {
      name: 'The price of your order changed, so nothing was charged. The new total is 4,064,343 MMK: please check the Payment Summary and pay again.',
    });
    expect(summary.callsOf('GET').length).toBe(reads + 1);
    expect(within(summaryRegion()).getByRole('row', { name: /^Total/ })).toHaveTextContent(
      '4,064,343 MMK',
    );
    expect(router.state.location.pathname).toBe('/billing');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const intents = fake.callsTo(apiPaths.createPaymentIntent);
    expect(intents.map((call) => call.body)).toEqual([
      expect.objectContaining({ amount: 401_334_300, currency: 'MMK' }),
      expect.objectContaining({ amount: 406_434_300, currency: 'MMK' }),
    ]);
    // A new price is a new intent: another idempotency key.
    expect(intents[1]?.headers['idempotency-key']).not.toBe(intents[0]?.headers['idempotency-key']);
    expect(fake.callsTo(apiPaths.processPayment)[0]?.body).toMatchObject({
      payment_intent_id: 'pi_2',
      amount: 4_064_343,
      currency: 'MMK',
    });
  });

  it('without a pending order stays the shop fee screen, charged in USD', async () => {
    const { user, fake, router } = await renderWithOrder(null);
    expect(rowsOf()).toEqual([
      ['Monthly Subscription Fee', '99.99 USD'],
      ['Tax (5%)', '4.9995 USD'],
      ['Total', '104.99 USD'],
    ]);
    expect(screen.queryByLabelText('Partner code')).not.toBeInTheDocument();
    await payWithCard(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fake.callsTo(apiPaths.createPaymentIntent)[0]?.body).toMatchObject({
      amount: 10499,
      currency: 'USD',
    });
    expect(fake.callsTo(apiPaths.processPayment)[0]?.body).toMatchObject({
      amount: 104.9895,
      currency: 'USD',
    });
  });

  it('pauses paying when the order summary cannot be loaded, instead of offering the shop fee', async () => {
    await renderBilling({
      handlers: [
        http.get(apiUrl(apiPaths.orderSummary), () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
      ],
    });

    expect(await within(summaryRegion()).findByRole('alert')).toHaveTextContent(
      "Your order's price could not be loaded, so paying is paused. Check your connection and reload the page.",
    );
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeDisabled();
  });
});
