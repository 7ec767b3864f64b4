import type { Township } from '@contract';
import { ORDER_LIMITS } from '@contract/orderRules';
import { Field, SelectField } from '../../components/Field/Field';
import { normaliseDigits } from '../../i18n/digits';
import type { Translate } from '../../i18n/translate';
import { localChoices } from '../../shared/reference/localName';
import { dayErrorsOf, hoursErrorOf } from './fieldErrors';
import { HoursEditor } from './HoursEditor';
import type { DayForm, WeekForm } from './hoursForm';
import type { FieldErrors } from './storeErrors';

export interface PhoneFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  autoComplete?: string;
  /** The number as typed, with Myanmar digits made Western. */
  onChange: (phone: string) => void;
  t: Translate;
}

/** A shop's or a branch's phone number, with the hint on how to write it. */
export function PhoneField({ label, value, error, autoComplete, onChange, t }: PhoneFieldProps) {
  return (
    <Field
      label={label}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      required
      maxLength={20}
      value={value}
      error={error}
      hint={t('store.profile.phoneHint')}
      onChange={(event) => onChange(normaliseDigits(event.target.value))}
    />
  );
}

export interface ChoiceFieldProps {
  label: string;
  name: string;
  placeholder: string;
  /** What may be chosen, each by its id and shown by its name. */
  choices: readonly { id: number; name: string }[];
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}

/** A required choice of one from a list (a category, a township, a menu section). */
export function ChoiceField({
  label,
  name,
  placeholder,
  choices,
  value,
  error,
  onChange,
}: ChoiceFieldProps) {
  return (
    <SelectField
      label={label}
      name={name}
      required
      placeholder={placeholder}
      options={choices.map((c) => ({ value: String(c.id), label: c.name }))}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export interface TownshipFieldProps {
  label: string;
  townships: readonly Township[];
  value: string;
  error: string | undefined;
  onChange: (townshipId: string) => void;
  t: Translate;
}

/** The township a shop or a branch is in, chosen from the list. */
export function TownshipField({ label, townships, value, error, onChange, t }: TownshipFieldProps) {
  return (
    <ChoiceField
      label={label}
      name="township_id"
      placeholder={t('store.profile.chooseTownship')}
      choices={localChoices(townships, t.language)}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

export interface WeekFieldProps {
  week: WeekForm;
  onChange: (week: DayForm[]) => void;
  errors: FieldErrors;
  disabled: boolean;
  t: Translate;
}

/** The opening hours of a form, with each error where fieldErrors puts it. */
export function WeekField({ week, onChange, errors, disabled, t }: WeekFieldProps) {
  return (
    <HoursEditor
      week={week}
      onChange={onChange}
      dayErrors={dayErrorsOf(errors)}
      error={hoursErrorOf(errors)}
      disabled={disabled}
      t={t}
    />
  );
}

/** What a store or branch takes per slot until the merchant says otherwise (the server's default). */
export const DEFAULT_SLOT_CAPACITY = 4;

export interface SlotCapacityFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  t: Translate;
}

/** The largest party of one reservation until the merchant says otherwise (the server's default). */
export const DEFAULT_MAX_PARTY_SIZE = ORDER_LIMITS.defaultMaxPartySize;

/** 'Largest party': the most people one reservation may be for (1-100); a larger one is refused. */
export function MaxPartySizeField({ value, error, onChange, t }: SlotCapacityFieldProps) {
  return (
    <Field
      label={t('store.maxPartySize')}
      name="max_party_size"
      inputMode="numeric"
      required
      maxLength={3}
      value={value}
      error={error}
      hint={t('store.maxPartySizeHint')}
      onChange={(event) => onChange(normaliseDigits(event.target.value))}
    />
  );
}

/** 'Reservations per time slot': how many reservations one 30-minute slot takes (1-500). */
export function SlotCapacityField({ value, error, onChange, t }: SlotCapacityFieldProps) {
  return (
    <Field
      label={t('store.slotCapacity')}
      name="slot_capacity"
      inputMode="numeric"
      required
      maxLength={3}
      value={value}
      error={error}
      hint={t('store.slotCapacityHint')}
      onChange={(event) => onChange(normaliseDigits(event.target.value))}
    />
  );
}
