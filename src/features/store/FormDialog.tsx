import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import type { Translate } from '../../i18n/translate';
import { FormDialogFrame } from '../../shared/forms/FormDialog';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** 'alertdialog' for a question that needs an answer (a removal). */
  role?: 'dialog' | 'alertdialog';
  t: Translate;
}

/** The shared dialog's frame for a form (src/shared/forms), with the store's words. */
export function FormDialog({ t, ...frame }: FormDialogProps) {
  return <FormDialogFrame {...frame} closeLabel={t('store.close')} className="store-dialog" />;
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
