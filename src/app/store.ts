import {
  combineSlices,
  isAnyOf,
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
  type Persistor,
} from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { alertRaised, alertsSlice } from '../shared/alerts/alertsSlice';
import { sessionSlice } from '../shared/session/sessionSlice';
import {
  bindCustomerStorage,
  clearStoredData,
  createLegacyStorage,
  forgetAuthToken,
} from '../persist/legacyStorage';
import {
  catalogueFailed,
  catalogueLoaded,
  chosen,
  languageSlice,
  selectLanguageLoadFailed,
  started,
} from '../i18n/languageSlice';
import { translatorOfState } from '../i18n/stateTranslator';
import {
  onLanguageChosen,
  onLanguageShown,
  type LanguageEffectsDeps,
} from '../i18n/languageListeners';
import { redactSecrets } from './redactSecrets';
import { keepSessionCookie } from '../shared/session/sessionCookie';
import { MERCHANT_SESSION_COOKIE } from '@contract/pages';

/**
 * The slices that arrive with their pages. Each lazy feature adds itself here with
 * `declare module '../../app/store' { interface LazyLoadedSlices extends WithSlice<typeof x> {} }`
 * and injects its slice with `x.injectInto(rootReducer)` when its chunk loads; until then its key
 * is absent and the injected slice's selectors read its initial state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The slices every page needs: the language (its words are on the first frame), the session (the
 * only persisted one; the RTK Query cache never is), the alert queue and the API cache.
 */
export const rootReducer = combineSlices(
  languageSlice,
  baseApi,
  sessionSlice,
  alertsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The root state: the slices every page needs, and those of the features loaded so far. */
export type RootState = ReturnType<typeof rootReducer>;

/** What a store may start from. */
export type AppPreloadedState = Partial<RootState>;

/**
 * The side effects a listener may cause, passed as the listener middleware's `extra` so that
 * tests can replace any of them.
 */
export interface ListenerExtra {
  /** Client-side navigation (the router's navigate in the app). */
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** A full page reload. */
  reload: () => void;
  /** Raises an in-app alert (the alert queue), never window.alert. */
  alert: (message: string) => void;
  /** The time now, in milliseconds since the epoch (tests fix it: 'Open now' at a known hour). */
  now: () => number;
  /** Controls of the session's persistence over the legacy keys (redux-persist's persistor). */
  persistence: {
    flush: () => Promise<void>;
    /** Removes the stored session (every legacy key), then anything else stored. */
    purge: () => Promise<void>;
    /** Drops the stored `authToken` key alone; the session and the `token` key stay. */
    forgetAuthToken: () => void;
  };
  /** Where the language choice is kept, and the element whose `lang` follows the words shown. */
  language: Required<Pick<LanguageEffectsDeps, 'storage' | 'root'>>;
}

/** What makeStore's caller may replace: the side effects, and the Storage under the legacy keys. */
export type StoreServices = Partial<Omit<ListenerExtra, 'persistence' | 'language'>> & {
  storage?: Storage;
  /** The element whose `lang` follows the language shown (the document's root by default). */
  root?: Pick<HTMLElement, 'lang'>;
};

/**
 * The listeners' side effects. The app has one store, and each test makes one of its own: each
 * store made puts its services here, so the listeners always act for the newest store.
 */
const listenerExtra = {} as ListenerExtra;

/**
 * The one listener middleware. Its type names no RootState, so that the store's type can be
 * inferred from it; listeners see the typed `startAppListening` below.
 */
const listenerMiddleware = createListenerMiddleware<
  unknown,
  ThunkDispatch<unknown, unknown, UnknownAction>,
  ListenerExtra
>({ extra: listenerExtra });

function buildStore(preloadedState: AppPreloadedState | undefined, storage: () => Storage) {
  const persistConfig = {
    key: 'session',
    storage: createLegacyStorage(storage),
    whitelist: ['session'],
    // The engine gets and returns objects and maps them onto the legacy keys itself.
    serialize: false,
    deserialize: false,
    // Local storage answers at once; no time-out timer is needed.
    timeout: 0,
  } as PersistConfig<RootState>;
  const reducer = persistReducer(persistConfig, rootReducer);
  return configureStore({
    reducer,
    preloadedState: preloadedState as ReturnType<typeof reducer> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Thunks get the same side effects as listeners, so a flow that must be a thunk (a
        // password or a card goes to a request and nowhere else) still ends in one place.
        thunk: { extraArgument: listenerExtra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production' && { actionSanitizer: redactSecrets },
  });
}

export type AppStore = ReturnType<typeof buildStore> & { persistor: Persistor };
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ListenerExtra>;
/** A thunk of the app: it reaches navigation and alerts as `extra`, as listeners do. */
export type AppThunk<R = Promise<void>> = ThunkAction<R, RootState, ListenerExtra, UnknownAction>;
type AppListener = Parameters<AppStartListening>[0];

const startedListeners: AppListener[] = [];

/**
 * Adds listeners to the one listener middleware. Every feature, the session's included, calls it
 * at the top level of its listeners file, so its listeners start when its chunk loads (or when a
 * test imports the file) and hear every store made before or after.
 */
export const startAppListening = ((listener: AppListener) => {
  startedListeners.push(listener);
  return listenerMiddleware.startListening(listener as never);
}) as AppStartListening;

/**
 * A fresh store (tests make one each) once its session is restored from the legacy local-storage
 * keys; from then on the session is mirrored back to them. `services` replaces any side effect of
 * the listeners, and the Storage behind the legacy keys.
 */
export async function makeStore(
  preloadedState?: AppPreloadedState,
  services: StoreServices = {},
): Promise<AppStore> {
  const { storage = window.localStorage, root = document.documentElement, ...effects } = services;
  // A flow still running for an earlier store (a finished test's) must never act on this one:
  // every running effect is cancelled, and the listeners start again for the new store.
  listenerMiddleware.clearListeners();
  for (const listener of startedListeners) listenerMiddleware.startListening(listener as never);
  // The customer's session (a lazy slice) reads and writes its own keys of the same Storage.
  bindCustomerStorage(() => storage);
  const store = buildStore(preloadedState, () => storage);
  const persistor = persistStore(store);
  Object.assign(listenerExtra, {
    navigate: (to: string) => window.location.assign(to),
    reload: () => window.location.reload(),
    alert: (message: string) => store.dispatch(alertRaised(message)),
    now: () => Date.now(),
    ...effects,
    persistence: {
      flush: () => persistor.flush(),
      purge: async () => {
        await persistor.purge();
        // Logging out leaves nothing of the merchant's in this browser: the engine has removed
        // the legacy keys, and whatever else is stored goes with them but the language choice.
        clearStoredData(storage);
      },
      forgetAuthToken: () => forgetAuthToken(storage),
    },
    language: { storage, root },
  } satisfies ListenerExtra);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
  return Object.assign(store, { persistor });
}

// The language is part of the shell, so its listeners start with the store's module: a choice is
// kept under `lang` and fetched, and `<html lang>` follows the words once they are on screen.
startAppListening({
  actionCreator: chosen,
  effect: (action, api) => onLanguageChosen(api.extra.language)(action, api),
});
startAppListening({
  matcher: isAnyOf(started, catalogueLoaded),
  effect: (action, api) => onLanguageShown(api.extra.language)(action, api),
});
// A language that could not be fetched: the page stays in the one shown, and says so in it
// (choosing the language again retries).
startAppListening({
  actionCreator: catalogueFailed,
  effect: (_action, api) => {
    const state = api.getState();
    if (selectLanguageLoadFailed(state))
      api.extra.alert(translatorOfState(state)('language.loadFailed'));
  },
});
// The merchant's token is kept in a cookie too (sessionCookie.ts), so that the server can render
// their pages: written as the session is restored (its token arrives) or starts, expired as it
// ends. A token the API has stopped taking has its cookie expired by the server.
startAppListening({
  predicate: (_action, state, previous) => state.session.token !== previous.session.token,
  effect: (_action, api) =>
    keepSessionCookie(MERCHANT_SESSION_COOKIE, api.getState().session.token),
});
