import { fieldErrorsOf, saveStateOf } from './saveState';

describe('saveStateOf', () => {
  it('reads a mutation on its way, done, or not started', () => {
    expect(saveStateOf({ isLoading: true, isSuccess: false, isError: false })).toEqual({
      status: 'saving',
    });
    expect(saveStateOf({ isLoading: false, isSuccess: true, isError: false })).toEqual({
      status: 'saved',
    });
    expect(saveStateOf({ isLoading: false, isSuccess: false, isError: false })).toEqual({
      status: 'idle',
    });
  });

  it('reads a 422 by field, with the server’s message', () => {
    const error = {
      status: 422,
      data: {
        status: false,
        message: 'Check the fields',
        data: { errors: { stamps_needed: ['At most 20'], reward: ['Too long', 'Really'] } },
      },
    };
    expect(saveStateOf({ isLoading: false, isSuccess: false, isError: true, error })).toEqual({
      status: 'failed',
      fieldErrors: { stamps_needed: 'At most 20', reward: 'Too long Really' },
      message: 'Check the fields',
      forbidden: false,
    });
  });

  it('tells a 403 and a failure without an answer', () => {
    const forbidden = { status: 403, data: { message: 'Your plan does not include this feature' } };
    expect(
      saveStateOf({ isLoading: false, isSuccess: false, isError: true, error: forbidden }),
    ).toEqual({
      status: 'failed',
      fieldErrors: {},
      message: 'Your plan does not include this feature',
      forbidden: true,
    });
    const network = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect(
      saveStateOf({ isLoading: false, isSuccess: false, isError: true, error: network }),
    ).toEqual({ status: 'failed', fieldErrors: {}, message: null, forbidden: false });
  });
});

describe('fieldErrorsOf', () => {
  it('ignores bodies without field errors', () => {
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf({ message: 'x' })).toEqual({});
    expect(fieldErrorsOf({ data: { errors: { name: [''] } } })).toEqual({});
  });
});
