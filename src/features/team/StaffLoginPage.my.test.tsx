import { screen, waitFor } from '@testing-library/react';
import { CASHIER_PHONE, STRANGER_PHONE, renderStaffLogin } from './teamTestKit';
import { selectMerchantRole } from '../../shared/session/merchantPages';

describe('/staff/login in Burmese', () => {
  it('signs a cashier in, in Burmese words and Myanmar digits', async () => {
    const { fake, rendered } = renderStaffLogin('my');
    const { user, store, router } = await rendered;
    expect(await screen.findByRole('heading', { name: 'ဆိုင်အဖွဲ့သို့ အကောင့်ဝင်ရန်' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), CASHIER_PHONE);
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));
    // The sandbox code is shown in Myanmar digits.
    expect(await screen.findByText(/^သင်၏ OTP ကုဒ်မှာ [၀-၉]{6} ဖြစ်သည်$/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP ကုဒ်'), fake.lastCode(CASHIER_PHONE) ?? '');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဝင်ရန်' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/orders'));
    expect(selectMerchantRole(store.getState())).toBe('cashier');
  });

  it('tells a phone on no team so, in Burmese', async () => {
    const { fake, rendered } = renderStaffLogin('my');
    const { user } = await rendered;
    await user.type(await screen.findByLabelText('ဖုန်းနံပါတ်'), STRANGER_PHONE);
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));
    await user.type(await screen.findByLabelText('OTP ကုဒ်'), fake.lastCode(STRANGER_PHONE) ?? '');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဝင်ရန်' }));
    expect(
      await screen.findByText('ဤဖုန်းနံပါတ်သည် မည်သည့်ဆိုင်၏ အဖွဲ့တွင်မျှ မပါဝင်ပါ။ ဆိုင်ပိုင်ရှင်ကို ဖိတ်ခေါ်ခိုင်းပါ။'),
    ).toBeInTheDocument();
  });
});
