import { Button } from '../../components/Button/Button';
import { Message } from '../../components/Message/Message';
import type { Translate } from '../../i18n/translate';
import { FormDialog } from './FormDialog';

export interface ConfirmDialogProps {
  title: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  /** Why the last attempt was refused (the server's words). */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  t: Translate;
}

/** A question before a removal: Cancel, or the removal; a refusal is shown in the dialog. */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
  t,
}: ConfirmDialogProps) {
  return (
    <FormDialog
      title={title}
      role="alertdialog"
      onClose={onCancel}
      t={t}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {t('store.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? t('store.removing') : confirmLabel}
          </Button>
        </>
      }
    >
      <p>{question}</p>
      <Message tone="error">{error}</Message>
    </FormDialog>
  );
}
