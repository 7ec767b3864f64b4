import { filterInbox, newCount, yangonToday } from './inboxFilters';
import { titleWithBadge } from './inboxListeners';
import { sampleInbox, sampleOrder, sampleReservation } from './inboxTestKit';

/*
 * The sample inbox: order 1 placed at the shop, order 2 accepted at branch 11 (Bahan), order 3
 * completed at the shop; reservation 5 requested at the shop.
 */
const ids = (shown: ReturnType<typeof filterInbox>) => ({
  orders: shown.orders.map((o) => o.id),
  reservations: shown.reservations.map((r) => r.id),
});

describe('filterInbox', () => {
  it.each([
    ['all', { kind: 'all' }, { orders: [1, 2, 3], reservations: [5] }],
    ['new', { kind: 'all' }, { orders: [1], reservations: [5] }],
    ['inProgress', { kind: 'all' }, { orders: [2], reservations: [] }],
    ['done', { kind: 'all' }, { orders: [3], reservations: [] }],
    ['all', { kind: 'shop' }, { orders: [1, 3], reservations: [5] }],
    ['all', { kind: 'branch', id: 11 }, { orders: [2], reservations: [] }],
    ['new', { kind: 'branch', id: 11 }, { orders: [], reservations: [] }],
  ] as const)('state %s at %j', (state, branch, expected) => {
    expect(ids(filterInbox(sampleInbox(), { state, branch }))).toEqual(expected);
  });

  it('puts confirmed reservations in progress and no-shows among the done', () => {
    const inbox = sampleInbox({
      reservations: [
        sampleReservation(6, { state: 'confirmed' }),
        sampleReservation(7, { state: 'no_show' }),
      ],
    });
    expect(
      filterInbox(inbox, { state: 'inProgress', branch: { kind: 'all' } }).reservations.map(
        (r) => r.id,
      ),
    ).toEqual([6]);
    expect(
      filterInbox(inbox, { state: 'done', branch: { kind: 'all' } }).reservations.map((r) => r.id),
    ).toEqual([7]);
  });
});

describe('newCount (the title’s badge)', () => {
  it('counts placed orders and requested reservations: 1 + 1 in the sample', () => {
    expect(newCount(sampleInbox())).toBe(2);
  });
  it('counts none in an empty or absent inbox', () => {
    expect(newCount(sampleInbox({ orders: [], reservations: [] }))).toBe(0);
    expect(newCount(undefined)).toBe(0);
  });
  it('drops as orders are accepted: 3 placed, one accepted → 2', () => {
    const inbox = sampleInbox({
      orders: [sampleOrder(1), sampleOrder(2), sampleOrder(3, { state: 'accepted' })],
      reservations: [sampleReservation(5, { state: 'confirmed' })],
    });
    expect(newCount(inbox)).toBe(2);
  });
});

describe('titleWithBadge', () => {
  it.each([
    ['Orders | Market', 2, 'en', '(2) Orders | Market'],
    ['(2) Orders | Market', 3, 'en', '(3) Orders | Market'],
    ['(2) Orders | Market', 0, 'en', 'Orders | Market'],
    ['အော်ဒါများ | Market', 12, 'my', '(၁၂) အော်ဒါများ | Market'],
  ] as const)('%s with %d → %s', (title, count, language, expected) => {
    expect(titleWithBadge(title, count, language)).toBe(expected);
  });
});

describe('yangonToday', () => {
  it('is already tomorrow in Yangon at 18:00 UTC (00:30 in Yangon)', () => {
    expect(yangonToday(Date.UTC(2026, 10, 25, 18, 0))).toBe('2026-11-26');
  });
  it('is still today at 17:29 UTC (23:59 in Yangon)', () => {
    expect(yangonToday(Date.UTC(2026, 10, 25, 17, 29))).toBe('2026-11-25');
  });
});
