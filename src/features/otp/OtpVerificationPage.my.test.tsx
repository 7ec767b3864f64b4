import { act, screen, waitFor } from '@testing-library/react';
import { toLatinDigits } from '../../i18n/digits';
import type { SessionState } from '../../shared/session/sessionSlice';
import { languagePreload } from '../../test/languagePreload';
import { fakeOtpServer } from '../../test/otpHandlers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { server } from '../../test/server';
import { OtpVerificationPage } from './OtpVerificationPage';
import { otpResendTicked } from './otpSlice';

const session: SessionState = {
  token: 'tok',
  user: { userid: 11, username: 'Aye Aye', phone: '', shopname: 'Golden Tea House' },
  merchantUser: { merchant_id: 5 },
};

function renderOtp(withSession: SessionState | null = session, sentBefore?: { resendIn: number }) {
  const fake = fakeOtpServer({ accountPhone: '09420000002', sentBefore });
  server.use(...fake.handlers);
  return {
    fake,
    rendered: renderWithProviders(<OtpVerificationPage />, {
      route: '/otp-verification',
      path: '/otp-verification',
      preloadedState: languagePreload('my', withSession ? { session: withSession } : {}),
    }),
  };
}

describe('Phone OTP verification in Burmese', () => {
  it('opened again after a code was sent: the code step and the wait in Myanmar digits', async () => {
    await renderOtp(session, { resendIn: 42 }).rendered;
    expect(await screen.findByText('၀၉၄၂၀၀၀၀၀၀၂ သို့ OTP ကုဒ် ပို့ပြီးပါပြီ။')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('၀:၄၂ အကြာတွင် OTP ကုဒ်အသစ် တောင်းယူနိုင်ပါမည်။');
    expect(screen.getByRole('button', { name: 'OTP ထပ်ပို့ရန်' })).toBeDisabled();
    expect(screen.getByRole('timer').textContent).not.toMatch(/[0-9]/);
  });

  it('asks for the phone number in Burmese', async () => {
    const { user } = await renderOtp().rendered;
    expect(
      screen.getByRole('heading', { level: 1, name: 'ဖုန်း OTP ဖြင့် အတည်ပြုခြင်း' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ကျေးဇူးပြု၍ ဖုန်းနံပါတ် ထည့်ပါ');
  });

  it('asks a visitor to log in, in Burmese', async () => {
    await renderOtp(null).rendered;
    expect(screen.getByText('သင်၏ ဖုန်းနံပါတ်ကို အတည်ပြုရန် အကောင့်ဝင်ပါ။')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'အကောင့်ဝင်ရန်' })).toHaveAttribute(
      'href',
      '/login?next=%2Fotp-verification',
    );
  });

  it('shows the code and the wait in Myanmar digits and verifies a phone and code typed in Myanmar digits', async () => {
    const { fake, rendered } = renderOtp();
    const { user, store } = await rendered;
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), '၀၉၄၂၀၀၀၀၀၀၂');
    expect(screen.getByLabelText('ဖုန်းနံပါတ်')).toHaveValue('09420000002');
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));

    const shown = await screen.findByText(/^သင်၏ OTP ကုဒ်မှာ [၀-၉]{6} ဖြစ်သည်$/);
    const myanmarCode = /([၀-၉]{6})/.exec(shown.textContent ?? '')?.[1] ?? '';
    expect(toLatinDigits(myanmarCode)).toBe(fake.lastCode());
    expect(screen.getByRole('timer')).toHaveTextContent('၁:၀၀ အကြာတွင် OTP ကုဒ်အသစ် တောင်းယူနိုင်ပါမည်။');
    expect(screen.getByRole('button', { name: 'OTP ထပ်ပို့ရန်' })).toBeDisabled();

    await user.type(screen.getByLabelText('OTP ကုဒ်'), '၀၀၀၀၀၀');
    await user.click(screen.getByRole('button', { name: 'OTP အတည်ပြုရန်' }));
    expect(
      await screen.findByText('OTP ကုဒ် မှားနေပါသည်။ ထပ်ကြိုးစားပါ။ ၄ ကြိမ် ကြိုးစားခွင့် ကျန်ပါသည်။'),
    ).toBeVisible();
    // The state holds the problem's kind; the view words it.
    expect(store.getState().otp).toMatchObject({ problem: { kind: 'invalid', triesLeft: 4 } });

    await user.clear(screen.getByLabelText('OTP ကုဒ်'));
    await user.type(screen.getByLabelText('OTP ကုဒ်'), myanmarCode);
    await user.click(screen.getByRole('button', { name: 'OTP အတည်ပြုရန်' }));
    await waitFor(() => expect(store.getState().otp?.status).toBe('verified'));
    expect(store.getState().otp).toMatchObject({ phone: '09420000002' });
    // The server got the codes in Western digits.
    expect(fake.verifyBodies).toEqual([
      { phone: '09420000002', otp: '000000' },
      { phone: '09420000002', otp: fake.lastCode() },
    ]);
  });

  it('an expired code, then a new one, in Burmese', async () => {
    const { fake, rendered } = renderOtp();
    const { user, store } = await rendered;
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), '09420000002');
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));
    await screen.findByText(/^သင်၏ OTP ကုဒ်မှာ/);
    fake.expire();
    await user.type(screen.getByLabelText('OTP ကုဒ်'), fake.lastCode());
    await user.click(screen.getByRole('button', { name: 'OTP အတည်ပြုရန်' }));
    expect(await screen.findByText('OTP ကုဒ် သက်တမ်းကုန်သွားပါပြီ။ ကုဒ်အသစ် တောင်းယူပါ။')).toBeVisible();
    await act(async () => {
      for (let n = 0; n < 60; n += 1) store.dispatch(otpResendTicked());
    });
    await user.click(screen.getByRole('button', { name: 'OTP ထပ်ပို့ရန်' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('၁:၀၀');
  });
});
