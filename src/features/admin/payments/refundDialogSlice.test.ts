import { refundAnswer } from './paymentsTestSetup';
import {
  initialRefundDialogState,
  refundAmountMinor,
  refundAmountTyped,
  refundDialogClosed,
  refundDialogOpened,
  refundDialogSlice,
  refundFailed,
  refundFullChosen,
  refundProblem,
  refundReasonTyped,
  refundSubmitted,
  refundSucceeded,
  type RefundDialogState,
  type RefundTarget,
} from './refundDialogSlice';

const reduce = refundDialogSlice.reducer;
const target: RefundTarget = {
  kind: 'payment',
  paymentId: 41,
  leftMinor: 10_500_000,
  currency: 'MMK',
};

const run = (...actions: Parameters<typeof reduce>[1][]): RefundDialogState =>
  actions.reduce(reduce, initialRefundDialogState);

describe('the refund dialog', () => {
  it('opens editing the full amount, with a key made then', () => {
    const opened = refundDialogOpened(target);
    const state = run(opened);
    expect(state).toMatchObject({ status: 'editing', full: true, target });
    expect(opened.payload.key).toMatch(/.{10,}/);
    expect(refundDialogOpened(target).payload.key).not.toBe(opened.payload.key);
  });

  it('is not sent without a reason, nor with more than what is left', () => {
    const opened = refundDialogOpened(target);
    expect(run(opened, refundSubmitted()).status).toBe('editing');
    const tooMuch = run(
      opened,
      refundFullChosen(false),
      refundAmountTyped('105,001'),
      refundReasonTyped('r'),
    );
    expect(tooMuch.status === 'editing' && refundProblem(tooMuch)).toBe('tooMuch');
    expect(reduce(tooMuch, refundSubmitted()).status).toBe('editing');
  });

  it('editing → submitting → done, and closes to idle', () => {
    const done = run(
      refundDialogOpened(target),
      refundFullChosen(false),
      refundAmountTyped('21,000'),
      refundReasonTyped('Goodwill'),
      refundSubmitted(),
      refundSucceeded(refundAnswer(2_100_000)),
    );
    expect(done.status).toBe('done');
    expect(reduce(done, refundDialogClosed())).toEqual({ status: 'idle' });
  });

  it('failed keeps the key; an edit returns to editing; closing while sending waits', () => {
    const opened = refundDialogOpened(target);
    const submitting = run(opened, refundReasonTyped('r'), refundSubmitted());
    expect(submitting.status).toBe('submitting');
    expect(reduce(submitting, refundDialogClosed())).toBe(submitting);
    const failed = reduce(submitting, refundFailed('No'));
    expect(failed).toMatchObject({
      status: 'failed',
      message: 'No',
      idempotencyKey: opened.payload.key,
    });
    expect(reduce(failed, refundReasonTyped('r2')).status).toBe('editing');
    expect(reduce(failed, refundSubmitted()).status).toBe('submitting');
  });

  it('reads amounts in kyat as minor units; a held payment is always whole', () => {
    expect(refundAmountMinor({ target, full: false, amount: '1,250' })).toBe(125_000);
    expect(refundAmountMinor({ target, full: false, amount: '0' })).toBeNull();
    expect(refundAmountMinor({ target, full: false, amount: '12.5' })).toBeNull();
    expect(refundAmountMinor({ target, full: true, amount: '' })).toBe(10_500_000);
    expect(
      refundAmountMinor({
        target: { kind: 'held', reference: 'MPHELD000001', amountMinor: 300, currency: 'MMK' },
        full: false,
        amount: '1',
      }),
    ).toBe(300);
  });
});
