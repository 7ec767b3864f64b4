import { Page } from '../../components/Page/Page';
import { otpMessages } from './messages';

/** /otp-verification; its form arrives with the OTP issue. */
export function OtpVerificationPage() {
  return <Page title={otpMessages.title} />;
}
