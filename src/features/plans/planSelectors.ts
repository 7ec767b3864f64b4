/**
 * Derived values of the plans page: the selection of the slice combined with the plans and add-on
 * types of the RTK Query cache. Pure selectors; the page's container subscribes to the two queries.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { AddonType, Plan } from '@contract';
import { errorMessage, planApi } from './planApi';
import { selectPlanSelection } from './planSelectionSlice';
import { durationAt, planByKey, planCost, type PlanCost } from './pricing';

const EMPTY_PLANS: Plan[] = [];
const EMPTY_TYPES: AddonType[] = [];

const selectPlansResult = planApi.endpoints.getPlans.select();
const selectAddonsResult = planApi.endpoints.getAddons.select();

export type PlansLoad =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

/** Both lists load in parallel; either failing fails the page's load. */
export const selectPlansLoad = createSelector(
  [selectPlansResult, selectAddonsResult],
  (plans, addons): PlansLoad => {
    const failed = plans.isError ? plans : addons.isError ? addons : undefined;
    if (failed) return { status: 'failed', message: errorMessage(failed.error) };
    if (plans.isSuccess && addons.isSuccess) return { status: 'ready' };
    return { status: 'loading' };
  },
);

export const selectPlans = createSelector(
  [selectPlansResult],
  (result): Plan[] => result.data ?? EMPTY_PLANS,
);

/** The add-on types; emptied when the page's load failed. */
export const selectAddonTypes = createSelector(
  [selectAddonsResult, selectPlansLoad],
  (result, load): AddonType[] =>
    load.status === 'failed' ? EMPTY_TYPES : (result.data ?? EMPTY_TYPES),
);

/** Matched by lowercase name first, then by position. */
export const selectSelectedPlan = createSelector(
  [selectPlans, selectPlanSelection],
  (plans, selection): Plan | undefined =>
    (selection.planKey !== null ? planByKey(plans, selection.planKey) : undefined) ??
    plans[selection.planIndex],
);

export const selectPlanCost = createSelector(
  [selectSelectedPlan, selectPlanSelection, selectAddonTypes],
  (plan, selection, types): PlanCost =>
    planCost({
      plan,
      months: durationAt(selection.durationIndex),
      selected: selection.addons,
      types,
      percentDiscount: selection.percentDiscount,
      amountDiscount: selection.amountDiscount,
    }),
);
