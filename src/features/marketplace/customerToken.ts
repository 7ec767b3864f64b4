import { routePaths } from '../../app/routes';
import { customerLoginPath, selectCustomerToken } from '../../shared/customer/customerSession';

/** The signed-in customer's token (null while signed out): customer calls carry it explicitly. */
export const selectCustomerTokenOf = (state: Parameters<typeof selectCustomerToken>[0]) =>
  selectCustomerToken(state);

export { customerLoginPath };

export const MY_ORDERS_PATH = routePaths.myOrders;
