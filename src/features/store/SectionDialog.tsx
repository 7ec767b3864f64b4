import { useId, useState, type FormEvent } from 'react';
import { STORE_LIMITS, type MenuSection } from '@contract/store';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { ZawgyiNotice } from '../../components/ZawgyiNotice/ZawgyiNotice';
import type { Translate } from '../../i18n/translate';
import { FormDialog } from './FormDialog';
import type { FieldErrors } from './storeErrors';

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
  const [name, setName] = useState(section?.name ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSubmit(name);
  };
  return (
    <FormDialog
      title={section ? t('store.sections.renameTitle') : t('store.sections.addTitle')}
      onClose={onClose}
      t={t}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('store.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('store.saving') : t('store.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate aria-busy={saving}>
        <Field
          label={t('store.sections.name')}
          name="name"
          required
          maxLength={STORE_LIMITS.sectionName}
          value={name}
          error={fieldErrors.name}
          hint={t('store.sections.nameHint')}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => onNameBlur(name)}
        />
        {zawgyiOffer !== undefined ? (
          <ZawgyiNotice
            unicode={zawgyiOffer}
            onUse={() => {
              setName(zawgyiOffer);
              onZawgyiSettled(zawgyiOffer);
            }}
            onKeep={() => onZawgyiSettled(name)}
          />
        ) : null}
        <Message tone="error">{error}</Message>
      </form>
    </FormDialog>
  );
}
