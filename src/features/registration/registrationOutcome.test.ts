import { readRegistrationResult, type RegistrationResult } from './registrationOutcome';

const success = {
  status: true,
  message: 'Registration successful',
  data: {
    token: 'tok-new',
    user: {
      userid: 11,
      username: 'Aye Aye',
      shopname: 'typed shop name',
      merchantid: 1,
      phone: '09420000001',
      email: 'aye@example.com',
    },
    merchant: { name: 'Golden Tea House', id: 5 },
  },
};

const failure = (lines: string[], fieldErrors: Record<string, string[]> = {}, more = {}) => ({
  kind: 'failed',
  error: { lines, fieldErrors, ...more },
});

describe('readRegistrationResult', () => {
  it('signs in with the token, the user (shop name and merchant id from the merchant) and a merchant user', () => {
    expect(readRegistrationResult({ data: success })).toEqual({
      kind: 'succeeded',
      session: {
        token: 'tok-new',
        user: {
          userid: 11,
          username: 'Aye Aye',
          shopname: 'Golden Tea House',
          merchantid: 5,
          phone: '09420000001',
          email: 'aye@example.com',
        },
        merchantUser: { merchant_id: 5 },
      },
    });
  });

  it('keeps the user as it is when the answer has no merchant', () => {
    const { merchant: _merchant, ...data } = success.data;
    expect(readRegistrationResult({ data: { ...success, data } })).toMatchObject({
      kind: 'succeeded',
      session: { user: { shopname: 'typed shop name', merchantid: 1 }, merchantUser: null },
    });
  });

  // In the order the product checks them.
  it.each<[string, RegistrationResult, ReturnType<typeof failure>]>([
    [
      'per-field errors, one line per field, messages joined by commas',
      {
        error: {
          status: 422,
          data: {
            status: false,
            message: 'The email has already been taken. (and 2 more errors)',
            data: {
              errors: {
                email: ['The email has already been taken.'],
                phone: ['The phone has already been taken.', 'The phone field format is invalid.'],
              },
            },
          },
        },
      },
      failure(
        [],
        {
          email: ['The email has already been taken.'],
          phone: ['The phone has already been taken.', 'The phone field format is invalid.'],
        },
        { phoneTaken: true },
      ),
    ],
    [
      'errors at the top of the body',
      { error: { status: 422, data: { errors: { username: ['Required'] } } } },
      failure([], { username: ['Required'] }),
    ],
    [
      'a taken phone in Burmese, and an error about no field of the form above the button',
      {
        error: {
          status: 422,
          data: {
            status: false,
            data: {
              errors: {
                phone: ['ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ဖွင့်ပြီး ဖြစ်ပါသည်။'],
                'idempotency-key': ['Used before.'],
              },
            },
          },
        },
      },
      failure(
        ['Used before.'],
        { phone: ['ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ဖွင့်ပြီး ဖြစ်ပါသည်။'] },
        { phoneTaken: true },
      ),
    ],
    [
      'the server message when there are no field errors',
      { error: { status: 500, data: { message: 'Database unavailable' } } },
      failure(['Database unavailable']),
    ],
    [
      'empty field errors fall through to the message',
      { error: { status: 422, data: { message: 'Bad input', data: { errors: {} } } } },
      failure(['Bad input']),
    ],
    [
      "'Registration failed' when the answer says nothing",
      { error: { status: 500, data: {} } },
      failure(['Registration failed']),
    ],
    [
      "'Registration failed' when a failure's body is not JSON",
      { error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' } },
      failure(['Registration failed']),
    ],
    [
      'a 200 answer reporting failure reads like a failure',
      { data: { status: false, message: 'Shop name is reserved' } },
      failure(['Shop name is reserved']),
    ],
    [
      "'No response from server' when the request got no answer",
      { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } },
      failure(['No response from server']),
    ],
    [
      "'No response from server' on a time-out",
      { error: { status: 'TIMEOUT_ERROR', error: 'AbortError' } },
      failure(['No response from server']),
    ],
    [
      "'Invalid server response' when success has no token",
      { data: { status: true, data: { user: success.data.user } } },
      failure(['Invalid server response']),
    ],
    [
      "'Invalid server response' when success has no user",
      { data: { status: true, data: { token: 'tok' } } },
      failure(['Invalid server response']),
    ],
    [
      "'Invalid server response' for a non-object",
      { data: 'OK' },
      failure(['Invalid server response']),
    ],
    [
      "'Invalid server response' when a success body is not JSON",
      { error: { status: 'PARSING_ERROR', originalStatus: 200, data: 'OK', error: 'x' } },
      failure(['Invalid server response']),
    ],
    [
      'the error message otherwise',
      { error: { message: 'Aborted by the page' } },
      failure(['Aborted by the page']),
    ],
    [
      "'Network error. Please try again.' when there is no message at all",
      { error: {} },
      failure(['Network error. Please try again.']),
    ],
    [
      "'Network error. Please try again.' for an empty custom error",
      { error: { status: 'CUSTOM_ERROR', error: '' } },
      failure(['Network error. Please try again.']),
    ],
  ])('%s', (_name, result, expected) => {
    expect(readRegistrationResult(result)).toEqual(expected);
  });
});
