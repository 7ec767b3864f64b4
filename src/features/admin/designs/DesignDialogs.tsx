import { useId, useState, type FormEvent } from 'react';
import { DESIGN_LIMITS } from '@contract/designs';
import { Button } from '../../../components/Button/Button';
import { Message } from '../../../components/Message/Message';
import type { Translate } from '../../../i18n/translate';
import { FormDialogFrame } from '../../../shared/forms/FormDialog';
import { TextAreaField } from '../../../shared/forms/TextAreaField';
import type { DesignerStep } from './adminDesignsSlice';

export interface StepDialogProps {
  step: DesignerStep;
  busy: boolean;
  error: string | null;
  onSend: (note: string) => void;
  onClose: () => void;
  t: Translate;
}

/** Each step's words: the consultation's note is needed, the others' note is optional. */
function wordsOf(step: DesignerStep, t: Translate) {
  switch (step) {
    case 'consultation':
      return {
        title: t('admin.designs.noteDialog.title'),
        text: null,
        label: t('admin.designs.noteDialog.label'),
        confirm: t('admin.designs.noteDialog.save'),
        busy: t('admin.designs.noteDialog.saving'),
      };
    case 'publish':
      return {
        title: t('admin.designs.publishDialog.title'),
        text: t('admin.designs.publishDialog.text'),
        label: t('admin.designs.publishDialog.note'),
        confirm: t('admin.designs.publishDialog.confirm'),
        busy: t('admin.designs.publishDialog.busy'),
      };
    case 'deliver':
      return {
        title: t('admin.designs.deliverDialog.title'),
        text: t('admin.designs.deliverDialog.text'),
        label: t('admin.designs.deliverDialog.note'),
        confirm: t('admin.designs.deliverDialog.confirm'),
        busy: t('admin.designs.deliverDialog.busy'),
      };
  }
}

/** 'Note the consultation', 'Publish to the merchant', 'Deliver the final files': a note, then the step. */
export function StepDialog({ step, busy, error, onSend, onClose, t }: StepDialogProps) {
  const formId = useId();
  const [note, setNote] = useState('');
  const words = wordsOf(step, t);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSend(note);
  };
  return (
    <FormDialogFrame
      title={words.title}
      onClose={onClose}
      closeLabel={t('admin.designs.close')}
      className="admin-designs-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('admin.designs.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? words.busy : words.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} className="admin-designs-form" onSubmit={send} noValidate>
        {words.text ? <p>{words.text}</p> : null}
        <TextAreaField
          label={words.label}
          name="note"
          rows={5}
          maxLength={DESIGN_LIMITS.note}
          required={step === 'consultation'}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          controlClassName="admin-designs-form__text"
        />
      </form>
      <Message tone="error">{error ? <p>{error}</p> : null}</Message>
    </FormDialogFrame>
  );
}
