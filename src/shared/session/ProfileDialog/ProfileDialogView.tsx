import { Link } from 'react-router-dom';
import { routePaths } from '../../../app/routes';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Modal/Dialog';
import type { Translate } from '../../../i18n/translate';

export interface ProfileDialogViewProps {
  name: string;
  shopName?: string;
  phone?: string;
  email?: string;
  t: Translate;
  onClose: () => void;
  onLogout: () => void;
}

/** The profile dialog opened from the header's avatar: props only. */
export function ProfileDialogView({
  name,
  shopName,
  phone,
  email,
  t,
  onClose,
  onLogout,
}: ProfileDialogViewProps) {
  const rows: Array<[string, string | undefined]> = [
    [t('dashboard.profile.name'), name],
    [t('dashboard.profile.shopName'), shopName],
    [t('dashboard.profile.phone'), phone],
    [t('dashboard.profile.email'), email],
  ];
  return (
    <Dialog
      title={t('session.profileTitle')}
      onClose={onClose}
      className="profile-dialog"
      actions={
        <Button variant="danger" onClick={onLogout}>
          {t('dashboard.profile.logout')}
        </Button>
      }
    >
      <ul className="profile-dialog__links">
        <li>
          <Link to={routePaths.dashboard} onClick={onClose}>
            {t('dashboard.profile.dashboard')}
          </Link>
        </li>
        <li>
          <Link to={routePaths.store} onClick={onClose}>
            {t('dashboard.profile.myStore')}
          </Link>
        </li>
      </ul>
      <dl className="profile-dialog__details">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-dialog__row">
            <dt>{label}</dt>
            <dd>{value || t('dashboard.profile.notProvided')}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
