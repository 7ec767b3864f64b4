/** What the customer tests share: a customer signed in through the real routes (sandbox code). */
import { apiPaths } from '@contract/apiPaths';
import type { Customer, CustomerSignInResponse } from '@contract/orders';
import type { SendOtpResponse } from '@contract/otp';
import type { App } from '../src/app';

export interface SignedInCustomer {
  token: string;
  customer: Customer;
  /** `Authorization: Bearer <token>`. */
  headers: Record<string, string>;
}

/**
 * Signs `phone` in with the code the sandbox SMS provider reveals, and gives the customer `name`
 * when one is passed (a customer without a name cannot order).
 */
export async function signInCustomer(
  app: App,
  phone: string,
  name?: string,
): Promise<SignedInCustomer> {
  const sent = await app.inject({
    method: 'POST',
    url: `/api/${apiPaths.customerSendOtp}`,
    payload: { phone },
  });
  if (sent.statusCode !== 200) {
    throw new Error(`customer/sendOtp failed: ${sent.statusCode} ${sent.body}`);
  }
  const code = sent.json<SendOtpResponse>().data.code;
  if (code === undefined) throw new Error('customer/sendOtp revealed no code: not the sandbox?');
  const signedIn = await app.inject({
    method: 'POST',
    url: `/api/${apiPaths.customerSignIn}`,
    payload: { phone, otp: code },
  });
  if (signedIn.statusCode !== 200) {
    throw new Error(`customer/signIn failed: ${signedIn.statusCode} ${signedIn.body}`);
  }
  const { token, customer } = signedIn.json<CustomerSignInResponse>();
  const headers = { authorization: `Bearer ${token}` };
  if (name === undefined) return { token, customer, headers };
  const named = await app.inject({
    method: 'PUT',
    url: `/api/${apiPaths.customerMe}`,
    headers,
    payload: { name },
  });
  if (named.statusCode !== 200) {
    throw new Error(`customer/me failed: ${named.statusCode} ${named.body}`);
  }
  return { token, customer: named.json<Customer>(), headers };
}
