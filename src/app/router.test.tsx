import { screen, within } from '@testing-library/react';
import { renderApp } from '../test/renderWithProviders';
import { paths } from './paths';

const headings: Array<[string, string]> = [
  [paths.home, 'Merchant Marketplace'],
  [paths.register, 'Register Now'],
  [paths.login, 'Login'],
  [paths.signin, 'Login'],
  [paths.otpVerification, 'Phone OTP verification'],
  [paths.billing, 'Shop Registration and Payment'],
  [paths.payment, 'Payment Summary'],
  [paths.paymentMethod, 'Payment Method'],
  [paths.price, 'Choose your Plan'],
  [paths.customer, 'For Customers'],
  [paths.training, 'Build Your Skills'],
  [paths.dashboard, 'Dashboard'],
  [paths.additionalFeatures.socialMedia, 'Social Media Content'],
  [paths.additionalFeatures.orders, 'Order & Reservations'],
  [paths.additionalFeatures.advertisement, 'Advertisement Banners'],
  [paths.additionalFeatures.analytics, 'Advanced Analytics'],
  [paths.additionalFeatures.branches, 'Multi-Branch Management'],
  [paths.additionalFeatures.designs, 'Stamp & Card Designs'],
  ['/no/such/page', 'Page Not Found'],
];

/** Pages for merchants only: a visitor sees the session-expired screen or the login page. */
const merchantOnly = new Set<string>([paths.billing, paths.dashboard]);
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
    const { router } = await renderApp({ route: paths.signin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('offers a skip link that moves focus to the main landmark', async () => {
    const { user } = await renderApp({ route: paths.price });
    await screen.findByRole('heading', { level: 1, name: 'Choose your Plan' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('navigates between lazy pages from the header', async () => {
    const { user, router } = await renderApp({ route: paths.home });
    await screen.findByRole('heading', { level: 1, name: 'Merchant Marketplace' });
    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your Plan' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/price');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  });
});
