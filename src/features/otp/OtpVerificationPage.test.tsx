import { screen, waitFor } from '@testing-library/react';
import type { SessionState } from '../../shared/session/sessionSlice';
import { renderApp, renderWithProviders } from '../../test/renderWithProviders';
import { OtpVerificationPage } from './OtpVerificationPage';

const session: SessionState = {
  token: 'tok',
  user: { userid: 11, username: 'Aye Aye', phone: '09420000001', shopname: 'Golden Tea House' },
  merchantUser: { merchant_id: 5 },
};

function renderOtp(withSession?: SessionState) {
  return renderWithProviders(<OtpVerificationPage />, {
    route: '/otp-verification',
    path: '/otp-verification',
    preloadedState: withSession ? { session: withSession } : undefined,
  });
}

/** The code the screen shows (the product's mock of an SMS). */
function shownCode(): string {
  const text = screen.getByRole('status').textContent ?? '';
  const match = /^Your OTP code is (\d{6})$/.exec(text);
  if (!match) throw new Error(`No code on screen: "${text}"`);
  return match[1] ?? '';
}

describe('Phone OTP verification', () => {
  it('starts with the phone of the session and a Send OTP button', async () => {
    await renderOtp(session);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Phone OTP verification' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('09420000001');
    expect(screen.getByLabelText('Phone Number')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify OTP' })).not.toBeInTheDocument();
  });

  it("asks for the phone number when there is none: 'Please enter your phone number'", async () => {
    const { user, store } = await renderOtp();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your phone number');
    expect(screen.getByLabelText('Phone Number')).toBeInvalid();
    expect(store.getState().otp?.status).toBe('enteringPhone');
  });

  it('sends a 6-digit code, shows it, locks the phone, then verifies it and goes to /', async () => {
    const { user, store, router, extra } = await renderOtp();
    const phone = screen.getByLabelText('Phone Number');
    await user.type(phone, '09420000002');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    const code = shownCode();
    expect(Number(code)).toBeGreaterThanOrEqual(100000);
    expect(Number(code)).toBeLessThanOrEqual(999999);
    expect(phone).toHaveAttribute('readonly');
    expect(phone).toHaveValue('09420000002');
    await user.type(phone, '9');
    expect(phone).toHaveValue('09420000002');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the OTP');

    const wrong = code === '123456' ? '654321' : '123456';
    await user.type(screen.getByLabelText('OTP'), wrong);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    expect(screen.getByLabelText('OTP')).toBeInvalid();

    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), code);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ isVerified: true });
    expect(extra.navigate).toHaveBeenCalledWith('/', { state: { isVerified: true } });
    expect(store.getState().otp).toEqual({ status: 'verified', phone: '09420000002' });
  });

  it("lands on '/' with the verified notice, and the flag survives leaving the page", async () => {
    const { user, store } = await renderApp({
      route: '/otp-verification',
      preloadedState: { session },
    });
    await screen.findByRole('heading', { level: 1, name: 'Phone OTP verification' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(screen.getByLabelText('OTP'), shownCode());
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merchant Marketplace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your phone number is verified.')).toBeInTheDocument();
    expect(store.getState().otp?.status).toBe('verified');
  });

  it('starts again when the page is left before verifying', async () => {
    const { user, store, unmount } = await renderOtp(session);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(store.getState().otp?.status).toBe('codeSent');
    unmount();
    expect(store.getState().otp).toEqual({ status: 'enteringPhone', error: null });
  });
});
