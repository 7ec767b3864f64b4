import {
  checkoutQrShown,
  formatCountdown,
  initialQrState,
  qrAnnouncement,
  qrCountdownStarted,
  qrCountdownStopped,
  qrReducer,
  qrRefreshed,
  qrTicked,
  secondsLeft,
  selectStaticPaymentMethod,
  type QrState,
} from './qrSlice';

const T0 = 1_750_000_000_000;
const counting = (remaining: number, reference = 'REF1'): QrState => ({
  status: 'counting',
  method: 'wallet',
  reference,
  expiresAt: T0 + 60_000,
  remaining,
});
/** The moment `remaining` seconds are left of `counting(...)`'s code. */
const at = (remaining: number) => T0 + (60 - remaining) * 1000;
const expired: QrState = { status: 'expired', method: 'wallet', reference: 'REF1' };

describe('the QR code state machine', () => {
  it('starts off (the card is chosen)', () => {
    expect(qrReducer(undefined, { type: '@@init' })).toEqual({ status: 'off' });
    expect(selectStaticPaymentMethod({ qr: initialQrState })).toBe('card');
  });

  it('starts a new example code at 60 seconds when a QR method is chosen, from any state', () => {
    for (const state of [initialQrState, counting(12), expired]) {
      const next = qrReducer(state, qrCountdownStarted('bank'));
      expect(next).toEqual({
        status: 'counting',
        method: 'bank',
        reference: expect.stringMatching(/^[A-Z0-9_-]{10}$/i),
        expiresAt: expect.any(Number),
        remaining: 60,
      });
      expect(selectStaticPaymentMethod({ qr: next })).toBe('bank');
    }
    const a = qrReducer(initialQrState, qrCountdownStarted('wallet'));
    const b = qrReducer(a, qrCountdownStarted('wallet'));
    expect(a.status === 'counting' && b.status === 'counting' && a.reference !== b.reference).toBe(
      true,
    );
  });

  it.each<[string, QrState, number, QrState]>([
    ['counts down a second', counting(60), at(59), counting(59)],
    ['keeps the second until it has passed whole', counting(60), at(59) - 1, counting(60)],
    ['counts what passed when a tick came late', counting(60), at(41), counting(41)],
    ['counts down to 1', counting(2), at(1), counting(1)],
    ['expires at 0', counting(1), at(0), expired],
    ['does nothing once expired', expired, at(0) + 5000, expired],
    ['does nothing when off', initialQrState, at(0), initialQrState],
  ])('a tick %s', (_name, state, now, next) => {
    expect(qrReducer(state, qrTicked(now))).toEqual(next);
  });

  it("shows a checkout's QR counting to the server's expiry, or expired when it is past", () => {
    expect(
      qrReducer(
        initialQrState,
        checkoutQrShown({ reference: 'MP1', expiresAt: T0 + 42_500, now: T0 }),
      ),
    ).toEqual({
      status: 'counting',
      method: 'wallet',
      reference: 'MP1',
      expiresAt: T0 + 42_500,
      remaining: 43,
    });
    expect(
      qrReducer(initialQrState, checkoutQrShown({ reference: 'MP1', expiresAt: T0, now: T0 })),
    ).toEqual({ status: 'expired', method: 'wallet', reference: 'MP1' });
    // The same checkout shown again keeps its countdown.
    const shown = counting(30, 'MP1');
    expect(
      qrReducer(shown, checkoutQrShown({ reference: 'MP1', expiresAt: T0 + 90_000, now: T0 })),
    ).toBe(shown);
  });

  it('Refresh gives a new example code at 60 seconds while counting', () => {
    const next = qrReducer(counting(17), qrRefreshed());
    expect(next).toMatchObject({ status: 'counting', method: 'wallet', remaining: 60 });
    expect(next.status === 'counting' && next.reference).not.toBe('REF1');
  });

  it('Refresh does nothing once expired (its button is disabled) or when off', () => {
    expect(qrReducer(expired, qrRefreshed())).toBe(expired);
    expect(qrReducer(initialQrState, qrRefreshed())).toBe(initialQrState);
  });

  it('stops: back to the card', () => {
    expect(qrReducer(counting(30), qrCountdownStopped())).toEqual(initialQrState);
    expect(qrReducer(expired, qrCountdownStopped())).toEqual(initialQrState);
    expect(qrReducer(initialQrState, qrCountdownStopped())).toBe(initialQrState);
  });

  it('counts whole seconds left, rounded up', () => {
    expect(secondsLeft(T0 + 60_000, T0)).toBe(60);
    expect(secondsLeft(T0 + 60_000, T0 + 1)).toBe(60);
    expect(secondsLeft(T0 + 60_000, T0 + 59_999)).toBe(1);
    expect(secondsLeft(T0 + 60_000, T0 + 60_000)).toBe(0);
    expect(secondsLeft(T0, T0 + 5000)).toBe(0);
  });

  it('announces every 15 seconds and at expiry, not every second', () => {
    const said = (remaining: number) => qrAnnouncement(counting(remaining));
    expect(said(60)).toEqual({ kind: 'valid', seconds: 60 });
    expect(said(46)).toEqual({ kind: 'valid', seconds: 60 });
    expect(said(45)).toEqual({ kind: 'valid', seconds: 45 });
    expect(said(31)).toEqual({ kind: 'valid', seconds: 45 });
    expect(said(15)).toEqual({ kind: 'valid', seconds: 15 });
    expect(said(1)).toEqual({ kind: 'valid', seconds: 15 });
    expect(qrAnnouncement(expired)).toEqual({ kind: 'expired' });
    expect(qrAnnouncement(initialQrState)).toBeNull();
    const distinct = new Set(Array.from({ length: 60 }, (_, i) => JSON.stringify(said(60 - i))));
    expect(distinct.size).toBe(4);
  });

  it('shows the time left as m:ss', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
