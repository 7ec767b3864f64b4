import { startAppListening } from '../../app/store';
import { routePaths } from '../../app/routes';
import { baseApi } from '../../api/baseApi';
import { merchantLoginPath } from './nextPath';
import { sessionApi } from './sessionApi';
import { backToLoginClicked, loggedOut, logoutClicked } from './sessionSlice';

/**
 * Logout: tell the server (best effort), clear the session, write that through, have the storage
 * engine remove every stored key of the session, then go to '/' and reload the page there.
 */
startAppListening({
  actionCreator: logoutClicked,
  effect: async (_action, api) => {
    api.unsubscribe(); // one logout at a time; subscribed again at the end
    try {
      if (api.getState().session.token) {
        const request = api.dispatch(sessionApi.endpoints.logout.initiate());
        try {
          await request.unwrap();
        } catch {
          // Best effort: an expired token or no network must not keep anyone logged in.
        } finally {
          request.reset();
        }
      }
      api.dispatch(loggedOut());
      api.dispatch(baseApi.util.resetApiState());
      await api.extra.persistence.flush();
      await api.extra.persistence.purge();
      api.extra.navigate(routePaths.home);
      api.extra.reload();
    } finally {
      api.subscribe();
    }
  },
});

/**
 * 'Back to Login' on the session-expired screen: the session has dropped its token and user
 * record; once that is written through (the storage engine removes their keys), go to /login,
 * which comes back to the page the screen was on.
 */
startAppListening({
  actionCreator: backToLoginClicked,
  effect: async (action, api) => {
    await api.extra.persistence.flush();
    api.extra.navigate(merchantLoginPath(action.payload));
  },
});
