import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SessionExpiredScreen } from './SessionExpiredScreen';

describe('the session-expired screen', () => {
  it('tells the user to log in again', async () => {
    await renderWithProviders(<SessionExpiredScreen />, { route: '/billing', path: '/billing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Session Expired' })).toBeInTheDocument();
    expect(screen.getByText(/session has expired or you are not authorised/i)).toHaveTextContent(
      /log in again/i,
    );
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it('Back to Login clears the stored auth token and user record and goes to /login, to come back', async () => {
    window.localStorage.setItem('authToken', 'tok');
    window.localStorage.setItem('token', 'tok');
    window.localStorage.setItem('user', JSON.stringify({ userid: 7, username: 'Aye Aye' }));
    window.localStorage.setItem(
      'merchantUser',
      JSON.stringify({ merchant_id: 3, district_merchant_id: null }),
    );
    const { user, router, store, extra } = await renderWithProviders(<SessionExpiredScreen />, {
      route: '/billing?from=price',
      path: '/billing',
    });
    expect(store.getState().session.token).toBe('tok');

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));

    expect(extra.navigate).toHaveBeenCalledWith('/login?next=%2Fbilling%3Ffrom%3Dprice');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fbilling%3Ffrom%3Dprice');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(store.getState().session).toMatchObject({ token: null, user: null });
    // Only the auth token and the user record are cleared, as specified.
    expect(window.localStorage.getItem('merchantUser')).not.toBeNull();
  });
});
