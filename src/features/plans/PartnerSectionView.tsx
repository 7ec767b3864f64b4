import { useId, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import type { Translate } from '../../i18n/translate';
import { AMOUNT_DISCOUNT_STEP, MAX_PARTNER_AMOUNT, MAX_PERCENT_DISCOUNT } from './pricing';
import { formatMmk } from '../../i18n/format';
import { Stepper } from '../../components/Stepper/Stepper';
import { onTypedNumber } from './display';
import { routePaths } from '../../app/routes';

/** The terms box's element id: Process Payment and the terms modal take the merchant there. */
export const TERMS_BOX_ID = 'partner-terms';

export interface PartnerSectionViewProps {
  percentDiscount: number;
  amountDiscount: number;
  termsAccepted: boolean;
  showsTermsError: boolean;
  busy: boolean;
  onPercentChange: (value: number) => void;
  onAmountChange: (value: number) => void;
  onTermsChange: (accepted: boolean) => void;
  onBack: () => void;
  onContinue: () => void;
  t: Translate;
}

/**
 * The partner block: intro with See more / Show less, the two discounts (one at a time), the
 * terms checkbox with a link to the terms (a new tab: the choices here stay), Back and Continue. The discounts only show what a partner discount would cost:
 * a discount reaches the charge only with a partner code entered at billing, which it says.
 */
export function PartnerSectionView({
  percentDiscount,
  amountDiscount,
  termsAccepted,
  showsTermsError,
  busy,
  onPercentChange,
  onAmountChange,
  onTermsChange,
  onBack,
  onContinue,
  t,
}: PartnerSectionViewProps) {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const termsErrorId = useId();
  const estimateId = useId();
  return (
    <section id="partner" className="partner-section" aria-labelledby="partner-title" tabIndex={-1}>
      <div className="container partner-section__inner">
        <h2 id="partner-title">{t('plans.partnerTitle')}</h2>
        <div className="partner-section__intro">
          <p>{t('plans.partnerIntro')}</p>
          <p id={moreId} hidden={!expanded}>
            {t('plans.partnerMore')}
          </p>
          <Button
            variant="link"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('plans.showLess') : t('plans.seeMore')}
          </Button>
        </div>

        <p id={estimateId} className="partner-section__estimate">
          {t('plans.partnerEstimate')}
        </p>
        <div
          className="partner-section__discounts"
          role="group"
          aria-label={t('plans.partnerTitle')}
          aria-describedby={estimateId}
        >
          <Stepper
            label={t('plans.memberDiscount')}
            value={percentDiscount}
            min={0}
            max={MAX_PERCENT_DISCOUNT}
            onDecrease={() => onPercentChange(percentDiscount - 1)}
            onIncrease={() => onPercentChange(percentDiscount + 1)}
            onEnter={onTypedNumber(onPercentChange)}
          />
          <div className="partner-section__amount">
            <Stepper
              label={t('plans.discountAmount')}
              value={amountDiscount}
              min={0}
              max={MAX_PARTNER_AMOUNT}
              onDecrease={() => onAmountChange(amountDiscount - AMOUNT_DISCOUNT_STEP)}
              onIncrease={() => onAmountChange(amountDiscount + AMOUNT_DISCOUNT_STEP)}
              onEnter={onTypedNumber(onAmountChange)}
            />
            <p className="field__hint partner-section__hint">
              {t('plans.amountHint', { max: formatMmk(MAX_PARTNER_AMOUNT, t.language) })}
            </p>
          </div>
        </div>

        <div id={TERMS_BOX_ID} className="partner-section__terms">
          <Checkbox
            label={t('plans.acceptTerms')}
            checked={termsAccepted}
            onChange={onTermsChange}
            invalid={showsTermsError}
            describedBy={showsTermsError ? termsErrorId : undefined}
          />
          <p className="partner-section__terms-link">
            <a href={routePaths.terms} target="_blank" rel="noopener">
              {t('plans.readTerms')}
            </a>
          </p>
          {showsTermsError ? (
            <p id={termsErrorId} className="field__error" role="alert">
              {t('plans.termsRequired')}
            </p>
          ) : null}
        </div>

        <div className="partner-section__actions">
          <Button variant="secondary" onClick={onBack}>
            {t('plans.back')}
          </Button>
          <Button onClick={onContinue} disabled={busy} aria-busy={busy}>
            {t('plans.continue')}
          </Button>
        </div>
      </div>
    </section>
  );
}
