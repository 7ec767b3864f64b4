import { Link } from 'react-router-dom';
import { OtpEntry, type OtpEntryScreenProps } from '../../shared/otp/OtpEntry/OtpEntry';
import { Page } from '../../components/Page/Page';
import { routePaths } from '../../app/routes';
import './team.css';

/**
 * A team member's sign-in: a phone and 'Send OTP', then the OTP and 'Sign in'
 * (shared/otp/OtpEntry); once the code is sent, the OTP field takes the focus. The owner's own
 * login (by password) is a link away.
 */
export function StaffLoginView(props: OtpEntryScreenProps) {
  const { t } = props;
  return (
    <Page title={t('team.signInTitle')} className="staff-page">
      <div className="card staff-card">
        <p>{t('team.signInIntro')}</p>
        <OtpEntry {...props} words="team" submitCodeLabel={t('team.signIn')} focusCodeWhenSent />
        <p className="staff-card__other">
          <Link to={routePaths.login}>{t('team.ownerLink')}</Link>
        </p>
      </div>
    </Page>
  );
}
