import { screen, within } from '@testing-library/react';
import { elapse, renderPayment } from './testSetup';

const radio = (name: string) => screen.getByRole('radio', { name });
const button = (name: string) => screen.getByRole('button', { name });
const SUCCESS = 'Payment Sucessful, going to Merchant Portal';

describe('the static payment page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the sample summary and three methods, the card first', async () => {
    await renderPayment();
    const table = screen.getByRole('table', { name: 'Your order' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PlanStandard',
      'Billing CycleMonthly',
      'Cost99,000 MMK',
      'Tax9,900 MMK',
      'Total108,900 MMK',
    ]);
    const group = screen.getByRole('group', { name: 'Choose a payment method' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Credit/Debit Card', 'Mobile Wallet', 'Bank Transfer']);
    expect(radio('Credit/Debit Card')).toBeChecked();
    for (const label of ['Card Number', 'Cardholder Name', 'Expiry (MM/YY)', 'CVV']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('asks for every card field, but checks no format', async () => {
    const { user, extra } = await renderPayment();
    await user.click(button('Pay Now'));
    expect(screen.getByLabelText('Card Number')).toHaveAccessibleDescription(
      'Please enter the card number.',
    );
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription('Please enter the CVV.');
    expect(screen.getByLabelText('Card Number')).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Card Number'), 'not a number');
    await user.type(screen.getByLabelText('Cardholder Name'), 'x');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '13/99');
    await user.type(screen.getByLabelText('CVV'), '1');
    await user.click(button('Pay Now'));
    expect(await screen.findByRole('alertdialog', { name: SUCCESS })).toBeInTheDocument();
    expect(extra.navigate).not.toHaveBeenCalled();
  });

  it('alerts on Pay Now, then goes to the merchant portal after OK; the card never enters the store', async () => {
    const { user, extra, router, store } = await renderPayment();
    await user.type(screen.getByLabelText('Card Number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Cardholder Name'), 'Aye Aye');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(button('Pay Now'));

    const dialog = await screen.findByRole('alertdialog', { name: SUCCESS });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(extra.navigate).not.toHaveBeenCalled();
    const state = JSON.stringify(store.getState());
    for (const typed of ['4242', 'Aye Aye', '12/30']) expect(state).not.toContain(typed);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await elapse(0);
    expect(extra.navigate).toHaveBeenCalledWith('/dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows a 200x200 QR code that counts down from 60 to 0, then has expired with Refresh disabled', async () => {
    const { user } = await renderPayment();
    await user.click(radio('Mobile Wallet'));
    expect(radio('Mobile Wallet')).toBeChecked();
    const image = await screen.findByRole('img', {
      name: 'QR code for a Mobile Wallet payment of 108,900 MMK',
    });
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '200');
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(screen.getByRole('status')).toHaveTextContent('The QR code expires in 60 seconds.');

    await elapse(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:59');
    expect(screen.getByRole('status')).toHaveTextContent('The QR code expires in 60 seconds.');
    await elapse(14_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:45');
    expect(screen.getByRole('status')).toHaveTextContent('The QR code expires in 45 seconds.');
    expect(button('Refresh')).toBeEnabled();

    await elapse(44_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    expect(screen.queryByText('QR Code Expired')).not.toBeInTheDocument();
    await elapse(1000);
    expect(screen.getByText('QR Code Expired')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(button('Refresh')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The QR code has expired. Choose a payment method again for a new code.',
    );
    expect(button('Confirm Payment')).toBeEnabled();

    await elapse(5000);
    expect(screen.getByText('QR Code Expired')).toBeInTheDocument();
  });

  it('Refresh resets the countdown to 60 with a new code while it is enabled', async () => {
    const { user } = await renderPayment();
    await user.click(radio('Bank Transfer'));
    const first = await screen.findByRole('img', { name: /QR code for a Bank Transfer payment/ });
    const firstSrc = first.getAttribute('src');
    await elapse(25_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:35');

    await user.click(button('Refresh'));
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(button('Refresh')).toBeEnabled();
    const second = await screen.findByRole('img', { name: /QR code for a Bank Transfer payment/ });
    expect(second.getAttribute('src')).not.toBe(firstSrc);
    await elapse(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:59');
  });

  it('Save QR Code downloads the code as a png', async () => {
    const { user } = await renderPayment();
    await user.click(radio('Mobile Wallet'));
    const image = await screen.findByRole('img', { name: /QR code/ });
    const save = await screen.findByRole('link', { name: 'Save QR Code' });
    expect(save).toHaveAttribute('download', expect.stringMatching(/^payment-qr-.+\.png$/));
    expect(save).toHaveAttribute('href', image.getAttribute('src'));
  });

  it('choosing the card again stops the countdown and shows the card form', async () => {
    const { user, store } = await renderPayment();
    await user.click(radio('Mobile Wallet'));
    await elapse(3000);
    await user.click(radio('Credit/Debit Card'));
    expect(store.getState().qr).toEqual({ status: 'off' });
    expect(screen.getByLabelText('Card Number')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await elapse(5000);
    expect(store.getState().qr).toEqual({ status: 'off' });
  });

  it('Confirm Payment alerts and goes to the merchant portal after OK', async () => {
    const { user, extra } = await renderPayment();
    await user.click(radio('Bank Transfer'));
    await user.click(button('Confirm Payment'));
    const dialog = await screen.findByRole('alertdialog', { name: SUCCESS });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await elapse(0);
    expect(extra.navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('leaving the page stops the countdown', async () => {
    const { user, store, unmount } = await renderPayment();
    await user.click(radio('Mobile Wallet'));
    await elapse(2000);
    unmount();
    expect(store.getState().qr).toEqual({ status: 'off' });
    await elapse(5000);
    expect(store.getState().qr).toEqual({ status: 'off' });
  });
});
