import { waitFor } from '@testing-library/react';
import { createSlice } from '@reduxjs/toolkit';
import { signedIn, loggedOut } from '../shared/session/sessionSlice';
import { referenceApi } from '../shared/reference/referenceApi';
import { track } from '../test/stores';
import { catalogueFailed, chosen, started } from '../i18n/languageSlice';
import { makeStore, rootReducer, startAppListening, type RootState } from './store';

const user = {
  userid: 7,
  username: 'Aye Aye',
  shopname: 'Golden Tea House',
  merchantid: 3,
  phone: '09420000001',
  email: 'aye@example.com',
};
const merchantUser = { merchant_id: 3, district_merchant_id: 'YGN-E-3' };

async function freshStore(...args: Parameters<typeof makeStore>) {
  const store = track(await makeStore(...args));
  return store;
}

describe('the store', () => {
  let consoleError: jest.SpyInstance;
  let consoleWarn: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
    consoleWarn = jest.spyOn(console, 'warn');
  });
  afterEach(() => {
    // No serializability or immutability complaint, no persist error.
    expect(consoleError).not.toHaveBeenCalled();
    // RTK's dev checks may note that they were slow on a busy test machine; anything else fails.
    const warnings = consoleWarn.mock.calls.filter(
      ([message]) => !/took \d+ms, which is more than the warning threshold/.test(String(message)),
    );
    expect(warnings).toEqual([]);
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });

  it('starts with the language, the session, the alert queue and the API cache only', async () => {
    // No feature's code has been imported by this file yet: their slices come with their pages.
    const store = await freshStore();
    const state = store.getState();
    // (and `_persist`, redux-persist's bookkeeping of the session's persistence)
    expect(Object.keys(state).sort()).toEqual(['_persist', 'alerts', 'api', 'language', 'session']);
    // Until the entry has the first language's words, the language is starting (English shown).
    expect(state.language).toEqual({ status: 'starting' });
    expect(state.session).toMatchObject({ token: null, user: null, merchantUser: null });
    expect(state.alerts).toEqual({ queue: [] });
  });

  it('restores the session from the legacy keys at start-up (token read from `token`)', async () => {
    window.localStorage.setItem('token', 'tok-start');
    window.localStorage.setItem('authToken', 'tok-older');
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('merchantUser', JSON.stringify(merchantUser));
    const store = await freshStore();
    expect(store.getState().session).toMatchObject({ token: 'tok-start', user, merchantUser });
  });

  it('writes a sign-in to authToken (and token), user, merchantUser and the flat keys', async () => {
    const store = await freshStore();
    store.dispatch(signedIn({ token: 'tok-new', user, merchantUser }));
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBe('tok-new'));
    expect(window.localStorage.getItem('token')).toBe('tok-new');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(JSON.parse(window.localStorage.getItem('merchantUser') ?? 'null')).toEqual(merchantUser);
    expect(window.localStorage.getItem('shopname')).toBe('Golden Tea House');

    store.dispatch(loggedOut());
    await waitFor(() => expect(window.localStorage.length).toBe(0));
  });

  it('never persists the API cache or the alerts', async () => {
    const store = await freshStore({ session: { token: 'tok', user, merchantUser } });
    await store.dispatch(referenceApi.endpoints.getDistricts.initiate());
    expect(store.getState().api.queries).not.toEqual({});
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBe('tok'));
    const keys = Array.from({ length: window.localStorage.length }, (_, i) =>
      window.localStorage.key(i),
    );
    expect(keys.sort()).toEqual(
      [
        'authToken',
        'token',
        'user',
        'merchantUser',
        'username',
        'phone',
        'email',
        'shopname',
        'userid',
        'merchantid',
      ].sort(),
    );
    expect(JSON.stringify(window.localStorage)).not.toContain('Yangon');
  });

  it('makes independent stores', async () => {
    const a = await freshStore();
    const b = await freshStore();
    a.dispatch(signedIn({ token: 'tok-a', user }));
    expect(b.getState().session.token).toBeNull();
  });

  describe('features arriving with their pages', () => {
    it("injects a feature's slice into a running store; its selectors read its initial state until then", async () => {
      const store = await freshStore();
      // What a page's chunk does when it loads: its slice file injects the slice.
      const { selectRegistration, registrationSubmitted } =
        await import('../features/registration/registrationSlice');
      expect(selectRegistration(store.getState())).toEqual({ status: 'idle' });
      store.dispatch(registrationSubmitted());
      expect(store.getState().registration).toEqual({ status: 'submitting' });
      // A store made later has it from the start.
      const later = await freshStore();
      expect(later.getState().registration).toEqual({ status: 'idle' });
    });

    it("hears a feature's listeners in stores made before and after they start", async () => {
      const before = await freshStore();
      const pinged = createSlice({
        name: 'pinged',
        initialState: { count: 0 },
        reducers: { ping: (state) => ({ count: state.count + 1 }) },
        selectors: { selectCount: (state) => state.count },
      });
      const { selectCount } = pinged.injectInto(rootReducer).selectors;
      const heard: number[] = [];
      startAppListening({
        actionCreator: pinged.actions.ping,
        effect: (_action, api) => {
          heard.push(selectCount(api.getState() as RootState & { pinged?: { count: number } }));
        },
      });
      const after = await freshStore();

      before.dispatch(pinged.actions.ping());
      after.dispatch(pinged.actions.ping());
      after.dispatch(pinged.actions.ping());
      expect(heard).toEqual([1, 1, 2]);
    });

    it('gives each store its own side effects', async () => {
      const { homePageOpened } = await import('../features/marketing/homeListeners');
      const storage = window.sessionStorage;
      storage.setItem('authToken', 'kept-elsewhere');
      window.localStorage.setItem('authToken', 'tok');
      const store = await freshStore(undefined, { storage });
      store.dispatch(homePageOpened());
      // The landing page's clean-up acted on this store's Storage, not on local storage.
      expect(storage.getItem('authToken')).toBeNull();
      expect(window.localStorage.getItem('authToken')).toBe('tok');
    });
  });

  describe('the language listeners', () => {
    it('follow the shown language on <html lang> and keep a choice under `lang`', async () => {
      const root = { lang: '' };
      const store = await freshStore(undefined, { root });
      store.dispatch(started('en'));
      expect(root.lang).toBe('en');
      expect(window.localStorage.getItem('lang')).toBeNull();

      store.dispatch(chosen('my'));
      // Kept at once; the page says Burmese only once the Burmese words are on screen.
      expect(window.localStorage.getItem('lang')).toBe('my');
      await waitFor(() =>
        expect(store.getState().language).toEqual({ status: 'ready', language: 'my' }),
      );
      expect(root.lang).toBe('my');
    });

    it('tell the reader, in the language still shown, when the chosen one could not be fetched', async () => {
      const alert = jest.fn();
      const store = await freshStore(undefined, { alert });
      store.dispatch(started('en'));
      store.dispatch(chosen('my'));
      expect(alert).not.toHaveBeenCalled();
      store.dispatch(catalogueFailed({ language: 'my', message: 'offline' }));
      expect(alert).toHaveBeenCalledWith(
        'The language you chose could not be loaded. Please try again.',
      );
      expect(store.getState().language).toMatchObject({ status: 'failed', shown: 'en' });
    });

    it('store nothing for a choice made before start-up has finished', async () => {
      const root = { lang: '' };
      const store = await freshStore(undefined, { root });
      store.dispatch(chosen('my'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(window.localStorage.getItem('lang')).toBeNull();
      expect(root.lang).toBe('');
      expect(store.getState().language).toEqual({ status: 'starting' });
    });
  });
});
