import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { SessionState } from '../../shared/session/sessionSlice';
import { fakeOtpServer, type FakeOtpOptions } from '../../test/otpHandlers';
import { renderApp, renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';
import { OtpVerificationPage } from './OtpVerificationPage';
import { otpResendTicked } from './otpSlice';

const session: SessionState = {
  token: 'tok',
  user: { userid: 11, username: 'Aye Aye', phone: '09420000001', shopname: 'Golden Tea House' },
  merchantUser: { merchant_id: 5 },
};

function fakeServer(options: Partial<FakeOtpOptions> = {}) {
  const fake = fakeOtpServer({ accountPhone: '09420000001', ...options });
  server.use(...fake.handlers);
  return fake;
}

function renderOtp(withSession: SessionState | null = session) {
  return renderWithProviders(<OtpVerificationPage />, {
    route: '/otp-verification',
    path: '/otp-verification',
    preloadedState: withSession ? { session: withSession } : undefined,
  });
}

/** The code the screen shows in sandbox mode (no SMS is sent then). */
async function shownCode(): Promise<string> {
  const shown = await screen.findByText(/^Your OTP code is \d{6}$/);
  return /(\d{6})$/.exec(shown.textContent ?? '')?.[1] ?? '';
}

/** The resend wait passing, a second at a time (the listener's own ticks are tested with timers). */
async function waitOutResend(store: {
  dispatch: (action: ReturnType<typeof otpResendTicked>) => unknown;
}) {
  await act(async () => {
    for (let n = 0; n < 60; n += 1) store.dispatch(otpResendTicked());
  });
}

describe('Phone OTP verification', () => {
  it('opened again after a code was sent: shows the code step and the server’s wait, not Send OTP', async () => {
    const fake = fakeServer({ sentBefore: { resendIn: 42 } });
    const { user } = await renderOtp();
    expect(await screen.findByText('We sent an OTP to 09420000001.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('You can request a new OTP in 0:42.');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('OTP'), fake.lastCode());
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(fake.verifyBodies).toHaveLength(1));
    expect(fake.sendBodies).toHaveLength(0);
  });

  it('the OTP field keeps digits only, Myanmar digits sent as Latin ones', async () => {
    const fake = fakeServer();
    const { user } = await renderOtp();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await shownCode();
    const field = screen.getByLabelText('OTP');
    await user.type(field, 'a1-2 b');
    expect(field).toHaveValue('12');
    await user.clear(field);
    const myanmar = fake
      .lastCode()
      .replace(/[0-9]/g, (d) => String.fromCharCode(0x1040 + Number(d)));
    await user.click(field);
    await user.paste(`${myanmar.slice(0, 3)} ${myanmar.slice(3)}`);
    expect(field).toHaveValue(fake.lastCode());
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() =>
      expect(fake.verifyBodies).toEqual([{ phone: '09420000001', otp: fake.lastCode() }]),
    );
  });

  it('starts with the phone of the session and a Send OTP button', async () => {
    await renderOtp();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Phone OTP verification' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('09420000001');
    expect(screen.getByLabelText('Phone Number')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify OTP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in: the phone verified is an account’s', async () => {
    await renderOtp(null);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Phone OTP verification' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Log in to verify your phone number.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fotp-verification',
    );
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
  });

  it("asks for the phone number when there is none: 'Please enter your phone number'", async () => {
    const fake = fakeServer();
    const { user, store } = await renderOtp({ ...session, user: { ...session.user!, phone: '' } });
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your phone number');
    expect(screen.getByLabelText('Phone Number')).toBeInvalid();
    expect(store.getState().otp).toEqual({
      status: 'enteringPhone',
      problem: { kind: 'phoneRequired' },
    });
    expect(fake.sendBodies).toEqual([]);
  });

  it('the server sends a code, the screen shows it and locks the phone; the right code verifies and goes to /dashboard', async () => {
    const fake = fakeServer();
    const { user, store, router, extra } = await renderOtp();
    const phone = screen.getByLabelText('Phone Number');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    const code = await shownCode();
    expect(code).toBe(fake.lastCode());
    expect(fake.sendBodies).toEqual([{ phone: '09420000001' }]);
    expect(phone).toHaveAttribute('readonly');
    await user.type(phone, '9');
    expect(phone).toHaveValue('09420000001');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    // 'Resend OTP' waits a minute, with a countdown that is not read out as it counts.
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('You can request a new OTP in 1:00.');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(resend).toHaveAccessibleDescription('You can request a new OTP in 1:00.');

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the OTP');
    await user.type(screen.getByLabelText('OTP'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The OTP has 6 digits.');
    expect(fake.verifyBodies).toEqual([]);

    const wrong = code === '111111' ? '222222' : '111111';
    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), wrong);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP. Please try again. 4 tries left.')).toBeVisible();
    expect(screen.getByLabelText('OTP')).toBeInvalid();
    // The code typed went to the server and was kept nowhere in the store.
    expect(fake.verifyBodies).toEqual([{ phone: '09420000001', otp: wrong }]);
    expect(JSON.stringify(store.getState())).not.toContain(wrong);
    expect(store.getState().otp).toMatchObject({ problem: { kind: 'invalid', triesLeft: 4 } });

    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), code);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.state).toEqual({ isVerified: true });
    expect(extra.navigate).toHaveBeenCalledWith('/dashboard', { state: { isVerified: true } });
    expect(store.getState().otp).toEqual({ status: 'verified', phone: '09420000001' });
  });

  it('lands on the dashboard with the verified notice and the next step', async () => {
    fakeServer();
    const { user, store, router, extra } = await renderApp({
      route: '/otp-verification',
      preloadedState: { session },
    });
    await screen.findByRole('heading', { level: 1, name: 'Phone OTP verification' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(screen.getByLabelText('OTP'), await shownCode());
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(extra.navigate).toHaveBeenCalledTimes(1);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Your phone number is verified.')).toBeInTheDocument();
    const checklist = await screen.findByRole('region', { name: 'Your way to a listed shop' });
    expect(within(checklist).getByRole('link', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(store.getState().otp?.status).toBe('verified');
  });

  it("an expired code says so; 'Resend OTP' after the wait sends a new one that verifies", async () => {
    const fake = fakeServer();
    const { user, store, router } = await renderOtp();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const first = await shownCode();
    fake.expire();
    await user.type(screen.getByLabelText('OTP'), first);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP expired. Please request a new one.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();

    await waitOutResend(store);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(`Your OTP code is ${fake.lastCode()}`)).toBeVisible();
    expect(fake.lastCode()).not.toBe(first);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(fake.sendBodies).toEqual([{ phone: '09420000001' }, { phone: '09420000001' }]);

    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), fake.lastCode());
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('five wrong codes and the code is dead', async () => {
    const fake = fakeServer();
    const { user } = await renderOtp();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const code = await shownCode();
    const wrong = code === '111111' ? '222222' : '111111';
    await user.type(screen.getByLabelText('OTP'), wrong);
    for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await screen.findByText(`Invalid OTP. Please try again. ${left} left.`)).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(
      await screen.findByText('Too many wrong codes. Please request a new OTP.'),
    ).toBeVisible();
    expect(fake.verifyBodies).toHaveLength(5);
  });

  it('a code sent less than a minute ago: the phone is locked to it, with the wait', async () => {
    server.use(
      http.post(apiUrl(`${apiPaths.sendOtp}/:merchantId`), () =>
        HttpResponse.json(
          {
            message: 'Please wait 42 seconds before requesting a new OTP.',
            reason: 'resend_too_soon',
            retry_after: 42,
          },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const { user } = await renderOtp();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText('Please wait 42 seconds before requesting a new OTP.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('You can request a new OTP in 0:42.');
    expect(screen.queryByText(/^Your OTP code is/)).not.toBeInTheDocument();
  });

  it('rate limited: the wait the server gives, the phone still editable', async () => {
    server.use(
      http.post(apiUrl(`${apiPaths.sendOtp}/:merchantId`), () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please try again in 900 seconds.' },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
      ),
    );
    const { user } = await renderOtp();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 900 seconds.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Phone Number')).not.toHaveAttribute('readonly');
  });

  it('another phone than the account’s is refused on the phone field', async () => {
    fakeServer();
    const { user } = await renderOtp();
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '09420000099');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('This is not the phone number of your account.')).toBeVisible();
    expect(screen.getByLabelText('Phone Number')).toBeInvalid();
    expect(screen.getByLabelText('Phone Number')).not.toHaveAttribute('readonly');
  });

  it('with a real SMS provider, says where the code went and shows no code', async () => {
    fakeServer({ provider: 'sms' });
    const { user } = await renderOtp();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('We sent an OTP to 09420000001.')).toBeVisible();
    expect(screen.queryByText(/^Your OTP code is/)).not.toBeInTheDocument();
  });

  it('an SMS refused, a slow SMS and no answer each say so', async () => {
    const answers = [
      HttpResponse.json(
        { message: 'The SMS could not be sent. Please try again.', reason: 'sms_failed' },
        { status: 502 },
      ),
      HttpResponse.error(),
      HttpResponse.json(
        {
          message: 'The SMS service did not answer in time.',
          reason: 'sms_timeout',
          resend_in: 60,
        },
        { status: 504 },
      ),
    ];
    server.use(
      http.post(
        apiUrl(`${apiPaths.sendOtp}/:merchantId`),
        () => answers.shift() ?? HttpResponse.error(),
      ),
    );
    const { user } = await renderOtp();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('The SMS could not be sent. Please try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText(
        'No answer from the server. Please check your connection and try again.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/The SMS is taking longer than usual/)).toBeVisible();
    // The code may still arrive: its field is there, the phone locked to it.
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');
  });

  it('a 401 shows the session-expired screen', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    server.use(
      http.post(apiUrl(`${apiPaths.sendOtp}/:merchantId`), () =>
        HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
      ),
    );
    const { user } = await renderOtp();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('heading', { name: 'Session Expired' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('starts again when the page is left before verifying', async () => {
    fakeServer();
    const { user, store, unmount } = await renderOtp();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await shownCode();
    expect(store.getState().otp?.status).toBe('codeSent');
    unmount();
    expect(store.getState().otp).toEqual({ status: 'enteringPhone', problem: null });
  });
});
