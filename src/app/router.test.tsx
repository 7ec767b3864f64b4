import { screen, within } from '@testing-library/react';
import { renderApp } from '../test/renderWithProviders';
import { routePaths } from './routes';

const headings: Array<[string, string]> = [
  [routePaths.home, 'Merchant Marketplace'],
  [routePaths.register, 'Register Now'],
  [routePaths.login, 'Login'],
  [routePaths.signin, 'Login'],
  [routePaths.otpVerification, 'Phone OTP verification'],
  [routePaths.billing, 'Shop Registration and Payment'],
  [routePaths.payment, 'Payment Summary'],
  [routePaths.paymentMethod, 'Payment Method'],
  [routePaths.price, 'Choose your Plan'],
  [routePaths.customer, 'Find a Shop'],
  ['/shops/golden-tea-house', 'Golden Tea House'],
  [routePaths.myLogin, 'Sign in with your phone'],
  [routePaths.training, 'Build Your Skills'],
  [routePaths.dashboard, 'Dashboard'],
  [routePaths.store, 'Your Store'],
  [routePaths.additionalFeatures.socialMedia, 'Social Media Content'],
  [routePaths.additionalFeatures.orders, 'Order & Reservations'],
  [routePaths.additionalFeatures.advertisement, 'Advertisement Banners'],
  [routePaths.additionalFeatures.analytics, 'Advanced Analytics'],
  [routePaths.additionalFeatures.branches, 'Multi-Branch Management'],
  [routePaths.additionalFeatures.designs, 'Stamp & Card Designs'],
  ['/no/such/page', 'Page Not Found'],
];

/** Pages for merchants only: a visitor sees the session-expired screen or the login page. */
const merchantOnly = new Set<string>([routePaths.billing, routePaths.dashboard, routePaths.store]);
const merchant = {
  session: {
    token: 'tok-login',
    user: { userid: 7, username: 'Aye Aye', shopname: 'Golden Tea House', merchantid: 3 },
    merchantUser: { merchant_id: 3, district_merchant_id: 'YGN-E-3' },
  },
};

describe('router', () => {
  it.each(headings)('%s shows the heading "%s" inside the layout', async (route, heading) => {
    await renderApp({ route, preloadedState: merchantOnly.has(route) ? merchant : undefined });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} | Merchant Marketplace`);
  });

  it('shows the same login screen at /login and /signin', async () => {
    const { router } = await renderApp({ route: routePaths.signin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('offers a skip link that moves focus to the main landmark', async () => {
    const { user } = await renderApp({ route: routePaths.price });
    await screen.findByRole('heading', { level: 1, name: 'Choose your Plan' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('navigates between lazy pages from the header', async () => {
    const { user, router } = await renderApp({ route: routePaths.home });
    await screen.findByRole('heading', { level: 1, name: 'Merchant Marketplace' });
    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your Plan' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/price');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  });
});
