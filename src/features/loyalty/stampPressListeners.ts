import { STAMP_UNDO_SHOWN_SECONDS } from '@contract/loyaltyRules';
import { startAppListening } from '../../app/store';
import { stampAdded, undoWindowClosed } from './stampPressSlice';

/**
 * A stamp's Undo is offered for a few seconds: then it closes. A new stamp starts its own
 * window (the last one's timer is cancelled; its close would not apply to the new key anyway).
 * The server takes an Undo a while longer, for an answer slow to come.
 */
startAppListening({
  actionCreator: stampAdded,
  effect: async (action, listenerApi) => {
    listenerApi.cancelActiveListeners();
    await listenerApi.delay(STAMP_UNDO_SHOWN_SECONDS * 1000);
    listenerApi.dispatch(undoWindowClosed({ key: action.payload.key }));
  },
});
