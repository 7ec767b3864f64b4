/**
 * A fake of the server's one-time codes for component tests (MSW): the sandbox (the code comes
 * back in the send answer) or a real provider (it does not), the server's answers for a wrong
 * code with the tries left, a used or expired code, and a dead code after five wrong tries. Time
 * rules (the resend wait) are the server's: a test that needs a refusal answers it itself.
 */
import { http, HttpResponse } from 'msw';
import type {
  OtpErrorBody,
  OtpStatusResponse,
  OtpValidationErrorBody,
  SendOtpRequest,
  SendOtpResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '@contract/otp';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl } from './server';

export interface FakeOtpOptions {
  /** The phone of the signed-in merchant's account. */
  accountPhone: string;
  /**
   * A code sent before the page opened (a reload): the status read reports it with this many
   * seconds before 'Resend OTP'.
   */
  sentBefore?: { resendIn: number };
  /** `sandbox` answers with the code; `sms` sends it "by SMS" (see `lastCode`). */
  provider?: 'sandbox' | 'sms';
}

export interface FakeOtpServer {
  handlers: Array<ReturnType<typeof http.post> | ReturnType<typeof http.get>>;
  /** Every body the verify call received, in order. */
  verifyBodies: unknown[];
  sendBodies: unknown[];
  /** The code sent last (what the SMS carried). */
  lastCode(): string;
  /** The code sent last expires now. */
  expire(): void;
}

/** Codes the fake hands out, in order: six digits each, all different. */
const CODES = ['482913', '605127', '731864', '259406'];

const validation = (message: string, field: string, extra: Partial<OtpValidationErrorBody>) =>
  HttpResponse.json<OtpValidationErrorBody>(
    { status: false, message, data: { errors: { [field]: [message] } }, ...extra },
    { status: 422 },
  );

export function fakeOtpServer({
  accountPhone,
  provider = 'sandbox',
  sentBefore,
}: FakeOtpOptions): FakeOtpServer {
  let sent = 0;
  let code: string | null = sentBefore ? '917350' : null;
  let tries = 0;
  let live = sentBefore !== undefined;
  const verifyBodies: unknown[] = [];
  const sendBodies: unknown[] = [];

  const handlers = [
    // The screen opened again: the code waiting, and the wait the test gave (the fake has no clock).
    http.get(apiUrl(apiPaths.otpStatus), () =>
      HttpResponse.json<OtpStatusResponse>({
        phone: accountPhone,
        verified_at: null,
        challenge: live ? { resend_in: sentBefore?.resendIn ?? 60, expires_in: 300 } : null,
      }),
    ),
    http.post(apiUrl(`${apiPaths.sendOtp}/:merchantId`), async ({ request }) => {
      const body = (await request.json()) as SendOtpRequest;
      sendBodies.push(body);
      if (body.phone !== accountPhone) {
        return validation('This is not the phone number of your account.', 'phone', {
          reason: 'not_account_phone',
        });
      }
      code = CODES[sent % CODES.length] ?? '482913';
      sent += 1;
      tries = 0;
      live = true;
      const answer: SendOtpResponse = {
        status: true,
        message: 'OTP sent.',
        data: {
          phone: body.phone,
          expires_in: 300,
          resend_in: 60,
          ...(provider === 'sandbox' ? { code } : {}),
        },
      };
      return HttpResponse.json(answer);
    }),
    http.post(apiUrl(`${apiPaths.verifyOtp}/:merchantId`), async ({ request }) => {
      const body = (await request.json()) as VerifyOtpRequest;
      verifyBodies.push(body);
      if (!live || code === null) {
        return validation('OTP expired. Please request a new one.', 'otp', { reason: 'expired' });
      }
      if (tries >= 5) {
        return HttpResponse.json<OtpErrorBody>(
          { message: 'Too many wrong codes. Please request a new OTP.', reason: 'too_many_tries' },
          { status: 429 },
        );
      }
      if (body.otp !== code) {
        tries += 1;
        if (tries >= 5) {
          return HttpResponse.json<OtpErrorBody>(
            {
              message: 'Too many wrong codes. Please request a new OTP.',
              reason: 'too_many_tries',
            },
            { status: 429 },
          );
        }
        const left = 5 - tries;
        return validation(`Invalid OTP. Please try again. ${left} tries left.`, 'otp', {
          reason: 'invalid',
          tries_left: left,
        });
      }
      live = false;
      const answer: VerifyOtpResponse = {
        status: true,
        message: 'Your phone number is verified.',
        data: { phone: body.phone, verified_at: '2025-06-15T08:00:00.000Z' },
      };
      return HttpResponse.json(answer);
    }),
  ];

  return {
    handlers,
    verifyBodies,
    sendBodies,
    lastCode() {
      if (code === null) throw new Error('No code was sent');
      return code;
    },
    expire() {
      live = false;
    },
  };
}
