import { useId } from 'react';
import type { Plan } from '@contract';
import { planCardFacts } from './display';
import type { Translate } from '../../i18n/translate';
import { formatMmk } from '../../i18n/format';
import type { PlansLoad } from './planSelectors';
import { durationAt, monthlyPrice } from './pricing';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { Spinner } from '../../components/Spinner/Spinner';
import { planName } from '../../shared/reference/productNames';

const DURATION_KEYS = ['plans.durations.0', 'plans.durations.1', 'plans.durations.2'] as const;

export interface PlansSectionViewProps {
  load: PlansLoad;
  plans: readonly Plan[];
  selectedIndex: number;
  durationIndex: number;
  onDurationSelect: (index: number) => void;
  onPlanSelect: (index: number, name: string) => void;
  t: Translate;
}

function PlanCard({
  plan,
  index,
  months,
  selected,
  group,
  onSelect,
  t,
}: {
  plan: Plan;
  index: number;
  months: 3 | 6 | 12;
  selected: boolean;
  group: string;
  onSelect: () => void;
  t: Translate;
}) {
  const id = useId();
  return (
    <li className={selected ? 'plan-card plan-card--selected' : 'plan-card'}>
      {/* The radio covers the whole card, so a click anywhere on it selects the plan. */}
      <input
        className="overlay-control"
        type="radio"
        name={group}
        value={String(index)}
        checked={selected}
        onChange={onSelect}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-price ${id}-facts`}
      />
      <p id={`${id}-name`} className="plan-card__name">
        {planName(plan.name, t)}
      </p>
      <p id={`${id}-price`} className="plan-card__price">
        <span className="plan-card__amount">
          {formatMmk(monthlyPrice(plan, months), t.language)}
        </span>{' '}
        <span className="plan-card__unit">{t('plans.perMonth')}</span>{' '}
        <span className="plan-card__tax">{t('plans.plusTax')}</span>
      </p>
      <dl id={`${id}-facts`} className="plan-card__facts">
        {planCardFacts(plan, index, t).map((fact) => (
          <div key={fact.label} className="plan-card__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** 'Choose your Plan': the duration toggle and the three plan cards. */
export function PlansSectionView({
  load,
  plans,
  selectedIndex,
  durationIndex,
  onDurationSelect,
  onPlanSelect,
  t,
}: PlansSectionViewProps) {
  const group = useId();
  const months = durationAt(durationIndex);
  return (
    <section id="plans" className="plans-section" aria-labelledby="plans-title" tabIndex={-1}>
      <div className="container">
        <h1 id="plans-title" className="plans-section__title">
          {t('plans.title')}
        </h1>
        <ChoiceGroup
          className="plans-section__durations"
          legend={t('plans.durationLegend')}
          legendHidden
          options={DURATION_KEYS.map((key, index) => ({ value: index, label: t(key) }))}
          value={durationIndex}
          onChange={onDurationSelect}
        />

        {load.status === 'loading' && plans.length === 0 ? (
          <Spinner className="plans-section__status">{t('plans.loadingPlans')}</Spinner>
        ) : null}
        {load.status === 'failed' ? (
          <p className="plans-section__error" role="alert">
            {t('plans.errorLoadingPlans', { message: load.message })}
          </p>
        ) : null}
        {load.status === 'ready' && plans.length === 0 ? <p>{t('plans.noPlans')}</p> : null}
        {load.status !== 'failed' && plans.length > 0 ? (
          <fieldset className="plan-cards-fieldset">
            <legend className="visually-hidden">{t('plans.plansLegend')}</legend>
            <ul className="plan-cards">
              {plans.map((plan, index) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  index={index}
                  months={months}
                  selected={index === selectedIndex}
                  group={`${group}-plan`}
                  onSelect={() => onPlanSelect(index, plan.name)}
                  t={t}
                />
              ))}
            </ul>
          </fieldset>
        ) : null}
      </div>
    </section>
  );
}
