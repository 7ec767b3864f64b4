import { apiErrorMessage, readApiError, type ApiErrorWords } from './apiError';

const words: ApiErrorWords = {
  noAnswer: 'No answer',
  failedWith: (status) => `Failed (${status})`,
  invalidResponse: 'Invalid',
  unknown: 'Unknown',
};

describe('readApiError', () => {
  it.each([
    [
      'an answer with a message',
      { status: 409, data: { message: 'Taken' } },
      { kind: 'answered', status: 409, message: 'Taken', body: { message: 'Taken' } },
    ],
    [
      'an answer without one',
      { status: 500, data: { message: '  ' } },
      { kind: 'answered', status: 500, message: null, body: { message: '  ' } },
    ],
    [
      'a body that is not JSON',
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' },
      { kind: 'unreadable', status: 502 },
    ],
    [
      'no answer',
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      { kind: 'noAnswer', reason: 'Failed to fetch' },
    ],
    ['a time-out', { status: 'TIMEOUT_ERROR', error: '' }, { kind: 'noAnswer', reason: null }],
    [
      'our own error',
      { status: 'CUSTOM_ERROR', error: 'Error: bad shape' },
      { kind: 'failed', reason: 'bad shape' },
    ],
    ['a thrown error', { message: 'boom' }, { kind: 'failed', reason: 'boom' }],
  ] as const)('%s', (_name, error, expected) => {
    expect(readApiError(error)).toEqual(expected);
  });
});

describe('apiErrorMessage', () => {
  it.each([
    ['the server’s message first', { status: 422, data: { message: 'Bad phone' } }, 'Bad phone'],
    ['else the status', { status: 503, data: null }, 'Failed (503)'],
    ['no answer', { status: 'FETCH_ERROR', error: 'x' }, 'No answer'],
    [
      'a failure status that is not JSON',
      { status: 'PARSING_ERROR', originalStatus: 500, data: '', error: 'x' },
      'Failed (500)',
    ],
    [
      'a success status that is not JSON',
      { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' },
      'Invalid',
    ],
    ['something that threw and said nothing', { name: 'Error' }, 'Unknown'],
    ['no error at all', undefined, 'Unknown'],
  ] as const)('%s', (_name, error, expected) => {
    expect(apiErrorMessage(error, words)).toBe(expected);
  });

  it('words a success status that is not JSON as a failure when the screen has no word for it', () => {
    const { invalidResponse: _none, ...plain } = words;
    expect(
      apiErrorMessage(
        { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' },
        plain,
      ),
    ).toBe('Failed (200)');
  });
});
