/**
 * Renders with a real, fresh store (never shared between tests), the session restored from local
 * storage as in the app, a memory router, and the app's alert dialog. Returns the store, a
 * user-event instance and the router (its location is what navigation changed).
 */
import { render, type RenderResult } from '@testing-library/react';
import userEvent, {
  type Options as UserEventOptions,
  type UserEvent,
} from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AlertHost } from '../shared/alerts/AlertHost';

import { routes as appRoutes } from '../app/router';
import { makeStore, type AppPreloadedState, type AppStore, type StoreServices } from '../app/store';
import { track } from './stores';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderOptions {
  /** The URL to start at (default '/'). */
  route?: string;
  /** The route pattern `ui` is mounted at (default '*': any URL). */
  path?: string;
  preloadedState?: AppPreloadedState;
  /** Replaces listener side effects; navigate, reload and alert default to spies (see below). */
  extra?: StoreServices;
  userOptions?: UserEventOptions;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  user: UserEvent;
  router: MemoryRouter;
  /** The side effects given to listeners: `navigate` (also moves the router) and `reload` are jest.fn(). */
  extra: { navigate: jest.Mock; reload: jest.Mock };
}

async function renderRoutes(
  routes: RouteObject[],
  options: RenderOptions,
): Promise<RenderWithProvidersResult> {
  const { route = '/', preloadedState, extra = {}, userOptions } = options;
  const late: { router?: MemoryRouter } = {};
  const navigate = jest.fn(
    (to: string, navigateOptions?: { replace?: boolean; state?: unknown }) => {
      void late.router?.navigate(to, navigateOptions);
    },
  );
  const reload = jest.fn();
  const store = track(await makeStore(preloadedState, { navigate, reload, ...extra }));
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  late.router = router;
  const user = userEvent.setup({ delay: null, ...userOptions });
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...result, store, user, router, extra: { navigate, reload } };
}

/** Renders `ui` alone (with the alert dialog) at `route`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const element = (
    <>
      {ui}
      <AlertHost />
    </>
  );
  const path = options.path ?? '*';
  // Any other URL renders nothing, so a test can navigate away and look at router.state.location.
  const routes: RouteObject[] =
    path === '*'
      ? [{ path, element }]
      : [
          { path, element },
          { path: '*', element: <AlertHost /> },
        ];
  return renderRoutes(routes, options);
}

/** Renders the whole app (layout and every route) at `route`. Pages are lazy: use findBy. */
export function renderApp(options: RenderOptions = {}) {
  return renderRoutes(appRoutes, options);
}
