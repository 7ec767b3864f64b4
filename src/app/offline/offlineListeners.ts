import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { chunksArrived } from '../../i18n/catalogues';
import { languageOfState, languagesOnScreen, loadScreenChunks } from '../../i18n/languageListeners';
import { translatorOfState } from '../../i18n/stateTranslator';
import { startAppListening, type RootState } from '../store';
import { newVersionWaiting, reloadPressed, updatesWatched } from './appUpdateSlice';
import { COPY_HEADER, readSavedAt } from './offlineCopies';
import { copyShown } from './offlineCopySlice';
import { workerHost } from './workerHost';

/** How often a page left open asks whether a new version is out (browsers ask on navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The shopper's sign-out, and a token the server no longer takes (the customer's session slice
 * and its events, matched by type: this chunk does not carry the customer's code).
 */
const CUSTOMER_SESSION_ENDS = new Set([
  'customerSession/customerSignedOut',
  'customer/unauthorized',
]);

/** When the copy an API answer came from was saved (the worker's `COPY_HEADER`), else null. */
export function copySavedAtOf(action: UnknownAction): string | null {
  const meta = (action as { meta?: { baseQueryMeta?: { response?: unknown } } }).meta;
  const response = meta?.baseQueryMeta?.response;
  return response instanceof Response ? readSavedAt(response.headers.get(COPY_HEADER)) : null;
}

/** A write (an RTK Query mutation) that got no answer while the browser says it is offline. */
export function isWriteTriedOffline(action: UnknownAction, online: boolean): boolean {
  if (online || !isRejectedWithValue(action)) return false;
  const { arg } = action.meta as { arg?: { type?: unknown } };
  const status = (action.payload as { status?: unknown } | undefined)?.status;
  return arg?.type === 'mutation' && (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR');
}

const pagePath = () => window.location.pathname;

// Once the banner has mounted: the worker is registered after the page's load, a waiting version
// is announced, a page left open checks for one every hour, and a page the worker answered with
// a copy says from when.
startAppListening({
  actionCreator: updatesWatched,
  effect: async (_action, listenerApi) => {
    listenerApi.cancelActiveListeners();
    const host = workerHost();
    const registered = await host.register(() => listenerApi.dispatch(newVersionWaiting()));
    if (!registered) return;
    const savedAt = await host.copiesShown();
    if (savedAt) listenerApi.dispatch(copyShown({ path: pagePath(), savedAt }));
    for (;;) {
      await listenerApi.delay(UPDATE_CHECK_MS);
      await host.checkForUpdate().catch(() => undefined);
    }
  },
});

// 'Reload': the waiting version takes over, then the page reloads into it.
startAppListening({
  actionCreator: reloadPressed,
  effect: async (_action, listenerApi) => {
    await workerHost()
      .activateWaiting()
      .catch(() => false);
    listenerApi.extra.reload();
  },
});

// An answer the worker gave from a copy: the page says from when.
startAppListening({
  predicate: (action) => copySavedAtOf(action) !== null,
  effect: (action, listenerApi) => {
    const savedAt = copySavedAtOf(action);
    if (savedAt) listenerApi.dispatch(copyShown({ path: pagePath(), savedAt }));
  },
});

// A write tried offline was not sent: said once, whatever the screen says of its failure.
startAppListening({
  predicate: (action) => isWriteTriedOffline(action, navigator.onLine),
  effect: async (_action, listenerApi) => {
    const languages = () => languagesOnScreen(languageOfState(listenerApi.getState()));
    // The words travel with the customer's (precached by the worker); without them, the shell's.
    await loadScreenChunks(languageOfState(listenerApi.getState()), ['customer']).catch(
      () => undefined,
    );
    const t = translatorOfState(listenerApi.getState());
    const message = languages().every((language) => chunksArrived(language, ['customer']))
      ? t('offline.writeRefused')
      : t('app.offlineTitle');
    const queue = (listenerApi.getState() as RootState).alerts.queue;
    if (!queue.some((alert) => alert.message === message)) listenerApi.extra.alert(message);
  },
});

// The shopper's session ends: the kept answers (their cards, their standing) go with it.
startAppListening({
  predicate: (action) => CUSTOMER_SESSION_ENDS.has(action.type),
  effect: async () => {
    await workerHost()
      .forgetAnswers()
      .catch(() => undefined);
  },
});
