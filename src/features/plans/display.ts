import type { Plan } from '@contract';
import { translatorFor } from '../../i18n/catalogues';
import { normaliseDigits } from '../../i18n/digits';
import { formatInteger } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';

const english = (): Translate => translatorFor('en');

/** A limit as shown: the number, or N/A when the plan does not give one. */
export function limitText(value: number | null | undefined, t: Translate = english()): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? formatInteger(value, t.language)
    : t('plans.notAvailable');
}

/** A feature flag as shown: Yes, No, or N/A when the plan does not say. */
export function flagText(value: boolean | null | undefined, t: Translate = english()): string {
  if (value === true) return t('plans.yes');
  if (value === false) return t('plans.no');
  return t('plans.notAvailable');
}

export interface PlanFact {
  label: string;
  value: string;
}

/** The three limits of a plan (the Plan Selection panel shows these). */
export function planLimits(plan: Partial<Plan> | undefined, t: Translate = english()): PlanFact[] {
  return [
    { label: t('plans.maxBranches'), value: limitText(plan?.max_branches, t) },
    { label: t('plans.maxUsers'), value: limitText(plan?.max_users, t) },
    { label: t('plans.maxPosts'), value: limitText(plan?.max_posts_per_month, t) },
  ];
}

/** Position of the Premium card, which also shows membership and 'All Features: Yes'. */
export const PREMIUM_INDEX = 2;

/** What a plan card lists. */
export function planCardFacts(
  plan: Partial<Plan>,
  index: number,
  t: Translate = english(),
): PlanFact[] {
  const facts = [
    ...planLimits(plan, t),
    { label: t('plans.stampCard'), value: flagText(plan.allow_stamp_card, t) },
    { label: t('plans.pointCollection'), value: flagText(plan.allow_point_collection, t) },
  ];
  if (index === PREMIUM_INDEX) {
    facts.push(
      { label: t('plans.membership'), value: flagText(plan.allow_membership, t) },
      { label: t('plans.allFeatures'), value: t('plans.yes') },
    );
  }
  return facts;
}

/**
 * A stepper's typed text as a number, or null while it is not one (empty, '-', 'abc'): the plan
 * page keeps the stored value until a number is typed. Myanmar digits read as Latin ones.
 */
export function typedNumber(typed: string): number | null {
  const text = normaliseDigits(typed);
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? number : null;
}

/** Calls `enter` with the typed number, and not at all while the text is not a number. */
export const onTypedNumber =
  (enter: (value: number) => void) =>
  (text: string): void => {
    const number = typedNumber(text);
    if (number !== null) enter(number);
  };
