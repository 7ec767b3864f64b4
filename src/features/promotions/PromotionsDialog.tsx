import { useEffect, useId, useRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Button } from '../../components/Button/Button';
import { CloseIcon } from '../../components/icons';
import { Message } from '../../components/Message/Message';
import { Modal } from '../../components/Modal/Modal';
import type { Translate } from '../../i18n/translate';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** 'alertdialog' for a question that needs an answer (a deletion). */
  role?: 'dialog' | 'alertdialog';
  t: Translate;
}

/**
 * A dialog's frame for a form: focus kept inside, Escape and the close button close it, a click
 * outside does not (a slip of the finger never throws away what was typed).
 */
export function FormDialog({ title, onClose, children, actions, role, t }: FormDialogProps) {
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  // Focus goes to the control marked to start with, or else the first field.
  useEffect(() => {
    const body = bodyRef.current?.parentElement;
    body
      ?.querySelector<HTMLElement>(
        '[data-autofocus], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])',
      )
      ?.focus();
  }, []);
  return (
    <Modal
      role={role}
      labelledBy={titleId}
      onClose={onClose}
      closeOnOutsideClick={false}
      className="promotions-dialog"
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('promotions.close')}
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

/** A form dialog's Cancel and Save, both held while the save is under way. */
export function SaveActions({
  formId,
  saving,
  label,
  onCancel,
  t,
}: {
  formId: string;
  saving: boolean;
  label?: string;
  onCancel: () => void;
  t: Translate;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {t('promotions.cancel')}
      </Button>
      <Button type="submit" form={formId} disabled={saving}>
        {saving ? t('promotions.saving') : (label ?? t('promotions.save'))}
      </Button>
    </>
  );
}

export interface ConfirmDeleteProps {
  title: string;
  question: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  t: Translate;
}

/** The question before a deletion (an alert dialog, Cancel first); a refusal shows inside it. */
export function ConfirmDelete({
  title,
  question,
  busy,
  error,
  onConfirm,
  onCancel,
  t,
}: ConfirmDeleteProps) {
  return (
    <FormDialog
      title={title}
      role="alertdialog"
      onClose={onCancel}
      t={t}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {t('promotions.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? t('promotions.deleting') : t('promotions.delete')}
          </Button>
        </>
      }
    >
      <p>{question}</p>
      <Message tone="error">{error}</Message>
    </FormDialog>
  );
}

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | null;
};

/** A multi-line field with its visible label and error, as the shared Field draws one. */
export function TextAreaField({ label, error, id, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      <textarea
        id={controlId}
        className="field__control promotions-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
