import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { makeStore } from './store';
import { RouteErrorPage } from './ErrorPages';
import { languagePreload } from '../test/languagePreload';

/** A route whose page's code fails to load, as it does offline. */
async function openFailingRoute(language: 'en' | 'my' = 'en') {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = await makeStore(language === 'my' ? languagePreload('my') : undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('a page that cannot load', () => {
  it("says 'You are offline' when the browser is offline", async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openFailingRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    expect(screen.getByText('Pages load when you are back online.')).toBeVisible();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it("says 'Something went wrong' when it is online", async () => {
    await openFailingRoute();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
  });

  it('says it in Burmese', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openFailingRoute('my');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'အင်တာနက် ချိတ်ဆက်မှု မရှိပါ' }),
    ).toBeVisible();
  });
});
