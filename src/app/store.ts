import { combineReducers, configureStore } from '@reduxjs/toolkit';
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
import { calculatorReducer } from '../features/calculator/calculatorSlice';
import { contactReducer } from '../features/contact/contactSlice';
import { loginReducer } from '../features/login/loginSlice';
import { otpReducer } from '../features/otp/otpSlice';
import { paymentReducer } from '../features/payment/paymentSlice';
import { planSelectionReducer } from '../features/plans/planSelectionSlice';
import { registrationReducer } from '../features/registration/registrationSlice';
import { sessionReducer, type SessionState } from '../features/session/sessionSlice';
import { qrReducer } from '../features/staticPayment/qrSlice';
import { createLegacyStorage } from '../persist/legacyStorage';
import { createAppListenerMiddleware, type ListenerExtra } from './listeners';
import { redactSecrets } from './redactSecrets';

/** The session is the only persisted slice; the RTK Query cache never is. */
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

  return combineReducers({
    session: persistReducer(sessionPersistConfig, sessionReducer),
    alerts: alertsReducer,
    calculator: calculatorReducer,
    registration: registrationReducer,
    login: loginReducer,
    otp: otpReducer,
    planSelection: planSelectionReducer,
    payment: paymentReducer,
    contact: contactReducer,
    qr: qrReducer,
    [baseApi.reducerPath]: baseApi.reducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

/** What a store may start from: the session without redux-persist's bookkeeping. */
export type AppPreloadedState = Partial<Omit<RootState, 'session'>> & { session?: SessionState };

function buildStore(preloadedState: AppPreloadedState | undefined, extra: ListenerExtra) {
  const listener = createAppListenerMiddleware(extra);
  return configureStore({
    reducer: createRootReducer(() => extra.storage),
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
  const store = buildStore(preloadedState, fullExtra);
  const persistor = persistStore(store);
  Object.assign(late, { store, persistor });
  persistors.set(store, persistor);
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
