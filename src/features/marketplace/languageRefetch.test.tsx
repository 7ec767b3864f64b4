import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { ShopSearchResponse } from '@contract/store';
import { chosen } from '../../i18n/languageSlice';
import { languagePreload } from '../../test/languagePreload';
import { cardOf, goldenTea } from '../../test/marketplaceFixtures';
import { renderApp } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';

/** The server names a shop's category and place in the request's language. */
function answerInTheRequestsLanguage() {
  const languages: string[] = [];
  server.use(
    http.get(apiUrl(apiPaths.marketplaceShops), ({ request }) => {
      const burmese = request.headers.get('accept-language') === 'my';
      languages.push(burmese ? 'my' : 'en');
      const card = cardOf(goldenTea);
      return HttpResponse.json<ShopSearchResponse>({
        shops: [
          {
            ...card,
            category: { ...card.category, name: burmese ? 'လက်ဖက်ရည်ဆိုင်' : 'Tea Shop' },
            township: { ...card.township, name: burmese ? 'တာမွေ' : 'Tamwe' },
            district: { ...card.district, name: burmese ? 'ရန်ကုန် အရှေ့ပိုင်း' : 'Yangon East' },
          },
        ],
        page: 1,
        page_size: 12,
        total: 1,
      });
    }),
  );
  return languages;
}

describe('the marketplace after a language switch', () => {
  it('asks for the shops again, so their category and place read in the new language', async () => {
    const languages = answerInTheRequestsLanguage();
    const { store } = await renderApp({
      route: '/customer',
      preloadedState: languagePreload('en'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Find a Shop' });
    const card = (await screen.findByRole('link', { name: 'Golden Tea House' })).closest('li')!;
    expect(card).toHaveTextContent('Tea Shop');
    expect(languages).toEqual(['en']);

    store.dispatch(chosen('my'));
    expect(await screen.findByText('လက်ဖက်ရည်ဆိုင်', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Golden Tea House' }).closest('li')).toHaveTextContent(
      'တာမွေ',
    );
    expect(languages).toEqual(['en', 'my']);
  });
});
