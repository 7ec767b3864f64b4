/**
 * The floor of the bundle-size budget: the smallest app that uses the same packages as ours the
 * way ours does (React 19, a store with RTK Query, react-redux, a browser router, redux-persist),
 * and starts as ours does: it hydrates the page the server sent already rendered, else renders
 * it. The bench builds it with our webpack settings; our `/` may load at most 1.15 x its JS.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { persistReducer, persistStore, type Storage } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    plans: build.query<{ id: number; name: string }[], void>({ query: () => 'plans' }),
  }),
});

const session = createSlice({
  name: 'session',
  initialState: { token: null as string | null },
  reducers: { loggedOut: () => ({ token: null }) },
});

const storage: Storage = {
  getItem: async (key: string) => localStorage.getItem(key),
  setItem: async (key: string, value: string) => localStorage.setItem(key, value),
  removeItem: async (key: string) => localStorage.removeItem(key),
};

const store = configureStore({
  reducer: combineReducers({
    session: persistReducer({ key: 'session', storage }, session.reducer),
    [api.reducerPath]: api.reducer,
  }),
  middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
});
const persistor = persistStore(store);

function Home() {
  const { data } = api.usePlansQuery();
  return <p>{data?.length ?? 0} plans</p>;
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);

const app = (
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>
);
const root = document.getElementById('root') as HTMLElement;
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
