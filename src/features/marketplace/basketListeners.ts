import { isAnyOf } from '@reduxjs/toolkit';
import { startAppListening } from '../../app/store';
import { readBaskets, writeBaskets } from '../../persist/basketStorage';
import { basketSlice, basketsRestored, selectBaskets } from './basketSlice';
import { shopPageOpened } from './shopClockSlice';

const tabStorage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** Opening a store page brings back the baskets this tab kept (after a reload). */
startAppListening({
  actionCreator: shopPageOpened,
  effect: (_action, api) => {
    const storage = tabStorage();
    const kept = storage ? readBaskets(storage) : null;
    if (kept) api.dispatch(basketsRestored(kept));
  },
});

/** Every change of a basket is kept for this tab. */
startAppListening({
  matcher: isAnyOf(...Object.values(basketSlice.actions)),
  effect: (_action, api) => {
    const storage = tabStorage();
    if (storage) writeBaskets(storage, selectBaskets(api.getState()));
  },
});
