import { useId, useState, type FormEvent } from 'react';
import { DESIGN_LIMITS, type DesignCatalogue } from '@contract/designs';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { FormDialogFrame } from '../../shared/forms/FormDialog';
import { TextAreaField } from '../../shared/forms/TextAreaField';
import type { FieldErrors } from '../../shared/forms/callFailure';
import { localName } from '../../shared/reference/localName';
import { briefTotal, type BriefForm } from './brief';
import { designUnitsFor } from '@contract/designs';

/** The colour a new colour field starts at, before the merchant picks theirs. */
const NEW_COLOUR = '#000000';

export interface BriefDialogProps {
  catalogue: DesignCatalogue;
  busy: boolean;
  fieldErrors: FieldErrors;
  error: string | null;
  onSend: (form: BriefForm, logo: File | null) => void;
  onClose: () => void;
  t: Translate;
}

/**
 * 'Ask for a design': the product, its extras, the brief, up to five colours and a logo, with the
 * total at the catalogue's prices. The fields stay here until 'Send the brief'.
 */
export function BriefDialog({
  catalogue,
  busy,
  fieldErrors,
  error,
  onSend,
  onClose,
  t,
}: BriefDialogProps) {
  const formId = useId();
  const coloursId = useId();
  const extrasId = useId();
  const language = t.language;
  const [form, setForm] = useState<BriefForm>({
    product: catalogue.products[0]?.code ?? '',
    extras: [],
    brief: '',
    colours: [],
  });
  const [logo, setLogo] = useState<File | null>(null);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSend(form, logo);
  };
  const setColour = (index: number, value: string) =>
    setForm({ ...form, colours: form.colours.map((c, i) => (i === index ? value : c)) });
  const toggleExtra = (code: string, on: boolean) =>
    setForm({
      ...form,
      // In the catalogue's order, whatever order they were ticked in.
      extras: catalogue.extras
        .map((extra) => extra.code)
        .filter((c) => (c === code ? on : form.extras.includes(c))),
    });
  return (
    <FormDialogFrame
      title={t('designs.brief.title')}
      onClose={onClose}
      closeLabel={t('designs.close')}
      className="designs-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('designs.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t('designs.brief.sending') : t('designs.brief.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className="designs-form" onSubmit={send} noValidate>
        <p>
          {t('designs.brief.usesUnit', {
            count: designUnitsFor(briefTotal(catalogue, form), catalogue.unit_price),
            unit: formatMmk(catalogue.unit_price, language),
          })}
        </p>
        <ChoiceGroup<string>
          legend={t('designs.brief.product')}
          options={catalogue.products.map((product) => ({
            value: product.code,
            label: t('designs.brief.productOption', {
              name: localName(product, language),
              price: formatMmk(product.price, language),
            }),
          }))}
          value={form.product}
          onChange={(product) => setForm({ ...form, product })}
        />
        {fieldErrors.product ? <p className="field__error">{fieldErrors.product}</p> : null}
        <fieldset
          className="designs-form__group"
          aria-describedby={fieldErrors.extras ? extrasId : undefined}
        >
          <legend>{t('designs.brief.extras')}</legend>
          {catalogue.extras.map((extra) => (
            <Checkbox
              key={extra.code}
              label={t('designs.brief.extraOption', {
                name: localName(extra, language),
                price: formatMmk(extra.price, language),
              })}
              checked={form.extras.includes(extra.code)}
              onChange={(on) => toggleExtra(extra.code, on)}
            />
          ))}
          {fieldErrors.extras ? (
            <p id={extrasId} className="field__error">
              {fieldErrors.extras}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={t('designs.brief.brief')}
          hint={t('designs.brief.briefHint')}
          name="brief"
          rows={5}
          maxLength={DESIGN_LIMITS.brief}
          value={form.brief}
          error={fieldErrors.brief}
          onChange={(event) => setForm({ ...form, brief: event.target.value })}
          controlClassName="designs-form__text"
        />
        <fieldset
          className="designs-form__group"
          aria-describedby={fieldErrors.colours ? coloursId : undefined}
        >
          <legend>{t('designs.brief.colours', { max: DESIGN_LIMITS.colours })}</legend>
          {form.colours.length === 0 ? <p>{t('designs.brief.noColours')}</p> : null}
          <ul className="designs-form__colours">
            {form.colours.map((colour, index) => (
              <ColourField
                key={index}
                n={index + 1}
                value={colour}
                onChange={(value) => setColour(index, value)}
                onRemove={() =>
                  setForm({ ...form, colours: form.colours.filter((_, i) => i !== index) })
                }
                t={t}
              />
            ))}
          </ul>
          {form.colours.length < DESIGN_LIMITS.colours ? (
            <Button
              variant="secondary"
              onClick={() => setForm({ ...form, colours: [...form.colours, NEW_COLOUR] })}
            >
              {t('designs.brief.addColour')}
            </Button>
          ) : null}
          {fieldErrors.colours ? (
            <p id={coloursId} className="field__error">
              {fieldErrors.colours}
            </p>
          ) : null}
        </fieldset>
        <Field
          label={t('designs.brief.logo')}
          hint={t('designs.brief.logoHint')}
          name="logo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          error={fieldErrors.logo}
          onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
        />
        <p className="designs-form__total">
          {t('designs.brief.total', { amount: formatMmk(briefTotal(catalogue, form), language) })}
        </p>
      </form>
      <Message tone="error">{error ? <p>{error}</p> : null}</Message>
    </FormDialogFrame>
  );
}

/** One colour of the brief: the browser's colour picker under its own label, and its removal. */
function ColourField({
  n,
  value,
  onChange,
  onRemove,
  t,
}: {
  n: number;
  value: string;
  onChange: (value: string) => void;
  onRemove: () => void;
  t: Translate;
}) {
  const id = useId();
  return (
    <li className="designs-form__colour">
      <label htmlFor={id}>{t('designs.brief.colour', { n })}</label>
      <input
        id={id}
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button variant="secondary" onClick={onRemove}>
        {t('designs.brief.removeColour', { n })}
      </Button>
    </li>
  );
}
