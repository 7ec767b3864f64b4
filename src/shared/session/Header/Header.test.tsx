import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import type { SessionState } from '../sessionSlice';
import { Header } from './Header';
import { fakeSignOut, renderHeader, shopper, storeShopper } from './headerTestKit';

const member: SessionState = {
  token: 'tok-123',
  user: {
    userid: 7,
    username: 'Aye Aye',
    shopname: 'Golden Tea House',
    merchantid: 3,
    phone: '09420000001',
    email: 'aye@example.com',
  },
  merchantUser: { merchant_id: 3, district_merchant_id: null },
};

const navLinks: Array<[string, string]> = [
  ['Home', '/'],
  ['Category', '/#category'],
  ['Features', '/#features'],
  ['Customer', '/customer'],
  ['Pricing', '/price'],
  ['Contact Us', '/#contact'],
  ['Build Your Skills', '/training'],
];

describe('the header', () => {
  it('shows its seven links to everyone', async () => {
    await renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of navLinks) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('offers Register and Login to a visitor, and no avatar', async () => {
    await renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Guest/ })).not.toBeInTheDocument();
  });

  it('shows a logged-in user their avatar and name instead', async () => {
    await renderWithProviders(<Header />, { preloadedState: { session: member } });
    const account = await screen.findByRole('button', { name: 'Aye Aye' });
    expect(account).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(account).getByRole('presentation')).toHaveAttribute(
      'src',
      '/images/avatar-default.svg',
    );
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it("names a logged-in user without a name 'Guest'", async () => {
    await renderWithProviders(<Header />, {
      preloadedState: { session: { ...member, user: { userid: 7 } } },
    });
    expect(await screen.findByRole('button', { name: 'Guest' })).toBeInTheDocument();
  });

  it('restores the logged-in header from the legacy keys at start-up', async () => {
    window.localStorage.setItem('token', 'tok-123');
    window.localStorage.setItem('user', JSON.stringify({ name: 'Ma Hla', userid: 2 }));
    await renderWithProviders(<Header />);
    expect(await screen.findByRole('button', { name: 'Ma Hla' })).toBeInTheDocument();
  });

  it('falls back to the fallback avatar when the default image fails to load', async () => {
    await renderWithProviders(<Header />, { preloadedState: { session: member } });
    const avatar = within(await screen.findByRole('button', { name: 'Aye Aye' })).getByRole(
      'presentation',
    );
    fireEvent.error(avatar);
    expect(avatar).toHaveAttribute('src', '/images/avatar-fallback.svg');
    fireEvent.error(avatar); // the fallback failing too does not loop
    expect(avatar).toHaveAttribute('src', '/images/avatar-fallback.svg');
  });

  it('opens the profile dialog with name, shop name, phone, email and Logout', async () => {
    const { user } = await renderWithProviders(<Header />, { preloadedState: { session: member } });
    const account = await screen.findByRole('button', { name: 'Aye Aye' });
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await user.click(account);

    const dialog = await screen.findByRole('dialog', { name: 'Your profile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(account).toHaveAttribute('aria-expanded', 'true');
    const details = within(dialog)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    const terms = within(dialog)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['Name', 'Shop Name', 'Phone', 'Email']);
    expect(details).toEqual(['Aye Aye', 'Golden Tea House', '09420000001', 'aye@example.com']);
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes the profile dialog on Escape and returns focus to the avatar button', async () => {
    const { user } = await renderWithProviders(<Header />, { preloadedState: { session: member } });
    const account = await screen.findByRole('button', { name: 'Aye Aye' });
    await user.click(account);
    expect(await screen.findByRole('dialog', { name: 'Your profile' })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  it('closes the profile dialog on a click outside it and with its Close button', async () => {
    const { user } = await renderWithProviders(<Header />, { preloadedState: { session: member } });
    const account = await screen.findByRole('button', { name: 'Aye Aye' });
    await user.click(account);
    await user.click(screen.getByRole('banner'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(account);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  it('keeps Tab inside the profile dialog', async () => {
    const { user } = await renderWithProviders(<Header />, { preloadedState: { session: member } });
    await user.click(await screen.findByRole('button', { name: 'Aye Aye' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Your Store' })).toHaveFocus();
    await user.tab();
    expect(logout).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(logout).toHaveFocus();
  });

  it('links to the dashboard and the store editor, and closes on the way there', async () => {
    const { user, router } = await renderWithProviders(<Header />, {
      route: '/price',
      preloadedState: { session: member },
    });
    await user.click(await screen.findByRole('button', { name: 'Aye Aye' }));
    const dialog = screen.getByRole('dialog', { name: 'Your profile' });
    expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await user.click(within(dialog).getByRole('link', { name: 'Your Store' }));
    expect(router.state.location.pathname).toBe('/store');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Logout tells the server, clears the session and all local storage, goes to / and reloads', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(apiUrl(apiPaths.logout), ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    window.localStorage.setItem('somethingElse', 'from another feature');
    const { user, store, router, extra } = await renderWithProviders(<Header />, {
      route: '/price',
      preloadedState: { session: member },
    });
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBe('tok-123'));

    await user.click(await screen.findByRole('button', { name: 'Aye Aye' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(extra.reload).toHaveBeenCalledTimes(1));
    expect(authorization).toBe('Bearer tok-123');
    expect(store.getState().session).toEqual({
      token: null,
      user: null,
      merchantUser: null,
    });
    expect(window.localStorage.length).toBe(0);
    expect(extra.navigate).toHaveBeenCalledWith('/');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('logs out even when the server refuses the logout call', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    server.use(
      http.post(apiUrl(apiPaths.logout), () =>
        HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
      ),
    );
    const { user, store, extra } = await renderWithProviders(<Header />, {
      preloadedState: { session: member },
    });
    await user.click(await screen.findByRole('button', { name: 'Aye Aye' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(extra.reload).toHaveBeenCalledTimes(1));
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(log).toHaveBeenCalledWith('Unauthorized access - please login again');
    log.mockRestore();
  });

  it('toggles the navigation with an accessible menu button', async () => {
    const { user } = await renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Pricing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  describe('the Language control', () => {
    const english = { language: { status: 'ready', language: 'en' } } as const;
    const burmese = { language: { status: 'ready', language: 'my' } } as const;
    afterEach(() => {
      document.documentElement.lang = '';
    });

    it("offers 'English' and 'မြန်မာ', each marked with its own language", async () => {
      await renderWithProviders(<Header />, { preloadedState: english });
      const select = screen.getByRole('combobox', { name: 'Language' });
      expect(select).toHaveValue('en');
      expect(within(select).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
      expect(within(select).getByRole('option', { name: 'မြန်မာ' })).toHaveAttribute('lang', 'my');
    });

    it('switches the header to Burmese at once, sets <html lang> and keeps the choice', async () => {
      const { user, extra } = await renderWithProviders(<Header />, { preloadedState: english });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'my');

      const nav = await screen.findByRole('navigation', { name: 'အဓိက' });
      expect(within(nav).getByRole('link', { name: 'ပင်မစာမျက်နှာ' })).toHaveAttribute('href', '/');
      expect(within(nav).getByRole('link', { name: 'အကောင့်ဖွင့်ရန်' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'ဘာသာစကား' })).toHaveValue('my');
      expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
      expect(document.documentElement.lang).toBe('my');
      expect(window.localStorage.getItem('lang')).toBe('my');
      expect(extra.reload).not.toHaveBeenCalled();

      await user.selectOptions(screen.getByRole('combobox', { name: 'ဘာသာစကား' }), 'en');
      expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
      expect(window.localStorage.getItem('lang')).toBe('en');
    });

    it('is reached with the keyboard and keeps the focus through a switch', async () => {
      const { user } = await renderWithProviders(<Header />, { preloadedState: english });
      const select = screen.getByRole('combobox', { name: 'Language' });
      select.focus();
      expect(select).toHaveFocus();
      fireEvent.change(select, { target: { value: 'my' } });
      expect(await screen.findByRole('combobox', { name: 'ဘာသာစကား' })).toHaveFocus();
      await user.tab({ shift: true });
      expect(screen.getByRole('link', { name: 'ကျွမ်းကျင်မှု မြှင့်တင်ရန်' })).toHaveFocus();
    });

    it("names a logged-in user without a name 'Guest' in Burmese too", async () => {
      await renderWithProviders(<Header />, {
        preloadedState: { ...burmese, session: { ...member, user: { userid: 7 } } },
      });
      expect(await screen.findByRole('button', { name: 'ဧည့်သည်' })).toBeInTheDocument();
    });

    it('Logout keeps the language choice and nothing else', async () => {
      server.use(http.post(apiUrl(apiPaths.logout), () => new HttpResponse(null, { status: 204 })));
      window.localStorage.setItem('lang', 'my');
      window.localStorage.setItem('somethingElse', 'from another feature');
      const { user, extra } = await renderWithProviders(<Header />, {
        preloadedState: { ...burmese, session: member },
      });
      await user.click(await screen.findByRole('button', { name: 'Aye Aye' }));
      await user.click(screen.getByRole('button', { name: 'အကောင့်မှ ထွက်ရန်' }));
      await waitFor(() => expect(extra.reload).toHaveBeenCalledTimes(1));
      expect({ ...window.localStorage }).toEqual({ lang: 'my' });
    });
  });
});

describe("the header's account parts", () => {
  const merchantLinks: Array<[string, string]> = [
    ['Dashboard', '/dashboard'],
    ['Store', '/store'],
    ['Orders', '/store/orders'],
    ['Loyalty', '/store/loyalty'],
    ['Promotions', '/store/promotions'],
    ['Insights', '/store/insights'],
    ['Designs', '/store/designs'],
    ['Team', '/store/team'],
    ['Billing', '/billing'],
  ];

  it.each([
    ['manager', ['Dashboard', 'Store', 'Orders', 'Loyalty', 'Promotions', 'Insights', 'Designs']],
    ['cashier', ['Orders', 'Loyalty']],
  ] as const)('lists for a %s only the pages their role may open', async (role, names) => {
    await renderHeader('en', { route: '/store/orders', role });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Orders' });
    const list = within(nav).getByRole('link', { name: 'Orders' }).closest('ul')!;
    expect(
      within(list as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(names);
    expect(within(nav).getByRole('button', { name: 'Ko Zaw' })).toBeInTheDocument();
  });

  it.each(['/dashboard', '/store', '/store/orders', '/store/loyalty', '/billing', '/store/team'])(
    'gives a merchant on %s their own links instead of the marketing ones',
    async (route) => {
      await renderHeader('en', { route, signedInMerchant: true });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      for (const [name, href] of merchantLinks) {
        expect(await within(nav).findByRole('link', { name })).toHaveAttribute('href', href);
      }
      expect(within(nav).queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: 'Aye Aye' })).toBeInTheDocument();
    },
  );

  it('marks the merchant page shown, and only that one', async () => {
    await renderHeader('en', { route: '/store/orders', signedInMerchant: true });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Store' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the marketing links for a merchant elsewhere, and for a visitor on a merchant page', async () => {
    const first = await renderHeader('en', { route: '/price', signedInMerchant: true });
    expect(await screen.findByRole('button', { name: 'Aye Aye' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Billing' })).not.toBeInTheDocument();
    first.unmount();

    await renderHeader('en', { route: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Billing' })).not.toBeInTheDocument();
  });

  it('lets the phone menu reach the merchant links, and closes it on the way', async () => {
    const { user, router } = await renderHeader('en', {
      route: '/dashboard',
      signedInMerchant: true,
    });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('link', { name: 'Promotions' }));
    expect(router.state.location.pathname).toBe('/store/promotions');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows a signed-in shopper their account, and puts Register and Login behind 'For shops'", async () => {
    storeShopper(shopper);
    const { user } = await renderHeader('en', { route: '/customer' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const account = await within(nav).findByRole('button', { name: 'Thiri' });
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    expect(account).toHaveAttribute('aria-expanded', 'false');
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/my/orders');
    expect(screen.getByRole('link', { name: 'My cards' })).toHaveAttribute('href', '/my/cards');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    const forShops = within(nav).getByRole('button', { name: 'For shops' });
    await user.click(forShops);
    expect(forShops).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    // Opening one closed the other (focus left it).
    expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the account menu on Escape, focus back on its button', async () => {
    storeShopper(shopper);
    const { user } = await renderHeader('en');
    const account = await screen.findByRole('button', { name: 'Thiri' });
    await user.click(account);
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'My orders' })).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  it('goes to My orders from the account menu', async () => {
    storeShopper(shopper);
    const { user, router } = await renderHeader('en');
    await user.click(await screen.findByRole('button', { name: 'Thiri' }));
    await user.click(screen.getByRole('link', { name: 'My orders' }));
    expect(router.state.location.pathname).toBe('/my/orders');
    expect(screen.getByRole('button', { name: 'Thiri' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names a shopper without a name by their phone', async () => {
    storeShopper({ ...shopper, name: null });
    await renderHeader('en');
    expect(await screen.findByRole('button', { name: '09420000004' })).toBeInTheDocument();
  });

  it('signs the shopper out: the server is told, their keys go, Register and Login come back', async () => {
    const calls = fakeSignOut();
    storeShopper(shopper);
    window.localStorage.setItem('lang', 'en');
    const { user } = await renderHeader('en');
    await user.click(await screen.findByRole('button', { name: 'Thiri' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thiri' })).not.toBeInTheDocument();
    expect(calls).toEqual(['Bearer customer-tok']);
    await waitFor(() => expect(window.localStorage.getItem('customerToken')).toBeNull());
    expect(window.localStorage.getItem('customer')).toBeNull();
    expect(window.localStorage.getItem('lang')).toBe('en');
  });

  it("shows a shopper who is also a merchant both accounts, and no 'For shops'", async () => {
    storeShopper(shopper);
    await renderHeader('en', { route: '/', signedInMerchant: true });
    expect(await screen.findByRole('button', { name: 'Thiri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aye Aye' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'For shops' })).not.toBeInTheDocument();
  });

  it('offers a visitor Register and Login, with no account menu and no For shops', async () => {
    await renderHeader('en');
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'For shops' })).not.toBeInTheDocument();
  });
});
