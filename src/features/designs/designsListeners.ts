import { startAppListening, type AppStartListening } from '../../app/store';
import { seenUpTo } from '../../shared/designs/designRules';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import { designsApi } from './designsApi';
import { designRequested, requestOpened } from './designsSlice';

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/**
 * A request opened: the designer's steps on it are seen (those the server can mark without
 * marking another request's news, designRules.ts).
 */
async function markSeen(requestId: number, api: ListenerApi) {
  api.cancelActiveListeners();
  const merchantId = selectMerchantId(api.getState());
  if (merchantId === null) return;
  const events = api.dispatch(designsApi.endpoints.getDesignEvents.initiate(merchantId));
  const answer = await events;
  events.unsubscribe();
  if (!answer.data) return;
  const upTo = seenUpTo(answer.data.events, requestId);
  if (upTo === null) return;
  await api.dispatch(
    designsApi.endpoints.markDesignEventsSeen.initiate({ merchantId, upTo }, { track: false }),
  );
}

startAppListening({
  actionCreator: requestOpened,
  effect: (action, api) => markSeen(action.payload, api),
});
startAppListening({
  actionCreator: designRequested,
  effect: (action, api) => markSeen(action.payload, api),
});
