import { appPath, noticeOf } from './push';

describe('the service worker’s push message', () => {
  it('shows the server’s title, body and the record’s path', () => {
    expect(
      noticeOf(
        JSON.stringify({
          title: 'New order #12 — 3 items, 8,000 MMK',
          body: 'Ma Hnin · Golden Cup',
          url: '/store/orders#order-12',
          tag: 'order-12',
        }),
      ),
    ).toEqual({
      title: 'New order #12 — 3 items, 8,000 MMK',
      body: 'Ma Hnin · Golden Cup',
      url: '/store/orders#order-12',
      tag: 'order-12',
    });
  });

  it('shows something for a push it cannot read (browsers require it)', () => {
    const fallback = { title: 'Merchant Marketplace', body: '', url: '/', tag: undefined };
    expect(noticeOf(null)).toEqual(fallback);
    expect(noticeOf('not json')).toEqual(fallback);
    expect(noticeOf(JSON.stringify({ body: 'no title' }))).toEqual(fallback);
  });

  it('opens only paths of this app', () => {
    expect(appPath('/my/orders#order-3')).toBe('/my/orders#order-3');
    expect(appPath('https://elsewhere.example/')).toBe('/');
    expect(appPath('//elsewhere.example/')).toBe('/');
    expect(appPath('/\\elsewhere.example')).toBe('/');
    expect(appPath(42)).toBe('/');
    expect(noticeOf(JSON.stringify({ title: 'Accepted', url: 'javascript:alert(1)' })).url).toBe(
      '/',
    );
  });
});
