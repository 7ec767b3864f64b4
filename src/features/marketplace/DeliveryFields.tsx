import type { PublicDeliveryArea } from '@contract/delivery';
import { deliveryCharge } from '@contract/deliveryRules';
import { Field, SelectField } from '../../components/Field/Field';
import { formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { TextAreaField } from '../../shared/forms/TextAreaField';
import type { BasketService } from './basketSlice';

type Delivery = Extract<BasketService, { kind: 'delivery' }>;

/** What the basket shows of a delivery: the fee to add, or the township's least not yet reached. */
export function deliveryEstimate(
  areas: readonly PublicDeliveryArea[],
  service: BasketService,
  subtotal: number,
): { fee: number } | { below: { township: string; min: number } } | null {
  if (service.kind !== 'delivery' || service.townshipId === null) return null;
  const rules = areas.map((area) => ({ ...area, township_id: area.township.id }));
  const charge = deliveryCharge(rules, service.townshipId, subtotal);
  if (charge.kind === 'charged') return { fee: charge.fee };
  if (charge.kind === 'below_minimum') {
    const township = areas.find((area) => area.township.id === service.townshipId)!.township.name;
    return { below: { township, min: charge.min_total } };
  }
  return null;
}

export interface DeliveryFieldsProps {
  areas: readonly PublicDeliveryArea[];
  service: Delivery;
  /** Shown once 'Place order' was pressed with this part missing. */
  errors: { township?: string; address?: string; phone?: string };
  disabled: boolean;
  onChange: (service: Delivery) => void;
  t: Translate;
}

/**
 * Delivery in the basket: the township (only those the shop serves, with their fee), the address
 * and a phone for the rider, each with its visible label and its error.
 */
export function DeliveryFields({
  areas,
  service,
  errors,
  disabled,
  onChange,
  t,
}: DeliveryFieldsProps) {
  const mmk = (amount: number) => formatMmk(amount, t.language);
  return (
    <div className="basket__delivery">
      <SelectField
        label={t('ordering.deliveryTownship')}
        value={service.townshipId === null ? '' : String(service.townshipId)}
        placeholder={t('ordering.deliveryTownshipChoose')}
        disabled={disabled}
        error={errors.township ?? null}
        options={areas.map((area) => ({
          value: String(area.township.id),
          label: `${area.township.name} · ${t('ordering.lineTotal', { amount: mmk(area.fee) })}`,
        }))}
        onChange={(event) =>
          onChange({
            ...service,
            townshipId: event.target.value === '' ? null : Number(event.target.value),
          })
        }
      />
      <TextAreaField
        label={t('ordering.deliveryAddress')}
        hint={t('ordering.deliveryAddressHint')}
        controlClassName="field__control"
        rows={2}
        maxLength={300}
        disabled={disabled}
        error={errors.address ?? null}
        value={service.address}
        onChange={(event) => onChange({ ...service, address: event.target.value })}
      />
      <Field
        label={t('ordering.deliveryPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        disabled={disabled}
        error={errors.phone ?? null}
        value={service.phone}
        onChange={(event) => onChange({ ...service, phone: event.target.value })}
      />
    </div>
  );
}
