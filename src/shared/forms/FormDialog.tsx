/**
 * A dialog's frame for a form and the question before a removal, shared by the store editor and
 * the promotions page; each page gives its own words and its dialog's class.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { CloseIcon } from '../../components/icons';
import { Message } from '../../components/Message/Message';
import { Modal } from '../../components/Modal/Modal';

export interface FormDialogFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** 'alertdialog' for a question that needs an answer (a removal). */
  role?: 'dialog' | 'alertdialog';
  /** The close button's accessible name. */
  closeLabel: string;
  /** The page's class for its dialogs (their width). */
  className: string;
}

/**
 * The shared dialog's frame for a form: focus kept inside, Escape and the close button close it,
 * but a click outside does not, so a slip of the finger never throws away what was typed.
 */
export function FormDialogFrame({
  title,
  onClose,
  children,
  actions,
  role,
  closeLabel,
  className,
}: FormDialogFrameProps) {
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
      className={className}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
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

export interface ConfirmFrameProps {
  title: string;
  question: string;
  busy: boolean;
  /** Why the last attempt was refused (the server's words). */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  words: { cancel: string; confirm: string; busy: string; close: string };
  className: string;
}

/** A question before a removal (an alert dialog, Cancel first); a refusal shows inside it. */
export function ConfirmFrame({
  title,
  question,
  busy,
  error,
  onConfirm,
  onCancel,
  words,
  className,
}: ConfirmFrameProps) {
  return (
    <FormDialogFrame
      title={title}
      role="alertdialog"
      onClose={onCancel}
      closeLabel={words.close}
      className={className}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {words.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? words.busy : words.confirm}
          </Button>
        </>
      }
    >
      <p>{question}</p>
      <Message tone="error">{error}</Message>
    </FormDialogFrame>
  );
}
