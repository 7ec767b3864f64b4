import { readLoginResult, type LoginResult } from './loginOutcome';

const user = {
  userid: 7,
  username: 'Aye Aye',
  shopname: 'Golden Tea House',
  merchantid: 3,
  phone: '09420000001',
  email: 'aye@example.com',
};
const merchantUser = { merchant_id: 3, district_merchant_id: 'YGN-E-3' };

describe('readLoginResult', () => {
  it('signs in with token, user and merchantUser', () => {
    expect(readLoginResult({ data: { token: 'tok', user, merchantUser } })).toEqual({
      kind: 'succeeded',
      session: { token: 'tok', user, merchantUser },
    });
  });

  it('signs in without a merchantUser when none is supplied', () => {
    expect(readLoginResult({ data: { token: 'tok', user: { name: 'Ma Hla' } } })).toEqual({
      kind: 'succeeded',
      session: { token: 'tok', user: { name: 'Ma Hla' }, merchantUser: null },
    });
  });

  // In the order the product checks them.
  it.each<[string, LoginResult, string]>([
    [
      'no token in the answer',
      { data: { user, merchantUser } },
      'Login failed:: Token not received',
    ],
    ['an empty token', { data: { token: '', user } }, 'Login failed:: Token not received'],
    ['a body that is not an object', { data: null }, 'Login failed:: Token not received'],
    [
      'the server message',
      { error: { status: 401, data: { message: 'Invalid credentials' } } },
      'Login failed: Invalid credentials',
    ],
    [
      'a validation message',
      { error: { status: 422, data: { status: false, message: 'The phone field is required.' } } },
      'Login failed: The phone field is required.',
    ],
    [
      "'Invalid credentials' when the server says nothing",
      { error: { status: 401, data: {} } },
      'Invalid credentials',
    ],
    [
      "'Invalid credentials' for an empty body",
      { error: { status: 500, data: undefined } },
      'Invalid credentials',
    ],
    [
      'the request’s own message when there was no answer',
      { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } },
      'Login failed: Failed to fetch',
    ],
    [
      'a failure whose body is not JSON',
      { error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' } },
      'Login failed: Request failed with status code 502',
    ],
    ['a thrown error’s message', { error: { message: 'Aborted' } }, 'Login failed: Aborted'],
    ["'Invalid credentials' when nothing at all is known", { error: {} }, 'Invalid credentials'],
  ])('%s', (_name, result, message) => {
    expect(readLoginResult(result)).toEqual({ kind: 'failed', error: message });
  });
});
