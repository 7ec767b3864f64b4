import {
  formatCountdown,
  initialQrState,
  qrAnnouncement,
  qrCountdownStarted,
  qrCountdownStopped,
  qrReducer,
  qrRefreshed,
  qrTicked,
  selectStaticPaymentMethod,
  type QrState,
} from './qrSlice';

const counting = (remaining: number, reference = 'REF1'): QrState => ({
  status: 'counting',
  method: 'wallet',
  reference,
  remaining,
});
const expired: QrState = { status: 'expired', method: 'wallet', reference: 'REF1' };

describe('the QR code state machine', () => {
  it('starts off (the card is chosen)', () => {
    expect(qrReducer(undefined, { type: '@@init' })).toEqual({ status: 'off' });
    expect(selectStaticPaymentMethod({ qr: initialQrState })).toBe('card');
  });

  it('starts a new code at 60 seconds when a QR method is chosen, from any state', () => {
    for (const state of [initialQrState, counting(12), expired]) {
      const next = qrReducer(state, qrCountdownStarted('bank'));
      expect(next).toEqual({
        status: 'counting',
        method: 'bank',
        reference: expect.stringMatching(/^[A-Z0-9_-]{10}$/i),
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

  it.each<[string, QrState, QrState]>([
    ['counts down a second', counting(60), counting(59)],
    ['counts down to 1', counting(2), counting(1)],
    ['expires at 0', counting(1), expired],
    ['does nothing once expired', expired, expired],
    ['does nothing when off', initialQrState, initialQrState],
  ])('a tick %s', (_name, state, next) => {
    expect(qrReducer(state, qrTicked())).toEqual(next);
  });

  it('Refresh gives a new code at 60 seconds while counting', () => {
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
