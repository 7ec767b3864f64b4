/**
 * What a rendered page says about itself in its `<head>` (pageHead.ts, socialTags.ts, jsonLd.ts,
 * written by `pageDocument`): Open Graph and Twitter card tags, the description, canonical and
 * alternate-language addresses in the page's language, the share picture, and on a store page
 * schema.org's `LocalBusiness` and `Menu`, checked against the properties search engines require
 * and expect of them (listed here by hand).
 */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { teaOffer } from '../features/marketplace/rewardsTestKit';
import { shweYee } from '../test/marketplaceFixtures';
import { apiUrl, server } from '../test/server';
import { pageDocument } from './document';
import { renderRoute } from './renderRoute';

jest.setTimeout(20_000);

const ORIGIN = 'https://shops.example.com';
const SLUG = encodeURIComponent(shweYee.slug);
const TEMPLATE = {
  html: '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="The shell\'s words."><title>Merchant Marketplace</title></head><body><div id="root"></div></body></html>',
  preloads: {},
};

/** The page's document, rendered as the server renders it, read back as a DOM. */
async function rendered(url: string, language: 'en' | 'my', route: string) {
  const { html, data, head } = await renderRoute(url, language, {
    withData: true,
    publicOrigin: ORIGIN,
  });
  const text = pageDocument(TEMPLATE, {
    route,
    language,
    html,
    data,
    ...(head ? { social: head.social, jsonLd: head.jsonLd } : {}),
  });
  return { text, dom: new DOMParser().parseFromString(text, 'text/html') };
}

const property = (dom: Document, name: string) =>
  [...dom.querySelectorAll(`meta[property="${name}"]`)].map((tag) => tag.getAttribute('content'));
const named = (dom: Document, name: string) =>
  [...dom.querySelectorAll(`meta[name="${name}"]`)].map((tag) => tag.getAttribute('content'));
const links = (dom: Document, rel: string) =>
  [...dom.querySelectorAll(`link[rel="${rel}"]`)].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
const jsonLd = (dom: Document) =>
  [...dom.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

/** Properties schema.org's consumers require (Google's structured data: name and address). */
const LOCAL_BUSINESS_REQUIRED = ['@context', '@type', 'name', 'address'];
/** Properties we write where the shop has them (recommended for a local business). */
const LOCAL_BUSINESS_EXPECTED = ['url', 'telephone', 'openingHoursSpecification', 'image'];
const POSTAL_ADDRESS_REQUIRED = ['@type', 'streetAddress', 'addressLocality', 'addressCountry'];
const MENU_REQUIRED = ['@context', '@type', 'hasMenuSection'];
const MENU_SECTION_REQUIRED = ['@type', 'name', 'hasMenuItem'];
const MENU_ITEM_REQUIRED = ['@type', 'name', 'offers'];
const OFFER_REQUIRED = ['@type', 'price', 'priceCurrency'];

describe("a store page's head", () => {
  beforeEach(() =>
    server.use(http.get(apiUrl(apiPaths.shopPromotions), () => HttpResponse.json(teaOffer))),
  );

  it('in English: tags in English, its plain address canonical, Burmese its alternate', async () => {
    const { dom } = await rendered(`/shops/${SLUG}`, 'en', '/shops/:slug');
    const canonical = `${ORIGIN}/shops/${SLUG}`;
    expect(property(dom, 'og:title')).toEqual([`${shweYee.name} | Merchant Marketplace`]);
    // The shop's own description, its lines run together; the shell's English one is gone.
    const description = 'Mohinga and milk tea since 1998. Family tables upstairs.';
    expect(named(dom, 'description')).toEqual([description]);
    expect(property(dom, 'og:description')).toEqual([description]);
    expect(links(dom, 'canonical')).toEqual([[null, canonical]]);
    expect(property(dom, 'og:url')).toEqual([canonical]);
    expect(links(dom, 'alternate')).toEqual([
      ['en', canonical],
      ['my', `${canonical}?lang=my`],
      ['x-default', canonical],
    ]);
    expect(property(dom, 'og:locale')).toEqual(['en_US']);
    expect(property(dom, 'og:locale:alternate')).toEqual(['my_MM']);
    expect(property(dom, 'og:type')).toEqual(['business.business']);
    const [image] = property(dom, 'og:image');
    expect(image!.startsWith(`${ORIGIN}/shops/${SLUG}/share.jpg?lang=en&v=`)).toBe(true);
    expect(image).toMatch(/&v=[0-9a-z]+$/);
    expect(property(dom, 'og:image:width')).toEqual(['1200']);
    expect(property(dom, 'og:image:height')).toEqual(['630']);
    expect(named(dom, 'twitter:card')).toEqual(['summary_large_image']);
    expect(named(dom, 'twitter:image')).toEqual([image]);
  });

  it('in Burmese: its `?lang=my` address canonical, my_MM, the Burmese picture', async () => {
    const { dom } = await rendered(`/shops/${SLUG}?lang=my`, 'my', '/shops/:slug');
    const canonical = `${ORIGIN}/shops/${SLUG}?lang=my`;
    expect(links(dom, 'canonical')).toEqual([[null, canonical]]);
    expect(property(dom, 'og:url')).toEqual([canonical]);
    expect(property(dom, 'og:locale')).toEqual(['my_MM']);
    expect(property(dom, 'og:locale:alternate')).toEqual(['en_US']);
    expect(property(dom, 'og:image')[0]).toContain('/share.jpg?lang=my&v=');
    expect(dom.documentElement.lang).toBe('my');
  });

  it("carries the shop's LocalBusiness and Menu with the properties they need", async () => {
    const { dom, text } = await rendered(`/shops/${SLUG}`, 'en', '/shops/:slug');
    // Written so that no text of the shop's can end its script element.
    expect(text).not.toMatch(/<script type="application\/ld\+json">[^<]*<\/(?!script)/);
    const [business, menu, ...rest] = jsonLd(dom);
    expect(rest).toEqual([]);
    for (const key of [...LOCAL_BUSINESS_REQUIRED, ...LOCAL_BUSINESS_EXPECTED]) {
      expect(business).toHaveProperty([key]);
    }
    expect(business!['@context']).toBe('https://schema.org');
    expect(business!['@type']).toBe('LocalBusiness');
    expect(business!.name).toBe('ရွှေရည် လက်ဖက်ရည်ဆိုင်');
    expect(business!.url).toBe(`${ORIGIN}/shops/${SLUG}`);
    expect(business!.telephone).toBe('09420012345');
    expect(business!.image).toBe(`${ORIGIN}/api/photos/ph_shweyee_cover/1280`);
    expect(business).not.toHaveProperty('geo');
    const address = business!.address as Record<string, unknown>;
    for (const key of POSTAL_ADDRESS_REQUIRED) expect(address).toHaveProperty([key]);
    expect(address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'No. 12, Dhammazedi Road',
      addressLocality: 'Bahan',
      addressRegion: 'Yangon West',
      addressCountry: 'MM',
    });
    const hours = business!.openingHoursSpecification as Array<Record<string, string>>;
    expect(hours).toHaveLength(6);
    expect(hours[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '06:00',
      closes: '20:00',
    });
    expect(hours[5]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '07:00',
      closes: '18:00',
    });
    // The branch, as a department with its own address, phone and hours.
    const [branch] = business!.department as Array<Record<string, unknown>>;
    expect(branch).toMatchObject({
      '@type': 'LocalBusiness',
      telephone: '09420012346',
      address: { addressLocality: 'Sanchaung', streetAddress: 'No. 5, Bagaya Road' },
    });

    for (const key of MENU_REQUIRED) expect(menu).toHaveProperty([key]);
    expect(menu!['@type']).toBe('Menu');
    const sections = menu!.hasMenuSection as Array<Record<string, unknown>>;
    expect(sections.map((section) => section.name)).toEqual(['Tea & Coffee', 'Noodles']);
    for (const section of sections) {
      for (const key of MENU_SECTION_REQUIRED) expect(section).toHaveProperty([key]);
      for (const item of section.hasMenuItem as Array<Record<string, unknown>>) {
        for (const key of MENU_ITEM_REQUIRED) expect(item).toHaveProperty([key]);
        for (const key of OFFER_REQUIRED) expect(item.offers).toHaveProperty([key]);
      }
    }
    expect(sections[1]!.hasMenuItem).toEqual([
      {
        '@type': 'MenuItem',
        name: 'Mohinga',
        description: 'Rice noodles in fish soup.',
        offers: {
          '@type': 'Offer',
          price: 2500,
          priceCurrency: 'MMK',
          availability: 'https://schema.org/InStock',
        },
      },
      {
        '@type': 'MenuItem',
        name: 'Shan Noodles',
        offers: {
          '@type': 'Offer',
          price: 3000,
          priceCurrency: 'MMK',
          availability: 'https://schema.org/OutOfStock',
        },
      },
    ]);
  });
});

describe("a rated store page's head", () => {
  it("carries the shop's AggregateRating once it has a review, and none before", async () => {
    const unrated = await rendered(`/shops/${SLUG}`, 'en', '/shops/:slug');
    expect(jsonLd(unrated.dom)[0]).not.toHaveProperty('aggregateRating');

    server.use(
      http.get(apiUrl(apiPaths.marketplaceShop), () =>
        HttpResponse.json({ ...shweYee, rating: { average: 4.3, count: 27 } }),
      ),
    );
    const { dom } = await rendered(`/shops/${SLUG}`, 'en', '/shops/:slug');
    expect(jsonLd(dom)[0]!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 27,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

describe("the marketplace's and the landing page's head", () => {
  it('the marketplace: its lead as description, its address without the filters', async () => {
    const { dom } = await rendered('/customer?category=3&lang=my', 'my', '/customer');
    expect(named(dom, 'description')).toEqual([
      'သင့်အနီးရှိ ဆိုင်များ၊ ကော်ဖီဆိုင်များ၊ စားသောက်ဆိုင်များနှင့် ဝန်ဆောင်မှုများကို ရှာဖွေပါ။',
    ]);
    expect(links(dom, 'canonical')).toEqual([[null, `${ORIGIN}/customer?lang=my`]]);
    expect(links(dom, 'alternate')).toEqual([
      ['en', `${ORIGIN}/customer`],
      ['my', `${ORIGIN}/customer?lang=my`],
      ['x-default', `${ORIGIN}/customer`],
    ]);
    expect(property(dom, 'og:locale')).toEqual(['my_MM']);
    expect(jsonLd(dom)).toEqual([]);
  });

  it.each([
    ['en', `${ORIGIN}/`, 'en_US', 'v=1mwnjux'],
    ['my', `${ORIGIN}/?lang=my`, 'my_MM', 'v=1nizxcq'],
  ] as const)(
    'the landing page in %s: the site picture of its words',
    async (language, canonical, locale, version) => {
      const { html, head } = await renderRoute('/', language, { publicOrigin: ORIGIN });
      const dom = new DOMParser().parseFromString(
        pageDocument(TEMPLATE, {
          route: '/',
          language,
          html,
          ...(head ? { social: head.social } : {}),
        }),
        'text/html',
      );
      expect(links(dom, 'canonical')).toEqual([[null, canonical]]);
      expect(property(dom, 'og:locale')).toEqual([locale]);
      expect(property(dom, 'og:title')).toEqual(['Merchant Marketplace']);
      // The server names the same version for the same words (server/test/shareLinks.test.ts).
      expect(property(dom, 'og:image')).toEqual([
        `${ORIGIN}/share.jpg?lang=${language}&${version}`,
      ]);
      expect(named(dom, 'description')[0]).toMatch(
        language === 'en' ? /^Register your shop/ : /^သင့်ဆိုင်အတွက် အကောင့်ဖွင့်ပါ/,
      );
    },
  );

  it('a signed-in render or one without a public origin says nothing of itself', async () => {
    const { head } = await renderRoute('/', 'en');
    expect(head).toBeUndefined();
  });
});
