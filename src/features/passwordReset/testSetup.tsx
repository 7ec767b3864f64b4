/** What the password reset's tests, in either language, start from. */
import { http, HttpResponse } from 'msw';
import type { OtpErrorBody, SendOtpResponse } from '@contract/otp';
import type {
  PasswordResetRequest,
  PasswordResetResponse,
  PasswordResetValidationErrorBody,
} from '@contract/passwordReset';
import { apiPaths } from '@contract/apiPaths';
import type { Language } from '../../i18n/language';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';
import { ForgotPasswordPage } from './ForgotPasswordPage';

export const PHONE = '09420000001';
export const CODE = '482913';
export const NEW_PASSWORD = 'Monsoon-tea-2026';

/** /forgot-password, in English unless told otherwise. */
export function renderForgotPassword(language?: Language) {
  return renderWithProviders(<ForgotPasswordPage />, {
    route: '/forgot-password',
    path: '/forgot-password',
    preloadedState: language && languagePreload(language),
  });
}

export interface FakeReset {
  sendBodies: unknown[];
  resetBodies: PasswordResetRequest[];
  resetKeys: Array<string | null>;
}

/**
 * The server's reset calls: a code for any phone (in the answer, as the sandbox does, unless
 * `sms`), and a reset that checks it, or answers what `reset` says.
 */
export function fakeResetServer({
  sms = false,
  reset,
}: {
  sms?: boolean;
  reset?: (body: PasswordResetRequest) => Response | undefined;
} = {}): FakeReset {
  const fake: FakeReset = { sendBodies: [], resetBodies: [], resetKeys: [] };
  server.use(
    http.post(apiUrl(apiPaths.passwordResetSendCode), async ({ request }) => {
      const body = (await request.json()) as { phone: string };
      fake.sendBodies.push(body);
      return HttpResponse.json<SendOtpResponse>({
        status: true,
        message: 'OTP sent.',
        data: { phone: body.phone, expires_in: 300, resend_in: 60, ...(sms ? {} : { code: CODE }) },
      });
    }),
    http.post(apiUrl(apiPaths.passwordReset), async ({ request }) => {
      const body = (await request.json()) as PasswordResetRequest;
      fake.resetBodies.push(body);
      fake.resetKeys.push(request.headers.get('idempotency-key'));
      const answer = reset?.(body);
      if (answer) return answer;
      if (body.otp !== CODE) {
        return HttpResponse.json<PasswordResetValidationErrorBody>(
          {
            status: false,
            message: 'Invalid OTP. Please try again. 4 tries left.',
            data: { errors: { otp: ['Invalid OTP. Please try again. 4 tries left.'] } },
            reason: 'invalid',
            tries_left: 4,
          },
          { status: 422 },
        );
      }
      return HttpResponse.json<PasswordResetResponse>({
        status: true,
        message: 'Your password has been changed. Please log in with your new password.',
      });
    }),
  );
  return fake;
}

export const tooSoon = (seconds: number) =>
  HttpResponse.json<OtpErrorBody>(
    { message: 'wait', reason: 'resend_too_soon', retry_after: seconds },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );
