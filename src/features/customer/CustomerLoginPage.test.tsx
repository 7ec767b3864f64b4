import { screen, waitFor } from '@testing-library/react';
import { selectCustomer, selectCustomerToken } from '../../shared/customer/customerSession';
import { CUSTOMER_KEYS } from '../../persist/legacyStorage';
import { KNOWN_PHONE, NEW_PHONE, fakeCustomerServer, renderCustomerLogin } from './testSetup';

async function sendCode(
  phone: string,
  rendered: ReturnType<typeof renderCustomerLogin>['rendered'],
) {
  const result = await rendered;
  await result.user.type(screen.getByLabelText('Phone Number'), phone);
  await result.user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText(/^Your OTP code is \d{6}$/);
  return result;
}

describe('/my/login in English', () => {
  it('signs a known customer in with the code shown, and goes to their orders', async () => {
    const { fake, rendered } = renderCustomerLogin('en');
    const { user, store, router } = await sendCode(KNOWN_PHONE, rendered);
    expect(screen.getByText(`Your OTP code is ${fake.lastCode(KNOWN_PHONE)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('You can request a new OTP in 1:00.');

    await user.type(screen.getByLabelText('OTP'), fake.lastCode(KNOWN_PHONE) ?? '');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my/orders'));
    expect(selectCustomerToken(store.getState())).toBe(`cust-${KNOWN_PHONE}`);
    expect(selectCustomer(store.getState())).toEqual({ id: 4, phone: KNOWN_PHONE, name: 'Thiri' });
    expect(window.localStorage.getItem(CUSTOMER_KEYS.customerToken)).toBe(`cust-${KNOWN_PHONE}`);
    // The known customer was not asked for a name.
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('refuses a wrong code with the tries left, and stays signed out', async () => {
    const { rendered } = renderCustomerLogin('en');
    const { user, store } = await sendCode(KNOWN_PHONE, rendered);
    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Invalid OTP. Please try again. 4 tries left.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
    expect(selectCustomerToken(store.getState())).toBeNull();
  });

  it('asks for the phone, then for a 6-digit code, before calling the server', async () => {
    const { rendered } = renderCustomerLogin('en');
    const { user } = await rendered;
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText('Please enter a Myanmar mobile number, such as 09 7812 3456.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), KNOWN_PHONE);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('The OTP has 6 digits.')).toBeInTheDocument();
  });

  it('asks a new customer for their name once, then goes to next', async () => {
    const { fake, rendered } = renderCustomerLogin('en', { next: '/shops/golden-tea-house' });
    const { user, store, router } = await sendCode(NEW_PHONE, rendered);
    await user.type(screen.getByLabelText('OTP'), fake.lastCode(NEW_PHONE) ?? '');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const name = await screen.findByLabelText('Your name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    await user.type(name, 'Min Min');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/shops/golden-tea-house'));
    expect(selectCustomer(store.getState())?.name).toBe('Min Min');
  });

  it('does not ask the name again when the same new customer signs in a second time', async () => {
    const first = renderCustomerLogin('en');
    const one = await sendCode(NEW_PHONE, first.rendered);
    await one.user.type(screen.getByLabelText('OTP'), first.fake.lastCode(NEW_PHONE) ?? '');
    await one.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await one.user.type(await screen.findByLabelText('Your name'), 'Min Min');
    await one.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(one.router.state.location.pathname).toBe('/my/orders'));
    one.unmount();
    window.localStorage.clear();

    const second = renderCustomerLogin('en', { fake: first.fake });
    const two = await sendCode(NEW_PHONE, second.rendered);
    await two.user.type(screen.getByLabelText('OTP'), first.fake.lastCode(NEW_PHONE) ?? '');
    await two.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(two.router.state.location.pathname).toBe('/my/orders'));
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it.each([
    '//evil.example/steal',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('refuses the off-site next %s and goes to /my/orders', async (next) => {
    const { fake, rendered } = renderCustomerLogin('en', { next });
    const { user, router } = await sendCode(KNOWN_PHONE, rendered);
    await user.type(screen.getByLabelText('OTP'), fake.lastCode(KNOWN_PHONE) ?? '');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/orders'));
  });

  it('offers Resend OTP after the wait, and shows the new code', async () => {
    const { rendered } = renderCustomerLogin('en', { fake: fakeCustomerServer({ resendIn: 1 }) });
    const { user } = await sendCode(KNOWN_PHONE, rendered);
    const first = screen.getByText(/^Your OTP code is \d{6}$/).textContent;
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    await user.click(resend);
    await waitFor(() =>
      expect(screen.getByText(/^Your OTP code is \d{6}$/).textContent).not.toBe(first),
    );
  });
});
