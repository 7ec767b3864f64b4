/**
 * The signed-in customer's token, read structurally (as the base query reads the merchant's) so
 * the store page does not depend on how the customer's session is built: null while signed out.
 */
interface StateWithCustomer {
  customer?: { token?: string | null } | null;
}

export function selectCustomerTokenOf(state: unknown): string | null {
  const token = (state as StateWithCustomer).customer?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The customer's sign-in page, coming back to `returnTo` (path and query) afterwards. */
export const customerLoginPath = (returnTo: string): string =>
  `/my/login?next=${encodeURIComponent(returnTo)}`;

export const MY_ORDERS_PATH = '/my/orders';
