import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  toSessionMerchantUser,
  toSessionUser,
  type SessionMerchantUser,
  type SessionState,
  type SessionUser,
} from './types';

export type { SessionMerchantUser, SessionState, SessionUser } from './types';

export const initialSessionState: SessionState = { token: null, user: null, merchantUser: null };

export interface SignedInPayload {
  token: string;
  user: SessionUser & Record<string, unknown>;
  merchantUser?: SessionMerchantUser | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Login or registration succeeded. */
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
     * 'Back to Login' on the session-expired screen clears the auth token and the user record
     * only; the merchant-user record stays, as it did in the product. The payload is the page it
     * was pressed on, where the login then comes back to.
     */
    backToLoginClicked: (state, _action: PayloadAction<string | undefined>): SessionState =>
      state.token === null && state.user === null ? state : { ...state, token: null, user: null },
  },
  selectors: {
    selectToken: (session): string | null => session.token,
    selectUser: (session): SessionUser | null => session.user,
    selectIsLoggedIn: (session): boolean => Boolean(session.token),
    /** merchantUser.district_merchant_id, else null. */
    selectDistrictMerchantId: (session): string | null =>
      session.merchantUser?.district_merchant_id ?? null,
    /** merchantUser.merchant_id, else user.merchantid, else null. */
    selectMerchantId: (session): number | null =>
      session.merchantUser?.merchant_id ?? session.user?.merchantid ?? null,
    /** user.userid, else merchantUser.merchant_id, else null (a quirk of the product, kept). */
    selectUserId: (session): number | null =>
      session.user?.userid ?? session.merchantUser?.merchant_id ?? null,
    /**
     * The user's name as the header shows it: username (which defaults to name), else '' (the
     * header then says 'Guest' in the language shown).
     */
    selectDisplayName: (session): string => session.user?.username || session.user?.name || '',
  },
});

export const { signedIn, logoutClicked, loggedOut, backToLoginClicked } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
export const {
  selectToken,
  selectUser,
  selectIsLoggedIn,
  selectDistrictMerchantId,
  selectMerchantId,
  selectUserId,
  selectDisplayName,
} = sessionSlice.selectors;
