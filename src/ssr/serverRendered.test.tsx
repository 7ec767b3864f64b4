/**
 * Store pages and the marketplace rendered per request (issue 21): the server's HTML holds the
 * page's content (not its spinner), the document carries the answers it was rendered from, and
 * the browser hydrates over them without a mismatch and without asking for them again. The API
 * is the component tests' fake network (msw), which the render reaches through the default
 * transport as the server's process reaches its own routes.
 */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { teaOffer } from '../features/marketplace/rewardsTestKit';
import type { Language } from '../i18n/language';
import { goldenTea, seededDistrict, seededTownship, shweYee } from '../test/marketplaceFixtures';
import { apiUrl, server } from '../test/server';
import { hydrateSent } from './hydrateTestKit';
import { renderRoute } from './renderRoute';

jest.setTimeout(20_000);

/** The paths of the API calls made from now on (`stop` ends the recording). */
function recordCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    calls.push(`${decodeURIComponent(url.pathname)}${url.search}`);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

const textOf = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

const shopUrl = `/shops/${encodeURIComponent(shweYee.slug)}`;

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('a store page rendered per request', () => {
  beforeEach(() =>
    server.use(
      http.get(apiUrl(apiPaths.shopPromotions), ({ params }) =>
        params.slug === shweYee.slug
          ? HttpResponse.json(teaOffer)
          : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    ),
  );

  it.each(['en', 'my'] as const)(
    'holds the catalogue, hours and rewards, and hydrates without fetching them again (%s)',
    async (language: Language) => {
      const rendering = recordCalls();
      const { html, status, data } = await renderRoute(shopUrl, language, { withData: true });
      rendering.stop();
      expect(status).toBe(200);
      expect(rendering.calls.sort()).toEqual([
        `/api/marketplace/shops/${shweYee.slug}`,
        `/api/marketplace/shops/${shweYee.slug}/promotions`,
        `/api/marketplace/shops/${shweYee.slug}/reviews`,
      ]);
      const sent = textOf(html);
      expect(sent.querySelector('h1')?.textContent).toBe(shweYee.name);
      // The catalogue with its prices, the week's hours, the shop's offer: no spinner.
      expect(sent.textContent).toContain('Mohinga');
      if (language === 'en') {
        expect(sent.textContent).toContain('2,500 MMK');
        expect(sent.textContent).toContain('06:00 – 20:00');
      } else {
        expect(sent.textContent).toContain('၂,၅၀၀ ကျပ်');
        expect(sent.textContent).toContain('၀၆:၀၀ မှ ၂၀:၀၀ အထိ');
      }
      expect(sent.textContent).toContain(teaOffer.stamp_card!.reward);
      expect(sent.querySelector('.spinner, [aria-busy="true"]')).toBeNull();
      // The answers go with the page, in the API cache's shape.
      expect(Object.keys(data!.queries).sort()).toEqual([
        `getShopPage("${shweYee.slug}")`,
        `getShopPromotions("${shweYee.slug}")`,
        `getShopReviews("${shweYee.slug}")`,
      ]);

      const browsing = recordCalls();
      const hydrated = await hydrateSent(html, shopUrl, language, { data });
      browsing.stop();
      hydrated.dispose();
      expect(hydrated.recoverable).toEqual([]);
      expect(hydrated.errors).toEqual([]);
      expect(browsing.calls).toEqual([]);
      expect(hydrated.container.querySelector('h1')?.textContent).toBe(shweYee.name);
    },
  );

  it('without its data, the same page would fetch both answers (the test can fail)', async () => {
    const { html, data } = await renderRoute(shopUrl, 'en', { withData: true });
    const browsing = recordCalls();
    const hydrated = await hydrateSent(html, shopUrl, 'en');
    browsing.stop();
    hydrated.dispose();
    expect(data).toBeDefined();
    expect(browsing.calls.sort()).toEqual([
      `/api/marketplace/shops/${shweYee.slug}`,
      `/api/marketplace/shops/${shweYee.slug}/promotions`,
      `/api/marketplace/shops/${shweYee.slug}/reviews`,
    ]);
  });

  it('a shop that is not listed is a 404 page that says so, and hydrates', async () => {
    const { html, status, data } = await renderRoute('/shops/no-such-shop', 'en', {
      withData: true,
    });
    expect(status).toBe(404);
    expect(textOf(html).querySelector('h1')?.textContent).toBe('Shop not found');
    const hydrated = await hydrateSent(html, '/shops/no-such-shop', 'en', { data });
    hydrated.dispose();
    expect(hydrated.recoverable).toEqual([]);
    expect(hydrated.errors).toEqual([]);
    expect(hydrated.container.querySelector('h1')?.textContent).toBe('Shop not found');
  });

  it('when the API fails, the page offers to try again (503) and the browser asks again', async () => {
    server.use(
      http.get(apiUrl(apiPaths.marketplaceShop), () =>
        HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }),
      ),
    );
    const { html, status, data } = await renderRoute(shopUrl, 'en', { withData: true });
    expect(status).toBe(503);
    expect(textOf(html).textContent).toContain('Try again');
    server.resetHandlers();
    const browsing = recordCalls();
    const hydrated = await hydrateSent(html, shopUrl, 'en', { data });
    browsing.stop();
    hydrated.dispose();
    expect(hydrated.recoverable).toEqual([]);
    expect(browsing.calls).toContain(`/api/marketplace/shops/${shweYee.slug}`);
  });
});

describe('the marketplace rendered per request', () => {
  const yangonWest = seededDistrict('Yangon West');
  const bahan = seededTownship('Bahan');

  it.each(['en', 'my'] as const)(
    'holds the filtered shops and the filters, and hydrates without a search (%s)',
    async (language: Language) => {
      const url = `/customer?district=${yangonWest.id}&township=${bahan.id}`;
      const { html, status, data } = await renderRoute(url, language, { withData: true });
      expect(status).toBe(200);
      const sent = textOf(html);
      const names = [...sent.querySelectorAll('.shop-card h3, .shop-card h2')].map(
        (heading) => heading.textContent,
      );
      expect(names).toContain(shweYee.name);
      expect(names).not.toContain(goldenTea.name);
      // The filters as the URL says: the district chosen, its townships listed, Bahan chosen.
      const [category, district, township] = [...sent.querySelectorAll('main select')];
      expect(category?.querySelector('option[selected]')?.getAttribute('value')).toBe('');
      // Each list names its places in the page's language.
      const [districtName, townshipName] =
        language === 'my' ? ['ရန်ကုန် အနောက်ပိုင်း', 'ဗဟန်း'] : [yangonWest.name, bahan.name];
      expect(district?.querySelector('option[selected]')?.textContent).toBe(districtName);
      expect(township?.querySelector('option[selected]')?.textContent).toBe(townshipName);

      const browsing = recordCalls();
      const hydrated = await hydrateSent(html, url, language, { data });
      browsing.stop();
      hydrated.dispose();
      expect(hydrated.recoverable).toEqual([]);
      expect(hydrated.errors).toEqual([]);
      // Only the ad banner, which counts each visit, is asked for by the browser.
      expect(browsing.calls).toEqual(['/api/marketplace/banner']);
    },
  );

  it('a township outside the district is left out, as the page leaves it out', async () => {
    const mandalay = seededDistrict('Mandalay');
    const url = `/customer?district=${mandalay.id}&township=${bahan.id}`;
    const rendering = recordCalls();
    const { status } = await renderRoute(url, 'en', { withData: true });
    rendering.stop();
    expect(status).toBe(200);
    expect(rendering.calls).toContain(`/api/marketplace/shops?district=${mandalay.id}`);
  });
});
