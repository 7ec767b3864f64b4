import type { UnknownAction } from '@reduxjs/toolkit';
import {
  backToLoginClicked,
  initialSessionState,
  loggedOut,
  logoutClicked,
  selectDisplayName,
  selectDistrictMerchantId,
  selectIsLoggedIn,
  selectMerchantId,
  selectToken,
  selectUser,
  selectUserId,
  sessionReducer,
  signedIn,
  type SessionState,
} from './sessionSlice';
import { unauthorized } from '../../api/events';

const user = {
  userid: 7,
  username: 'Aye Aye',
  shopname: 'Golden Tea House',
  merchantid: 3,
  phone: '09420000001',
  email: 'aye@example.com',
};
const merchantUser = { merchant_id: 30, district_merchant_id: 'YGN-E-3' };

const empty: SessionState = initialSessionState;
const signedInState: SessionState = { token: 'tok', user, merchantUser };
const signedInWithoutMerchantUser: SessionState = { token: 'tok', user, merchantUser: null };

describe('session reducer (transition table)', () => {
  const table: Array<[string, SessionState, UnknownAction, SessionState]> = [
    ['empty + signedIn', empty, signedIn({ token: 'tok', user, merchantUser }), signedInState],
    [
      'empty + signedIn without merchantUser',
      empty,
      signedIn({ token: 'tok', user }),
      signedInWithoutMerchantUser,
    ],
    [
      'signed in + signedIn as someone else (no stale merchantUser kept)',
      signedInState,
      signedIn({ token: 'other', user: { username: 'Ko Ko' } }),
      { token: 'other', user: { username: 'Ko Ko' }, merchantUser: null },
    ],
    [
      'signedIn: username defaults to name',
      empty,
      signedIn({ token: 'tok', user: { name: 'Ma Hla', userid: 9 } }),
      { token: 'tok', user: { name: 'Ma Hla', username: 'Ma Hla', userid: 9 }, merchantUser: null },
    ],
    [
      'signedIn: username kept when given beside name',
      empty,
      signedIn({ token: 'tok', user: { name: 'Ma Hla', username: 'hla' } }),
      { token: 'tok', user: { name: 'Ma Hla', username: 'hla' }, merchantUser: null },
    ],
    [
      'signedIn: unknown and secret fields dropped',
      empty,
      signedIn({ token: 'tok', user: { ...user, password: 'hunter22' } }),
      signedInWithoutMerchantUser,
    ],
    ['signed in + loggedOut', signedInState, loggedOut(), empty],
    ['empty + loggedOut', empty, loggedOut(), empty],
    [
      'signed in + logoutClicked (the listener acts)',
      signedInState,
      logoutClicked(),
      signedInState,
    ],
    [
      'signed in + unauthorized (only logged)',
      signedInState,
      unauthorized({ endpoint: 'getCategories' }),
      signedInState,
    ],
    [
      'signed in + backToLoginClicked (token and user cleared, merchantUser kept)',
      signedInState,
      backToLoginClicked(),
      { token: null, user: null, merchantUser },
    ],
  ];

  it.each(table)('%s', (_name, before, action, after) => {
    expect(sessionReducer(before, action)).toEqual(after);
  });

  it.each<[string, SessionState, UnknownAction]>([
    ['logoutClicked', signedInState, logoutClicked()],
    ['unauthorized', signedInState, unauthorized({ endpoint: 'x' })],
    ['backToLoginClicked when already empty', empty, backToLoginClicked()],
    ['an unrelated event', signedInState, { type: 'plans/durationChosen', payload: 2 }],
  ])('%s returns the very same state', (_name, before, action) => {
    expect(sessionReducer(before, action)).toBe(before);
  });

  it('starts empty', () => {
    expect(sessionReducer(undefined, { type: '@@INIT' })).toEqual({
      token: null,
      user: null,
      merchantUser: null,
    });
  });

  it('names its events in the past tense under session/', () => {
    expect([
      signedIn.type,
      logoutClicked.type,
      loggedOut.type,
      backToLoginClicked.type,
      unauthorized.type,
    ]).toEqual([
      'session/signedIn',
      'session/logoutClicked',
      'session/loggedOut',
      'session/backToLoginClicked',
      'session/unauthorized',
    ]);
  });
});

describe('session selectors', () => {
  const root = (session: SessionState) => ({ session });

  it('selectToken, selectUser and selectIsLoggedIn', () => {
    expect(selectToken(root(signedInState))).toBe('tok');
    expect(selectUser(root(signedInState))).toEqual(user);
    expect(selectIsLoggedIn(root(signedInState))).toBe(true);
    expect(selectIsLoggedIn(root(empty))).toBe(false);
    expect(selectIsLoggedIn(root({ ...empty, user }))).toBe(false);
  });

  describe('selectDistrictMerchantId: merchantUser.district_merchant_id, else null', () => {
    it.each<[string, SessionState, string | null]>([
      ['present', signedInState, 'YGN-E-3'],
      ['merchantUser without it', { ...signedInState, merchantUser: { merchant_id: 30 } }, null],
      [
        'explicitly null',
        { ...signedInState, merchantUser: { merchant_id: 30, district_merchant_id: null } },
        null,
      ],
      ['no merchantUser', signedInWithoutMerchantUser, null],
      ['empty session', empty, null],
    ])('%s', (_name, session, expected) => {
      expect(selectDistrictMerchantId(root(session))).toBe(expected);
    });
  });

  describe('selectMerchantId: merchantUser.merchant_id, else user.merchantid, else null', () => {
    it.each<[string, SessionState, number | null]>([
      ['merchantUser wins', signedInState, 30],
      ['user.merchantid when no merchantUser', signedInWithoutMerchantUser, 3],
      [
        'user.merchantid when merchantUser lacks merchant_id',
        { ...signedInState, merchantUser: {} },
        3,
      ],
      [
        'null when neither has one',
        { token: 'tok', user: { username: 'x' }, merchantUser: null },
        null,
      ],
      ['empty session', empty, null],
    ])('%s', (_name, session, expected) => {
      expect(selectMerchantId(root(session))).toBe(expected);
    });
  });

  describe('selectUserId: user.userid, else merchantUser.merchant_id, else null', () => {
    it.each<[string, SessionState, number | null]>([
      ['user.userid wins', signedInState, 7],
      [
        'merchantUser.merchant_id when user lacks userid',
        { ...signedInState, user: { username: 'x' } },
        30,
      ],
      ['merchantUser.merchant_id when there is no user', { ...signedInState, user: null }, 30],
      [
        'null when neither has one',
        { token: 'tok', user: { username: 'x' }, merchantUser: {} },
        null,
      ],
      ['empty session', empty, null],
    ])('%s', (_name, session, expected) => {
      expect(selectUserId(root(session))).toBe(expected);
    });
  });

  // 'Guest' is a word of the language shown: the header puts it in place of the empty name.
  describe("selectDisplayName: username, else name, else '' (the header says 'Guest')", () => {
    it.each<[string, SessionState, string]>([
      ['username', signedInState, 'Aye Aye'],
      ['name when no username', { ...signedInState, user: { name: 'Ma Hla' } }, 'Ma Hla'],
      ['no name when the user has neither', { ...signedInState, user: { userid: 1 } }, ''],
      ['no name with an empty username', { ...signedInState, user: { username: '' } }, ''],
      ['no name when logged out', empty, ''],
    ])('%s', (_name, session, expected) => {
      expect(selectDisplayName(root(session))).toBe(expected);
    });
  });
});
