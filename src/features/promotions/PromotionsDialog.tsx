import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import type { Translate } from '../../i18n/translate';
import { ConfirmFrame, FormDialogFrame } from '../../shared/forms/FormDialog';
import {
  TextAreaField as SharedTextAreaField,
  type TextAreaFieldProps,
} from '../../shared/forms/TextAreaField';

export type { TextAreaFieldProps };

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** 'alertdialog' for a question that needs an answer (a deletion). */
  role?: 'dialog' | 'alertdialog';
  t: Translate;
}

/** The shared dialog's frame for a form (src/shared/forms), with the page's words. */
export function FormDialog({ t, ...frame }: FormDialogProps) {
  return (
    <FormDialogFrame {...frame} closeLabel={t('promotions.close')} className="promotions-dialog" />
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
export function ConfirmDelete({ t, ...question }: ConfirmDeleteProps) {
  return (
    <ConfirmFrame
      {...question}
      className="promotions-dialog"
      words={{
        cancel: t('promotions.cancel'),
        confirm: t('promotions.delete'),
        busy: t('promotions.deleting'),
        close: t('promotions.close'),
      }}
    />
  );
}

/** The shared multi-line field (src/shared/forms) with the page's text area class. */
export function TextAreaField(props: TextAreaFieldProps) {
  return <SharedTextAreaField {...props} controlClassName="promotions-textarea" />;
}
