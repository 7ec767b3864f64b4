import { createAction, type Reducer } from '@reduxjs/toolkit';
import type { AppStartListening } from './listeners';

/**
 * Features arrive with their pages. A feature's slice file calls `registerSlice` and its listeners
 * file `registerListeners` when the module is evaluated, that is when the page's chunk is loaded
 * (or when a test imports it). Every store made by makeStore takes what is registered already and
 * whatever arrives later, so the entry chunk carries only the session, the alerts and the API.
 */

/** A slice's reducer under its key in the root state (what combineSlices injects). */
export interface LazySlice {
  reducerPath: string;
  reducer: Reducer;
}

/** A feature's listeners, added to each store's listener middleware. */
export type AddListeners = (startListening: AppStartListening) => void;

/** A store's side of the registry: its root reducer and its listener middleware. */
export interface FeatureHost {
  injectSlice: (slice: LazySlice) => void;
  addListeners: (add: AddListeners) => void;
}

/**
 * A feature's slice arrived in a running store. The injected reducer is used from the next action
 * on; this one makes its state show at once (in Redux DevTools too).
 */
export const sliceInjected = createAction<{ reducerPath: string }>('app/sliceInjected');

const slices = new Map<string, LazySlice>();
const listeners = new Set<AddListeners>();
// Stores live as long as their app or test does; the registry must not keep them alive.
const hosts = new Set<WeakRef<FeatureHost>>();

function liveHosts(): FeatureHost[] {
  const live: FeatureHost[] = [];
  for (const ref of hosts) {
    const host = ref.deref();
    if (host) live.push(host);
    else hosts.delete(ref);
  }
  return live;
}

/** Registers a feature's slice (once per key) and injects it into every store. */
export function registerSlice(slice: LazySlice): void {
  const known = slices.get(slice.reducerPath);
  if (known) {
    if (known.reducer !== slice.reducer) {
      throw new Error(`Two slices want the state key "${slice.reducerPath}"`);
    }
    return;
  }
  slices.set(slice.reducerPath, slice);
  for (const host of liveHosts()) host.injectSlice(slice);
}

/** Registers a feature's listeners (once) and adds them to every store. */
export function registerListeners(add: AddListeners): void {
  if (listeners.has(add)) return;
  listeners.add(add);
  for (const host of liveHosts()) host.addListeners(add);
}

/**
 * Gives a new store everything registered so far and what is registered later. The caller keeps
 * `host` alive for as long as the store lives (the registry holds it weakly).
 */
export function attachHost(host: FeatureHost): void {
  for (const slice of slices.values()) host.injectSlice(slice);
  for (const add of listeners) host.addListeners(add);
  hosts.add(new WeakRef(host));
}
