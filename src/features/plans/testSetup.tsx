/** What the /price screen's tests, in either language, start from. */
import { screen, waitFor } from '@testing-library/react';
import type { AppPreloadedState } from '../../app/store';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PricePage } from './PricePage';
import { initialPlanSelectionState, type PlanSelectionState } from './planSelectionSlice';

/** A logged-in merchant's session. */
export const merchant = {
  token: 'tok-merchant',
  user: { userid: 7, username: 'Aye Aye', shopname: 'Golden Tea House', merchantid: 3 },
  merchantUser: { merchant_id: 3, district_merchant_id: 'YGN-E-000003' },
};

/** /price once its plans and add-ons are drawn, from `preloadedState` and a plan selection. */
export async function renderPricePage(
  options: { preloadedState?: AppPreloadedState; planSelection?: Partial<PlanSelectionState> } = {},
) {
  const preloadedState: AppPreloadedState = {
    ...options.preloadedState,
    ...(options.planSelection
      ? { planSelection: { ...initialPlanSelectionState, ...options.planSelection } }
      : {}),
  };
  const rendered = await renderWithProviders(<PricePage />, {
    route: '/price',
    path: '/price',
    preloadedState,
  });
  // Plan and add-on names are the server's, the same in both languages.
  await screen.findByRole('radio', { name: 'basic' });
  await screen.findByRole('checkbox', { name: 'Branches' });
  await sectionsShown();
  return rendered;
}

/**
 * The sections after the plans follow the first render one per task (jsdom has no idle
 * callbacks): the last one is the partner block.
 */
export async function sectionsShown() {
  await waitFor(() => expect(document.getElementById('partner')).not.toBeNull(), {
    timeout: 5000,
  });
}

/** A plan card: the list item around the plan's radio. */
export const card = (name: string) =>
  screen.getByRole('radio', { name }).closest('li') as HTMLElement;
