/**
 * The session cookies the app keeps beside local storage (sessionCookie.ts, the listeners in
 * app/store.ts and shared/customer/customerSessionListeners.ts): written as a session starts or
 * is restored, expired as it ends (the shopper's also when the API refuses its token; the
 * server expires a merchant's whose token it no longer takes: server/test/signedInPages.test.ts).
 */
import type { Customer } from '@contract/orders';
import { SESSION_COOKIES } from '@contract/pages';
import { makeStore } from '../../app/store';
import { writeLegacySession } from '../../persist/legacyStorage';
import { track } from '../../test/stores';
import { customerUnauthorized } from '../customer/customerEvents';
import { customerSignedIn, customerSignedOut } from '../customer/customerSession';
import { backToLoginClicked, loggedOut, signedIn } from './sessionSlice';

const storage = window.localStorage;
const user = { userid: 7, username: 'Aye Aye', shopname: 'Golden Tea House', merchantid: 3 };
const merchantUser = { merchant_id: 3, district_merchant_id: 'YGN-E-3' };
const thiri: Customer = { id: 4, phone: '09420000004', name: null };

/** The cookies the page sees, by name. */
function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  );
}

const newStore = async () => track(await makeStore(undefined, { storage }));

afterEach(() => {
  storage.clear();
  for (const name of [...Object.values(SESSION_COOKIES), 'lang'])
    document.cookie = `${name}=;path=/;max-age=0`;
});

describe("the merchant's session cookie", () => {
  it('is written on sign-in and expired on sign-out', async () => {
    const store = await newStore();
    expect(cookies()[SESSION_COOKIES.merchant]).toBeUndefined();
    store.dispatch(signedIn({ token: 'tok-1', user, merchantUser }));
    expect(cookies()[SESSION_COOKIES.merchant]).toBe('tok-1');
    store.dispatch(loggedOut());
    expect(cookies()[SESSION_COOKIES.merchant]).toBeUndefined();
  });

  it('is written again as a stored session is restored at start', async () => {
    writeLegacySession(storage, { token: 'tok-kept', user, merchantUser });
    expect(cookies()[SESSION_COOKIES.merchant]).toBeUndefined();
    await newStore();
    expect(cookies()[SESSION_COOKIES.merchant]).toBe('tok-kept');
  });

  it("goes on the way back to login (the session-expired screen's)", async () => {
    const store = await newStore();
    store.dispatch(signedIn({ token: 'tok-3', user, merchantUser }));
    expect(cookies()[SESSION_COOKIES.merchant]).toBe('tok-3');
    store.dispatch(backToLoginClicked());
    expect(cookies()[SESSION_COOKIES.merchant]).toBeUndefined();
  });

  it("leaves the shopper's cookie alone", async () => {
    const store = await newStore();
    store.dispatch(customerSignedIn({ token: 'cust-tok', customer: thiri }));
    store.dispatch(signedIn({ token: 'tok-4', user, merchantUser }));
    store.dispatch(loggedOut());
    expect(cookies()[SESSION_COOKIES.customer]).toBe('cust-tok');
  });
});

describe("the shopper's session cookie", () => {
  it('is written on sign-in and expired on sign-out or a refused token', async () => {
    const store = await newStore();
    store.dispatch(customerSignedIn({ token: 'cust-tok', customer: thiri }));
    expect(cookies()[SESSION_COOKIES.customer]).toBe('cust-tok');
    store.dispatch(customerSignedOut());
    expect(cookies()[SESSION_COOKIES.customer]).toBeUndefined();
    store.dispatch(customerSignedIn({ token: 'cust-tok-2', customer: thiri }));
    store.dispatch(customerUnauthorized({ endpoint: 'getCustomerActivity' }));
    expect(cookies()[SESSION_COOKIES.customer]).toBeUndefined();
    // The merchant's is never written by the shopper's session.
    expect(cookies()[SESSION_COOKIES.merchant]).toBeUndefined();
  });
});
