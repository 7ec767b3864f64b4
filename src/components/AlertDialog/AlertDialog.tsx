import { useId, useRef } from 'react';
import { useTranslator } from '../../i18n/useTranslator';
import { Modal } from '../Modal/Modal';

export interface AlertDialogProps {
  /** Shown exactly as given. */
  message: string;
  onDismiss: () => void;
}

/**
 * The app's alert: role alertdialog named by its message, focus on OK.
 * Escape dismisses it too; a click outside does not.
 */
export function AlertDialog({ message, onDismiss }: AlertDialogProps) {
  const messageId = useId();
  const t = useTranslator();
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      labelledBy={messageId}
      onClose={onDismiss}
      initialFocusRef={okRef}
      closeOnOutsideClick={false}
      className="modal--alert"
    >
      <p id={messageId} className="alert-message">
        {message}
      </p>
      <div className="modal__actions">
        <button ref={okRef} type="button" className="button button--primary" onClick={onDismiss}>
          {t('components.ok')}
        </button>
      </div>
    </Modal>
  );
}
