import { useId, type ReactNode } from 'react';
import { useTranslator } from '../../i18n/useTranslator';
import { CloseIcon } from '../icons';
import { Modal } from './Modal';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  className?: string;
}

/** A titled modal dialog with a close button; labelled by its heading. */
export function Dialog({ title, onClose, children, actions, className }: DialogProps) {
  const titleId = useId();
  const t = useTranslator();
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={className}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('components.close')}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="modal__body">{children}</div>
      {actions ? <div className="modal__actions">{actions}</div> : null}
    </Modal>
  );
}
