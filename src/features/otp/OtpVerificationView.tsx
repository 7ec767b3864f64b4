import { Link } from 'react-router-dom';
import { OtpEntry, type OtpEntryScreenProps } from '../../shared/otp/OtpEntry/OtpEntry';
import { Page } from '../../components/Page/Page';
import type { Translate } from '../../i18n/translate';
import './otp.css';

export type OtpVerificationViewProps = OtpEntryScreenProps;

/**
 * Phone OTP verification: a phone number and Send OTP, which locks the phone; then the OTP and
 * Verify OTP, with 'Resend OTP' once a minute has passed (shared/otp/OtpEntry).
 */
export function OtpVerificationView(props: OtpVerificationViewProps) {
  const { t } = props;
  return (
    <Page title={t('otp.title')} className="otp-page">
      <div className="card otp-card">
        <OtpEntry
          {...props}
          words="otp"
          submitCodeLabel={t('otp.verifyOtp')}
          doneText={t('otp.verified')}
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
