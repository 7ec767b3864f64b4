import { useId } from 'react';
import { STORE_LIMITS, type MenuSection } from '@contract/store';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import type { Translate } from '../../i18n/translate';
import { FormDialog, SaveActions } from './FormDialog';
import type { FieldErrors } from './storeErrors';
import { useStoreForm } from './useStoreForm';

export interface SectionDialogProps {
  /** The section renamed; null for a new one. */
  section: MenuSection | null;
  saving: boolean;
  fieldErrors: FieldErrors;
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
  zawgyiOffer: string | undefined;
  onNameBlur: (text: string) => void;
  onZawgyiSettled: (text: string) => void;
  t: Translate;
}

/** Adding or renaming a menu section. Props only. */
export function SectionDialog({
  section,
  saving,
  fieldErrors,
  error,
  onSubmit,
  onClose,
  zawgyiOffer,
  onNameBlur,
  onZawgyiSettled,
  t,
}: SectionDialogProps) {
  const formId = useId();
  const { freeText, notice, submit } = useStoreForm<{ name: string }, 'name'>(
    () => ({ name: section?.name ?? '' }),
    {
      saving,
      onSubmit: ({ name }) => onSubmit(name),
      errors: fieldErrors,
      onFreeTextBlur: (_field, text) => onNameBlur(text),
      zawgyiOffers: zawgyiOffer === undefined ? {} : { name: zawgyiOffer },
      onZawgyiSettled: (_field, text) => onZawgyiSettled(text),
    },
  );
  return (
    <FormDialog
      title={section ? t('store.sections.renameTitle') : t('store.sections.addTitle')}
      onClose={onClose}
      t={t}
      actions={<SaveActions formId={formId} saving={saving} onCancel={onClose} t={t} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-busy={saving}>
        <Field
          label={t('store.sections.name')}
          required
          maxLength={STORE_LIMITS.sectionName}
          hint={t('store.sections.nameHint')}
          {...freeText('name')}
        />
        {notice('name')}
        <Message tone="error">{error}</Message>
      </form>
    </FormDialog>
  );
}
