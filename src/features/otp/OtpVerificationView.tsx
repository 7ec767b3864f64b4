import { Link } from 'react-router-dom';
import { OtpEntry } from '../../shared/otp/OtpEntry/OtpEntry';
import { Page } from '../../components/Page/Page';
import type { Translate } from '../../i18n/translate';
import type { OtpProblem } from '../../shared/otp/otpProblems';
import './otp.css';

export interface OtpVerificationViewProps {
  step: 'enteringPhone' | 'codeSent' | 'verified';
  /** A call is out: its button waits. */
  busy: 'sending' | 'verifying' | 'resending' | null;
  /** The phone the code was sent to; the phone field is locked to it. */
  sentTo: string | null;
  /** The code, shown on screen in sandbox mode (no SMS is sent then). */
  sandboxCode: string | null;
  /** Seconds before 'Resend OTP' may be pressed. */
  resendIn: number;
  problem: OtpProblem | null;
  /** The phone to start with (the session's, when there is one). */
  initialPhone: string;
  onSendOtp: (phone: string) => void;
  onVerifyOtp: (otp: string) => void;
  onResendOtp: () => void;
  t: Translate;
}

/**
 * Phone OTP verification: a phone number and Send OTP, which locks the phone; then the OTP and
 * Verify OTP, with 'Resend OTP' once a minute has passed (shared/otp/OtpEntry).
 */
export function OtpVerificationView({
  step,
  busy,
  sentTo,
  sandboxCode,
  resendIn,
  problem,
  initialPhone,
  onSendOtp,
  onVerifyOtp,
  onResendOtp,
  t,
}: OtpVerificationViewProps) {
  return (
    <Page title={t('otp.title')} className="otp-page">
      <div className="card otp-card">
        <OtpEntry
          step={step === 'verified' ? 'done' : step}
          sending={busy === 'sending'}
          busy={busy !== null}
          sentTo={sentTo}
          sandboxCode={sandboxCode}
          resendIn={resendIn}
          problem={problem}
          initialPhone={initialPhone}
          submitCodeLabel={t('otp.verifyOtp')}
          doneText={t('otp.verified')}
          onSendOtp={onSendOtp}
          onSubmitCode={onVerifyOtp}
          onResendOtp={onResendOtp}
          words="otp"
          t={t}
        />
      </div>
    </Page>
  );
}

export interface OtpSignInNeededViewProps {
  loginPath: string;
  t: Translate;
}

/** A visitor who is not signed in: the phone verified belongs to an account, so log in first. */
export function OtpSignInNeededView({ loginPath, t }: OtpSignInNeededViewProps) {
  return (
    <Page title={t('otp.title')} className="otp-page">
      <div className="card otp-card">
        <p>{t('otp.signInFirst')}</p>
        <Link to={loginPath}>{t('otp.login')}</Link>
      </div>
    </Page>
  );
}
