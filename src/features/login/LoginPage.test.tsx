import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { renderApp } from '../../test/renderWithProviders';
import { apiUrl, sampleAccount, server } from '../../test/server';
import { countLogins, renderLogin } from './testSetup';

const PHONE = sampleAccount.user.phone;
const PASSWORD = sampleAccount.password;

async function logIn(user: UserEvent, phone = PHONE, password = PASSWORD) {
  await user.type(screen.getByLabelText('Phone Number'), phone);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => server.events.removeAllListeners());

describe('the login screen', () => {
  it('asks for the phone number and the password, both required', async () => {
    await renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('sends nothing while a field is empty', async () => {
    const bodies = countLogins();
    const { user, store } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.type(screen.getByLabelText('Phone Number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(bodies).toEqual([]);
    expect(store.getState().login?.status).toBe('idle');
  });

  it('shows and hides the password with the toggle', async () => {
    const { user } = await renderLogin();
    const password = screen.getByLabelText('Password');
    await user.type(password, PASSWORD);

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue(PASSWORD);

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('clears each field with its clear button, shown once there is something to clear', async () => {
    const { user } = await renderLogin();
    expect(screen.queryByRole('button', { name: 'Clear phone number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear password' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), PHONE);
    await user.type(screen.getByLabelText('Password'), PASSWORD);

    await user.click(screen.getByRole('button', { name: 'Clear phone number' }));
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);

    await user.click(screen.getByRole('button', { name: 'Clear password' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it.each<[string, () => Response, string]>([
    [
      "the server's message",
      () => HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 }),
      'Login failed: Invalid credentials',
    ],
    [
      'an answer without a token',
      () => HttpResponse.json({ user: sampleAccount.user }),
      'Login failed:: Token not received',
    ],
    [
      'a failure without a message',
      () => HttpResponse.json({}, { status: 500 }),
      'Invalid credentials',
    ],
  ])('on %s shows the message and keeps what was typed', async (_name, answer, message) => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    server.use(http.post(apiUrl(apiPaths.login), answer));
    const { user, store, extra } = await renderLogin();
    await logIn(user);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(screen.getByLabelText('Phone Number')).toHaveValue(PHONE);
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    expect(screen.getByLabelText('Phone Number')).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(store.getState().session.token).toBeNull();
    expect(extra.navigate).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('is busy while the request is on its way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiUrl(apiPaths.login), async () => {
        await held;
        return HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 });
      }),
    );
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const { user } = await renderLogin();
    await logIn(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Processing...');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    log.mockRestore();
  });

  it('logs in at /signin: session and legacy keys written, on to /dashboard, name in the header and profile', async () => {
    const { user, store, router } = await renderApp({ route: '/signin' });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    const snapshots: string[] = [];
    const unsubscribe = store.subscribe(() => snapshots.push(JSON.stringify(store.getState())));
    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    unsubscribe();
    expect(store.getState().session).toMatchObject({
      token: sampleAccount.token,
      user: sampleAccount.user,
      merchantUser: sampleAccount.merchantUser,
    });
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBe(sampleAccount.token));
    expect(window.localStorage.getItem('token')).toBe(sampleAccount.token);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(sampleAccount.user);
    expect(JSON.parse(window.localStorage.getItem('merchantUser') ?? 'null')).toEqual(
      sampleAccount.merchantUser,
    );

    // The password reached the request only.
    for (const snapshot of snapshots) expect(snapshot).not.toContain(PASSWORD);
    expect(store.getState().api.mutations).toEqual({});
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(PASSWORD);

    const account = await screen.findByRole('button', { name: 'Aye Aye' });
    await user.click(account);
    const dialog = await screen.findByRole('dialog', { name: 'Your profile' });
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['Aye Aye', 'Golden Tea House', '09420000001', 'aye@example.com']);
  });

  it('sent from a merchant page, logs in and goes back to it', async () => {
    const { user, router } = await renderApp({ route: '/store/promotions?tab=codes' });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fstore%2Fpromotions%3Ftab%3Dcodes');
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/promotions'));
    expect(router.state.location.search).toBe('?tab=codes');
  });

  it('never follows a next that leaves the site', async () => {
    const { user, router } = await renderApp({ route: '/login?next=%2F%2Fevil.example%2Fx' });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('defaults the username to the name when the server sends only a name', async () => {
    const { username: _username, ...named } = sampleAccount.user;
    server.use(
      http.post(apiUrl(apiPaths.login), () =>
        HttpResponse.json({
          token: 'tok-named',
          user: { ...named, name: 'Ma Hla' },
          merchantUser: sampleAccount.merchantUser,
        }),
      ),
    );
    const { user, store, extra } = await renderLogin();
    await logIn(user);
    await waitFor(() => expect(extra.navigate).toHaveBeenCalledWith('/dashboard'));
    expect(store.getState().session.user).toMatchObject({ name: 'Ma Hla', username: 'Ma Hla' });
    await waitFor(() => expect(window.localStorage.getItem('username')).toBe('Ma Hla'));
  });
});
