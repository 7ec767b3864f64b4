import { act, screen, waitFor, within } from '@testing-library/react';
import { operatorUnauthorized } from '../operatorEvents';
import {
  GOOD_CODE,
  PASSWORD,
  PHONE,
  RECOVERY_CODES,
  SECRET,
  TOKEN,
  fakeSignInServer,
  keepSession,
  renderAdmin,
} from './shellTestSetup';

// The parts are other folders' work: here each is a stand-in that says which it is.
jest.mock('../merchants/OverviewSection', () => ({ OverviewSection: () => <p>part overview</p> }));
jest.mock('../merchants/MerchantsSection', () => ({
  MerchantsSection: () => <p>part merchants</p>,
}));
jest.mock('../merchants/MerchantSection', () => ({ MerchantSection: () => <p>part merchant</p> }));
jest.mock('../merchants/AuditSection', () => ({ AuditSection: () => <p>part audit</p> }));
jest.mock('../merchants/ExportsSection', () => ({ ExportsSection: () => <p>part exports</p> }));
jest.mock('../payments/PaymentsSection', () => ({ PaymentsSection: () => <p>part payments</p> }));
jest.mock('../prices/PricesSection', () => ({ PricesSection: () => <p>part prices</p> }));
jest.mock('../prices/PartnerCodesSection', () => ({
  PartnerCodesSection: () => <p>part partner codes</p>,
}));
jest.mock('../moderation/ModerationSection', () => ({
  ModerationSection: () => <p>part moderation</p>,
}));
jest.mock('../designs/DesignsSection', () => ({ DesignsSection: () => <p>part designs</p> }));
jest.mock('../designs/DesignSection', () => ({ DesignSection: () => <p>part design</p> }));

/** Everything this tab keeps, and the store: no password, code, secret or recovery code. */
function expectNoSecrets(state: unknown, typed: string[]) {
  const kept = JSON.stringify(state) + JSON.stringify({ ...window.sessionStorage });
  for (const secret of [PASSWORD, GOOD_CODE, SECRET, ...RECOVERY_CODES, ...typed]) {
    expect(kept).not.toContain(secret);
  }
}

async function signInWithPassword(user: Awaited<ReturnType<typeof renderAdmin>>['user']) {
  await user.type(screen.getByLabelText('Phone number'), PHONE);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the back office sign-in', () => {
  it('first sign-in: enrol with the QR key, see the recovery codes once, then the back office', async () => {
    const fake = fakeSignInServer({ stage: 'enrol', role: 'support' });
    const { user, store } = await renderAdmin();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to the back office' }),
    ).toBeInTheDocument();
    await signInWithPassword(user);
    expect(fake.signIns).toEqual([{ phone: PHONE, password: PASSWORD }]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    // The QR code is drawn here, from the URI, as a PNG.
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(fake.authorizations).toEqual([`Bearer ${TOKEN}`]);

    // Not six digits: said at once, nothing sent.
    await user.type(screen.getByLabelText('6-digit code'), '123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(
      'Type the 6 digits your authenticator app shows.',
    );
    expect(fake.confirms).toEqual([]);

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'That code is not right, or was already used. Please type the current code.',
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('6-digit code'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(fake.confirms).toEqual([{ code: '111111' }, { code: GOOD_CODE }]);
    expectNoSecrets(store.getState(), []);

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText('Ma Thida, Support')).toBeInTheDocument();
    expect(screen.queryByText(RECOVERY_CODES[0]!)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Overview',
      'Merchants',
      'Payments',
      'Prices',
      'Partner codes',
      'Moderation',
      'Audit log',
      'Exports',
    ]);
    expect(screen.getByText('part overview')).toBeInTheDocument();
    // The token is kept for a reload; nothing secret is.
    expect(window.sessionStorage.getItem('persist:operatorSession')).toContain(TOKEN);
    expectNoSecrets(store.getState(), []);
  });

  it('a wrong password is refused without saying which, and only the password is cleared', async () => {
    fakeSignInServer();
    const { user } = await renderAdmin();
    await user.type(screen.getByLabelText('Phone number'), PHONE);
    await user.type(screen.getByLabelText('Password'), 'not it');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('The phone number or password is not right.'),
    ).toBeInTheDocument();
    // The password typed is cleared; the phone stays.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Phone number')).toHaveValue(PHONE);
  });

  it('a locked account', async () => {
    fakeSignInServer({ signInStatus: 429 });
    const { user } = await renderAdmin();
    await signInWithPassword(user);
    expect(
      await screen.findByText(
        'Too many failed attempts. This account is locked for a while; please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('second factor: a wrong code, then a recovery code instead', async () => {
    const fake = fakeSignInServer({ role: 'finance' });
    const { user, store } = await renderAdmin('/admin/payments');
    await signInWithPassword(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your code' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'That code is not right, or was already used. Please type the current code.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'wrong-code');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('That recovery code is not right, or was already used.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), RECOVERY_CODES[2]!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('part payments')).toBeInTheDocument();
    expect(screen.getByText('Ma Thida, Finance')).toBeInTheDocument();
    expect(fake.codes).toEqual([
      { code: '000000' },
      { recovery_code: 'wrong-code' },
      { recovery_code: RECOVERY_CODES[2] },
    ]);
    expect(fake.authorizations).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
    expectNoSecrets(store.getState(), ['000000', 'wrong-code']);
  });

  it('a reload keeps the operator signed in; the session ended by the server asks to sign in again', async () => {
    keepSession('admin');
    const { store } = await renderAdmin('/admin/audit');
    expect(await screen.findByText('part audit')).toBeInTheDocument();
    expect(screen.getByText('Ma Thida, Administrator')).toBeInTheDocument();

    act(() => {
      store.dispatch(operatorUnauthorized({ endpoint: 'adminAudit' }));
    });
    expect(
      await screen.findByText('Your session ended. Please sign in again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() =>
      expect(window.sessionStorage.getItem('persist:operatorSession')).not.toContain(TOKEN),
    );
  });

  it('sign out ends the session on the server and in this tab', async () => {
    const fake = fakeSignInServer();
    keepSession('support');
    const { user } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(fake.signOuts).toBe(1);
    expect(fake.authorizations).toEqual([`Bearer ${TOKEN}`]);
    expect(screen.queryByText('Your session ended. Please sign in again.')).not.toBeInTheDocument();
  });

  it('a designer starts on the design requests, their only part; other pages are not allowed', async () => {
    keepSession('designer');
    const first = await renderAdmin();
    expect(await screen.findByText('part designs')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/admin/designs');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Designs']);
    expect(screen.queryByText('part overview')).not.toBeInTheDocument();
    first.unmount();

    const second = await renderAdmin('/admin/designs/7');
    expect(await screen.findByText('part design')).toBeInTheDocument();
    second.unmount();

    await renderAdmin('/admin/payments');
    expect(await screen.findByText('Your role does not allow this page.')).toBeInTheDocument();
    expect(screen.queryByText('part payments')).not.toBeInTheDocument();
  });
});
