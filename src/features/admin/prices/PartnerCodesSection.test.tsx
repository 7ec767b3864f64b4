import { screen, within } from '@testing-library/react';
import { fakeBackOffice, renderPartnerCodes } from './pricesTestKit';

describe('/admin/partner-codes', () => {
  test('lists each code with its discount, state, uses and last day', async () => {
    fakeBackOffice();
    await renderPartnerCodes();
    const table = await screen.findByRole('table', { name: 'Codes' });
    const row = (code: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.startsWith(code));
    expect(row('YOMA-12')).toHaveTextContent(/12 %.*Yoma.*Active.*3 of 10.*Never/);
    expect(row('KBZ-5000')).toHaveTextContent(/5,000 MMK.*Switched off/);
    expect(row('OLD')).toHaveTextContent(/Expired.*30 Nov 2026/);
  });

  test('makes a code, refusing a bad percentage first', async () => {
    const sent = fakeBackOffice();
    const { user } = await renderPartnerCodes();
    await screen.findByRole('table', { name: 'Codes' });
    const form = screen.getByRole('form', { name: 'New partner code' });
    await user.type(within(form).getByLabelText('Code'), 'mpt-10');
    await user.type(within(form).getByLabelText('Percent (1 to 20)'), '25');
    await user.click(within(form).getByRole('button', { name: 'Make the code' }));
    expect(within(form).getByText('Enter a whole number from 1 to 20.')).toBeInTheDocument();
    expect(sent.codes).toEqual([]);

    await user.clear(within(form).getByLabelText('Percent (1 to 20)'));
    await user.type(within(form).getByLabelText('Percent (1 to 20)'), '10');
    await user.type(within(form).getByLabelText('Most uses (optional)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Make the code' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Partner code MPT-10 was made.',
    );
    expect(sent.codes).toEqual([
      { code: 'MPT-10', percent_off: 10, expires_at: null, max_uses: 100, active: true },
    ]);
    expect(await screen.findByRole('button', { name: 'Switch off MPT-10' })).toBeInTheDocument();
  });

  test("shows the server's refusal of a taken code", async () => {
    fakeBackOffice();
    const { user } = await renderPartnerCodes();
    const form = await screen.findByRole('form', { name: 'New partner code' });
    await user.type(within(form).getByLabelText('Code'), 'OLD');
    await user.click(within(form).getByRole('radio', { name: 'Amount off' }));
    await user.type(
      within(form).getByLabelText('Amount in MMK (1,000 to 10,000,000, in steps of 1,000)'),
      '2000',
    );
    await user.click(within(form).getByRole('button', { name: 'Make the code' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The code could not be made: The partner code OLD exists already; choose another code.',
    );
  });

  test('switches a code on', async () => {
    const sent = fakeBackOffice();
    const { user } = await renderPartnerCodes();
    await user.click(await screen.findByRole('button', { name: 'Switch on KBZ-5000' }));
    expect(await screen.findByRole('button', { name: 'Switch off KBZ-5000' })).toBeInTheDocument();
    expect(sent.patches).toEqual([{ id: '2', body: { active: true } }]);
  });

  test('support sees the codes but no form and no switch', async () => {
    fakeBackOffice();
    await renderPartnerCodes('en', 'support');
    expect(await screen.findByRole('table', { name: 'Codes' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch/ })).not.toBeInTheDocument();
  });
});

describe('/admin/partner-codes in Burmese', () => {
  test('shows the states and uses in Burmese and makes a code', async () => {
    const sent = fakeBackOffice();
    const { user } = await renderPartnerCodes('my');
    const table = await screen.findByRole('table', { name: 'ကုဒ်များ' });
    expect(table).toHaveTextContent('၁၀ ကြိမ်အနက် ၃ ကြိမ်');
    expect(table).toHaveTextContent('ပိတ်ထားသည်');
    const form = screen.getByRole('form', { name: 'မိတ်ဖက်ကုဒ် အသစ်' });
    await user.type(within(form).getByLabelText('ကုဒ်'), 'AYA');
    await user.type(within(form).getByLabelText('ရာခိုင်နှုန်း (၁ မှ ၂၀)'), '၁၅');
    await user.click(within(form).getByRole('button', { name: 'ကုဒ် ပြုလုပ်ရန်' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('မိတ်ဖက်ကုဒ် AYA ကို ပြုလုပ်ပြီးပါပြီ။');
    expect(sent.codes[0]).toMatchObject({ code: 'AYA', percent_off: 15 });
  });
});
