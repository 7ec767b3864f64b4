import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Township } from '@contract';
import { DELIVERY_LIMITS, type DeliveryArea } from '@contract/delivery';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { SelectField } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { formatInteger, formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { localChoices } from '../../shared/reference/localName';
import {
  deliveryProblemText,
  deliveryRowsOf,
  withNewRow,
  type DeliveryRowValues,
} from './deliveryForm';
import type { DeliveryFormState } from './deliveryFormSlice';
import { OptionNumberField } from './OptionNumberField';

/** The element id of the section, for links to it (`/store#delivery`). */
export const DELIVERY_SECTION_ID = 'delivery';

/** ArrowUp and ArrowDown change a fee or a minimum by this much, and a time by five minutes. */
const AMOUNT_STEP = 100;
const ETA_STEP = 5;

export interface DeliveryViewProps {
  /** The areas as the server keeps them; undefined until they arrive. */
  areas: readonly DeliveryArea[] | undefined;
  loadFailed: boolean;
  townships: readonly Township[];
  form: DeliveryFormState;
  onRetry: () => void;
  /** A row was added or changed. */
  onEdited: () => void;
  /** A row was removed (the rows after it moved up). */
  onRemoved: () => void;
  onSave: (rows: DeliveryRowValues[]) => void;
  t: Translate;
}

/** The 'Delivery' section of the store editor: its heading, and the form once the areas are in. Props only. */
export function DeliveryView({
  areas,
  loadFailed,
  townships,
  form,
  onRetry,
  onEdited,
  onRemoved,
  onSave,
  t,
}: DeliveryViewProps) {
  const headingId = useId();
  return (
    <Card
      as="section"
      id={DELIVERY_SECTION_ID}
      className="store-section store-delivery"
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{t('store.delivery.title')}</h2>
      <p className="store-section__lead">{t('store.delivery.lead')}</p>
      {areas !== undefined ? (
        <DeliveryForm
          areas={areas}
          townships={townships}
          form={form}
          onEdited={onEdited}
          onRemoved={onRemoved}
          onSave={onSave}
          t={t}
        />
      ) : loadFailed ? (
        <div role="alert">
          <p>{t('store.delivery.loadFailed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('store.retry')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/**
 * The rows, each a township with its fee, least order and time; they stay here until 'Save
 * delivery areas'. Drawn once the areas are in: the rows start from them.
 */
function DeliveryForm({
  areas,
  townships,
  form,
  onEdited,
  onRemoved,
  onSave,
  t,
}: Omit<DeliveryViewProps, 'areas' | 'loadFailed' | 'onRetry'> & {
  areas: readonly DeliveryArea[];
}) {
  const formId = useId();
  const [rows, setRows] = useState<DeliveryRowValues[]>(() => deliveryRowsOf(areas));
  const saving = form.status === 'saving';
  const errors = form.status === 'editing' ? form.fieldErrors : {};
  const language = t.language;
  const choices = localChoices(townships, language).map((choice) => ({
    value: String(choice.id),
    label: choice.name,
  }));

  const changeRow = (key: number, patch: Partial<DeliveryRowValues>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    onEdited();
  };

  // After a row is added or removed, the focus goes where the merchant goes on: the new row's
  // township, or the row that took the removed one's place.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);
  const townshipId = (key: number) => `${formId}-area-${key}-township`;
  const addId = `${formId}-add`;
  const listErrorId = `${formId}-areas-error`;

  const addRow = () => {
    const next = withNewRow(rows);
    setRows(next);
    onEdited();
    const added = next[next.length - 1];
    if (added) setFocusNext(townshipId(added.key));
  };
  const removeRow = (index: number) => {
    const rest = rows.filter((_row, at) => at !== index);
    setRows(rest);
    onRemoved();
    const after = rest[index] ?? rest[index - 1];
    setFocusNext(after ? townshipId(after.key) : addId);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSave(rows);
  };

  const amountInvalid = deliveryProblemText('amountInvalid', t);
  const etaInvalid = deliveryProblemText('etaInvalid', t);
  const mmk = (amount: number) => t('store.mmk', { amount: formatMmk(amount, language) });
  const fieldErrorCount = Object.keys(errors).length;

  return (
    <form
      id={formId}
      onSubmit={submit}
      noValidate
      aria-busy={saving}
      aria-describedby={errors.areas ? listErrorId : undefined}
    >
      {errors.areas ? (
        <p id={listErrorId} className="field__error">
          {errors.areas}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="store-empty">{t('store.delivery.none')}</p>
      ) : (
        <ul className="store-delivery__areas">
          {rows.map((row, index) => {
            const number = formatInteger(index + 1, language);
            const field = (name: keyof DeliveryArea) => errors[`areas.${index}.${name}`];
            return (
              <li key={row.key}>
                <fieldset className="store-delivery__area">
                  <legend className="store-delivery__name">
                    {t('store.delivery.areaNumber', { number })}
                  </legend>
                  <SelectField
                    id={townshipId(row.key)}
                    className="store-delivery__township"
                    label={t('store.delivery.township')}
                    name="township_id"
                    required
                    placeholder={t('store.profile.chooseTownship')}
                    options={choices}
                    value={row.townshipId}
                    error={field('township_id')}
                    disabled={saving}
                    onChange={(event) => changeRow(row.key, { townshipId: event.target.value })}
                  />
                  <OptionNumberField
                    label={t('store.delivery.fee')}
                    hint={row.fee > 0 ? mmk(row.fee) : t('store.delivery.freeDelivery')}
                    value={row.fee}
                    min={0}
                    max={DELIVERY_LIMITS.amount}
                    step={AMOUNT_STEP}
                    invalidText={amountInvalid}
                    error={field('fee')}
                    disabled={saving}
                    onChange={(fee) => changeRow(row.key, { fee })}
                  />
                  <OptionNumberField
                    label={t('store.delivery.minTotal')}
                    hint={
                      row.minTotal > 0
                        ? t('store.delivery.fromAmount', {
                            amount: formatMmk(row.minTotal, language),
                          })
                        : t('store.delivery.noMinimum')
                    }
                    value={row.minTotal}
                    min={0}
                    max={DELIVERY_LIMITS.amount}
                    step={AMOUNT_STEP}
                    invalidText={amountInvalid}
                    error={field('min_total')}
                    disabled={saving}
                    onChange={(minTotal) => changeRow(row.key, { minTotal })}
                  />
                  <OptionNumberField
                    label={t('store.delivery.eta')}
                    value={row.etaMinutes}
                    min={DELIVERY_LIMITS.etaMin}
                    max={DELIVERY_LIMITS.etaMax}
                    step={ETA_STEP}
                    invalidText={etaInvalid}
                    error={field('eta_minutes')}
                    disabled={saving}
                    onChange={(etaMinutes) => changeRow(row.key, { etaMinutes })}
                  />
                  <Button
                    variant="ghost"
                    className="store-delivery__remove"
                    aria-label={t('store.delivery.removeArea', { number })}
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
      )}
      <div className="store-form__actions">
        {rows.length < DELIVERY_LIMITS.areas ? (
          <Button id={addId} variant="secondary" disabled={saving} onClick={addRow}>
            {t('store.delivery.add')}
          </Button>
        ) : (
          <p id={addId} className="field__hint" tabIndex={-1}>
            {t('store.delivery.areaLimit', {
              count: formatInteger(DELIVERY_LIMITS.areas, language),
            })}
          </p>
        )}
      </div>
      <Message tone={form.status === 'editing' && form.error ? 'error' : 'status'}>
        {form.status === 'editing'
          ? (form.error ?? (fieldErrorCount > 0 ? t('store.fixFields') : null))
          : form.status === 'saved'
            ? t('store.delivery.saved')
            : null}
      </Message>
      <div className="store-form__actions">
        <Button type="submit" disabled={saving}>
          {saving ? t('store.saving') : t('store.delivery.save')}
        </Button>
      </div>
    </form>
  );
}
