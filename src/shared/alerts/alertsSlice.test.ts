import type { UnknownAction } from '@reduxjs/toolkit';
import {
  alertDismissed,
  alertRaised,
  alertsReducer,
  initialAlertsState,
  selectCurrentAlert,
  selectPendingAlertCount,
  type AlertsState,
} from './alertsSlice';

const a = { id: 'a', message: 'Please fill in all card details' };
const b = { id: 'b', message: 'Payment successful and billing information saved!' };

describe('alerts reducer (transition table)', () => {
  it.each<[string, AlertsState, UnknownAction, AlertsState]>([
    ['empty + raised', initialAlertsState, { type: alertRaised.type, payload: a }, { queue: [a] }],
    [
      'one + raised queues behind it',
      { queue: [a] },
      { type: alertRaised.type, payload: b },
      { queue: [a, b] },
    ],
    ['two + dismissed head', { queue: [a, b] }, alertDismissed('a'), { queue: [b] }],
    ['one + dismissed', { queue: [a] }, alertDismissed('a'), { queue: [] }],
  ])('%s', (_name, before, action, after) => {
    expect(alertsReducer(before, action)).toEqual(after);
  });

  it('ignores dismissing an alert that is not queued', () => {
    const before = { queue: [a] };
    expect(alertsReducer(before, alertDismissed('zzz'))).toBe(before);
  });

  it('alertRaised takes the exact text and gives it an id', () => {
    const action = alertRaised('Payment Sucessful, going to Merchant Portal');
    expect(action.type).toBe('alerts/raised');
    expect(action.payload.message).toBe('Payment Sucessful, going to Merchant Portal');
    expect(action.payload.id).toEqual(expect.any(String));
    expect(alertDismissed('x').type).toBe('alerts/dismissed');
  });

  it('selects the head of the queue and the count', () => {
    expect(selectCurrentAlert({ alerts: { queue: [a, b] } })).toEqual(a);
    expect(selectCurrentAlert({ alerts: initialAlertsState })).toBeNull();
    expect(selectPendingAlertCount({ alerts: { queue: [a, b] } })).toBe(2);
  });
});
