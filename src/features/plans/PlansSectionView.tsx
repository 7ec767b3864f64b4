import { useId } from 'react';
import type { Plan } from '@contract';
import { planCardFacts } from './display';
import { plansMessages } from './messages';
import type { PlansLoad } from './planSelectors';
import { durationAt, formatMmk, monthlyPrice } from './pricing';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { Spinner } from '../../components/Spinner/Spinner';

export interface PlansSectionViewProps {
  load: PlansLoad;
  plans: readonly Plan[];
  selectedIndex: number;
  durationIndex: number;
  onDurationSelect: (index: number) => void;
  onPlanSelect: (index: number, name: string) => void;
}

function PlanCard({
  plan,
  index,
  months,
  selected,
  group,
  onSelect,
}: {
  plan: Plan;
  index: number;
  months: 3 | 6 | 12;
  selected: boolean;
  group: string;
  onSelect: () => void;
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
        {plan.name}
      </p>
      <p id={`${id}-price`} className="plan-card__price">
        <span className="plan-card__amount">{formatMmk(monthlyPrice(plan, months))}</span>{' '}
        <span className="plan-card__unit">{plansMessages.perMonth}</span>{' '}
        <span className="plan-card__tax">{plansMessages.plusTax}</span>
      </p>
      <dl id={`${id}-facts`} className="plan-card__facts">
        {planCardFacts(plan, index).map((fact) => (
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
}: PlansSectionViewProps) {
  const group = useId();
  const months = durationAt(durationIndex);
  return (
    <section id="plans" className="plans-section" aria-labelledby="plans-title" tabIndex={-1}>
      <div className="container">
        <h1 id="plans-title" className="plans-section__title">
          {plansMessages.title}
        </h1>
        <ChoiceGroup
          className="plans-section__durations"
          legend={plansMessages.durationLegend}
          legendHidden
          options={plansMessages.durations.map((label, index) => ({ value: index, label }))}
          value={durationIndex}
          onChange={onDurationSelect}
        />

        {load.status === 'loading' && plans.length === 0 ? (
          <Spinner className="plans-section__status">{plansMessages.loadingPlans}</Spinner>
        ) : null}
        {load.status === 'failed' ? (
          <p className="plans-section__error" role="alert">
            {plansMessages.errorLoadingPlans(load.message)}
          </p>
        ) : null}
        {load.status === 'ready' && plans.length === 0 ? <p>{plansMessages.noPlans}</p> : null}
        {load.status !== 'failed' && plans.length > 0 ? (
          <fieldset className="plan-cards-fieldset">
            <legend className="visually-hidden">{plansMessages.plansLegend}</legend>
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
                />
              ))}
            </ul>
          </fieldset>
        ) : null}
      </div>
    </section>
  );
}
