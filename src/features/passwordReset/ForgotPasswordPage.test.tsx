import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, server } from '../../test/server';
import {
  CODE,
  NEW_PASSWORD,
  PHONE,
  fakeResetServer,
  renderForgotPassword,
  tooSoon,
} from './testSetup';

type User = Awaited<ReturnType<typeof renderForgotPassword>>['user'];

async function sendCode(user: User) {
  await user.type(screen.getByLabelText('Phone Number'), PHONE);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

async function fillReset(user: User, otp = CODE, password = NEW_PASSWORD, confirmation = password) {
  await user.type(await screen.findByLabelText('OTP'), otp);
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirmation);
}

describe('Forgot password', () => {
  it('sends a code to the phone, then sets the new password and links to the login', async () => {
    const fake = fakeResetServer();
    const { user, store } = await renderForgotPassword();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    await sendCode(user);

    expect(await screen.findByText(`Your OTP code is ${CODE}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');
    expect(screen.getByRole('timer')).toHaveTextContent('You can request a new OTP in 1:00.');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'At least 8 characters.',
    );

    const snapshots: string[] = [];
    const unsubscribe = store.subscribe(() => snapshots.push(JSON.stringify(store.getState())));
    await fillReset(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(
      await screen.findByText('Your password has been changed. Log in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(fake.sendBodies).toEqual([{ phone: PHONE }]);
    expect(fake.resetBodies).toEqual([
      { phone: PHONE, otp: CODE, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    ]);
    expect(fake.resetKeys[0]).toMatch(/^.{8,}$/);
    // The password reaches the request only (the sandbox's code is on screen: see below).
    for (const snapshot of snapshots) expect(snapshot).not.toContain(NEW_PASSWORD);
    expect(store.getState().api.mutations).toEqual({});
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(NEW_PASSWORD);
    unsubscribe();
  });

  it('checks the form before sending: the code, the password rule and the confirmation, each under its field', async () => {
    const fake = fakeResetServer();
    const { user } = await renderForgotPassword();
    await sendCode(user);
    await fillReset(user, '12a3', 'short', 'short');
    // Letters never enter the OTP field.
    expect(screen.getByLabelText('OTP')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription('The OTP has 6 digits.');
    expect(screen.getByLabelText('OTP')).toHaveFocus();

    await user.type(screen.getByLabelText('OTP'), '456');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const password = screen.getByLabelText('New Password');
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters. The password must be at least 8 characters.',
    );

    await user.type(password, '-long-enough');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(fake.resetBodies).toEqual([]);
  });

  it('a wrong code says so under the code; the same form sent again keeps its key, a changed one does not', async () => {
    const fake = fakeResetServer();
    const { user } = await renderForgotPassword();
    await sendCode(user);
    await fillReset(user, '111111');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Invalid OTP. Please try again. 4 tries left.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(fake.resetBodies).toHaveLength(2));
    expect(fake.resetKeys[1]).toBe(fake.resetKeys[0]);

    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), CODE);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await screen.findByText('Your password has been changed. Log in with your new password.');
    expect(fake.resetKeys[2]).not.toBe(fake.resetKeys[0]);
  });

  it('the right code for a phone without an account says so and offers to register', async () => {
    fakeResetServer({
      reset: () =>
        HttpResponse.json(
          {
            status: false,
            message: 'No account uses this phone number. You can register with it.',
            data: {
              errors: { phone: ['No account uses this phone number. You can register with it.'] },
            },
            reason: 'no_account',
          },
          { status: 422 },
        ),
    });
    const { user } = await renderForgotPassword();
    await sendCode(user);
    await fillReset(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
        'No account uses this phone number.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('a code sent a moment ago (a retry): on to the code with the server’s wait', async () => {
    fakeResetServer();
    server.use(http.post(apiUrl(apiPaths.passwordResetSendCode), () => tooSoon(37)));
    const { user } = await renderForgotPassword();
    await sendCode(user);
    expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('You can request a new OTP in 0:37.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please wait 37 seconds before requesting a new OTP.',
    );
  });

  it('with a real SMS provider, says where the code went, and the code typed never enters the store', async () => {
    const fake = fakeResetServer({ sms: true });
    const { user, store } = await renderForgotPassword();
    await sendCode(user);
    expect(await screen.findByText(`We sent an OTP to ${PHONE}.`)).toBeInTheDocument();
    const snapshots: string[] = [];
    const unsubscribe = store.subscribe(() => snapshots.push(JSON.stringify(store.getState())));
    await fillReset(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await screen.findByText('Your password has been changed. Log in with your new password.');
    expect(fake.resetBodies.map((body) => body.otp)).toEqual([CODE]);
    expect(snapshots.length).toBeGreaterThan(0);
    for (const snapshot of snapshots) {
      expect(snapshot).not.toContain(CODE);
      expect(snapshot).not.toContain(NEW_PASSWORD);
    }
    unsubscribe();
  });

  it('asks for the phone number first', async () => {
    const fake = fakeResetServer();
    const { user } = await renderForgotPassword();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'Please enter your phone number',
    );
    expect(fake.sendBodies).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows and hides the new password with the login screen’s toggle', async () => {
    fakeResetServer();
    const { user } = await renderForgotPassword();
    await sendCode(user);
    const password = await screen.findByLabelText('New Password');
    await user.type(password, NEW_PASSWORD);
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
  });
});
