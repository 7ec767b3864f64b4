import { useEffect, useId, useState, type FormEvent } from 'react';
import { OPTION_LIMITS, type OptionGroup } from '@contract/options';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { ZawgyiNotice } from '../../components/ZawgyiNotice/ZawgyiNotice';
import { formatInteger, formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { FormDialog, SaveActions } from './FormDialog';
import { OptionNumberField } from './OptionNumberField';
import {
  groupFormValuesOf,
  withNewRow,
  type GroupFormValues,
  type OptionRowValues,
} from './optionForm';
import type { FieldErrors } from './storeErrors';

/** ArrowUp and ArrowDown change a price difference by this much. */
const PRICE_STEP = 100;

/** The free-text fields offered a Unicode text when typed in Zawgyi: the group's, and each row's. */
export type GroupTextField = 'name' | 'name_my' | `options.${number}.${'name' | 'name_my'}`;

/** Every free text of the form, by its Zawgyi field (rows by their key, not their place). */
export function groupTexts(values: GroupFormValues): Record<GroupTextField, string> {
  const texts: Record<string, string> = { name: values.name, name_my: values.nameMy };
  for (const row of values.options) {
    texts[`options.${row.key}.name`] = row.name;
    texts[`options.${row.key}.name_my`] = row.nameMy;
  }
  return texts as Record<GroupTextField, string>;
}

export interface OptionGroupDialogProps {
  /** The group edited; null for a new one. */
  group: OptionGroup | null;
  saving: boolean;
  /** The checks' and the server's words by the server's field names (`options.1.name`). */
  fieldErrors: FieldErrors;
  error: string | null;
  onSubmit: (values: GroupFormValues) => void;
  onClose: () => void;
  zawgyiOffers: Partial<Record<GroupTextField, string>>;
  onFreeTextBlur: (field: GroupTextField, text: string) => void;
  onZawgyiSettled: (field: GroupTextField, text: string) => void;
  t: Translate;
}

/**
 * Adding or editing a group of choices: its names, whether shoppers must choose and how many they
 * may, and its options, each with a price difference. Props only.
 */
export function OptionGroupDialog({
  group,
  saving,
  fieldErrors: errors,
  error,
  onSubmit,
  onClose,
  zawgyiOffers,
  onFreeTextBlur,
  onZawgyiSettled,
  t,
}: OptionGroupDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<GroupFormValues>(() => groupFormValuesOf(group));
  const change = (patch: Partial<GroupFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  const changeRow = (key: number, patch: Partial<OptionRowValues>) =>
    setValues((current) => ({
      ...current,
      options: current.options.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));

  // After a row is added or removed, the focus goes where the merchant goes on: the new row's
  // first field, or the row that took the removed one's place.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);
  const rowNameId = (key: number) => `${formId}-option-${key}-name`;
  const addOptionId = `${formId}-add-option`;

  const addRow = () => {
    const next = withNewRow(values);
    setValues(next);
    const added = next.options[next.options.length - 1];
    if (added) setFocusNext(rowNameId(added.key));
  };
  const removeRow = (index: number) => {
    const rest = values.options.filter((_row, at) => at !== index);
    change({ options: rest });
    const after = rest[index] ?? rest[index - 1];
    setFocusNext(after ? rowNameId(after.key) : addOptionId);
  };

  const text = (field: GroupTextField, value: string, set: (typed: string) => void) => ({
    value,
    onChange: (event: { target: { value: string } }) => set(event.target.value),
    onBlur: () => onFreeTextBlur(field, value),
  });
  const notice = (field: GroupTextField, set: (typed: string) => void, current: string) => {
    const unicode = zawgyiOffers[field];
    if (unicode === undefined) return null;
    return (
      <ZawgyiNotice
        unicode={unicode}
        onUse={() => {
          set(unicode);
          onZawgyiSettled(field, unicode);
        }}
        onKeep={() => onZawgyiSettled(field, current)}
      />
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSubmit(values);
  };

  const countInvalid = t('store.options.problems.countInvalid', {
    max: formatInteger(OPTION_LIMITS.options, t.language),
  });
  const boundsErrorId = `${formId}-bounds-error`;
  const optionsErrorId = `${formId}-options-error`;
  // 'At least' and 'At most' show their own errors; hidden, their checkbox says them.
  const minHidden = !(values.required && values.several);
  const hiddenBoundsError =
    [minHidden ? errors.min : undefined, values.several ? undefined : errors.max]
      .filter(Boolean)
      .join(' ') || null;
  const fieldErrorCount = Object.keys(errors).length;

  return (
    <FormDialog
      title={group ? t('store.options.editTitle') : t('store.options.addTitle')}
      onClose={onClose}
      t={t}
      actions={<SaveActions formId={formId} saving={saving} onCancel={onClose} t={t} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-busy={saving}>
        <Field
          label={t('store.options.name')}
          hint={t('store.options.nameHint')}
          required
          maxLength={OPTION_LIMITS.name}
          name="name"
          error={errors.name}
          disabled={saving}
          {...text('name', values.name, (name) => change({ name }))}
        />
        {notice('name', (name) => change({ name }), values.name)}
        <Field
          label={t('store.options.nameMy')}
          hint={t('store.options.nameMyHint')}
          lang="my"
          maxLength={OPTION_LIMITS.name}
          name="name_my"
          error={errors.name_my}
          disabled={saving}
          {...text('name_my', values.nameMy, (nameMy) => change({ nameMy }))}
        />
        {notice('name_my', (nameMy) => change({ nameMy }), values.nameMy)}

        <Checkbox
          className="store-switch"
          label={t('store.options.mustChoose')}
          checked={values.required}
          disabled={saving}
          invalid={minHidden && Boolean(errors.min)}
          describedBy={hiddenBoundsError ? boundsErrorId : undefined}
          onChange={(required) => change({ required })}
        />
        <Checkbox
          className="store-switch"
          label={t('store.options.several')}
          checked={values.several}
          disabled={saving}
          invalid={!values.several && Boolean(errors.max)}
          describedBy={hiddenBoundsError ? boundsErrorId : undefined}
          onChange={(several) => change({ several })}
        />
        {hiddenBoundsError ? (
          <p id={boundsErrorId} className="field__error">
            {hiddenBoundsError}
          </p>
        ) : null}
        {values.several ? (
          <div className="store-hours__times">
            <OptionNumberField
              label={t('store.options.atMost')}
              value={values.max}
              min={1}
              max={OPTION_LIMITS.options}
              step={1}
              invalidText={countInvalid}
              error={errors.max}
              disabled={saving}
              onChange={(max) => change({ max })}
            />
            {values.required ? (
              <OptionNumberField
                label={t('store.options.atLeast')}
                value={values.min}
                min={1}
                max={OPTION_LIMITS.options}
                step={1}
                invalidText={countInvalid}
                error={errors.min}
                disabled={saving}
                onChange={(min) => change({ min })}
              />
            ) : null}
          </div>
        ) : null}

        <fieldset
          className="store-hours"
          aria-describedby={errors.options ? optionsErrorId : undefined}
        >
          <legend className="store-hours__legend">{t('store.options.options')}</legend>
          {errors.options ? (
            <p id={optionsErrorId} className="field__error">
              {errors.options}
            </p>
          ) : null}
          <ul className="store-hours__days">
            {values.options.map((row, index) => {
              const number = formatInteger(index + 1, t.language);
              const nameField = `options.${row.key}.name` as const;
              const nameMyField = `options.${row.key}.name_my` as const;
              return (
                <li key={row.key}>
                  <fieldset className="store-hours__day">
                    <legend className="store-hours__day-name">
                      {t('store.options.optionNumber', { number })}
                    </legend>
                    <Field
                      id={rowNameId(row.key)}
                      label={t('store.options.option')}
                      required
                      maxLength={OPTION_LIMITS.name}
                      error={errors[`options.${index}.name`]}
                      disabled={saving}
                      {...text(nameField, row.name, (name) => changeRow(row.key, { name }))}
                    />
                    {notice(nameField, (name) => changeRow(row.key, { name }), row.name)}
                    <Field
                      label={t('store.options.optionMy')}
                      lang="my"
                      maxLength={OPTION_LIMITS.name}
                      error={errors[`options.${index}.name_my`]}
                      disabled={saving}
                      {...text(nameMyField, row.nameMy, (nameMy) => changeRow(row.key, { nameMy }))}
                    />
                    {notice(nameMyField, (nameMy) => changeRow(row.key, { nameMy }), row.nameMy)}
                    <OptionNumberField
                      label={t('store.options.optionPrice')}
                      hint={
                        row.price > 0
                          ? t('store.options.priceDifference', {
                              amount: formatMmk(row.price, t.language),
                            })
                          : t('store.options.noPriceDifference')
                      }
                      value={row.price}
                      min={0}
                      max={OPTION_LIMITS.price}
                      step={PRICE_STEP}
                      invalidText={t('store.options.problems.priceInvalid')}
                      error={errors[`options.${index}.price`]}
                      disabled={saving}
                      onChange={(price) => changeRow(row.key, { price })}
                    />
                    <Button
                      variant="ghost"
                      aria-label={t('store.options.removeOption', { number })}
                      disabled={saving}
                      onClick={() => removeRow(index)}
                    >
                      {t('store.remove')}
                    </Button>
                  </fieldset>
                </li>
              );
            })}
          </ul>
          {values.options.length < OPTION_LIMITS.options ? (
            <Button id={addOptionId} variant="secondary" disabled={saving} onClick={addRow}>
              {t('store.options.addOption')}
            </Button>
          ) : (
            <p id={addOptionId} className="field__hint" tabIndex={-1}>
              {t('store.options.optionLimit', {
                count: formatInteger(OPTION_LIMITS.options, t.language),
              })}
            </p>
          )}
        </fieldset>
        <Message tone="error">
          {error ?? (fieldErrorCount > 0 ? t('store.fixFields') : null)}
        </Message>
      </form>
    </FormDialog>
  );
}
