import { registerListeners } from '../../app/featureRegistry';
import type { AppStartListening } from '../../app/listeners';
import { paths } from '../../app/paths';
import { loginSucceeded, selectLogin } from './loginSlice';

export function addLoginListeners(startListening: AppStartListening): void {
  /** Logged in: on to the landing page (specification section 2). */
  startListening({
    actionCreator: loginSucceeded,
    effect: (_action, api) => {
      if (selectLogin(api.getState()).status === 'succeeded') api.extra.navigate(paths.home);
    },
  });
}

registerListeners(addLoginListeners);
