import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { seededTownshipsOf } from '../../test/marketplaceFixtures';
import { registeredMerchant, sampleDistricts, sampleTownships } from '../../test/server';
import { captureRegistration, PASSWORD, renderRegister } from './testSetup';

const typed = {
  'User Name': 'Aye Aye',
  'Shop Name': 'Golden Tea House',
  'Email Address': 'aye@example.com',
  'Phone Number': '09420000001',
  Password: PASSWORD,
  'Confirm Password': PASSWORD,
};

/** What the merchant picks: the second district of the seed, and one of its townships. */
const district = sampleDistricts[1]!;
const township = sampleTownships.find((t) => t.name === 'Kamayut')!;

async function fillForm(user: UserEvent, overrides: Partial<typeof typed> = {}) {
  const values = { ...typed, ...overrides };
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.selectOptions(
    screen.getByLabelText('Select District'),
    await screen.findByRole('option', { name: district.name }),
  );
  await user.selectOptions(
    screen.getByLabelText('Select township'),
    await screen.findByRole('option', { name: township.name }),
  );
}

function expectFormKept() {
  for (const [label, value] of Object.entries(typed)) {
    expect(screen.getByLabelText(label)).toHaveValue(value);
  }
  expect(screen.getByLabelText('Select District')).toHaveValue(String(district.id));
  expect(screen.getByLabelText('Select township')).toHaveValue(String(township.id));
}

describe('Register Now', () => {
  it('offers only the townships of the chosen district, and clears the township on a new district', async () => {
    const { user } = await renderRegister();
    await user.selectOptions(
      screen.getByLabelText('Select District'),
      await screen.findByRole('option', { name: district.name }),
    );
    const list = screen.getByLabelText('Select township');
    const ofDistrict = seededTownshipsOf(district.id).map((t) => t.name);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select township', ...ofDistrict]),
    );
    expect(ofDistrict.length).toBeLessThan(sampleTownships.length);
    await user.selectOptions(list, township.name);
    const other = sampleDistricts[0]!;
    await user.selectOptions(screen.getByLabelText('Select District'), other.name);
    expect(list).toHaveValue('');
    const ofOther = seededTownshipsOf(other.id).map((t) => t.name);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select township', ...ofOther]),
    );
  });

  it('shows the password rule and refuses a short password under its field, with no call', async () => {
    const bodies = captureRegistration();
    const { user } = await renderRegister();
    await fillForm(user, { Password: 'short', 'Confirm Password': 'short' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const password = screen.getByLabelText('Password');
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters. The password must be at least 8 characters.',
    );
    expect(password).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(bodies).toHaveLength(0);
  });

  it('shows and hides the password with the toggle of the login screen', async () => {
    const { user } = await renderRegister();
    const password = screen.getByLabelText('Password');
    await user.type(password, PASSWORD);
    expect(password).toHaveAttribute('type', 'password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle!);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the eight labelled fields, all required, and the district and township lists', async () => {
    await renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Register Now' })).toBeInTheDocument();
    const labels = [
      'User Name',
      'Shop Name',
      'Email Address',
      'Phone Number',
      'Select District',
      'Select township',
      'Password',
      'Confirm Password',
    ];
    for (const label of labels) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');

    const district = screen.getByLabelText('Select District');
    await waitFor(() =>
      expect(
        within(district)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select District', ...sampleDistricts.map((d) => d.name)]),
    );
    // No district yet: no township to choose from.
    const township = screen.getByLabelText('Select township');
    expect(
      within(township)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select township']);
    expect(township).toHaveAccessibleDescription('Select a district first.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it("says 'Passwords do not match' and makes no call", async () => {
    const bodies = captureRegistration();
    const { user, store } = await renderRegister();
    await fillForm(user, { 'Confirm Password': 'something else' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toBeInvalid();
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(bodies).toHaveLength(0);
    expect(store.getState().registration?.status).toBe('failed');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('something else');
    expect(screen.getByLabelText('User Name')).toHaveValue('Aye Aye');
  });

  it('registers: Processing..., then the session, the success message and /otp-verification after 2 s', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = captureRegistration(async (body) => {
      await held;
      return HttpResponse.json(registeredMerchant(body));
    });
    const { user, store, router, extra } = await renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Processing...');
    expect(store.getState().registration?.status).toBe('submitting');

    release();
    const status = await screen.findByText(
      'Registration successful! Redirecting to Otp verification code...',
    );
    expect(screen.getByRole('status')).toContainElement(status);
    expect(bodies).toEqual([
      {
        username: 'Aye Aye',
        shopname: 'Golden Tea House',
        email: 'aye@example.com',
        phone: '09420000001',
        district_id: district.id,
        township_id: township.id,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    ]);
    expect(store.getState().session).toMatchObject({
      token: 'tok-registered',
      user: {
        userid: 11,
        username: 'Aye Aye',
        shopname: 'Golden Tea House',
        merchantid: 5,
        phone: '09420000001',
        email: 'aye@example.com',
      },
      merchantUser: { merchant_id: 5 },
    });
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/register');

    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-verification'), {
      timeout: 3000,
    });
    expect(extra.navigate).toHaveBeenCalledWith('/otp-verification');
    // Leaving the page reset the form's state for next time.
    await waitFor(() => expect(store.getState().registration).toEqual({ status: 'idle' }));
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBe('tok-registered'));
  });

  it("shows each of the server's errors under its field in words, offers 'Log in instead' for a taken phone, and keeps what was typed", async () => {
    captureRegistration(() =>
      HttpResponse.json(
        {
          status: false,
          message: 'The email has already been taken. (and 2 more errors)',
          data: {
            errors: {
              email: ['The email has already been taken.'],
              phone: ['The phone has already been taken.'],
              township_id: ['The selected township is not in the selected district.'],
            },
          },
        },
        { status: 422 },
      ),
    );
    const { user, store } = await renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const email = screen.getByLabelText('Email Address');
    await waitFor(() => expect(email).toBeInvalid());
    expect(email).toHaveAccessibleDescription('The email has already been taken.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'The phone has already been taken.',
    );
    expect(screen.getByLabelText('Select township')).toHaveAccessibleDescription(
      'The selected township is not in the selected district.',
    );
    expect(screen.getByLabelText('User Name')).toBeValid();
    // Never the field's wire name.
    expect(document.body).not.toHaveTextContent(/\b(email|phone|township_id):/);
    expect(screen.getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/login');
    expectFormKept();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(store.getState().session.token).toBeNull();
  });

  it.each<[string, () => Response, string]>([
    [
      'the server message',
      () => HttpResponse.json({ message: 'Registration is closed today' }, { status: 503 }),
      'Registration is closed today',
    ],
    [
      "'Registration failed' when the server gives no message",
      () => HttpResponse.json({}, { status: 500 }),
      'Registration failed',
    ],
    [
      "'No response from server' when the network fails",
      () => HttpResponse.error(),
      'No response from server',
    ],
    [
      "'Invalid server response' when success carries no token",
      () => HttpResponse.json({ status: true, message: 'ok', data: {} }),
      'Invalid server response',
    ],
  ])('shows %s, keeps the form and lets the merchant try again', async (_name, answer, message) => {
    const bodies = captureRegistration(answer);
    const { user } = await renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expectFormKept();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
  });

  it('never lets the password into the store or local storage', async () => {
    captureRegistration();
    const { user, store, router } = await renderRegister();
    const snapshots: string[] = [];
    const unsubscribe = store.subscribe(() => snapshots.push(JSON.stringify(store.getState())));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Registration successful! Redirecting to Otp verification code...');
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBe('tok-registered'));

    expect(snapshots.length).toBeGreaterThan(0);
    for (const snapshot of snapshots) expect(snapshot).not.toContain(PASSWORD);
    expect(store.getState().api.mutations).toEqual({});
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(PASSWORD);
    unsubscribe();
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-verification'), {
      timeout: 3000,
    });
  });
});
