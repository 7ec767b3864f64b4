import { useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { customerLoginPath, selectCustomerToken } from '../../shared/customer/customerSession';
import { useHydrated } from '../../shared/hydration/useHydrated';

/** The signed-in customer's token (null while signed out): customer calls carry it explicitly. */
export const selectCustomerTokenOf = (state: Parameters<typeof selectCustomerToken>[0]) =>
  selectCustomerToken(state);

/**
 * Whether a customer is signed in on this browser, as a store page shows it. The server renders
 * the page for a visitor (it cannot read this browser's storage): while React hydrates that HTML
 * the page is drawn signed out as the server drew it (React's server snapshot), and the
 * customer's own standing shows in the render right after. A page rendered in the browser shows
 * it at once.
 */
export function useCustomerSignedIn(): boolean {
  const signedIn = useAppSelector(selectCustomerTokenOf) !== null;
  return useHydrated() && signedIn;
}

export { customerLoginPath };

export const MY_ORDERS_PATH = routePaths.myOrders;
