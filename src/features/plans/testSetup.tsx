/** What the /price screen's tests, in either language, start from. */
import { screen, waitFor, within } from '@testing-library/react';
import { normaliseDigits } from '../../i18n/digits';
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
  // Plan and add-on names: the server's in English, the catalogue's in Burmese.
  await screen.findByRole('radio', { name: /^(basic|အခြေခံ)$/ });
  await screen.findByRole('checkbox', { name: /^(Branches|ဆိုင်ခွဲများ)$/ });
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

/** A shown amount as a number: '−1,500 MMK' → -1500, '၁၃,၀၉၇ ကျပ်' → 13097. */
export function amountOf(text: string): number {
  const digits = normaliseDigits(text).replace(/[^0-9]/g, '');
  if (digits === '') throw new Error(`No amount in ${text}`);
  return (text.trim().startsWith('−') ? -1 : 1) * Number(digits);
}

/**
 * The Total Cost panel's money lines as shown, read from the screen: each term with its amount,
 * and each selected add-on's amount under its name.
 */
export function costLines(panel: HTMLElement): Array<{ label: string; amount: number }> {
  return within(panel)
    .getAllByRole('term')
    .flatMap((dt) => {
      const dd = dt.nextElementSibling as HTMLElement;
      const items = within(dd).queryAllByRole('listitem');
      if (items.length > 0) {
        return items.map((li) => ({
          label: li.firstElementChild?.textContent ?? '',
          amount: amountOf(li.lastElementChild?.textContent ?? ''),
        }));
      }
      const text = dd.textContent ?? '';
      return /[0-9\u1040-\u1049]/.test(text)
        ? [{ label: dt.textContent ?? '', amount: amountOf(text) }]
        : [];
    });
}
