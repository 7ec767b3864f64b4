import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { loggedOut } from '../../shared/session/sessionSlice';
import { translatorFor } from '../../i18n/catalogues';
import { generateOtp, type RandomSource } from './otpCode';
import { rootReducer } from '../../app/store';

/**
 * Phone OTP verification as a state machine: enteringPhone → codeSent → verified. Once the code
 * is sent the phone is locked. The code is made on the client and
 * shown on screen, as in the product (a mock of an SMS).
 */
export type OtpState =
  | { status: 'enteringPhone'; error: string | null }
  | { status: 'codeSent'; phone: string; code: string; error: string | null }
  | { status: 'verified'; phone: string };

export const initialOtpState: OtpState = { status: 'enteringPhone', error: null };

export interface SendOtpPayload {
  phone: string;
  /** Made by the action's prepare callback, never by the reducer. */
  code: string;
}

/** The problems the form reports. */
export const OTP_PROBLEMS = ['phoneRequired', 'otpRequired', 'otpMismatch'] as const;
export type OtpProblem = (typeof OTP_PROBLEMS)[number];

/**
 * The state keeps a problem in the specification's English words (what DevTools shows); the
 * screen words it in the reader's language through `otpProblemOf`.
 */
const english = (problem: OtpProblem): string => translatorFor('en')(`otp.${problem}`);

/** The problem an error of the state names, if it is one of the form's. */
export function otpProblemOf(error: string): OtpProblem | undefined {
  return OTP_PROBLEMS.find((problem) => english(problem) === error);
}

function withError<S extends OtpState & { error: string | null }>(state: S, error: string): S {
  return state.error === error ? state : { ...state, error };
}

export const otpSlice = createSlice({
  name: 'otp',
  initialState: initialOtpState as OtpState,
  reducers: {
    /**
     * 'Send OTP' was pressed with this phone. The code is drawn here, in prepare (a side effect,
     * kept out of the reducer); tests pass their own random source.
     */
    sendOtpClicked: {
      reducer: (state, action: PayloadAction<SendOtpPayload>): OtpState => {
        if (state.status !== 'enteringPhone') return state;
        const phone = action.payload.phone.trim();
        if (phone === '') return withError(state, english('phoneRequired'));
        return { status: 'codeSent', phone, code: action.payload.code, error: null };
      },
      prepare: (phone: string, random?: RandomSource) => ({
        payload: { phone, code: generateOtp(random) },
      }),
    },
    /** 'Verify OTP' was pressed with this code. */
    verifyOtpClicked: (state, action: PayloadAction<string>): OtpState => {
      if (state.status !== 'codeSent') return state;
      const otp = action.payload.trim();
      if (otp === '') return withError(state, english('otpRequired'));
      if (otp !== state.code) return withError(state, english('otpMismatch'));
      return { status: 'verified', phone: state.phone };
    },
    /** The merchant left the page: an unfinished verification starts again; a verified one stays. */
    pageLeft: (state): OtpState =>
      state.status === 'verified' || (state.status === 'enteringPhone' && state.error === null)
        ? state
        : initialOtpState,
  },
  extraReducers: (builder) => {
    // The verified flag belongs to whoever is logged in; logging out forgets it.
    builder.addCase(loggedOut, (state) =>
      state.status === 'enteringPhone' && state.error === null ? state : initialOtpState,
    );
  },
  selectors: {
    selectOtp: (state) => state,
    /** The flag '/' receives: the phone has been verified. */
    selectIsPhoneVerified: (state): boolean => state.status === 'verified',
    selectOtpError: (otp): string | null => {
      return otp.status === 'verified' ? null : otp.error;
    },
  },
});

export const { sendOtpClicked, verifyOtpClicked, pageLeft: otpPageLeft } = otpSlice.actions;
export const otpReducer = otpSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof otpSlice> {}
}

export const { selectOtp, selectIsPhoneVerified, selectOtpError } =
  otpSlice.injectInto(rootReducer).selectors;
