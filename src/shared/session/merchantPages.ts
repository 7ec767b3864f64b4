/**
 * Which of the merchant's pages each role of the shop's team may open, from the same accesses the
 * server decides its calls by: the header lists only these, and a page opened by a role without
 * it says so instead of failing call by call. Pure.
 */
import { merchantMay, type MerchantAccess, type MerchantRole } from '@contract/staff';
import { routePaths } from '../../app/routes';
import type { SessionState } from './types';

/**
 * The signed-in person's role in the shop: a team member's, else the owner's (the account that
 * registered it); null when nobody is signed in. Here rather than in the session slice, so that
 * the landing page does not carry it.
 */
export const selectMerchantRole = ({ session }: { session: SessionState }): MerchantRole | null =>
  session.token ? (session.user?.role ?? 'owner') : null;

/** The branch a cashier is limited to; null: every branch. */
export const selectMemberBranchId = ({ session }: { session: SessionState }): number | null =>
  session.user?.role === 'cashier' ? (session.user.branch_id ?? null) : null;

export type MerchantPage =
  | 'dashboard'
  | 'store'
  | 'orders'
  | 'loyalty'
  | 'promotions'
  | 'billing'
  | 'team'
  | 'insights'
  | 'designs';

/** The access a page needs: the calls it cannot work without. */
export const PAGE_ACCESS: Readonly<Record<MerchantPage, MerchantAccess>> = {
  dashboard: 'shop',
  store: 'store',
  orders: 'orders',
  // The counter; the programmes' editing on the same page is `store`'s.
  loyalty: 'counter',
  promotions: 'store',
  billing: 'billing',
  team: 'team',
  insights: 'shop',
  designs: 'store',
};

/** Whether `role` may open `page`. */
export function mayOpen(role: MerchantRole, page: MerchantPage): boolean {
  return merchantMay(role, PAGE_ACCESS[page]);
}

/** Where a role starts, after signing in and from a page it may not open. */
export function homePathOf(role: MerchantRole): string {
  return mayOpen(role, 'dashboard') ? routePaths.dashboard : routePaths.storeOrders;
}
