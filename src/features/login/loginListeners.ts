import type { AppStartListening } from '../../app/listeners';
import { paths } from '../../app/paths';
import { loginSucceeded } from './loginSlice';

export function addLoginListeners(startListening: AppStartListening): void {
  /** Logged in: on to the landing page (specification section 2). */
  startListening({
    actionCreator: loginSucceeded,
    effect: (_action, api) => {
      if (api.getState().login.status === 'succeeded') api.extra.navigate(paths.home);
    },
  });
}
