import {
  cancelAsked,
  cancelConfirmed,
  cancelDismissed,
  cancelDone,
  cancelFailed,
  initialPriceDialogsState,
  priceDialogsReducer,
  scheduleClosed,
  scheduleOpened,
  scheduleRefused,
  scheduleSaved,
  scheduleSubmitted,
  type PriceDialogsState,
} from './priceDialogsSlice';
import type { PriceSubject } from './priceChangeRules';

const subject: PriceSubject = {
  target: 'addon',
  id: 1,
  name: 'Social',
  values: { price_3month: 10_000 },
};
const request = {
  target: 'addon' as const,
  target_id: 1,
  changes: { price_3month: 12_000 },
  effective_from: '2026-12-08T00:00:00+06:30',
};
const change = { id: 4, name: 'Standard', effectiveFrom: '2026-12-08T00:00:00+06:30' };
const closed = initialPriceDialogsState;
const editing: PriceDialogsState = {
  ...closed,
  schedule: { status: 'editing', subject, failed: null, refused: false },
};
const submitting: PriceDialogsState = {
  ...closed,
  schedule: { status: 'submitting', subject, request },
};
const confirming: PriceDialogsState = {
  ...closed,
  cancel: { status: 'confirming', change, failed: false },
};
const cancelling: PriceDialogsState = { ...closed, cancel: { status: 'cancelling', change } };

describe('the schedule dialog', () => {
  test.each([
    ['opened', closed, scheduleOpened(subject), editing],
    ['closed', editing, scheduleClosed(), closed],
    ['submitted', editing, scheduleSubmitted(request), submitting],
    ['saved', submitting, scheduleSaved(), closed],
    [
      'refused',
      submitting,
      scheduleRefused('That day has passed'),
      {
        ...closed,
        schedule: { status: 'editing', subject, failed: 'That day has passed', refused: true },
      },
    ],
  ] as const)('%s', (_name, from, action, to) => {
    expect(priceDialogsReducer(from, action)).toEqual(to);
  });

  test.each([
    ['a second open while editing', editing, scheduleOpened({ ...subject, id: 2 })],
    ['closing while sending', submitting, scheduleClosed()],
    ['an answer while editing', editing, scheduleSaved()],
    ['a submit while closed', closed, scheduleSubmitted(request)],
  ] as const)('ignores %s', (_name, from, action) => {
    expect(priceDialogsReducer(from, action)).toBe(from);
  });
});

describe('the cancel dialog', () => {
  test.each([
    ['asked', closed, cancelAsked(change), confirming],
    ['dismissed', confirming, cancelDismissed(), closed],
    ['confirmed', confirming, cancelConfirmed(), cancelling],
    ['done', cancelling, cancelDone(), closed],
    [
      'failed',
      cancelling,
      cancelFailed(),
      { ...closed, cancel: { status: 'confirming', change, failed: true } },
    ],
  ] as const)('%s', (_name, from, action, to) => {
    expect(priceDialogsReducer(from, action)).toEqual(to);
  });

  test.each([
    ['dismissing while cancelling', cancelling, cancelDismissed()],
    ['done while confirming', confirming, cancelDone()],
  ] as const)('ignores %s', (_name, from, action) => {
    expect(priceDialogsReducer(from, action)).toBe(from);
  });
});
