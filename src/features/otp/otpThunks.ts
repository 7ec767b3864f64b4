import { OTP_LENGTH } from '@contract/otpRules';
import type { AppThunk } from '../../app/store';
import { normaliseDigits } from '../../i18n/digits';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import { otpApi, sealCode } from './otpApi';
import { otpProblemOf } from '../../shared/otp/otpProblems';
import {
  otpChallengeRestored,
  otpCodeSent,
  otpSendFailed,
  otpVerified,
  otpVerifyFailed,
  resendOtpClicked,
  selectOtp,
  sendOtpClicked,
  verifyOtpClicked,
  type TypedCode,
} from './otpSlice';

const SIX_DIGITS = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);

/** What a typed code is to the form: nothing, not six digits, or a code to check. */
export function typedCode(otp: string): TypedCode {
  const code = normaliseDigits(otp).trim();
  if (code === '') return 'missing';
  return SIX_DIGITS.test(code) ? 'complete' : 'incomplete';
}

/**
 * Asks the server for a code for the phone of the challenge being made (the first, or again).
 * The calls are started with `track: false`: RTK Query keeps nothing of them in the store.
 */
const requestCode =
  (phone: string): AppThunk =>
  async (dispatch, getState) => {
    const merchantId = selectMerchantId(getState());
    if (merchantId === null) {
      dispatch(otpSendFailed({ kind: 'failed' }));
      return;
    }
    const answer = await dispatch(
      otpApi.endpoints.sendOtp.initiate({ merchantId, phone }, { track: false }),
    );
    if (answer.error) {
      dispatch(otpSendFailed(otpProblemOf(answer.error)));
      return;
    }
    const { data } = answer.data;
    dispatch(
      otpCodeSent({ phone: data.phone, sandboxCode: data.code ?? null, resendIn: data.resend_in }),
    );
  };

/**
 * The screen opened (after a reload, say): asks the server whether a code already went to the
 * account's phone, and if so goes on to the code with the server's wait before 'Resend OTP'.
 * A failed read leaves the phone step as it is.
 */
export const restoreChallenge = (): AppThunk => async (dispatch, getState) => {
  const merchantId = selectMerchantId(getState());
  const before = selectOtp(getState());
  if (merchantId === null || before.status !== 'enteringPhone' || before.problem !== null) return;
  const answer = await dispatch(
    otpApi.endpoints.otpStatus.initiate(merchantId, { subscribe: false, forceRefetch: true }),
  );
  const challenge = answer.data?.challenge;
  if (!answer.data || !challenge) return;
  dispatch(
    otpChallengeRestored({
      phone: answer.data.phone,
      sandboxCode: null,
      resendIn: challenge.resend_in,
    }),
  );
};

/** 'Send OTP': checks the phone, then asks the server to send a code to it. */
export const submitPhone =
  (phone: string): AppThunk =>
  async (dispatch, getState) => {
    dispatch(sendOtpClicked(phone));
    const state = selectOtp(getState());
    if (state.status === 'sending') await dispatch(requestCode(state.phone));
  };

/** 'Resend OTP': a new code for the same phone, once the wait is over. */
export const resendCode = (): AppThunk => async (dispatch, getState) => {
  dispatch(resendOtpClicked());
  const state = selectOtp(getState());
  if (state.status === 'resending') await dispatch(requestCode(state.challenge.phone));
};

/**
 * 'Verify OTP': the code goes from the form to the server and nowhere else. No action carries
 * it (the click says only whether a code was typed), the call is not tracked, and the code
 * travels sealed, so neither the store nor DevTools ever holds it.
 */
export const submitCode =
  (otp: string): AppThunk =>
  async (dispatch, getState) => {
    const typed = typedCode(otp);
    dispatch(verifyOtpClicked(typed));
    const state = selectOtp(getState());
    const merchantId = selectMerchantId(getState());
    if (state.status !== 'verifying') return;
    if (merchantId === null) {
      dispatch(otpVerifyFailed({ kind: 'failed' }));
      return;
    }
    const answer = await dispatch(
      otpApi.endpoints.verifyOtp.initiate(
        {
          merchantId,
          phone: state.challenge.phone,
          otp: sealCode(normaliseDigits(otp).trim()),
        },
        { track: false },
      ),
    );
    if (answer.error) dispatch(otpVerifyFailed(otpProblemOf(answer.error)));
    else dispatch(otpVerified());
  };
