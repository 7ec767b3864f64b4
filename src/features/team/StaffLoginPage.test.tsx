import { screen, waitFor } from '@testing-library/react';
import { LEGACY_KEYS } from '../../persist/legacyStorage';
import { selectToken } from '../../shared/session/sessionSlice';
import { CASHIER_PHONE, STRANGER_PHONE, renderStaffLogin } from './teamTestKit';
import { selectMerchantRole, selectMemberBranchId } from '../../shared/session/merchantPages';

async function sendCode(phone: string, rendered: ReturnType<typeof renderStaffLogin>['rendered']) {
  const result = await rendered;
  await result.user.type(screen.getByLabelText('Phone Number'), phone);
  await result.user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText(/^Your OTP code is \d{6}$/);
  return result;
}

describe('/staff/login in English', () => {
  it('signs a cashier in with the code and takes them to the order inbox, with their role', async () => {
    const { fake, rendered } = renderStaffLogin('en');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your shop’s team' }),
    ).toBeInTheDocument();
    const { user, store, router } = await sendCode(CASHIER_PHONE, rendered);
    const code = fake.lastCode(CASHIER_PHONE) ?? '';
    await user.type(screen.getByLabelText('OTP'), code);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/store/orders'));
    expect(selectToken(store.getState())).toBe('tok-member-5');
    expect(selectMerchantRole(store.getState())).toBe('cashier');
    expect(selectMemberBranchId(store.getState())).toBe(2);
    // The role is kept with the user record; the code typed is kept nowhere.
    expect(JSON.parse(window.localStorage.getItem(LEGACY_KEYS.user) ?? '{}')).toMatchObject({
      username: 'Ko Zaw',
      role: 'cashier',
      member_id: 5,
      branch_id: 2,
    });
    expect(JSON.stringify(store.getState())).not.toContain(`"${code}"`);
  });

  it('tells a phone on no team so, back on the phone', async () => {
    const { fake, rendered } = renderStaffLogin('en');
    const { user, store } = await sendCode(STRANGER_PHONE, rendered);
    await user.type(screen.getByLabelText('OTP'), fake.lastCode(STRANGER_PHONE) ?? '');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'This phone number is not on a shop’s team. Ask the shop’s owner to invite you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(selectToken(store.getState())).toBeNull();
  });

  it('refuses a wrong code with the tries left', async () => {
    const { rendered } = renderStaffLogin('en');
    const { user } = await sendCode(CASHIER_PHONE, rendered);
    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Invalid OTP. Please try again. 4 tries left.'),
    ).toBeInTheDocument();
  });

  it('links the owner to the password login', async () => {
    await renderStaffLogin('en').rendered;
    expect(
      await screen.findByRole('link', { name: 'The shop’s owner? Log in with your password' }),
    ).toHaveAttribute('href', '/login');
  });
});
