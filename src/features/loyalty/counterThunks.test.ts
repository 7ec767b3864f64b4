import { codeRefusalOf, stampProblemOf } from './counterThunks';

describe('stampProblemOf', () => {
  it('keeps the key when the server may have taken the stamp', () => {
    expect(stampProblemOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      problem: 'network',
      retryable: true,
    });
    expect(stampProblemOf({ status: 503, data: { message: 'Down' } })).toEqual({
      problem: 'failed',
      retryable: true,
    });
  });

  it('drops it after a refusal', () => {
    expect(
      stampProblemOf({ status: 409, data: { message: 'Off', reason: 'not_offered' } }),
    ).toEqual({ problem: 'notOffered', retryable: false });
    expect(
      stampProblemOf({
        status: 403,
        data: { message: 'Your plan does not include this feature' },
      }),
    ).toEqual({ problem: 'feature', retryable: false });
    expect(stampProblemOf({ status: 422, data: { message: 'Bad phone' } })).toEqual({
      problem: 'failed',
      retryable: false,
    });
  });
});

describe('codeRefusalOf', () => {
  it.each([
    [404, { message: 'x', reason: 'code_unknown' }, 'code_unknown'],
    [409, { message: 'x', reason: 'code_used' }, 'code_used'],
    [422, { message: 'x', reason: 'code_expired' }, 'code_expired'],
    [409, { message: 'x', reason: 'not_enough_points' }, 'not_enough_points'],
    [409, { message: 'x', reason: 'not_offered' }, 'not_offered'],
    [403, { message: 'Your plan does not include this feature' }, 'feature'],
    [
      422,
      { status: false, message: 'x', data: { errors: { code: ['Six digits'] } } },
      'code_unknown',
    ],
    [500, { message: 'Boom' }, 'failed'],
  ])('reads %i %j as %s', (status, data, refusal) => {
    expect(codeRefusalOf({ status, data })).toBe(refusal);
  });

  it('reads a failure without an answer as the network', () => {
    expect(codeRefusalOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'network',
    );
  });
});
