import type { AppThunk } from '../../app/store';
import { otpDigits } from '../../shared/otp/otpDigits';
import { passwordResetApi, seal } from './passwordResetApi';
import { checkResetForm, type ResetForm } from './passwordResetRules';
import {
  resetClicked,
  resetCodeSent,
  resetFailed,
  resetResendClicked,
  resetSendCodeClicked,
  resetSendFailed,
  resetSucceeded,
  selectPasswordReset,
  type ResetProblem,
} from './passwordResetSlice';

/** The problem a failed call's endpoint gave, or a failure with nothing more to say. */
const problemOf = (error: unknown): ResetProblem =>
  typeof error === 'object' && error !== null && 'kind' in error
    ? (error as ResetProblem)
    : { kind: 'failed' };

/** Asks the server for a code for the phone (the first, or again); nothing of it is tracked. */
const requestCode =
  (phone: string): AppThunk =>
  async (dispatch) => {
    const answer = await dispatch(
      passwordResetApi.endpoints.sendResetCode.initiate(phone, { track: false }),
    );
    if (answer.error) {
      dispatch(resetSendFailed(problemOf(answer.error)));
      return;
    }
    const { data } = answer.data;
    dispatch(
      resetCodeSent({
        phone: data.phone,
        sandboxCode: data.code ?? null,
        resendIn: data.resend_in,
      }),
    );
  };

/** 'Send OTP': a code to the phone typed. */
export const submitResetPhone =
  (phone: string): AppThunk =>
  async (dispatch, getState) => {
    dispatch(resetSendCodeClicked(phone));
    const state = selectPasswordReset(getState());
    if (state.status === 'sending') await dispatch(requestCode(state.phone));
  };

/** 'Resend OTP': a new code for the same phone, once the wait is over. */
export const resendResetCode = (): AppThunk => async (dispatch, getState) => {
  dispatch(resetResendClicked());
  const state = selectPasswordReset(getState());
  if (state.status === 'resending') await dispatch(requestCode(state.challenge.phone));
};

export interface ResetSubmission extends ResetForm {
  /** The form's attempt: the same while its fields stay the same. */
  idempotencyKey: string;
}

/**
 * 'Reset password': the form's own checks, then the code and the new password go from the form
 * to the server and nowhere else. No action carries them (the click says only what is wrong, if
 * anything), the call is not tracked, and they travel sealed.
 */
export const submitReset =
  ({ otp, password, confirmation, idempotencyKey }: ResetSubmission): AppThunk =>
  async (dispatch, getState) => {
    dispatch(resetClicked(checkResetForm({ otp, password, confirmation })));
    const state = selectPasswordReset(getState());
    if (state.status !== 'resetting') return;
    const answer = await dispatch(
      passwordResetApi.endpoints.resetPassword.initiate(
        {
          phone: state.challenge.phone,
          otp: seal(otpDigits(otp)),
          password: seal(password),
          confirmation: seal(confirmation),
          idempotencyKey,
        },
        { track: false },
      ),
    );
    if (answer.error) dispatch(resetFailed(problemOf(answer.error)));
    else dispatch(resetSucceeded());
  };
