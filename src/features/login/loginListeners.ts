import { startAppListening } from '../../app/store';
import { routePaths } from '../../app/routes';
import { loginSucceeded, selectLogin } from './loginSlice';

/** Logged in: on to the landing page. */
startAppListening({
  actionCreator: loginSucceeded,
  effect: (_action, api) => {
    if (selectLogin(api.getState()).status === 'succeeded') api.extra.navigate(routePaths.home);
  },
});
