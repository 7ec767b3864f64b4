import { takePageAnswer } from '../../api/pageAnswers';
import { nanoid } from '@reduxjs/toolkit';
import { startAppListening, type AppDispatch, type RootState } from '../../app/store';
import { formatInteger } from '../../i18n/format';
import { shownLanguage } from '../../i18n/languageSlice';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { enableChime, playChime } from './chime';
import { inboxApi, keepInboxLive } from './inboxApi';
import { liveEventArrived } from './inboxEvents';
import { isNewArrival, newCount } from './inboxFilters';
import {
  actionClicked,
  inboxPageLeft,
  inboxPageOpened,
  needsReason,
  reasonSubmitted,
  recordKey,
  selectInboxUi,
  soundTurnedOn,
  soundUnavailable,
  type ActionTarget,
} from './inboxSlice';

/** The count of new records in the inbox on screen (0 while it is closed or loading). */
export function selectInboxNewCount(state: RootState): number {
  const ui = selectInboxUi(state);
  const merchantId = selectMerchantId(state);
  if (ui.status !== 'open' || merchantId === null) return 0;
  // The API's root state type names its own tags; the app's state holds the same cache.
  const entry = inboxApi.endpoints.getInbox.select({ merchantId, date: ui.date })(state as never);
  return newCount(entry.data);
}

const BADGE = /^\([^)]*\) /;

/** '(2) Orders | …': the page's title with the count in front, or without it at 0. */
export function titleWithBadge(title: string, count: number, language: 'en' | 'my'): string {
  const bare = title.replace(BADGE, '');
  return count > 0 ? `(${formatInteger(count, language)}) ${bare}` : bare;
}

/** The merchant's call for `target` (a fresh Idempotency-Key: a double tap repeats nothing). */
function start(
  target: ActionTarget,
  reason: string | undefined,
  api: { getState: () => RootState; dispatch: AppDispatch },
) {
  const merchantId = selectMerchantId(api.getState());
  if (merchantId === null) return;
  const args = { merchantId, id: target.id, reason, idempotencyKey: nanoid() };
  if (target.kind === 'order')
    void api.dispatch(inboxApi.endpoints.orderAction.initiate({ ...args, action: target.action }));
  else
    void api.dispatch(
      inboxApi.endpoints.reservationAction.initiate({ ...args, action: target.action }),
    );
}

/** A button that needs no reason: its call starts at once (a second press while it runs does not). */
startAppListening({
  actionCreator: actionClicked,
  effect: (action, api) => {
    const target = action.payload;
    const before = selectInboxUi(api.getOriginalState());
    if (before.status !== 'open' || needsReason(target) || before.dialog.status === 'open') return;
    if (before.records[recordKey(target)]?.status === 'running') return;
    start(target, undefined, api);
  },
});

/** The reason dialog confirmed with a reason: the rejection (or decline) goes with it. */
startAppListening({
  actionCreator: reasonSubmitted,
  effect: (action, api) => {
    const before = selectInboxUi(api.getOriginalState());
    const reason = action.payload.trim();
    if (before.status !== 'open' || before.dialog.status !== 'open' || reason === '') return;
    start(before.dialog.target, reason, api);
  },
});

/** 'Turn on sound': the audio context is made inside the press's gesture. */
startAppListening({
  actionCreator: soundTurnedOn,
  effect: async (_action, api) => {
    if (!(await enableChime())) api.dispatch(soundUnavailable());
  },
});

/** A new order or reservation arrived live: the chime, when sound is on. */
startAppListening({
  actionCreator: liveEventArrived,
  effect: (action, api) => {
    const ui = selectInboxUi(api.getState());
    if (
      ui.status === 'open' &&
      ui.sound === 'on' &&
      action.payload.added &&
      isNewArrival(action.payload.event)
    )
      playChime();
  },
});

/**
 * The document title carries the count of new records while the inbox is open: set after the
 * page has rendered its own title (the next task), again whenever the count or language changes.
 */
startAppListening({
  predicate: (action, current, previous) =>
    inboxPageOpened.match(action) ||
    (selectInboxUi(current).status === 'open' &&
      (selectInboxNewCount(current) !== selectInboxNewCount(previous) ||
        current.language !== previous.language)),
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    await api.delay(0);
    const state = api.getState();
    if (selectInboxUi(state).status !== 'open') return;
    const language = shownLanguage(state.language) === 'my' ? 'my' : 'en';
    document.title = titleWithBadge(document.title, selectInboxNewCount(state), language);
  },
});

/** Leaving the inbox takes the count off the title. */
startAppListening({
  actionCreator: inboxPageLeft,
  effect: () => {
    document.title = document.title.replace(BADGE, '');
  },
});

/**
 * Opening the inbox asks for everything it shows at once: the plan (whether orders are
 * included), the branches, the day's records and the blocked shoppers. The page itself would ask
 * for the last three only once the plan had answered; a merchant whose plan lacks orders is
 * refused the records (403) and sees the upgrade instead. The plan and the records are asked
 * afresh on each visit (unless answered within the last second: React's strict mode opens a page
 * twice): an order placed a moment ago must be listed.
 */
startAppListening({
  actionCreator: inboxPageOpened,
  effect: async ({ payload: { today } }, api) => {
    const state = api.getState();
    const merchantId = selectMerchantId(state);
    if (!selectToken(state) || merchantId === null) return;
    // What the page was sent with is as fresh as can be (pageAnswers.ts): not asked again.
    const fresh = (endpoint: string, args: unknown) =>
      takePageAnswer(endpoint, args) ? {} : { ifOlderThan: 1 };
    api.dispatch(
      inboxApi.util.prefetch('getInboxStore', merchantId, fresh('getInboxStore', merchantId)),
    );
    api.dispatch(inboxApi.util.prefetch('getInboxBranches', merchantId, {}));
    const day = { merchantId, date: today };
    const sent = takePageAnswer('getInbox', day);
    api.dispatch(inboxApi.util.prefetch('getInbox', day, sent ? {} : { ifOlderThan: 1 }));
    api.dispatch(inboxApi.util.prefetch('getBlockedCustomers', merchantId, {}));
    if (sent !== 'arrived') return;
    // The page arrived with the day's records: no fetch added their entry, so their stream
    // starts here, and ends as the entry goes (or the store does), as a fetched entry's does.
    const entry = inboxApi.endpoints.getInbox.select(day);
    const removed = api
      .condition((_action, current) => entry(current as never).status === 'uninitialized')
      .catch(() => false);
    await keepInboxLive(day, {
      cacheDataLoaded: Promise.resolve(),
      cacheEntryRemoved: removed,
      updateCachedData: (recipe) =>
        api.dispatch(inboxApi.util.updateQueryData('getInbox', day, recipe)),
      getState: api.getState,
      dispatch: api.dispatch,
    });
  },
});
