import { useId, useState, type FormEvent } from 'react';
import type { Township } from '@contract';
import { STORE_LIMITS, type Branch } from '@contract/store';
import { Button } from '../../components/Button/Button';
import { Field, SelectField } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { FormDialog } from './FormDialog';
import { ZawgyiNotice } from '../../components/ZawgyiNotice/ZawgyiNotice';
import { normaliseDigits } from '../../i18n/digits';
import type { Translate } from '../../i18n/translate';
import { dayErrorsOf, hoursErrorOf } from './fieldErrors';
import { HoursEditor } from './HoursEditor';
import { weekFormOf } from './hoursForm';
import type { FieldErrors } from './storeErrors';
import type { BranchFormValues } from './validation';

export type BranchZawgyiField = 'name' | 'address';

export interface BranchDialogProps {
  /** The branch edited; null for a new one. */
  branch: Branch | null;
  townships: readonly Township[];
  saving: boolean;
  fieldErrors: FieldErrors;
  error: string | null;
  onSubmit: (values: BranchFormValues) => void;
  onClose: () => void;
  zawgyiOffers: Partial<Record<BranchZawgyiField, string>>;
  onFreeTextBlur: (field: BranchZawgyiField, text: string) => void;
  onZawgyiSettled: (field: BranchZawgyiField, text: string) => void;
  t: Translate;
}

/** Adding or editing a branch, in a dialog. Props only. */
export function BranchDialog({
  branch,
  townships,
  saving,
  fieldErrors: errors,
  error,
  onSubmit,
  onClose,
  zawgyiOffers,
  onFreeTextBlur,
  onZawgyiSettled,
  t,
}: BranchDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<BranchFormValues>(() => ({
    name: branch?.name ?? '',
    address: branch?.address ?? '',
    townshipId: branch ? String(branch.township_id) : '',
    phone: branch?.phone ?? '',
    week: weekFormOf(branch?.hours ?? []),
  }));
  const set = <K extends keyof BranchFormValues>(field: K, value: BranchFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const notice = (field: BranchZawgyiField) => {
    const unicode = zawgyiOffers[field];
    if (unicode === undefined) return null;
    return (
      <ZawgyiNotice
        unicode={unicode}
        onUse={() => {
          set(field, unicode);
          onZawgyiSettled(field, unicode);
        }}
        onKeep={() => onZawgyiSettled(field, values[field])}
      />
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSubmit(values);
  };

  return (
    <FormDialog
      title={branch ? t('store.branches.editTitle') : t('store.branches.addTitle')}
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
          label={t('store.branches.name')}
          name="name"
          required
          maxLength={STORE_LIMITS.name}
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
          onBlur={() => onFreeTextBlur('name', values.name)}
        />
        {notice('name')}
        <Field
          label={t('store.branches.address')}
          name="address"
          maxLength={STORE_LIMITS.address}
          value={values.address}
          error={errors.address}
          onChange={(event) => set('address', event.target.value)}
          onBlur={() => onFreeTextBlur('address', values.address)}
        />
        {notice('address')}
        <SelectField
          label={t('store.branches.township')}
          name="township_id"
          required
          placeholder={t('store.profile.chooseTownship')}
          options={townships.map((c) => ({ value: String(c.id), label: c.name }))}
          value={values.townshipId}
          error={errors.township_id}
          onChange={(event) => set('townshipId', event.target.value)}
        />
        <Field
          label={t('store.branches.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          required
          maxLength={20}
          value={values.phone}
          error={errors.phone}
          hint={t('store.profile.phoneHint')}
          onChange={(event) => set('phone', normaliseDigits(event.target.value))}
        />
        <HoursEditor
          week={values.week}
          onChange={(week) => set('week', week)}
          dayErrors={dayErrorsOf(errors)}
          error={hoursErrorOf(errors)}
          disabled={saving}
          t={t}
        />
        <Message tone="error">{error}</Message>
      </form>
    </FormDialog>
  );
}
