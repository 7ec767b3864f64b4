import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, sampleCategories, sampleTownships, server } from '../../test/server';
import { listsLoaded, loggedIn, renderBilling, THIS_YEAR } from './testSetup';

type User = Awaited<ReturnType<typeof renderBilling>>['user'];

async function fillShop(user: User) {
  await user.type(screen.getByLabelText('Address'), '12 Bo Aung Kyaw St');
  await user.selectOptions(screen.getByLabelText('Shop Category'), 'Cafe');
  await user.selectOptions(screen.getByLabelText('Township'), 'Bahan');
}

async function fillCard(user: User, number = '4242424242424242') {
  await user.type(screen.getByLabelText('Card Number'), number);
  await user.type(screen.getByLabelText('Card Holder Name'), 'Aye Aye');
  await user.type(screen.getByLabelText('Expiration Month'), '12');
  await user.type(screen.getByLabelText('Expiration Year'), String(THIS_YEAR + 2));
  await user.type(screen.getByLabelText('CVC'), '739');
}

describe('/billing', () => {
  it('shows the Payment Summary in the product’s words and order', async () => {
    await renderBilling();
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    const rows = within(summary)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Monthly Subscription Fee99.99 USD',
      'Tax (5%)4.9995 USD',
      'Total104.99 USD',
    ]);
    await listsLoaded();
  });

  it('prefills the shop name, phone and email from the session; phone and email are disabled', async () => {
    await renderBilling();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Shop Registration and Payment' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Shop Name')).toHaveValue('Golden Tea House');
    expect(screen.getByLabelText('Shop Name')).toBeEnabled();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('09420000001');
    expect(screen.getByLabelText('Phone Number')).toBeDisabled();
    expect(screen.getByLabelText('Email Address')).toHaveValue('aye@example.com');
    expect(screen.getByLabelText('Email Address')).toBeDisabled();
    await listsLoaded();
    const categories = within(screen.getByLabelText('Shop Category')).getAllByRole('option');
    expect(categories.map((o) => o.textContent)).toEqual([
      'Select Category',
      ...sampleCategories.categories.map((c) => c.name),
    ]);
    const townships = within(screen.getByLabelText('Township')).getAllByRole('option');
    expect(townships.map((o) => o.textContent)).toEqual([
      'Select Township',
      ...sampleTownships.map((t) => t.name),
    ]);
  });

  it('groups the card number in fours as it is typed, digits only, 19 characters at most', async () => {
    const { user } = await renderBilling();
    await listsLoaded();
    const input = screen.getByLabelText('Card Number');
    expect(input).toHaveAttribute('maxLength', '19');
    await user.type(input, '4242a4242-42424242');
    expect(input).toHaveValue('4242 4242 4242 4242');
    await user.type(input, '999');
    expect(input).toHaveValue('4242 4242 4242 4242');
    await user.type(screen.getByLabelText('CVC'), '7x39');
    expect(screen.getByLabelText('CVC')).toHaveValue('739');
  });

  it('pays: both buttons read Processing... while it runs, then the alert and /dashboard', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, router, store, fake } = await renderBilling();
    await listsLoaded();
    // Hold the answer to the intent, to see the page while it is busy.
    server.use(
      http.post(
        apiUrl(`${apiPaths.createPaymentIntent}/:merchantId`),
        async () => {
          await held;
          return HttpResponse.json({
            id: 'pi_held',
            amount: 10499,
            currency: 'USD',
            status: 'requires_payment_method',
          });
        },
        { once: true },
      ),
    );
    await fillShop(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    const busy = await screen.findAllByRole('button', { name: 'Processing...' });
    expect(busy).toHaveLength(2);
    for (const button of busy) expect(button).toBeDisabled();
    // And a polite live region says it, once.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      'Processing...',
    );
    await user.click(busy[1]!);
    act(() => release());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The alert stays up over the next page.
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Payment successful and billing information saved!',
      }),
    ).toBeInTheDocument();
    expect(fake.callsTo(apiPaths.processPayment)).toHaveLength(1);
    expect(fake.callsTo(apiPaths.processPayment)[0]?.body).toMatchObject({
      payment_intent_id: 'pi_held',
    });

    const state = JSON.stringify(store.getState());
    const storage = JSON.stringify({ ...window.localStorage });
    for (const secret of ['4242424242424242', '4242 4242 4242 4242', '"739"', '"cvc"']) {
      expect(state).not.toContain(secret);
      expect(storage).not.toContain(secret);
    }
  });

  it('alerts when the shop information is incomplete, and sends nothing', async () => {
    const { user, fake } = await renderBilling();
    await listsLoaded();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Please fill in all required shop information',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(fake.calls).toEqual([]);
  });

  it('alerts when a card detail is missing', async () => {
    const { user, fake } = await renderBilling();
    await listsLoaded();
    await fillShop(user);
    await user.type(screen.getByLabelText('Card Number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Please fill in all card details' }),
    ).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('shows format problems under their fields', async () => {
    const { user, fake } = await renderBilling();
    await listsLoaded();
    await fillShop(user);
    await user.type(screen.getByLabelText('Card Number'), '4242');
    await user.type(screen.getByLabelText('Card Holder Name'), 'Aye Aye');
    await user.type(screen.getByLabelText('Expiration Month'), '13');
    await user.type(screen.getByLabelText('Expiration Year'), String(THIS_YEAR - 1));
    await user.type(screen.getByLabelText('CVC'), '099');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByLabelText('Card Number')).toHaveAccessibleDescription(
      'Enter the 13 to 16 digits of the card number',
    );
    expect(screen.getByLabelText('Expiration Month')).toHaveAccessibleDescription(
      'Enter a month from 1 to 12',
    );
    expect(screen.getByLabelText('Expiration Year')).toHaveAccessibleDescription(
      `Enter a year from ${THIS_YEAR} to ${THIS_YEAR + 10}`,
    );
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription('Enter a CVC from 100 to 999');
    expect(screen.getByLabelText('CVC')).toBeInvalid();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('a declined card alerts "Payment failed: " and the gateway’s message, and keeps the form', async () => {
    const { user, router } = await renderBilling();
    await listsLoaded();
    await fillShop(user);
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Payment failed: Your card was declined.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/billing');
    expect(screen.getByLabelText('Address')).toHaveValue('12 Bo Aung Kyaw St');
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('without a valid token shows the session-expired screen', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const { user, router } = await renderBilling({
      preloadedState: { session: { ...loggedIn.session, token: null } },
    });
    expect(await screen.findByRole('heading', { name: 'Session Expired' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    log.mockRestore();
  });

  it('"Unauthorized to use this merchant" alerts and shows the session-expired screen', async () => {
    const { user } = await renderBilling();
    await listsLoaded();
    server.use(
      http.post(apiUrl(`${apiPaths.addBillingInformation}/:merchantId`), () =>
        HttpResponse.json({ message: 'Unauthorized to use this merchant' }, { status: 403 }),
      ),
    );
    await fillShop(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'You are not authorized to perform this action. Please contact support.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Session Expired' })).toBeInTheDocument();
  });

  it('Back goes to the previous page', async () => {
    const { user, router } = await renderBilling({ route: '/price' });
    await act(() => router.navigate('/billing'));
    await listsLoaded();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/price'));
  });
});
