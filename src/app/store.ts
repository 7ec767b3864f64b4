import { combineSlices, configureStore } from '@reduxjs/toolkit';
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
import { alertRaised, alertsReducer } from '../features/alerts/alertsSlice';
import type { CalculatorState } from '../features/calculator/calculatorSlice';
import type { ContactState } from '../features/contact/contactSlice';
import type { LoginState } from '../features/login/loginSlice';
import type { OtpState } from '../features/otp/otpSlice';
import type { PaymentState } from '../features/payment/paymentSlice';
import type { PlanSelectionState } from '../features/plans/planSelectionSlice';
import type { RegistrationState } from '../features/registration/registrationSlice';
import { sessionReducer, type SessionState } from '../features/session/sessionSlice';
import type { QrState } from '../features/staticPayment/qrSlice';
import { createLegacyStorage } from '../persist/legacyStorage';
import { attachHost, sliceInjected, type FeatureHost, type LazySlice } from './featureRegistry';
import { createAppListenerMiddleware, type ListenerExtra } from './listeners';
import { redactSecrets } from './redactSecrets';

/**
 * The slices that arrive with their pages (see featureRegistry.ts). Until a feature's code has
 * loaded its key is absent, and its selectors read the slice's initial state.
 */
export interface LazyLoadedSlices {
  calculator: CalculatorState;
  registration: RegistrationState;
  login: LoginState;
  otp: OtpState;
  planSelection: PlanSelectionState;
  payment: PaymentState;
  contact: ContactState;
  qr: QrState;
}

/**
 * The slices every page needs: the session (the only persisted one; the RTK Query cache never
 * is), the alert queue and the API cache. The others are injected when their code loads.
 */
function createRootReducer(getStorage: () => Storage) {
  const sessionPersistConfig = {
    key: 'session',
    storage: createLegacyStorage(getStorage),
    // The engine gets and returns objects and maps them onto the legacy keys itself.
    serialize: false,
    deserialize: false,
    // Local storage answers at once; no time-out timer is needed.
    timeout: 0,
  } as PersistConfig<SessionState>;

  return combineSlices(baseApi, {
    session: persistReducer(sessionPersistConfig, sessionReducer),
    alerts: alertsReducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>();
}

type RootReducer = ReturnType<typeof createRootReducer>;

/** The root state: the slices every page needs, and those of the features loaded so far. */
export type RootState = ReturnType<RootReducer>;

/** What a store may start from: the session without redux-persist's bookkeeping. */
export type AppPreloadedState = Partial<Omit<RootState, 'session'>> & { session?: SessionState };

function buildStore(
  preloadedState: AppPreloadedState | undefined,
  reducer: RootReducer,
  listener: ReturnType<typeof createAppListenerMiddleware>,
) {
  return configureStore({
    reducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production' && { actionSanitizer: redactSecrets },
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type AppDispatch = AppStore['dispatch'];

const persistors = new WeakMap<AppStore, Persistor>();
// The registry holds each store's host weakly; the store keeps it alive.
const hosts = new WeakMap<AppStore, FeatureHost>();

/**
 * A fresh store (tests make one each), its persistence started: the session is restored from the
 * legacy local-storage keys and mirrored back to them. `extra` replaces any listener side effect.
 */
export function makeStore(
  preloadedState?: AppPreloadedState,
  extra: Partial<Omit<ListenerExtra, 'persistence'>> = {},
): AppStore {
  // The listeners' extra is made before the store and its persistor, so it reaches them late.
  const late: { store?: AppStore; persistor?: Persistor } = {};
  const fullExtra: ListenerExtra = {
    navigate: (to) => window.location.assign(to),
    reload: () => window.location.reload(),
    storage: window.localStorage,
    alert: (message) => late.store?.dispatch(alertRaised(message)),
    ...extra,
    persistence: {
      flush: async () => {
        await late.persistor?.flush();
      },
      purge: async () => {
        await late.persistor?.purge();
      },
    },
  };
  const reducer = createRootReducer(() => fullExtra.storage);
  const listener = createAppListenerMiddleware(fullExtra);
  // Features loaded before the store are in it from the start; later ones announce themselves.
  const host: FeatureHost = {
    injectSlice: (slice: LazySlice) => {
      reducer.inject(slice as Parameters<RootReducer['inject']>[0]);
      late.store?.dispatch(sliceInjected({ reducerPath: slice.reducerPath }));
    },
    addListeners: (add) => add(listener.startListening.withTypes()),
  };
  attachHost(host);
  const store = buildStore(preloadedState, reducer, listener);
  const persistor = persistStore(store);
  Object.assign(late, { store, persistor });
  persistors.set(store, persistor);
  hosts.set(store, host);
  return store;
}

/** The persistor of a store made by makeStore (for PersistGate). */
export function getPersistor(store: AppStore): Persistor {
  const persistor = persistors.get(store);
  if (!persistor) throw new Error('This store was not made by makeStore');
  return persistor;
}

/** Resolves once the session has been restored from local storage. */
export function whenRehydrated(store: AppStore): Promise<void> {
  const persistor = getPersistor(store);
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
}
