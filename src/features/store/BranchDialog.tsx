import { useId } from 'react';
import type { Township } from '@contract';
import { STORE_LIMITS, type Branch } from '@contract/store';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import type { Translate } from '../../i18n/translate';
import { FormDialog, SaveActions } from './FormDialog';
import { weekFormOf } from './hoursForm';
import type { FieldErrors } from './storeErrors';
import {
  DEFAULT_SLOT_CAPACITY,
  SlotCapacityField,
  PhoneField,
  TownshipField,
  WeekField,
} from './storeFields';
import { useStoreForm } from './useStoreForm';
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
  const { values, set, freeText, notice, submit } = useStoreForm<
    BranchFormValues,
    BranchZawgyiField
  >(
    () => ({
      name: branch?.name ?? '',
      address: branch?.address ?? '',
      townshipId: branch ? String(branch.township_id) : '',
      phone: branch?.phone ?? '',
      week: weekFormOf(branch?.hours ?? []),
      slotCapacity: String(branch?.slot_capacity ?? DEFAULT_SLOT_CAPACITY),
    }),
    { saving, onSubmit, errors, onFreeTextBlur, zawgyiOffers, onZawgyiSettled },
  );

  return (
    <FormDialog
      title={branch ? t('store.branches.editTitle') : t('store.branches.addTitle')}
      onClose={onClose}
      t={t}
      actions={<SaveActions formId={formId} saving={saving} onCancel={onClose} t={t} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-busy={saving}>
        <Field
          label={t('store.branches.name')}
          required
          maxLength={STORE_LIMITS.name}
          {...freeText('name')}
        />
        {notice('name')}
        <Field
          label={t('store.branches.address')}
          maxLength={STORE_LIMITS.address}
          {...freeText('address')}
        />
        {notice('address')}
        <TownshipField
          label={t('store.branches.township')}
          townships={townships}
          value={values.townshipId}
          error={errors.township_id}
          onChange={(townshipId) => set('townshipId', townshipId)}
          t={t}
        />
        <PhoneField
          label={t('store.branches.phone')}
          value={values.phone}
          error={errors.phone}
          onChange={(phone) => set('phone', phone)}
          t={t}
        />
        <SlotCapacityField
          value={values.slotCapacity}
          error={errors.slot_capacity}
          onChange={(slotCapacity) => set('slotCapacity', slotCapacity)}
          t={t}
        />
        <WeekField
          week={values.week}
          onChange={(week) => set('week', week)}
          errors={errors}
          disabled={saving}
          t={t}
        />
        <Message tone="error">{error}</Message>
      </form>
    </FormDialog>
  );
}
