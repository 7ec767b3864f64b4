import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  router: AppRouter;
}

/** The app: the store (its session already restored by makeStore), the router and its pages. */
export function App({ store, router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
