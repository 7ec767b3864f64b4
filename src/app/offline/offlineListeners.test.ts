import { baseApi } from '../../api/baseApi';
import { customerUnauthorized } from '../../shared/customer/customerEvents';
import { customerSignedOut } from '../../shared/customer/customerSessionSlice';
import { languagePreload } from '../../test/languagePreload';
import { makeStore } from '../store';
import {
  newVersionWaiting,
  reloadPressed,
  selectAppUpdate,
  updatesWatched,
} from './appUpdateSlice';
import { COPY_HEADER } from './offlineCopies';
import { selectCopySavedAt } from './offlineCopySlice';
import './offlineListeners';
import { setWorkerHost, type WorkerHost } from './workerHost';

/** Calls that fail as fetch fails offline, and a read answered from the worker's copy. */
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    offlineTestWrite: build.mutation<null, void>({
      queryFn: () => ({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } }),
    }),
    offlineTestRead: build.query<null, string>({
      queryFn: () => ({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } }),
    }),
    offlineTestCopy: build.query<number, string | null>({
      queryFn: (savedAt) => ({
        data: 1,
        meta: {
          request: new Request('http://localhost/api/customer/cards'),
          response: new Response('1', { headers: savedAt ? { [COPY_HEADER]: savedAt } : {} }),
        },
      }),
    }),
  }),
});

function fakeHost(copies: string | null = null) {
  const heard: { waiting?: () => void } = {};
  const host: jest.Mocked<WorkerHost> = {
    register: jest.fn(async (onWaiting: () => void) => {
      heard.waiting = onWaiting;
      return true;
    }),
    activateWaiting: jest.fn(async () => true),
    checkForUpdate: jest.fn(async () => undefined),
    copiesShown: jest.fn(async () => copies),
    forgetAnswers: jest.fn(async () => undefined),
  };
  setWorkerHost(host);
  return { host, announceWaiting: () => heard.waiting?.() };
}

const alerts = (store: Awaited<ReturnType<typeof makeStore>>) =>
  store.getState().alerts.queue.map((alert) => alert.message);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function browserOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  setWorkerHost(null);
  jest.restoreAllMocks();
});

describe('the service worker and the page', () => {
  it('registers once watched, announces a waiting version, and reloads only when pressed', async () => {
    const { host, announceWaiting } = fakeHost();
    const reload = jest.fn();
    const store = await makeStore(undefined, { reload });
    expect(host.register).not.toHaveBeenCalled();
    store.dispatch(updatesWatched());
    await settle();
    expect(host.register).toHaveBeenCalledTimes(1);
    announceWaiting();
    expect(selectAppUpdate(store.getState())).toEqual({ status: 'ready' });
    expect(host.activateWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    store.dispatch(reloadPressed());
    await settle();
    expect(host.activateWaiting).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says when the copy the page was answered with was saved', async () => {
    fakeHost('2026-12-07T04:35:00.000Z');
    const store = await makeStore();
    store.dispatch(updatesWatched());
    await settle();
    await settle();
    expect(selectCopySavedAt(store.getState(), window.location.pathname)).toBe(
      '2026-12-07T04:35:00.000Z',
    );
  });

  it('hears of a copy from an answer the worker marked, not from others', async () => {
    fakeHost();
    const store = await makeStore();
    await store.dispatch(testApi.endpoints.offlineTestCopy.initiate(null));
    expect(selectCopySavedAt(store.getState(), window.location.pathname)).toBeNull();
    await store.dispatch(testApi.endpoints.offlineTestCopy.initiate('2026-12-06T10:00:00.000Z'));
    expect(selectCopySavedAt(store.getState(), window.location.pathname)).toBe(
      '2026-12-06T10:00:00.000Z',
    );
  });

  it('forgets the kept answers when the shopper signs out or is signed out', async () => {
    const { host } = fakeHost();
    const store = await makeStore();
    store.dispatch(customerSignedOut());
    store.dispatch(customerUnauthorized({ endpoint: 'getCustomerCards' }));
    await settle();
    expect(host.forgetAnswers).toHaveBeenCalledTimes(2);
  });

  it('changes nothing of a waiting version before it is watched', async () => {
    fakeHost();
    const store = await makeStore();
    store.dispatch(newVersionWaiting());
    expect(selectAppUpdate(store.getState())).toEqual({ status: 'unwatched' });
  });
});

describe('a write tried offline', () => {
  it('says nothing was sent, once, in English', async () => {
    browserOnline(false);
    const store = await makeStore();
    await store.dispatch(testApi.endpoints.offlineTestWrite.initiate());
    await store.dispatch(testApi.endpoints.offlineTestWrite.initiate());
    await settle();
    expect(alerts(store)).toEqual([
      'You are offline: nothing was sent. Try again when you are back online.',
    ]);
  });

  it('says it in Burmese', async () => {
    browserOnline(false);
    const store = await makeStore(languagePreload('my'));
    await store.dispatch(testApi.endpoints.offlineTestWrite.initiate());
    await settle();
    expect(alerts(store)).toEqual([
      'အင်တာနက် ချိတ်ဆက်မှု မရှိပါ- မည်သည့်အရာမျှ မပို့ရသေးပါ။ အင်တာနက် ပြန်ရလျှင် ထပ်မံကြိုးစားပါ။',
    ]);
  });

  it('leaves a failed read, and a failure while online, to the screen', async () => {
    browserOnline(false);
    const store = await makeStore();
    await store.dispatch(testApi.endpoints.offlineTestRead.initiate('a'));
    browserOnline(true);
    await store.dispatch(testApi.endpoints.offlineTestWrite.initiate());
    await settle();
    expect(alerts(store)).toEqual([]);
  });
});
