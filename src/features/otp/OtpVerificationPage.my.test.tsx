import { screen, waitFor } from '@testing-library/react';
import { toLatinDigits } from '../../i18n/digits';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OtpVerificationPage } from './OtpVerificationPage';

function renderOtp() {
  return renderWithProviders(<OtpVerificationPage />, {
    route: '/otp-verification',
    path: '/otp-verification',
    preloadedState: languagePreload('my'),
  });
}

describe('Phone OTP verification in Burmese', () => {
  it('asks for the phone number in Burmese', async () => {
    const { user } = await renderOtp();
    expect(
      screen.getByRole('heading', { level: 1, name: 'ဖုန်း OTP ဖြင့် အတည်ပြုခြင်း' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ကျေးဇူးပြု၍ ဖုန်းနံပါတ် ထည့်ပါ');
  });

  it('shows the code in Myanmar digits and verifies a phone and code typed in Myanmar digits', async () => {
    const { user, store } = await renderOtp();
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), '၀၉၄၂၀၀၀၀၀၀၂');
    expect(screen.getByLabelText('ဖုန်းနံပါတ်')).toHaveValue('09420000002');
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));

    const text = screen.getByRole('status').textContent ?? '';
    const match = /^သင်၏ OTP ကုဒ်မှာ ([၀-၉]{6}) ဖြစ်သည်$/.exec(text);
    expect(match).not.toBeNull();
    const myanmarCode = match![1]!;

    await user.type(screen.getByLabelText('OTP ကုဒ်'), '၀၀၀၀၀၀');
    await user.click(screen.getByRole('button', { name: 'OTP အတည်ပြုရန်' }));
    expect(screen.getByRole('alert')).toHaveTextContent('OTP ကုဒ် မှားနေပါသည်။ ထပ်ကြိုးစားပါ။');
    // The state keeps the specification's English words.
    expect(store.getState().otp).toMatchObject({ error: 'Invalid OTP. Please try again.' });

    await user.clear(screen.getByLabelText('OTP ကုဒ်'));
    await user.type(screen.getByLabelText('OTP ကုဒ်'), myanmarCode);
    await user.click(screen.getByRole('button', { name: 'OTP အတည်ပြုရန်' }));
    await waitFor(() => expect(store.getState().otp?.status).toBe('verified'));
    expect(store.getState().otp).toMatchObject({ phone: '09420000002' });
    expect(toLatinDigits(myanmarCode)).toMatch(/^\d{6}$/);
  });
});
