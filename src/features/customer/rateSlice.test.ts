/** The rating dialog as a state machine: each event from each state, by hand. */
import { rateSlice, type RateState, type RateTarget } from './rateSlice';
import { rateRefusalOf } from './rateThunks';

const { reducer } = rateSlice;
const { rateOpened, rateSubmitted, rateSucceeded, rateFailed, rateEdited, rateClosed } =
  rateSlice.actions;

const target: RateTarget = { visit: 'order', visitId: 29, shopName: 'Golden Tea House', key: 'k1' };
const other: RateTarget = { ...target, visitId: 30, key: 'k2' };
const closed: RateState = { status: 'closed' };
const editing: RateState = { status: 'editing', target };
const sending: RateState = { status: 'sending', target };
const sent: RateState = { status: 'sent', target };
const failed: RateState = { status: 'failed', target, refusal: 'too_late', message: null };

describe('rateSlice', () => {
  it.each([
    ['closed, opened', closed, rateOpened(target), editing],
    [
      'sent, opened for another visit',
      sent,
      rateOpened(other),
      { status: 'editing', target: other },
    ],
    ['sending, opened: ignored', sending, rateOpened(other), sending],
    ['editing, submitted', editing, rateSubmitted(), sending],
    ['failed, submitted again', failed, rateSubmitted(), sending],
    ['closed, submitted: ignored', closed, rateSubmitted(), closed],
    ['sending, succeeded', sending, rateSucceeded(), sent],
    ['editing, succeeded: ignored', editing, rateSucceeded(), editing],
    ['sending, failed', sending, rateFailed({ refusal: 'too_late', message: null }), failed],
    ['sent, failed: ignored', sent, rateFailed({ refusal: null, message: null }), sent],
    ['failed, edited', failed, rateEdited(), editing],
    ['sending, edited: ignored', sending, rateEdited(), sending],
    ['sent, closed', sent, rateClosed(), closed],
  ] as const)('%s', (_, before, action, after) => {
    expect(reducer(before as RateState, action)).toEqual(after);
  });
});

describe('rateRefusalOf', () => {
  it.each([
    [{ status: 409, data: { message: 'x', reason: 'already_reviewed' } }, 'already_reviewed', null],
    [{ status: 422, data: { message: 'x', reason: 'too_late' } }, 'too_late', null],
    [{ status: 422, data: { message: 'Bad stars', reason: 'other' } }, 'other', 'Bad stars'],
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, null, null],
  ] as const)('%j', (error, refusal, message) => {
    expect(rateRefusalOf(error as never)).toEqual({ refusal, message });
  });
});
