import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SendOtpResponse } from '@contract/otp';
import type { StaffSendOtpRequest, StaffSignInResponse } from '@contract/staff';
import { baseApi } from '../../api/baseApi';
import { otpProblemOfError, type OtpProblem } from '../../shared/otp/otpProblems';
import type { SealedCode } from '../../shared/otp/sealedCode';
import { signedIn } from '../../shared/session/sessionSlice';
import { teamPaths } from '@contract/teamPaths';

export interface StaffSignInCall {
  phone: string;
  otp: SealedCode;
}

/** A failed call, read once as the problem the screen words (and a 429's Retry-After). */
const asOtpProblem = (
  error: FetchBaseQueryError,
  meta: { response?: Response } | undefined,
): OtpProblem => otpProblemOfError(error, meta?.response?.headers.get('retry-after') ?? null);

/**
 * A team member's sign-in: a code to their phone, then the phone and the code. Signed in, the
 * member has the shop's session as its owner would (the same pages work), with their role.
 */
export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendStaffOtp: build.mutation<SendOtpResponse, StaffSendOtpRequest>({
      query: (body) => ({ url: teamPaths.staffSendOtp, method: 'POST', body }),
      transformErrorResponse: asOtpProblem,
    }),
    signInStaff: build.mutation<StaffSignInResponse, StaffSignInCall>({
      query: ({ phone, otp }) => ({
        url: teamPaths.staffSignIn,
        method: 'POST',
        body: { phone, otp: otp.open() },
      }),
      transformErrorResponse: asOtpProblem,
      async onQueryStarted(_call, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            signedIn({
              token: data.token,
              user: {
                ...data.user,
                role: data.member.role,
                member_id: data.member.id,
                branch_id: data.member.branch_id,
              },
              merchantUser: data.merchantUser,
            }),
          );
        } catch {
          // The screen shows the refusal.
        }
      },
    }),
  }),
});
