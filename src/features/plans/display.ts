import type { Plan } from '@contract';
import { plansMessages } from './messages';

/** A limit as shown: the number, or N/A when the plan does not give one. */
export function limitText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? value.toLocaleString('en-US')
    : plansMessages.notAvailable;
}

/** A feature flag as shown: Yes, No, or N/A when the plan does not say. */
export function flagText(value: boolean | null | undefined): string {
  if (value === true) return plansMessages.yes;
  if (value === false) return plansMessages.no;
  return plansMessages.notAvailable;
}

export interface PlanFact {
  label: string;
  value: string;
}

/** The three limits of a plan (the Plan Selection panel shows these). */
export function planLimits(plan: Partial<Plan> | undefined): PlanFact[] {
  return [
    { label: plansMessages.maxBranches, value: limitText(plan?.max_branches) },
    { label: plansMessages.maxUsers, value: limitText(plan?.max_users) },
    { label: plansMessages.maxPosts, value: limitText(plan?.max_posts_per_month) },
  ];
}

/** Position of the Premium card, which also shows membership and 'All Features: Yes'. */
export const PREMIUM_INDEX = 2;

/** What a plan card lists. */
export function planCardFacts(plan: Partial<Plan>, index: number): PlanFact[] {
  const facts = [
    ...planLimits(plan),
    { label: plansMessages.stampCard, value: flagText(plan.allow_stamp_card) },
    { label: plansMessages.pointCollection, value: flagText(plan.allow_point_collection) },
  ];
  if (index === PREMIUM_INDEX) {
    facts.push(
      { label: plansMessages.membership, value: flagText(plan.allow_membership) },
      { label: plansMessages.allFeatures, value: plansMessages.yes },
    );
  }
  return facts;
}

/**
 * A stepper's typed text as a number, or null while it is not one (empty, '-', 'abc'): the plan
 * page keeps the stored value until a number is typed.
 */
export function typedNumber(text: string): number | null {
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
