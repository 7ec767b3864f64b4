/**
 * The way to a listed shop, as the dashboard's checklist shows it: each step, whether the
 * server's records say it is done, and where it is done. Pure.
 *
 * A shop is listed while its phone is verified, a plan is in force (active, or in its grace days)
 * and its store is published; publishing needs at least one catalogue item (docs/rules.md, Listed
 * shops). A plan chosen is done from the moment it is ordered on /price, and stays done while one
 * is in force; paying is done while a plan is in force.
 */
import type { DashboardResponse } from '@contract';

export type SetupStepId = 'phone' | 'plan' | 'paid' | 'profile' | 'items' | 'published';

export interface SetupStep {
  id: SetupStepId;
  done: boolean;
  /** Where the step is done. */
  to: string;
}

/** Where each step is done. */
export interface SetupPaths {
  verifyPhone: string;
  price: string;
  /** Pays the plan ordered (the order waiting on /billing). */
  billing: string;
  storeProfile: string;
  storeCatalogue: string;
  storePublish: string;
}

export type SetupFacts = Pick<DashboardResponse, 'phone_verified_at' | 'setup'>;

export function setupSteps(
  { phone_verified_at, setup }: SetupFacts,
  paths: SetupPaths,
): SetupStep[] {
  const planChosen = setup.plan_ordered || setup.plan_in_force;
  return [
    { id: 'phone', done: phone_verified_at !== null, to: paths.verifyPhone },
    { id: 'plan', done: planChosen, to: paths.price },
    {
      id: 'paid',
      done: setup.plan_in_force,
      // With an order waiting, /billing charges it; without one, a plan is chosen first.
      to: setup.plan_ordered ? paths.billing : paths.price,
    },
    { id: 'profile', done: setup.profile_saved, to: paths.storeProfile },
    { id: 'items', done: setup.item_count > 0, to: paths.storeCatalogue },
    { id: 'published', done: setup.published, to: paths.storePublish },
  ];
}

/** The first step not done yet: the one the dashboard puts forward; null once all are done. */
export function nextSetupStep(steps: readonly SetupStep[]): SetupStep | null {
  return steps.find((step) => !step.done) ?? null;
}
