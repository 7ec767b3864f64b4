import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { classes } from '../classes';

interface FieldChrome {
  /** The visible label: the field's name, word for word as the product's screens name it. */
  label: string;
  /** An error shown under the field and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /**
   * The value as the reader's language writes it, shown under the control and read with it: a
   * date or time field draws its value with the browser's own (Latin) digits, so a Burmese page
   * adds its Myanmar-digit rendering here.
   */
  shownValue?: string;
}

function describedBy(...ids: Array<string | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The ids that tie a control to its hint and error. */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: string | null | undefined,
  shownValue?: string,
) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const shownId = shownValue ? `${controlId}-shown` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    shownId,
    control: {
      id: controlId,
      className: 'field__control',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(shownId, hintId, errorId),
    },
  };
}

/** The label above a control, and its hint and error below: the same for every kind of field. */
export function FieldFrame({
  label,
  error,
  hint,
  shownValue,
  className,
  ids,
  children,
}: FieldChrome & {
  className: string | undefined;
  ids: ReturnType<typeof useFieldIds>;
  children: ReactNode;
}) {
  return (
    <div className={classes('field', className)}>
      <label className="field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      {children}
      {shownValue ? (
        <p id={ids.shownId} className="field__shown">
          {shownValue}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type FieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement>;

/** A text-like input with its visible label, optional hint and error. */
export function Field({ label, error, hint, shownValue, id, className, ...input }: FieldProps) {
  const ids = useFieldIds(id, hint, error, shownValue);
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      shownValue={shownValue}
      className={className}
      ids={ids}
    >
      <input {...ids.control} {...input} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldChrome &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: SelectOption[];
    /** A first, empty choice such as 'Select District'. */
    placeholder?: string;
  };

/** A select with its visible label, optional hint and error. */
export function SelectField({
  label,
  error,
  hint,
  shownValue,
  id,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error, shownValue);
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      shownValue={shownValue}
      className={className}
      ids={ids}
    >
      <select {...ids.control} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
