/**
 * A shared post's page rendered per request (Social Media Content add-on): the post in the HTML
 * (not a spinner), its head in the page's language (description, canonical and alternate
 * addresses, its own share picture at its version, `og:locale`), the document's tags, hydration
 * without a mismatch or a second request; the server's 404 is the page's 'Post not found'.
 */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { SharedPostPage } from '@contract/socialPosts';
import type { Language } from '../i18n/language';
import { apiUrl, server } from '../test/server';
import { pageDocument } from './document';
import { hydrateSent } from './hydrateTestKit';
import { renderRoute } from './renderRoute';

jest.setTimeout(20_000);

const EVENT: SharedPostPage = {
  shop: { slug: 'shwe-yee', name: 'Shwe Yee Tea House', logo: null, cover: null },
  post: {
    id: 7,
    kind: 'event',
    title: 'Thadingyut lights night',
    body: '',
    event_date: '2026-12-05',
    event_time: '18:30',
    created_at: '2026-11-20T03:00:00.000Z',
    version: 'k3x9',
    photo: null,
  },
};

const URL_OF_POST = '/shops/shwe-yee/posts/7';
const ORIGIN = 'https://shops.example.com';

const TEMPLATE = {
  html: '<!doctype html><html lang="en"><head><meta name="description" content="Shell"><title>Merchant Marketplace</title></head><body><div id="root"></div></body></html>',
  preloads: {},
  burmeseFont: '/assets/my-400.woff2',
  css: {},
};

/** The API calls made from now on. */
function recordCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    calls.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

const sent = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

beforeEach(() =>
  server.use(
    http.get(apiUrl(apiPaths.sharedPost), ({ params }) =>
      params.slug === 'shwe-yee' && params.postId === '7'
        ? HttpResponse.json(EVENT)
        : HttpResponse.json({ message: 'Post not found' }, { status: 404 }),
    ),
  ),
);

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

const EXPECTED: Record<
  Language,
  { description: string; url: string; image: string; alt: string; locale: string; posted: string }
> = {
  en: {
    description: 'An event at Shwe Yee Tea House on 5 Dec 2026 at 18:30',
    url: `${ORIGIN}/shops/shwe-yee/posts/7`,
    image: `${ORIGIN}/shops/shwe-yee/posts/7/share.jpg?lang=en&v=k3x9`,
    alt: 'Thadingyut lights night, a post by Shwe Yee Tea House',
    locale: 'en_US',
    posted: 'Posted 20 Nov 2026',
  },
  my: {
    description: 'Shwe Yee Tea House ဆိုင်တွင် ၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက် ၁၈:၃၀ ၌ ကျင်းပမည့် ပွဲ',
    url: `${ORIGIN}/shops/shwe-yee/posts/7?lang=my`,
    image: `${ORIGIN}/shops/shwe-yee/posts/7/share.jpg?lang=my&v=k3x9`,
    alt: 'Shwe Yee Tea House ဆိုင်၏ ပို့စ်- Thadingyut lights night',
    locale: 'my_MM',
    posted: '၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၀ ရက် တွင် တင်ခဲ့သည်',
  },
};

describe('a shared post’s page rendered per request', () => {
  it.each(['en', 'my'] as const)(
    'holds the post and its tags in the page’s language, and hydrates without asking again (%s)',
    async (language) => {
      const expected = EXPECTED[language];
      const rendering = recordCalls();
      const { html, status, data, head } = await renderRoute(`${URL_OF_POST}?via=viber`, language, {
        withData: true,
        publicOrigin: ORIGIN,
      });
      rendering.stop();
      expect(status).toBe(200);
      expect(rendering.calls).toEqual(['/api/marketplace/shops/shwe-yee/posts/7']);
      const page = sent(html);
      expect(page.querySelector('h1')?.textContent).toBe('Thadingyut lights night');
      expect(page.textContent).toContain(expected.posted);
      expect(page.querySelector('.spinner')).toBeNull();

      expect(head?.social).toEqual({
        description: expected.description,
        url: expected.url,
        alternates: {
          en: `${ORIGIN}/shops/shwe-yee/posts/7`,
          my: `${ORIGIN}/shops/shwe-yee/posts/7?lang=my`,
        },
        image: expected.image,
        imageAlt: expected.alt,
        language,
        type: 'article',
      });

      const documentHtml = pageDocument(TEMPLATE, {
        route: '/shops/:slug/posts/:postId',
        language,
        html,
        data,
        social: head!.social,
      });
      const tags = new DOMParser().parseFromString(documentHtml, 'text/html');
      const meta = (key: string) =>
        tags.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
      // The document's title: the post's, then the brand's.
      expect(tags.title).toMatch(/^Thadingyut lights night \| ./);
      expect(meta('og:title')).toBe(tags.title);
      expect(meta('og:description')).toBe(expected.description);
      expect(meta('og:image')).toBe(expected.image);
      expect(meta('og:locale')).toBe(expected.locale);
      expect(meta('og:type')).toBe('article');
      expect(meta('description')).toBe(expected.description);
      expect(tags.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(tags.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(expected.url);
      // The canonical address names no network.
      expect(documentHtml).not.toContain('via=');

      const browsing = recordCalls();
      const hydrated = await hydrateSent(html, URL_OF_POST, language, { data });
      browsing.stop();
      hydrated.dispose();
      expect(hydrated.recoverable).toEqual([]);
      expect(hydrated.errors).toEqual([]);
      expect(browsing.calls).toEqual([]);
      expect(hydrated.container.querySelector('h1')?.textContent).toBe('Thadingyut lights night');
    },
  );

  it('without its data the page would ask for the post (the test can fail)', async () => {
    const { html } = await renderRoute(URL_OF_POST, 'en', { withData: true });
    const browsing = recordCalls();
    const hydrated = await hydrateSent(html, URL_OF_POST, 'en');
    browsing.stop();
    hydrated.dispose();
    expect(browsing.calls).toEqual(['/api/marketplace/shops/shwe-yee/posts/7']);
  });

  it.each([
    ['another shop’s post, or one not shared', '/shops/golden-cup/posts/7'],
    ['no post id', '/shops/shwe-yee/posts/seven'],
  ])('%s: a 404 page that says so, with no tags', async (_, url) => {
    const { html, status, head } = await renderRoute(url, 'en', {
      withData: true,
      publicOrigin: ORIGIN,
    });
    expect(status).toBe(404);
    expect(head).toBeUndefined();
    expect(sent(html).querySelector('h1')?.textContent).toBe('Post not found');
  });
});
