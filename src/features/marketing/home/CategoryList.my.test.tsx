import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { chosen } from '../../../i18n/languageSlice';
import { languagePreload } from '../../../test/languagePreload';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { CategoryList } from './CategoryList';

describe('the Category List in Burmese', () => {
  it('names every category in Burmese, and in English after a switch without asking again', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url === apiUrl(apiPaths.marketplaceCategories)) calls += 1;
    });
    const { store } = await renderWithProviders(<CategoryList />, {
      preloadedState: languagePreload('my'),
    });
    const teaShop = await screen.findByRole('link', { name: /^လက်ဖက်ရည်ဆိုင်/ });
    expect(teaShop).toHaveAttribute('href', expect.stringMatching(/^\/customer\?category=\d+$/));
    const list = teaShop.closest('ul') as HTMLElement;
    // Every category in Burmese: no English name is left in the list.
    for (const link of within(list).getAllByRole('link')) {
      expect(link.textContent).toMatch(/^[\u1000-\u109F]/);
    }
    expect(calls).toBe(1);

    store.dispatch(chosen('en'));
    expect(await screen.findByRole('link', { name: /^Tea Shop/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^လက်ဖက်ရည်ဆိုင်/ })).not.toBeInTheDocument();
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  it('reads a category without a Burmese name in English', async () => {
    server.use(
      http.get(apiUrl(apiPaths.marketplaceCategories), () =>
        HttpResponse.json([{ id: 1, name: 'Night Market', name_my: null, shop_count: 0 }]),
      ),
    );
    await renderWithProviders(<CategoryList />, { preloadedState: languagePreload('my') });
    expect(await screen.findByRole('link', { name: /^Night Market/ })).toBeInTheDocument();
  });
});
