/**
 * The document of a rendered page (src/ssr/document.ts): the page in `#root` marked with its
 * language, `<html lang>`, the title from its heading, its style sheets, the Burmese font a
 * page paints with at once, and its data as JSON that cannot end its script element.
 */
import { burmeseFontIn, pageDocument, scriptSafeJson } from './document';

const TEMPLATE = {
  html: '<!doctype html><html lang="en"><head><title>Merchant Marketplace</title><link href=/assets/main.0.css rel=stylesheet></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>',
  preloads: { '/shops/:slug': ['/assets/app.1.css', '/assets/shop.2.js', '/assets/shop.3.css'] },
  burmeseFont: '/assets/my-400.woff2',
  css: {
    '/assets/main.0.css': 'body{margin:0}\n/*# sourceMappingURL=main.0.css.map*/',
    '/assets/shop.3.css': '.shop{color:red}',
  },
};

const page = (html: string, language: 'en' | 'my' = 'en') =>
  pageDocument(TEMPLATE, { route: '/shops/:slug', language, html });

const shell = (heading: string) =>
  `<span class="brand__name">Merchant Marketplace</span><h1 class="page__title">${heading}</h1>`;

describe('pageDocument', () => {
  it('puts the page in #root with its language, title and style sheets', () => {
    const document = page(shell('Golden Cup &amp; Tea'), 'my');
    expect(document).toContain('<html lang="my">');
    expect(document).toContain('<div id="root" data-prerendered="my"><span');
    expect(document).toContain('<title>Golden Cup &amp; Tea | Merchant Marketplace</title>');
    // In the page where the build's text is known (without its source map's address), else linked.
    expect(document).toContain('<style data-href="/assets/main.0.css">body{margin:0}\n</style>');
    expect(document).toContain(
      '<link href="/assets/app.1.css" rel="stylesheet"><style data-href="/assets/shop.3.css">.shop{color:red}</style></head>',
    );
    expect(document).not.toContain('rel=stylesheet');
    expect(document).not.toContain('shop.2.js');
    expect(document).not.toContain('<noscript>');
  });

  it('preloads the Burmese font for a Burmese page or a Burmese heading, not for English', () => {
    const preloads = (document: string) =>
      [...document.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    expect(preloads(page(shell('Find a Shop'), 'my'))).toEqual(['/assets/my-400.woff2']);
    expect(preloads(page(shell('ရွှေတောင် လက်ဖက်ရည်ဆိုင်')))).toEqual(['/assets/my-400.woff2']);
    expect(preloads(page(shell('Golden Cup Tea')))).toEqual([]);
  });

  it('fetches the font before the first picture, the picture before the rest of the head', () => {
    const document = page(
      `${shell('ရွှေတောင်')}<img src="/p/1280" srcset="/p/1280 1280w" sizes="100vw" fetchpriority="high">`,
    );
    const head = /<head>(.*?)<title>/.exec(document)?.[1] ?? '';
    expect([...head.matchAll(/<link rel="preload"[^>]* as="(\w+)"/g)].map((m) => m[1])).toEqual([
      'font',
      'image',
    ]);
  });

  it('carries the data in a script element it cannot end', () => {
    const data = {
      queries: { 'getShopPage("x")': { name: '</script><script>alert(1)</script>' } },
      mutations: {},
      provided: { tags: {}, keys: {} },
    };
    const document = pageDocument(TEMPLATE, {
      route: '/shops/:slug',
      language: 'en',
      html: shell('x'),
      data,
    });
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(document);
    expect(json).not.toBeNull();
    expect(JSON.parse(json![1]!)).toEqual(data);
    expect(document.match(/<\/script>/g)).toHaveLength(1);
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      pageDocument(
        { ...TEMPLATE, html: '<div id="app"></div>' },
        {
          route: '/',
          language: 'en',
          html: 'x',
        },
      ),
    ).toThrow('index.html has no empty #root');
  });

  it("fetches a video's poster first: the picture the page paints first", () => {
    const document = page(
      `${shell('Merchant Marketplace')}<video poster="/media/hero.webp" muted></video>`,
    );
    expect(document).toContain(
      '<link rel="preload" href="/media/hero.webp" as="image" fetchpriority="high">',
    );
    expect(page(shell('Find a Shop'))).not.toContain('as="image"');
  });

  it('fetches the image marked high first, in the width it will draw', () => {
    const document = page(
      `${shell('Golden Cup')}<img src="/p/1280" srcSet="/p/160 160w, /p/1280 1280w" sizes="100vw" loading="eager" fetchPriority="high"><img src="/p/logo">`.replace(
        /srcSet|fetchPriority/g,
        (name) => name.toLowerCase(),
      ),
    );
    expect(document).toContain(
      '<head><link rel="preload" as="image" imagesrcset="/p/160 160w, /p/1280 1280w" imagesizes="100vw" fetchpriority="high"><title>',
    );
  });
});

describe('scriptSafeJson', () => {
  it('writes <, U+2028 and U+2029 as escapes of the same string', () => {
    const text = scriptSafeJson({ a: '<!-- x \u2028 \u2029' });
    expect(text).toBe('{"a":"\\u003c!-- x \\u2028 \\u2029"}');
    expect(JSON.parse(text)).toEqual({ a: '<!-- x \u2028 \u2029' });
  });
});

describe('burmeseFontIn', () => {
  it('finds the Burmese face the built style sheet names, not the whole font', () => {
    const css =
      '@font-face{src:url(/assets/noto-sans-myanmar-myanmar-400-normal.0a1b2c3d.woff2) format("woff2")}' +
      '@font-face{src:url(/assets/noto-sans-myanmar-burmese-400-normal.99f4f036.woff2) format("woff2")}';
    expect(burmeseFontIn(css)).toBe('/assets/noto-sans-myanmar-burmese-400-normal.99f4f036.woff2');
    expect(burmeseFontIn('body{}')).toBeUndefined();
  });
});

describe("a page's own tags and structured data", () => {
  const withDescription = {
    ...TEMPLATE,
    html: TEMPLATE.html.replace(
      '<title>',
      '<meta name="description" content="The shell’s words."><title>',
    ),
  };

  it('replace the shell’s description, and no text of the shop’s ends its script', () => {
    const document = pageDocument(withDescription, {
      route: '/shops/:slug',
      language: 'en',
      html: shell('Tea'),
      social: {
        description: 'Tea and snacks.',
        url: 'https://shops.example.com/shops/tea',
        language: 'en',
      },
      jsonLd: [{ '@type': 'LocalBusiness', name: 'Tea </script><script>alert(1)</script>' }],
    });
    expect(document).not.toContain('The shell’s words.');
    expect(document.match(/<meta name="description"/g)).toHaveLength(1);
    expect(document).toContain('<meta name="description" content="Tea and snacks.">');
    expect(document).toContain('<link rel="canonical" href="https://shops.example.com/shops/tea">');
    expect(document).toContain(
      '<script type="application/ld+json">{"@type":"LocalBusiness","name":"Tea \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(document).not.toContain('<script>alert(1)');
  });

  it('without them, the shell’s description stays', () => {
    const document = pageDocument(withDescription, {
      route: '/shops/:slug',
      language: 'en',
      html: shell('Tea'),
    });
    expect(document).toContain('<meta name="description" content="The shell’s words.">');
    expect(document).not.toContain('application/ld+json');
    expect(document).not.toContain('og:');
  });
});
