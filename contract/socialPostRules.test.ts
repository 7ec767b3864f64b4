import {
  newPostTerms,
  postAllowance,
  shareLinks,
  shareViaOf,
  sharedPostImagePath,
  sharedPostLink,
  sharedPostPath,
} from './socialPostRules';

describe('postAllowance', () => {
  it.each([
    // plan's posts, add-on units → posts in all, shared posts
    [10, 0, { limit: 10, shared: 0 }],
    [10, 1, { limit: 25, shared: 15 }],
    [30, 2, { limit: 60, shared: 30 }],
    [100, 1, { limit: 115, shared: 15 }],
    [null, 1, { limit: null, shared: 15 }],
    [null, 0, { limit: null, shared: 0 }],
    [0, 1, { limit: 15, shared: 15 }],
  ])('plan %p with %p units: %p', (plan, units, expected) => {
    expect(postAllowance(plan, units)).toEqual(expected);
  });
});

describe('newPostTerms', () => {
  const basicWithOne = { limit: 25, shared: 15 };
  it.each([
    // used this month, shared this month → the new post
    [0, 0, 'shared'],
    [14, 14, 'shared'],
    [15, 15, 'plain'],
    // Ten plain posts before the add-on was bought: the next ones are still shared.
    [10, 0, 'shared'],
    [24, 15, 'plain'],
    [25, 15, 'refused'],
    [26, 10, 'refused'],
  ] as const)('%p used, %p shared: %p', (used, shared, expected) => {
    expect(newPostTerms(basicWithOne, used, shared)).toBe(expected);
  });

  it('without the add-on every post is plain, up to the plan’s posts', () => {
    expect(newPostTerms({ limit: 10, shared: 0 }, 9, 0)).toBe('plain');
    expect(newPostTerms({ limit: 10, shared: 0 }, 10, 0)).toBe('refused');
  });

  it('a plan without a limit never refuses', () => {
    expect(newPostTerms({ limit: null, shared: 15 }, 1000, 15)).toBe('plain');
    expect(newPostTerms({ limit: null, shared: 15 }, 1000, 14)).toBe('shared');
  });
});

describe('shareViaOf', () => {
  it.each([
    ['facebook', 'facebook'],
    ['viber', 'viber'],
    ['telegram', 'telegram'],
    ['link', 'link'],
    ['whatsapp', null],
    ['Facebook', null],
    ['', null],
    [undefined, null],
    [['facebook', 'viber'], null],
  ])('%p → %p', (value, expected) => {
    expect(shareViaOf(value)).toBe(expected);
  });
});

describe('the addresses of a shared post', () => {
  it('its page, its share picture and its links', () => {
    expect(sharedPostPath('shwe-yee', 7)).toBe('/shops/shwe-yee/posts/7');
    expect(sharedPostPath('ရွှေရည်', 7)).toBe(
      '/shops/%E1%80%9B%E1%80%BD%E1%80%BE%E1%80%B1%E1%80%9B%E1%80%8A%E1%80%BA/posts/7',
    );
    expect(sharedPostImagePath('shwe-yee', 7, 'my', 'abc')).toBe(
      '/shops/shwe-yee/posts/7/share.jpg?lang=my&v=abc',
    );
    const page = 'https://example.com/shops/shwe-yee/posts/7';
    expect(sharedPostLink(page, 'link')).toBe(
      'https://example.com/shops/shwe-yee/posts/7?via=link',
    );
    expect(shareLinks(page)).toEqual({
      facebook:
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fshops%2Fshwe-yee%2Fposts%2F7%3Fvia%3Dfacebook',
      viber:
        'viber://forward?text=https%3A%2F%2Fexample.com%2Fshops%2Fshwe-yee%2Fposts%2F7%3Fvia%3Dviber',
      telegram:
        'https://t.me/share/url?url=https%3A%2F%2Fexample.com%2Fshops%2Fshwe-yee%2Fposts%2F7%3Fvia%3Dtelegram',
    });
  });
});
