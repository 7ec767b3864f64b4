import { OTP_LENGTH } from '@contract/otpRules';
import { ORDER_LIMITS } from '@contract/orderRules';
import type { AppThunk } from '../../app/store';
import { customerApi, sealCustomerCode } from '../../shared/customer/customerApi';
import { otpProblemOf, RESEND_SECONDS } from '../../shared/otp/otpProblems';
import { safeNextPath } from '../../shared/customer/customerSession';
import {
  codeRefusedLocally,
  nameRefused,
  nameRefusedLocally,
  nameRequested,
  nameSaved,
  otpNotSent,
  otpRequested,
  otpSent,
  phoneRefused,
  resendRequested,
  selectCustomerLogin,
  signInRefused,
  signInRequested,
  signInSucceeded,
} from './customerLoginSlice';

const wait = (seconds: number): number =>
  Number.isInteger(seconds) && seconds >= 0 ? seconds : RESEND_SECONDS;

/** Asks the server for a code for this phone (a first send or a resend). */
const sendCode =
  (phone: string): AppThunk =>
  async (dispatch) => {
    const request = dispatch(customerApi.endpoints.sendCustomerOtp.initiate({ phone }));
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
export const submitCustomerPhone =
  (phone: string): AppThunk =>
  async (dispatch, getState) => {
    if (selectCustomerLogin(getState()).status !== 'enteringPhone') return;
    const trimmed = phone.trim();
    if (trimmed === '') {
      dispatch(phoneRefused({ kind: 'phoneRequired' }));
      return;
    }
    dispatch(otpRequested());
    await dispatch(sendCode(trimmed));
  };

/** 'Resend OTP', once the wait is over. */
export const resendCustomerCode = (): AppThunk => async (dispatch, getState) => {
  const state = selectCustomerLogin(getState());
  if (state.status !== 'codeSent' || state.resendIn > 0) return;
  dispatch(resendRequested());
  await dispatch(sendCode(state.challenge.phone));
};

/** 'Sign in' with the code typed; then the name, or on to `next`. */
export const submitCustomerCode =
  (code: string, next: string | null): AppThunk =>
  async (dispatch, getState, extra) => {
    const state = selectCustomerLogin(getState());
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
      customerApi.endpoints.signInCustomer.initiate(
        { phone: state.challenge.phone, otp: sealCustomerCode(otp) },
        { track: false },
      ),
    );
    try {
      const { customer } = await request.unwrap();
      const named = customer.name !== null && customer.name.trim() !== '';
      dispatch(signInSucceeded({ named }));
      if (named) extra.navigate(safeNextPath(next), { replace: true });
    } catch (error) {
      dispatch(signInRefused(otpProblemOf(error)));
    }
  };

/** 'Your name', asked once after a first sign-in; then on to `next`. */
export const submitCustomerName =
  (name: string, next: string | null): AppThunk =>
  async (dispatch, getState, extra) => {
    if (selectCustomerLogin(getState()).status !== 'naming') return;
    const trimmed = name.trim();
    if (trimmed === '') {
      dispatch(nameRefusedLocally('nameRequired'));
      return;
    }
    if (trimmed.length > ORDER_LIMITS.customerName) {
      dispatch(nameRefusedLocally('nameTooLong'));
      return;
    }
    dispatch(nameRequested());
    const request = dispatch(customerApi.endpoints.nameCustomer.initiate({ name: trimmed }));
    try {
      await request.unwrap();
      dispatch(nameSaved());
      extra.navigate(safeNextPath(next), { replace: true });
    } catch {
      dispatch(nameRefused());
    } finally {
      request.reset();
    }
  };
