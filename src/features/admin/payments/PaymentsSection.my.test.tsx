import { screen, waitFor, within } from '@testing-library/react';
import { fakePayments, renderPayments, transfer } from './paymentsTestSetup';

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:slip-1');
  URL.revokeObjectURL = jest.fn();
});

describe('/admin/payments in Burmese', () => {
  it('shows the transfer in kyat with Myanmar digits and approves it', async () => {
    const calls = fakePayments();
    const { user } = await renderPayments('finance', 'my');
    const slip = await screen.findByRole('img', { name: `${transfer.reference} ၏ ငွေလွှဲပြေစာ` });
    const card = slip.closest('li')!;
    expect(within(card).getByText('၁၅၇,၅၀၀ ကျပ်')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'စစ်ဆေးရန် စောင့်ဆိုင်းနေသည်' })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'အတည်ပြုမည်' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'approve')).toBe(true));
  });

  it('refunds a payment in full and shows the credit note', async () => {
    const calls = fakePayments();
    const { user } = await renderPayments('finance', 'my');
    await user.click(await screen.findByRole('button', { name: 'ငွေပေးချေမှု ၄၁ ၏ အသေးစိတ်' }));
    await user.click(await screen.findByRole('button', { name: 'ပြန်အမ်းမည်' }));
    const dialog = screen.getByRole('dialog', { name: 'ငွေပေးချေမှု ၄၁ ကို ပြန်အမ်းရန်' });
    expect(
      within(dialog).getByRole('radio', { name: 'ကျန်ရှိသော ပမာဏ အားလုံး (၁၀၅,၀၀၀ ကျပ်)' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'ပြန်အမ်းမည်' }));
    expect(within(dialog).getByText('ပြန်အမ်းရသည့် အကြောင်းပြချက် ပေးပါ။')).toBeVisible();
    await user.type(within(dialog).getByLabelText('အကြောင်းပြချက်'), 'နှစ်ကြိမ် ကောက်ခံမိသည်');
    await user.click(within(dialog).getByRole('button', { name: 'ပြန်အမ်းမည်' }));
    expect(await within(dialog).findByText('ပြန်အမ်းပြီးပါပြီ။ ခရက်ဒစ်နုတ် C-2026-000005။')).toBeVisible();
    expect(calls.find((c) => c.path === 'refund')!.body).toEqual({
      amount_minor: 10_500_000,
      reason: 'နှစ်ကြိမ် ကောက်ခံမိသည်',
    });
  });
});
