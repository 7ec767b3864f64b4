import { queryString } from './adminMerchantsApi';
import { auditQueryOf } from './AuditSection';
import { exportableBy } from './ExportsSection';
import { merchantsQueryOf } from './MerchantsSection';
import { overviewHref, readableRecord } from './MerchantsViews';

describe('the back office merchants rules', () => {
  it('links each overview figure to its list', () => {
    expect(overviewHref({ section: 'merchants', state: 'grace' })).toBe(
      '/admin/merchants?state=grace',
    );
    expect(overviewHref({ section: 'merchants', state: 'active', renews_within: 7 })).toBe(
      '/admin/merchants?state=active&renews_within=7',
    );
    expect(overviewHref({ section: 'merchants' })).toBe('/admin/merchants');
    expect(overviewHref({ section: 'payments', tab: 'held' })).toBe('/admin/payments?tab=held');
  });

  it('reads the search from the URL, leaving out what is malformed', () => {
    expect(
      merchantsQueryOf(new URLSearchParams('q=%20ရွှေ%20&township=3&state=grace&page=2')),
    ).toEqual({ q: 'ရွှေ', township: 3, state: 'grace', page: 2 });
    expect(
      merchantsQueryOf(new URLSearchParams('township=x&state=gone&page=0&renews_within=500')),
    ).toEqual({});
    expect(merchantsQueryOf(new URLSearchParams('state=suspended&renews_within=7'))).toEqual({
      state: 'suspended',
      renews_within: 7,
    });
  });

  it('asks the audit log only what the form holds well-formed', () => {
    expect(
      auditQueryOf({
        q: ' twice ',
        action: 'Refund',
        operator: '4',
        merchant: 'seven',
        from: '2026-11-01',
        to: '',
      }),
    ).toEqual({ q: 'twice', action: 'refund', operator: 4, from: '2026-11-01' });
    expect(
      auditQueryOf({ q: '', action: 'DROP TABLE', operator: '0', merchant: '', from: 'x', to: '' }),
    ).toEqual({});
  });

  it('writes query strings of the filters given only', () => {
    expect(queryString({ q: ' a ', township: 3, state: undefined, page: '' })).toBe(
      '?q=a&township=3',
    );
    expect(queryString({})).toBe('');
  });

  it('shows a record before or after as lines of key and value', () => {
    expect(readableRecord({ price: 99_000, name: 'Standard', codes: ['A'] })).toEqual([
      'price: 99000',
      'name: Standard',
      'codes: ["A"]',
    ]);
    expect(readableRecord(null)).toEqual([]);
    expect(readableRecord('text')).toEqual(['"text"']);
  });

  it('offers each role the exports it may make', () => {
    expect(exportableBy('support')).toEqual(['merchants', 'payments', 'receipts', 'refunds']);
    expect(exportableBy('finance')).toEqual(['merchants', 'payments', 'receipts', 'refunds']);
    expect(exportableBy('designer')).toEqual([]);
    expect(exportableBy(null)).toEqual([]);
  });
});
