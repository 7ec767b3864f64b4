import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HomePage } from './HomePage';

const user = { userid: 7, username: 'Aye Aye', phone: '09420000001' };
const merchantUser = { merchant_id: 3, district_merchant_id: null };

function store(keys: Record<string, string>) {
  for (const [key, value] of Object.entries(keys)) window.localStorage.setItem(key, value);
}

describe('the landing page’s session clean-up', () => {
  it.each<[string, Record<string, string>]>([
    ['no merchant', { token: 'tok', authToken: 'tok', user: JSON.stringify(user) }],
    ['no user', { token: 'tok', authToken: 'tok', merchantUser: JSON.stringify(merchantUser) }],
    [
      'no token',
      { authToken: '', user: JSON.stringify(user), merchantUser: JSON.stringify(merchantUser) },
    ],
  ])('removes the stored auth token when the session has %s', async (_name, keys) => {
    store(keys);
    await renderWithProviders(<HomePage />);
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBeNull());
  });

  it('keeps it when token, user and merchant are all there', async () => {
    store({
      token: 'tok',
      authToken: 'tok',
      user: JSON.stringify(user),
      merchantUser: JSON.stringify(merchantUser),
    });
    await renderWithProviders(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Merchant Marketplace' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.localStorage.getItem('authToken')).toBe('tok');
  });

  it('shows no verified notice without the isVerified flag', async () => {
    await renderWithProviders(<HomePage />);
    expect(screen.queryByText('Your phone number is verified.')).not.toBeInTheDocument();
  });
});
