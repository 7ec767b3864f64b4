import { screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { Checkout } from '@contract/checkout';
import { createFakeBilling } from '../../test/billingHandlers';
import { payloadOf, pendingOrder } from '../../test/checkoutHandlers';
import { apiUrl, sampleAccount, server } from '../../test/server';
import { decodeQr, elapse, NOW, renderCheckout, summaryRows } from './checkoutTestSetup';
import { renderPayment } from './testSetup';

const radio = (name: string) => screen.getByRole('radio', { name });
const button = (name: string) => screen.getByRole('button', { name });
const qrImage = () => screen.findByRole('img', { name: /^QR code for a Mobile Wallet payment/ });
const slip = () =>
  new NodeFile([new Uint8Array(512)], 'slip.jpg', { type: 'image/jpeg' }) as unknown as File;

const walletCheckout = (overrides: Partial<Checkout> = {}): Checkout => ({
  reference: 'MP00000000A1',
  method: 'wallet',
  status: 'pending',
  amount_minor: pendingOrder.amount_minor,
  currency: 'MMK',
  qr_payload: payloadOf('MP00000000A1'),
  expires_at: new Date(NOW.getTime() + 40_000).toISOString(),
  redirect_url: null,
  transfer: null,
  reason: null,
  receipt_number: null,
  created_at: new Date(NOW.getTime() - 20_000).toISOString(),
  ...overrides,
});

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => jest.useRealTimers());

describe('/payment for a visitor or with nothing to pay', () => {
  it('shows the sample values and says they are an example to a visitor', async () => {
    await renderPayment();
    expect(summaryRows('Your order')).toContain('Total108,900 MMK');
    expect(screen.getByText(/These amounts are an example\./)).toBeVisible();
  });

  it('says the sample is an example when the merchant has no order to pay', async () => {
    await renderCheckout({ order: null });
    expect(await screen.findByText(/You have no plan order waiting to be paid/)).toBeVisible();
    expect(summaryRows('Your order')).toContain('Total108,900 MMK');
  });
});

describe('/payment with a pending order', () => {
  it("shows the order's plan, billing cycle, cost, tax and total in MMK", async () => {
    await renderCheckout();
    await screen.findByRole('radio', { name: 'Mobile Wallet' });
    expect(summaryRows('Your order')).toEqual([
      'PlanStandard',
      'Billing Cycle3 months',
      'Cost285,000 MMK',
      'Tax5,700 MMK',
      'Total290,700 MMK',
    ]);
    expect(screen.queryByText(/an example/)).not.toBeInTheDocument();
    expect(radio('Credit/Debit Card')).toBeChecked();
  });

  it("draws the provider's QR payload as is, counts to its expiry, and saves it as a png", async () => {
    const { user, fake } = await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Mobile Wallet' }));
    const image = await qrImage();
    const [made] = fake.callsTo(apiPaths.checkout).filter((call) => call.method === 'POST');
    expect(made?.body).toEqual({ method: 'wallet' });
    expect(made?.idempotencyKey).toMatch(/\S{8,}/);
    expect(await decodeQr(image)).toBe(payloadOf('MP0000000001'));
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(screen.getByText('MP0000000001')).toBeInTheDocument();
    const save = screen.getByRole('link', { name: 'Save QR Code' });
    expect(save).toHaveAttribute('download', 'payment-qr-MP0000000001.png');
    expect(save).toHaveAttribute('href', image.getAttribute('src'));

    await elapse(15_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:45');
    expect(screen.getByRole('status')).toHaveTextContent('The QR code expires in 45 seconds.');
  });

  it('Refresh asks for a new checkout: a new code and the full time again', async () => {
    const { user, fake } = await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Mobile Wallet' }));
    await qrImage();
    await elapse(20_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:40');

    await user.click(button('Refresh'));
    await waitFor(() => expect(screen.getByText('MP0000000002')).toBeInTheDocument());
    expect(await decodeQr(await qrImage())).toBe(payloadOf('MP0000000002'));
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    const posts = fake.callsTo(apiPaths.checkout).filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([{ method: 'wallet' }, { method: 'wallet' }]);
    expect(posts[0]?.idempotencyKey).not.toBe(posts[1]?.idempotencyKey);
  });

  it("says 'QR Code Expired' at the expiry, disables Refresh, and offers a new code", async () => {
    const { user } = await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Mobile Wallet' }));
    await qrImage();
    await elapse(59_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    await elapse(1_000);
    expect(screen.getByText('QR Code Expired')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(button('Refresh')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The QR code has expired. Press Get a new QR code for a new one.',
    );

    await user.click(button('Get a new QR code'));
    await waitFor(() => expect(screen.getByText('MP0000000002')).toBeInTheDocument());
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(button('Refresh')).toBeEnabled();
  });

  it('Confirm Payment asks the server and shows its answer: still waiting, then declined', async () => {
    const { user, fake } = await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Mobile Wallet' }));
    await qrImage();
    await user.click(button('Confirm Payment'));
    expect(await screen.findByText(/The payment has not arrived yet\./)).toBeInTheDocument();
    expect(fake.callsTo(apiPaths.checkoutConfirm).map((call) => call.body)).toEqual([
      'MP0000000001',
    ]);

    fake.confirmWith({ status: 'declined', reason: 'Insufficient balance in the wallet.' });
    await user.click(button('Confirm Payment'));
    expect(
      await screen.findByText('The payment was declined: Insufficient balance in the wallet.'),
    ).toBeInTheDocument();
    expect(button('Get a new QR code')).toBeEnabled();
  });

  it('goes to the dashboard by itself when the payment arrives live, naming the receipt', async () => {
    const { user, fake, extra } = await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Mobile Wallet' }));
    await qrImage();
    await waitFor(() => expect(fake.openStreams()).toBeGreaterThan(0));
    fake.emit({ status: 'succeeded', receipt_number: 'R-2026-000123' });
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Payment received. Your plan is active; your receipt is R-2026-000123.',
      }),
    ).toBeInTheDocument();
    expect(extra.navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('opened again, shows the wallet QR still payable with the time it has left', async () => {
    const { fake } = await renderCheckout({ checkout: walletCheckout() });
    const image = await qrImage();
    expect(radio('Mobile Wallet')).toBeChecked();
    expect(await decodeQr(image)).toBe(payloadOf('MP00000000A1'));
    expect(screen.getByRole('timer')).toHaveTextContent('0:40');
    expect(fake.callsTo(apiPaths.checkout).every((call) => call.method === 'GET')).toBe(true);
  });

  it('opened again after the payment succeeded, goes to the dashboard', async () => {
    const { extra } = await renderCheckout({
      checkout: walletCheckout({ status: 'succeeded', receipt_number: 'R-2026-000124' }),
    });
    await waitFor(() => expect(extra.navigate).toHaveBeenCalledWith('/dashboard'));
  });

  it('opened again, shows a transfer awaiting review as such, with what was sent', async () => {
    const { fake } = await renderCheckout({
      checkout: walletCheckout({
        method: 'bank_transfer',
        status: 'awaiting_review',
        qr_payload: null,
        expires_at: null,
        transfer: { transaction_id: 'TX-77', has_slip: false, submitted_at: NOW.toISOString() },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Awaiting review' })).toBeInTheDocument();
    expect(radio('Bank Transfer')).toBeChecked();
    expect(screen.getByText('Transaction id sent: TX-77')).toBeInTheDocument();
    expect(screen.queryByLabelText('Transaction id')).not.toBeInTheDocument();
    expect(fake.callsTo(apiPaths.checkout).every((call) => call.method === 'GET')).toBe(true);
  });

  it('a signed-out token shows the session-expired screen', async () => {
    await renderCheckout({
      handlers: [
        http.get(apiUrl(apiPaths.checkout.replace(':merchantId', '3')), () =>
          HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Session Expired' })).toBeInTheDocument();
  });

  it("by bank transfer: the accounts, the reference, a slip or an id required, then 'Awaiting review'", async () => {
    const { user, fake } = await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Bank Transfer' }));
    expect(await screen.findByText('0271 0010 0456 789')).toBeInTheDocument();
    expect(screen.getByText('AYA Bank')).toBeInTheDocument();
    expect(screen.getByLabelText('Reference code')).toHaveValue('MP0000000001');
    expect(fake.callsTo(apiPaths.checkout).find((call) => call.method === 'POST')?.body).toEqual({
      method: 'bank_transfer',
    });

    await user.click(button('Send for review'));
    expect(screen.getByLabelText('Transaction id')).toHaveAccessibleDescription(
      expect.stringContaining('Attach the photo of the slip or type the transaction id.'),
    );
    await user.type(screen.getByLabelText('Transaction id'), 'x!');
    await user.click(button('Send for review'));
    expect(screen.getByLabelText('Transaction id')).toHaveAccessibleDescription(
      expect.stringContaining('A transaction id has 4 to 40 letters, digits or dashes.'),
    );
    expect(fake.callsTo(apiPaths.checkoutTransfer)).toHaveLength(0);

    const slipInput = screen.getByLabelText('Photo of the transfer slip');
    expect(slipInput).toHaveAttribute('accept', 'image/*');
    await user.upload(slipInput, slip());
    await user.clear(screen.getByLabelText('Transaction id'));
    await user.type(screen.getByLabelText('Transaction id'), 'TX-20261206-0042');
    await user.click(button('Send for review'));

    expect(await screen.findByRole('heading', { name: 'Awaiting review' })).toBeInTheDocument();
    expect(screen.getByText('Slip photo sent')).toBeInTheDocument();
    expect(screen.getByText('Transaction id sent: TX-20261206-0042')).toBeInTheDocument();
    expect(fake.callsTo(apiPaths.checkoutTransfer).map((call) => call.body)).toEqual([
      { slip: { name: 'slip.jpg', type: 'image/jpeg' }, transaction_id: 'TX-20261206-0042' },
    ]);
  });

  it("a rejected transfer shows the operator's reason and starts a new one", async () => {
    const { user, fake } = await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Bank Transfer' }));
    await user.type(await screen.findByLabelText('Transaction id'), 'TX-1234');
    await user.click(button('Send for review'));
    await screen.findByRole('heading', { name: 'Awaiting review' });
    await waitFor(() => expect(fake.openStreams()).toBeGreaterThan(0));

    fake.emit({ status: 'rejected', reason: 'The amount on the slip is not the total.' });
    expect(
      await screen.findByText(
        'The transfer was rejected: The amount on the slip is not the total.',
      ),
    ).toBeInTheDocument();
    await user.click(button('Start a new transfer'));
    await waitFor(() =>
      expect(screen.getByLabelText('Reference code')).toHaveValue('MP0000000002'),
    );
  });

  it('charges the card form to the pending order through a payment intent', async () => {
    const billing = createFakeBilling({ merchantId: 3 });
    server.use(
      ...billing.handlers,
      http.get(apiUrl(apiPaths.shopDetails), () =>
        HttpResponse.json({
          shop_name: 'Golden Tea House',
          district_id: 1,
          township_id: 1,
          address: 'No. 5',
          category_id: 1,
          phone: sampleAccount.user.phone,
          email: sampleAccount.user.email,
          slug: null,
        }),
      ),
    );
    const { user, extra, store } = await renderCheckout();
    await screen.findByRole('radio', { name: 'Mobile Wallet' });
    await user.type(screen.getByLabelText('Card Number'), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Cardholder Name'), 'Daw Khin Khin');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(button('Pay Now'));
    expect(
      await screen.findByText('Your card was declined: Your card was declined.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Card Number'));
    await user.type(screen.getByLabelText('Card Number'), '4242 4242 4242 4242');
    await user.click(button('Pay Now'));
    expect(
      await screen.findByRole('alertdialog', { name: 'Payment received. Your plan is active.' }),
    ).toBeInTheDocument();
    expect(extra.navigate).toHaveBeenCalledWith('/dashboard');

    const intents = billing.callsTo(apiPaths.createPaymentIntent);
    expect(intents[0]?.body).toMatchObject({ amount: 29_070_000, currency: 'MMK' });
    // One intent for the order: the retry after the decline pays the same one.
    expect(intents[0]?.headers['idempotency-key']).toMatch(/\S+/);
    expect(intents[1]?.headers['idempotency-key']).toBe(intents[0]?.headers['idempotency-key']);
    expect(billing.callsTo(apiPaths.processPayment).at(-1)?.body).toMatchObject({
      card_number: '4242424242424242',
      expired_month: 12,
      expired_year: 2030,
      amount: 290_700,
      currency: 'MMK',
    });
    const kept = JSON.stringify(store.getState());
    for (const typed of ['4242', '123"', 'Khin']) expect(kept).not.toContain(typed);
  });

  it("checks the card's format before charging", async () => {
    const { user } = await renderCheckout();
    await screen.findByRole('radio', { name: 'Mobile Wallet' });
    await user.type(screen.getByLabelText('Card Number'), '1234');
    await user.type(screen.getByLabelText('Cardholder Name'), 'Aye Aye');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '13/30');
    await user.type(screen.getByLabelText('CVV'), '12');
    await user.click(button('Pay Now'));
    expect(screen.getByLabelText('Card Number')).toHaveAccessibleDescription(
      'Enter the card number as 12 to 19 digits.',
    );
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(
      'Enter the expiry as MM/YY.',
    );
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription('Enter the 3 or 4 digit CVV.');
  });

  it("with the provider's hosted card page, makes a card checkout and goes to its page", async () => {
    // jsdom cannot leave the page: it says so on the console, which is what leaving tried.
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, fake } = await renderCheckout({ cardMode: 'hosted' });
    await user.click(
      await screen.findByRole('button', { name: 'Continue to the card payment page' }),
    );
    const link = await screen.findByRole('link', { name: 'Open the card payment page' });
    expect(link).toHaveAttribute('href', 'https://pay.example.test/card/MP0000000001');
    expect(fake.callsTo(apiPaths.checkout).find((call) => call.method === 'POST')?.body).toEqual({
      method: 'card',
    });
    await waitFor(() =>
      expect(said.mock.calls.flat().join(' ')).toMatch(/Not implemented: navigation/),
    );
    said.mockRestore();
  });
});
