import type { Translate } from '../../i18n/translate';
import { ConfirmFrame } from '../../shared/forms/FormDialog';

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
export function ConfirmDialog({ confirmLabel, t, ...question }: ConfirmDialogProps) {
  return (
    <ConfirmFrame
      {...question}
      className="store-dialog"
      words={{
        cancel: t('store.cancel'),
        confirm: confirmLabel,
        busy: t('store.removing'),
        close: t('store.close'),
      }}
    />
  );
}
