import { screen, waitFor, within } from '@testing-library/react';
import {
  OPERATOR_TOKEN,
  fakePayments,
  heldCheckout,
  renderPayments,
  transfer,
} from './paymentsTestSetup';

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:slip-1');
  URL.revokeObjectURL = jest.fn();
});

describe('/admin/payments in English', () => {
  it('shows a transfer with its slip, amount and reference, and approves it', async () => {
    const calls = fakePayments();
    const { user } = await renderPayments();
    const slip = await screen.findByRole('img', { name: `Transfer slip of ${transfer.reference}` });
    expect(slip).toHaveAttribute('src', 'blob:slip-1');
    const card = slip.closest('li')!;
    expect(within(card).getByText('157,500 MMK')).toBeVisible();
    expect(within(card).getByText(transfer.reference)).toBeVisible();
    expect(within(card).getByText('KBZ-20261206-0042')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'approve')).toBe(true));
    expect(calls.find((c) => c.path === 'approve')!.authorization).toBe(`Bearer ${OPERATOR_TOKEN}`);
  });

  it('rejects only with a reason', async () => {
    const calls = fakePayments();
    const { user } = await renderPayments();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', {
      name: `Reject the transfer ${transfer.reference}`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reject transfer' }));
    expect(within(dialog).getByText('Give the merchant a reason.')).toBeVisible();
    expect(calls.some((c) => c.path === 'reject')).toBe(false);

    await user.type(
      within(dialog).getByLabelText('Reason the merchant is shown'),
      'The slip shows another amount.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === 'reject')!.body).toEqual({
      reason: 'The slip shows another amount.',
    });
  });

  it('support reads money but sees no buttons that change it', async () => {
    fakePayments();
    await renderPayments('support');
    await screen.findByText(transfer.reference);
    expect(await screen.findByText(heldCheckout.reference)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund in full' })).not.toBeInTheDocument();
  });

  it('refunds part of a payment under one key and shows the credit note', async () => {
    const calls = fakePayments();
    const { user } = await renderPayments();
    await user.click(await screen.findByRole('button', { name: 'Details of payment 41' }));
    const receipt = await screen.findByRole('table', { name: 'Receipt R-2026-000012' });
    expect(within(receipt).getByText('100,000 MMK')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refund' }));

    const dialog = screen.getByRole('dialog', { name: 'Refund payment 41' });
    await user.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
    await user.type(within(dialog).getByLabelText('Amount in MMK'), '200000');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('At most 105,000 MMK is left to refund.')).toBeVisible();
    expect(calls.some((c) => c.path === 'refund')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Amount in MMK'));
    await user.type(within(dialog).getByLabelText('Amount in MMK'), '21000');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Refunded. Credit note C-2026-000005.')).toBeVisible();
    const note = within(dialog).getByRole('table', { name: 'Credit note C-2026-000005' });
    expect(within(note).getByText('-20,000 MMK')).toBeVisible();
    expect(within(note).getByText('-21,000 MMK')).toBeVisible();
    const [sent] = calls.filter((c) => c.path === 'refund');
    expect(sent!.body).toEqual({ amount_minor: 2_100_000, reason: 'Goodwill' });
    expect(sent!.key).toMatch(/.+/);
  });

  it('a refused refund shows the provider words; the retry keeps the key', async () => {
    const calls = fakePayments({ refund: 'refused' });
    const { user } = await renderPayments('admin');
    await user.click(await screen.findByRole('button', { name: 'Details of payment 41' }));
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund payment 41' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('The provider refused the refund: Refund window closed.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'refund')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.path === 'refund');
    expect(first!.body).toEqual({ amount_minor: 10_500_000, reason: 'Charged twice' });
    expect(second!.key).toBe(first!.key);
  });
});
