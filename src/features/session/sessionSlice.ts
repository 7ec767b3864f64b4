import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { unauthorized } from '../../api/events';
import { sessionMessages } from './messages';
import {
  toSessionMerchantUser,
  toSessionUser,
  type SessionMerchantUser,
  type SessionState,
  type SessionUser,
} from './types';

export type { SessionMerchantUser, SessionState, SessionUser } from './types';
export { unauthorized };

export const initialSessionState: SessionState = { token: null, user: null, merchantUser: null };

export interface SignedInPayload {
  token: string;
  user: SessionUser & Record<string, unknown>;
  merchantUser?: SessionMerchantUser | null;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Login or registration succeeded (specification section 4). */
    signedIn: (_state, action: PayloadAction<SignedInPayload>): SessionState => {
      const { token, user, merchantUser } = action.payload;
      return {
        token,
        user: toSessionUser(user),
        merchantUser: merchantUser ? toSessionMerchantUser(merchantUser) : null,
      };
    },
    /** The Logout button was pressed; the listener calls the API, then reports loggedOut. */
    logoutClicked: (state) => state,
    /** The session is over: everything back to empty. */
    loggedOut: (): SessionState => initialSessionState,
    /**
     * 'Back to Login' on the session-expired screen: the specification clears the auth token and
     * the user record only; the merchant-user record stays, as it did in the product.
     */
    backToLoginClicked: (state): SessionState =>
      state.token === null && state.user === null ? state : { ...state, token: null, user: null },
  },
  extraReducers: (builder) => {
    // A 401 changes nothing here: the API layer only logs it and screens decide.
    builder.addCase(unauthorized, (state) => state);
  },
});

export const { signedIn, logoutClicked, loggedOut, backToLoginClicked } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/* ------------------------------ selectors ------------------------------ */

/** Any state that holds the session; RootState satisfies it. */
export interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession): SessionState => state.session;
export const selectToken = (state: WithSession): string | null => state.session.token;
export const selectUser = (state: WithSession): SessionUser | null => state.session.user;
export const selectMerchantUser = (state: WithSession): SessionMerchantUser | null =>
  state.session.merchantUser;
export const selectIsLoggedIn = (state: WithSession): boolean => Boolean(state.session.token);

/** merchantUser.district_merchant_id, else null. */
export const selectDistrictMerchantId = (state: WithSession): string | null =>
  state.session.merchantUser?.district_merchant_id ?? null;

/** merchantUser.merchant_id, else user.merchantid, else null. */
export const selectMerchantId = (state: WithSession): number | null =>
  state.session.merchantUser?.merchant_id ?? state.session.user?.merchantid ?? null;

/** user.userid, else merchantUser.merchant_id, else null (a quirk of the product, kept). */
export const selectUserId = (state: WithSession): number | null =>
  state.session.user?.userid ?? state.session.merchantUser?.merchant_id ?? null;

/** The user's name as the header shows it: username (which defaults to name), else 'Guest'. */
export const selectDisplayName = (state: WithSession): string =>
  state.session.user?.username || state.session.user?.name || sessionMessages.guestName;
