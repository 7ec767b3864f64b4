import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppRouter } from './router';
import { getPersistor, type AppStore } from './store';

export interface AppProps {
  store: AppStore;
  router: AppRouter;
}

/** The app: the store, the session restored from local storage, then the router and its pages. */
export function App({ store, router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <PersistGate loading={null} persistor={getPersistor(store)}>
          <RouterProvider router={router} />
        </PersistGate>
      </Provider>
    </StrictMode>
  );
}
