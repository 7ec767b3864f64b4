import { screen, waitFor } from '@testing-library/react';
import { toLatinDigits } from '../../i18n/digits';
import { selectCustomer } from '../../shared/customer/customerSession';
import { KNOWN_PHONE, NEW_PHONE, renderCustomerLogin } from './testSetup';

describe('/my/login in Burmese', () => {
  it('shows the code in Myanmar digits and signs in with a phone and code typed in Myanmar digits', async () => {
    const { fake, rendered } = renderCustomerLogin('my');
    const { user, router } = await rendered;
    expect(screen.getByRole('heading', { level: 1, name: 'ဖုန်းဖြင့် အကောင့်ဝင်ရန်' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), '၀၉၄၂၀၀၀၀၀၀၄');
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));
    const shown = await screen.findByText(/^သင်၏ OTP ကုဒ်မှာ [၀-၉]{6} ဖြစ်သည်$/);
    const code = /([၀-၉]{6})/.exec(shown.textContent ?? '')?.[1] ?? '';
    expect(toLatinDigits(code)).toBe(fake.lastCode(KNOWN_PHONE));
    expect(screen.getByRole('timer')).toHaveTextContent('၁:၀၀ အကြာတွင် OTP ကုဒ်အသစ် တောင်းယူနိုင်ပါမည်။');
    await user.type(screen.getByLabelText('OTP ကုဒ်'), code);
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဝင်ရန်' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/orders'));
  });

  it('refuses a wrong code in Burmese', async () => {
    const { rendered } = renderCustomerLogin('my');
    const { user } = await rendered;
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), KNOWN_PHONE);
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));
    await user.type(await screen.findByLabelText('OTP ကုဒ်'), '000000');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဝင်ရန်' }));
    expect(
      await screen.findByText('OTP ကုဒ် မှားနေပါသည်။ ထပ်ကြိုးစားပါ။ ၄ ကြိမ် ကြိုးစားခွင့် ကျန်ပါသည်။'),
    ).toBeInTheDocument();
  });

  it('asks a new customer for their name in Burmese, then goes to next', async () => {
    const { fake, rendered } = renderCustomerLogin('my', { next: '/shops/golden-tea-house' });
    const { user, store, router } = await rendered;
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), NEW_PHONE);
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));
    await user.type(await screen.findByLabelText('OTP ကုဒ်'), fake.lastCode(NEW_PHONE) ?? '');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဝင်ရန်' }));
    await user.type(await screen.findByLabelText('သင့်အမည်'), 'မင်းမင်း');
    await user.click(screen.getByRole('button', { name: 'သိမ်းရန်' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops/golden-tea-house'));
    expect(selectCustomer(store.getState())?.name).toBe('မင်းမင်း');
  });

  it('refuses an off-site next in Burmese too', async () => {
    const { fake, rendered } = renderCustomerLogin('my', { next: '//evil.example' });
    const { user, router } = await rendered;
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), KNOWN_PHONE);
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));
    await user.type(await screen.findByLabelText('OTP ကုဒ်'), fake.lastCode(KNOWN_PHONE) ?? '');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဝင်ရန်' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/orders'));
  });
});
