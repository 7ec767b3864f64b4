import {
  useCallback,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { prefill } from '../../shared/shopDetails/prefill';
import { ZawgyiNotice } from '../../components/ZawgyiNotice/ZawgyiNotice';
import type { FieldErrors } from './storeErrors';

export interface StoreFormOptions<V, Z extends string> {
  saving: boolean;
  onSubmit: (values: V) => void;
  /** The server's or the checks' words, by the field's name. */
  errors: FieldErrors;
  /** A free-text field was left: its text is looked at for Zawgyi. */
  onFreeTextBlur: (field: Z, text: string) => void;
  /** The Unicode text offered for a free-text field that looked like Zawgyi. */
  zawgyiOffers: Partial<Record<Z, string>>;
  onZawgyiSettled: (field: Z, text: string) => void;
}

export interface FreeTextProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export interface StoreForm<V, Z extends string> {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** A free-text field's name, value, error and handlers, for a Field or a TextAreaField. */
  freeText: (field: Z) => FreeTextProps;
  /** The Zawgyi offer under a free-text field, or nothing: using it puts the Unicode text in. */
  notice: (field: Z) => ReactNode;
  /** The form's submit: nothing is sent again while a save is under way. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Puts in what the merchant has told before (arriving after the form opened) wherever they have
   * not typed yet; what they typed stays.
   */
  fillUntyped: (known: Partial<Record<keyof V, string | null | undefined>>) => void;
}

/** What the store's forms keep alike: the typed values, the Zawgyi offers and the submit. */
export function useStoreForm<V extends Record<Z, string>, Z extends string>(
  initial: () => V,
  {
    saving,
    onSubmit,
    errors,
    onFreeTextBlur,
    zawgyiOffers,
    onZawgyiSettled,
  }: StoreFormOptions<V, Z>,
): StoreForm<V, Z> {
  const [values, setValues] = useState<V>(initial);
  // The fields the merchant has changed: what is told later never overwrites them.
  const typed = useRef(new Set<keyof V>());
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    typed.current.add(field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const fillUntyped = useCallback(
    (known: Partial<Record<keyof V, string | null | undefined>>) =>
      setValues((current) => prefill(current, known, typed.current)),
    [],
  );
  const freeText = (field: Z): FreeTextProps => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event) => set(field, event.target.value as V[Z]),
    onBlur: () => onFreeTextBlur(field, values[field]),
  });
  const notice = (field: Z) => {
    const unicode = zawgyiOffers[field];
    if (unicode === undefined) return null;
    return (
      <ZawgyiNotice
        unicode={unicode}
        onUse={() => {
          set(field, unicode as V[Z]);
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
  return { values, set, freeText, notice, submit, fillUntyped };
}
