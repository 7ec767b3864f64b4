import type { AppStartListening } from '../../app/listeners';
import { paths } from '../../app/paths';
import { baseApi } from '../../api/baseApi';
import { LEGACY_KEYS } from '../../persist/legacyStorage';
import { sessionApi } from './sessionApi';
import { backToLoginClicked, loggedOut, logoutClicked } from './sessionSlice';

export function addSessionListeners(startListening: AppStartListening): void {
  /**
   * Logout (specification section 2): tell the server (best effort), clear the session, write
   * that through, clear all local storage, then go to '/' and reload the page there.
   */
  startListening({
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
        api.extra.storage.clear();
        api.extra.navigate(paths.home);
        api.extra.reload();
      } finally {
        api.subscribe();
      }
    },
  });

  /**
   * 'Back to Login' on the session-expired screen: clear the stored auth token (under both of its
   * keys) and the stored user record, then go to /login.
   */
  startListening({
    actionCreator: backToLoginClicked,
    effect: async (_action, api) => {
      const { storage } = api.extra;
      storage.removeItem(LEGACY_KEYS.authToken);
      storage.removeItem(LEGACY_KEYS.token);
      storage.removeItem(LEGACY_KEYS.user);
      api.extra.navigate(paths.login);
      await api.extra.persistence.flush();
    },
  });
}
