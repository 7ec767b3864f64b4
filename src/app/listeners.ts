import {
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';
import { addSessionListeners } from '../features/session/sessionListeners';
import { addCalculatorListeners } from '../features/calculator/calculatorListeners';
import { addLoginListeners } from '../features/login/loginListeners';
import { addHomeListeners } from '../features/marketing/homeListeners';
import { addFeaturePageListeners } from '../features/marketing/additionalFeatures/featurePageListeners';
import { addOtpListeners } from '../features/otp/otpListeners';
import { addPaymentListeners } from '../features/payment/paymentListeners';
import { addPlanListeners } from '../features/plans/planListeners';
import { addRegistrationListeners } from '../features/registration/registrationListeners';
import { addQrListeners } from '../features/staticPayment/qrListeners';

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
  /** The browser's local storage. */
  storage: Storage;
  /** Controls of the session's persistence (redux-persist's persistor). */
  persistence: {
    flush: () => Promise<void>;
    purge: () => Promise<void>;
  };
}

export type AppStartListening = TypedStartListening<RootState, AppDispatch, ListenerExtra>;

/**
 * Every feature's listeners, registered on each new store's middleware. A feature exports an
 * `addXListeners(startListening)` function and is added here; it imports from app/ only the type
 * `AppStartListening`.
 */
const featureListeners: Array<(startListening: AppStartListening) => void> = [
  addSessionListeners,
  addCalculatorListeners,
  addRegistrationListeners,
  addLoginListeners,
  addOtpListeners,
  addHomeListeners,
  addPlanListeners,
  addPaymentListeners,
  addFeaturePageListeners,
  addQrListeners,
];

/**
 * A listener middleware for one store, with every feature's listeners. Its own type names no
 * RootState (the store's type is inferred from it); listeners see the typed AppStartListening.
 */
export function createAppListenerMiddleware(
  extra: ListenerExtra,
): ListenerMiddlewareInstance<
  unknown,
  ThunkDispatch<unknown, unknown, UnknownAction>,
  ListenerExtra
> {
  const listener = createListenerMiddleware({ extra });
  const startAppListening = listener.startListening.withTypes<
    RootState,
    AppDispatch,
    ListenerExtra
  >();
  for (const add of featureListeners) add(startAppListening);
  return listener;
}
