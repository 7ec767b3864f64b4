import { useId, useState, type FormEvent } from 'react';
import { DESIGN_LIMITS } from '@contract/designs';
import { Button } from '../../components/Button/Button';
import { Message } from '../../components/Message/Message';
import type { Translate } from '../../i18n/translate';
import { FormDialogFrame } from '../../shared/forms/FormDialog';
import { TextAreaField } from '../../shared/forms/TextAreaField';
import type { FieldErrors } from '../../shared/forms/callFailure';

export interface RevisionDialogProps {
  /** Rounds the request has left (the server still decides: a third round is refused). */
  revisionsLeft: number | null;
  rounds: number;
  busy: boolean;
  fieldErrors: FieldErrors;
  error: string | null;
  onSend: (comment: string) => void;
  onClose: () => void;
  t: Translate;
}

/** 'Ask for a revision': what to change in the chosen draft. */
export function RevisionDialog({
  revisionsLeft,
  rounds,
  busy,
  fieldErrors,
  error,
  onSend,
  onClose,
  t,
}: RevisionDialogProps) {
  const formId = useId();
  const [comment, setComment] = useState('');
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSend(comment);
  };
  return (
    <FormDialogFrame
      title={t('designs.revision.title')}
      onClose={onClose}
      closeLabel={t('designs.close')}
      className="designs-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('designs.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t('designs.revision.sending') : t('designs.revision.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className="designs-form" onSubmit={send} noValidate>
        <p>{t('designs.revision.intro')}</p>
        {revisionsLeft !== null ? (
          <p>{t('designs.detail.revisionsLeft', { left: revisionsLeft, total: rounds })}</p>
        ) : null}
        <TextAreaField
          label={t('designs.revision.comment')}
          name="comment"
          rows={4}
          maxLength={DESIGN_LIMITS.comment}
          value={comment}
          error={fieldErrors.comment}
          onChange={(event) => setComment(event.target.value)}
          controlClassName="designs-form__text"
        />
      </form>
      <Message tone="error">{error ? <p>{error}</p> : null}</Message>
    </FormDialogFrame>
  );
}

export interface AcceptDialogProps {
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  t: Translate;
}

/** The question before accepting: no revision can be asked after. Cancel comes first. */
export function AcceptDialog({ busy, error, onConfirm, onClose, t }: AcceptDialogProps) {
  return (
    <FormDialogFrame
      title={t('designs.accept.title')}
      role="alertdialog"
      onClose={onClose}
      closeLabel={t('designs.close')}
      className="designs-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
            {t('designs.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? t('designs.accept.accepting') : t('designs.accept.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('designs.accept.text')}</p>
      <Message tone="error">{error ? <p>{error}</p> : null}</Message>
    </FormDialogFrame>
  );
}
