import { startAppListening } from '../../../app/store';
import { seenUpTo } from '../../../shared/designs/designRules';
import { adminDesignsApi } from './adminDesignsApi';
import { designOpened } from './adminDesignsSlice';

// A request opened: the merchants' steps on it are seen (those the server can mark without
// marking another request's news, designRules.ts).
startAppListening({
  actionCreator: designOpened,
  effect: async (action, api) => {
    api.cancelActiveListeners();
    const events = api.dispatch(adminDesignsApi.endpoints.adminDesignEvents.initiate());
    const answer = await events;
    events.unsubscribe();
    if (!answer.data) return;
    const upTo = seenUpTo(answer.data.events, action.payload);
    if (upTo === null) return;
    await api.dispatch(
      adminDesignsApi.endpoints.markMerchantStepsSeen.initiate({ upTo }, { track: false }),
    );
  },
});
