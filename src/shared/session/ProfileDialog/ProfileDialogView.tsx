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
    [t('session.profileName'), name],
    [t('session.profileShopName'), shopName],
    [t('session.profilePhone'), phone],
    [t('session.profileEmail'), email],
  ];
  return (
    <Dialog
      title={t('session.profileTitle')}
      onClose={onClose}
      className="profile-dialog"
      actions={
        <Button variant="danger" onClick={onLogout}>
          {t('session.logout')}
        </Button>
      }
    >
      <ul className="profile-dialog__links">
        <li>
          <Link to={routePaths.dashboard} onClick={onClose}>
            {t('session.dashboard')}
          </Link>
        </li>
        <li>
          <Link to={routePaths.store} onClick={onClose}>
            {t('session.myStore')}
          </Link>
        </li>
      </ul>
      <dl className="profile-dialog__details">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-dialog__row">
            <dt>{label}</dt>
            <dd>{value || t('session.notProvided')}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
