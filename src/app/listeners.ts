import {
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';
import { addSessionListeners } from '../features/session/sessionListeners';

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
 * A listener middleware for one store, with the session's listeners (every page needs them).
 * Other features register theirs with featureRegistry.registerListeners when their code loads; a
 * feature's listeners file exports `addXListeners(startListening)`. Its own type names no
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
  addSessionListeners(startAppListening);
  return listener;
}
