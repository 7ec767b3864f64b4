/** The tags a page tells apps and search engines about itself with (socialTags.ts). */
import { shortDescription, socialTags } from './socialTags';

const parse = (markup: string) =>
  new DOMParser().parseFromString(`<head>${markup}</head>`, 'text/html').head;

describe('socialTags', () => {
  it("escapes the merchant's words in every attribute", () => {
    const markup = socialTags({
      title: 'Tea "&" <script>alert(1)</script>',
      description: "Aung's <b>best</b> tea & snacks",
      url: 'https://shops.example.com/shops/tea?a=1&b="2"',
      image: 'https://shops.example.com/shops/tea/share.jpg?lang=en&v=1',
      imageAlt: 'Tea "&" <shop>',
      language: 'en',
    });
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('<b>');
    expect(markup).toContain(
      'content="Tea &quot;&amp;&quot; &lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    const head = parse(markup);
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Tea "&" <script>alert(1)</script>',
    );
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shops.example.com/shops/tea?a=1&b="2"',
    );
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      "Aung's <b>best</b> tea & snacks",
    );
    // Nothing but meta and link elements.
    expect([...new Set([...head.children].map((child) => child.tagName))]).toEqual([
      'META',
      'LINK',
    ]);
  });

  it('without a picture or alternates: a summary card and no alternate links', () => {
    const head = parse(
      socialTags({
        title: 'Find a Shop',
        description: 'Shops near you.',
        url: 'https://shops.example.com/customer?lang=my',
        language: 'my',
      }),
    );
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe(
      'summary',
    );
    expect(head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('my_MM');
    expect(head.querySelector('link[rel="alternate"]')).toBeNull();
    expect(head.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
    expect(head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('runs lines together and cuts a long description at 300 characters', () => {
    expect(shortDescription('  Tea\n\nand   snacks ')).toBe('Tea and snacks');
    const burmese = 'မုန့်ဟင်းခါး '.repeat(40);
    const cut = shortDescription(burmese);
    expect(Array.from(cut).length).toBeLessThanOrEqual(300);
    expect(Array.from(cut).length).toBeGreaterThan(280);
    // Cut between words, never inside a syllable.
    expect(cut.endsWith('မုန့်ဟင်းခါး…')).toBe(true);
  });
});
