/** What the header's account tests share: a merchant, a shopper, and the header at a page. */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { Language } from '../../../i18n/language';
import { languagePreload } from '../../../test/languagePreload';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import type { SessionState } from '../sessionSlice';
import { Header } from './Header';

export const merchant: SessionState = {
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

export const shopper = { id: 4, phone: '09420000004', name: 'Thiri' };

/** The shopper's session as their sign-in leaves it in storage (the customer's own keys). */
export function storeShopper(customer: { id: number; phone: string; name: string | null }) {
  window.localStorage.setItem('customerToken', 'customer-tok');
  window.localStorage.setItem('customer', JSON.stringify(customer));
}

/** The server's answer to 'Sign out', counted. */
export function fakeSignOut() {
  const calls: string[] = [];
  server.use(
    http.post(apiUrl(apiPaths.customerSignOut), ({ request }) => {
      calls.push(request.headers.get('authorization') ?? '');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/** The header at `route`, in `language`, the merchant (or a member of their team) signed in or not. */
export function renderHeader(
  language: Language,
  {
    route = '/',
    signedInMerchant = false,
    role,
  }: { route?: string; signedInMerchant?: boolean; role?: 'manager' | 'cashier' } = {},
) {
  const session: SessionState = role
    ? { ...merchant, user: { ...merchant.user, username: 'Ko Zaw', role, member_id: 5 } }
    : merchant;
  return renderWithProviders(<Header />, {
    route,
    preloadedState: languagePreload(language, signedInMerchant || role ? { session } : {}),
  });
}
