import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Modal/Dialog';
import { sessionMessages } from '../messages';

export interface ProfileDialogViewProps {
  name: string;
  shopName?: string;
  phone?: string;
  email?: string;
  onClose: () => void;
  onLogout: () => void;
}

/** The profile dialog opened from the header's avatar: props only. */
export function ProfileDialogView({
  name,
  shopName,
  phone,
  email,
  onClose,
  onLogout,
}: ProfileDialogViewProps) {
  const rows: Array<[string, string | undefined]> = [
    [sessionMessages.profileName, name],
    [sessionMessages.profileShopName, shopName],
    [sessionMessages.profilePhone, phone],
    [sessionMessages.profileEmail, email],
  ];
  return (
    <Dialog
      title={sessionMessages.profileTitle}
      onClose={onClose}
      className="profile-dialog"
      actions={
        <Button variant="danger" onClick={onLogout}>
          {sessionMessages.logout}
        </Button>
      }
    >
      <dl className="profile-dialog__details">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-dialog__row">
            <dt>{label}</dt>
            <dd>{value || sessionMessages.notProvided}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
