import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { CloseIcon } from '../../components/icons';
import { Modal } from '../../components/Modal/Modal';
import type { Translate } from '../../i18n/translate';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** 'alertdialog' for a question that needs an answer (a removal). */
  role?: 'dialog' | 'alertdialog';
  t: Translate;
}

/**
 * The shared dialog's frame for a form: focus kept inside, Escape and the close button close it,
 * but a click outside does not, so a slip of the finger never throws away what was typed.
 */
export function FormDialog({ title, onClose, children, actions, role, t }: FormDialogProps) {
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  // Once open, focus goes to the control marked to start with, or else the first field, rather
  // than to the close button (the modal's own choice, made just before).
  useEffect(() => {
    const body = bodyRef.current?.parentElement;
    const start = body?.querySelector<HTMLElement>(
      '[data-autofocus], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])',
    );
    start?.focus();
  }, []);
  return (
    <Modal
      role={role}
      labelledBy={titleId}
      onClose={onClose}
      closeOnOutsideClick={false}
      className="store-dialog"
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('store.close')}
        >
          <CloseIcon />
        </button>
      </div>
      <div ref={bodyRef} className="modal__body">
        {children}
      </div>
      <div className="modal__actions">{actions}</div>
    </Modal>
  );
}

export interface SaveActionsProps {
  /** The id of the form the Save button submits. */
  formId: string;
  saving: boolean;
  onCancel: () => void;
  t: Translate;
}

/** A form dialog's Cancel and Save, both held while the save is under way. */
export function SaveActions({ formId, saving, onCancel, t }: SaveActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {t('store.cancel')}
      </Button>
      <Button type="submit" form={formId} disabled={saving}>
        {saving ? t('store.saving') : t('store.save')}
      </Button>
    </>
  );
}
