import { useId, useState, type FormEvent } from 'react';
import type { PromoCode } from '@contract/loyalty';
import { defaultPromoEnd } from '@contract/loyaltyRules';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import type { Translate } from '../../i18n/translate';
import { FormDialog, SaveActions } from './PromotionsDialog';
import type { FieldErrors } from './promotionsSlice';
import { suggestPromoCode } from './suggestCode';
import type { PromoFormValues } from './validation';
import { shownDate } from '../../i18n/fieldValues';

export interface PromoCodeDialogProps {
  /** The code edited, or null for a new one. */
  promo: PromoCode | null;
  /** Today on Yangon's calendar (a new code starts today and lasts 30 days unless set otherwise). */
  today: string;
  saving: boolean;
  fieldErrors: FieldErrors;
  error: string | null;
  onSubmit: (values: PromoFormValues) => void;
  onCancel: () => void;
  t: Translate;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const valuesOf = (promo: PromoCode | null, today: string): PromoFormValues =>
  promo === null
    ? {
        code: '',
        kind: 'percent',
        value: '',
        validFrom: today,
        validTo: defaultPromoEnd(today),
        maxUses: '',
        maxUsesPerCustomer: '',
        minTotal: '0',
        active: true,
      }
    : {
        code: promo.code,
        kind: promo.kind,
        value: String(promo.value),
        validFrom: promo.valid_from,
        validTo: promo.valid_to,
        maxUses: promo.max_uses === null ? '' : String(promo.max_uses),
        maxUsesPerCustomer:
          promo.max_uses_per_customer === null ? '' : String(promo.max_uses_per_customer),
        minTotal: String(promo.min_total),
        active: promo.active,
      };

/** Adding or editing a promo code; the fields stay here until Save. */
export function PromoCodeDialog({
  promo,
  today,
  saving,
  fieldErrors,
  error,
  onSubmit,
  onCancel,
  t,
}: PromoCodeDialogProps) {
  const formId = useId();
  const activeErrorId = useId();
  const [values, setValues] = useState<PromoFormValues>(() => valuesOf(promo, today));
  // A new code's last day follows its first day until the merchant picks a last day.
  const [endChosen, setEndChosen] = useState(promo !== null);
  const set = <K extends keyof PromoFormValues>(key: K, value: PromoFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setFrom = (validFrom: string) =>
    setValues((current) => ({
      ...current,
      validFrom,
      validTo:
        !endChosen && CALENDAR_DATE.test(validFrom) ? defaultPromoEnd(validFrom) : current.validTo,
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <FormDialog
      title={
        promo === null
          ? t('promotions.promo.addTitle')
          : t('promotions.promo.editTitle', { code: promo.code })
      }
      onClose={onCancel}
      t={t}
      actions={<SaveActions formId={formId} saving={saving} onCancel={onCancel} t={t} />}
    >
      <form id={formId} className="promotions-form" noValidate onSubmit={submit}>
        <fieldset disabled={saving} className="promotions-form__fields">
          <Field
            label={t('promotions.promo.fields.code')}
            hint={t('promotions.promo.fields.codeHint')}
            value={values.code}
            autoCapitalize="characters"
            autoComplete="off"
            error={fieldErrors.code}
            onChange={(e) => set('code', e.target.value)}
          />
          <Button
            type="button"
            variant="secondary"
            className="promotions-form__suggest"
            onClick={() => set('code', suggestPromoCode())}
          >
            {t('promotions.promo.suggestCode')}
          </Button>
          <ChoiceGroup
            legend={t('promotions.promo.fields.kind')}
            options={[
              { value: 'percent', label: t('promotions.promo.fields.kindPercent') },
              { value: 'amount', label: t('promotions.promo.fields.kindAmount') },
            ]}
            value={values.kind}
            onChange={(kind) => set('kind', kind)}
          />
          <Field
            label={
              values.kind === 'percent'
                ? t('promotions.promo.fields.percent')
                : t('promotions.promo.fields.amount')
            }
            inputMode="numeric"
            value={values.value}
            error={fieldErrors.value}
            onChange={(e) => set('value', e.target.value)}
          />
          <div className="promotions-form__row">
            <Field
              label={t('promotions.promo.fields.validFrom')}
              type="date"
              value={values.validFrom}
              shownValue={shownDate(values.validFrom, t.language)}
              error={fieldErrors.valid_from}
              onChange={(e) => setFrom(e.target.value)}
            />
            <Field
              label={t('promotions.promo.fields.validTo')}
              type="date"
              value={values.validTo}
              shownValue={shownDate(values.validTo, t.language)}
              error={fieldErrors.valid_to}
              onChange={(e) => {
                setEndChosen(true);
                set('validTo', e.target.value);
              }}
            />
          </div>
          <Field
            label={t('promotions.promo.fields.maxUses')}
            hint={t('promotions.promo.fields.maxUsesHint')}
            inputMode="numeric"
            value={values.maxUses}
            error={fieldErrors.max_uses}
            onChange={(e) => set('maxUses', e.target.value)}
          />
          <Field
            label={t('promotions.promo.fields.maxUsesPerCustomer')}
            hint={t('promotions.promo.fields.maxUsesPerCustomerHint')}
            inputMode="numeric"
            value={values.maxUsesPerCustomer}
            error={fieldErrors.max_uses_per_customer}
            onChange={(e) => set('maxUsesPerCustomer', e.target.value)}
          />
          <Field
            label={t('promotions.promo.fields.minTotal')}
            hint={t('promotions.promo.fields.minTotalHint')}
            inputMode="numeric"
            value={values.minTotal}
            error={fieldErrors.min_total}
            onChange={(e) => set('minTotal', e.target.value)}
          />
          <Checkbox
            label={t('promotions.promo.fields.active')}
            checked={values.active}
            invalid={Boolean(fieldErrors.active)}
            describedBy={fieldErrors.active ? activeErrorId : undefined}
            onChange={(active) => set('active', active)}
          />
          {fieldErrors.active ? (
            <p id={activeErrorId} className="field__error">
              {fieldErrors.active}
            </p>
          ) : null}
        </fieldset>
        <Message tone="error">{error}</Message>
      </form>
    </FormDialog>
  );
}
