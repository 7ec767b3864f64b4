import { OTP_LENGTH } from '@contract/otpRules';
import type { AppThunk } from '../../app/store';
import { otpProblemOf, RESEND_SECONDS } from '../../shared/otp/otpProblems';
import { sealCode } from '../../shared/otp/sealedCode';
import { homePathOf } from '../../shared/session/merchantPages';
import { staffApi } from './staffApi';
import {
  codeRefusedLocally,
  otpNotSent,
  otpRequested,
  otpSent,
  phoneRefused,
  resendRequested,
  selectStaffLogin,
  signInRefused,
  signInRequested,
  signInSucceeded,
} from './staffLoginSlice';

const wait = (seconds: number): number =>
  Number.isInteger(seconds) && seconds >= 0 ? seconds : RESEND_SECONDS;

/** Asks the server for a code for this phone (a first send or a resend). */
const sendCode =
  (phone: string): AppThunk =>
  async (dispatch) => {
    const request = dispatch(staffApi.endpoints.sendStaffOtp.initiate({ phone }));
    try {
      const { data } = await request.unwrap();
      dispatch(
        otpSent({
          phone: data.phone,
          sandboxCode: data.code ?? null,
          resendIn: wait(data.resend_in),
        }),
      );
    } catch (error) {
      const problem = otpProblemOf(error);
      // The provider was slow: the code may still arrive, so the code field is offered.
      if (problem.kind === 'smsSlow') {
        dispatch(otpSent({ phone, sandboxCode: null, resendIn: problem.resendIn, problem }));
      } else dispatch(otpNotSent(problem));
    } finally {
      request.reset();
    }
  };

/** 'Send OTP'. */
export const submitStaffPhone =
  (phone: string): AppThunk =>
  async (dispatch, getState) => {
    if (selectStaffLogin(getState()).status !== 'enteringPhone') return;
    const trimmed = phone.trim();
    if (trimmed === '') {
      dispatch(phoneRefused({ kind: 'phoneRequired' }));
      return;
    }
    dispatch(otpRequested());
    await dispatch(sendCode(trimmed));
  };

/** 'Resend OTP', once the wait is over. */
export const resendStaffCode = (): AppThunk => async (dispatch, getState) => {
  const state = selectStaffLogin(getState());
  if (state.status !== 'codeSent' || state.resendIn > 0) return;
  dispatch(resendRequested());
  await dispatch(sendCode(state.challenge.phone));
};

/** 'Sign in' with the code typed; then to the first page of the member's role. */
export const submitStaffCode =
  (code: string): AppThunk =>
  async (dispatch, getState, extra) => {
    const state = selectStaffLogin(getState());
    if (state.status !== 'codeSent') return;
    const otp = code.trim();
    if (otp === '') {
      dispatch(codeRefusedLocally({ kind: 'otpRequired' }));
      return;
    }
    if (!new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(otp)) {
      dispatch(codeRefusedLocally({ kind: 'otpIncomplete' }));
      return;
    }
    dispatch(signInRequested());
    // track: false keeps the code out of the cache; sealing keeps it out of any action.
    const request = dispatch(
      staffApi.endpoints.signInStaff.initiate(
        { phone: state.challenge.phone, otp: sealCode(otp) },
        { track: false },
      ),
    );
    try {
      const { member } = await request.unwrap();
      dispatch(signInSucceeded());
      extra.navigate(homePathOf(member.role), { replace: true });
    } catch (error) {
      dispatch(signInRefused(otpProblemOf(error)));
    }
  };
