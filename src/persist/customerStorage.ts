/**
 * The customer's session in its own keys (`CUSTOMER_KEYS` of ./legacyStorage.ts), apart from the
 * merchant's legacy keys. Part of the persistence layer (with legacyStorage.ts, the only code that
 * reads or writes storage); kept in its own module so that it travels with the customer's
 * screens, not with the landing page's script. Nothing but the token is secret, and the customer
 * record is reduced to its known fields before it is stored.
 */
import { CUSTOMER_KEYS, boundCustomerStorage } from './legacyStorage';

export const PARSE_CUSTOMER_ERROR = 'Failed to parse customer data: ';

/** The customer as stored: the fields of the contract's `Customer`, nothing else. */
export interface StoredCustomer {
  id: number;
  phone: string;
  name: string | null;
}

/** A signed-in customer's session as the customer keys hold it. */
export interface StoredCustomerSession {
  token: string;
  customer: StoredCustomer;
}

/** The known fields of a customer record, or null when it is not one. */
export function toStoredCustomer(value: unknown): StoredCustomer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, phone, name } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  if (typeof phone !== 'string' || phone === '') return null;
  if (name !== null && typeof name !== 'string') return null;
  return { id, phone, name };
}

/** The stored customer session; null unless both its token and a sound record are there. */
export function readCustomerSession(storage: Storage): StoredCustomerSession | null {
  const token = storage.getItem(CUSTOMER_KEYS.customerToken);
  const raw = storage.getItem(CUSTOMER_KEYS.customer);
  if (raw === null) return null;
  let customer: StoredCustomer | null = null;
  try {
    customer = toStoredCustomer(JSON.parse(raw));
    if (customer === null)
      throw new TypeError('Expected a customer in local storage key "customer"');
  } catch (err) {
    // Logged, then ignored: a bad record must not stop the app; the customer signs in again.
    console.error(PARSE_CUSTOMER_ERROR, err);
    return null;
  }
  return token ? { token, customer } : null;
}

/** Writes the customer's session to its keys; null (signed out) removes them. */
export function writeCustomerSession(
  storage: Storage,
  session: StoredCustomerSession | null,
): void {
  const customer = session && toStoredCustomer(session.customer);
  if (session && session.token !== '' && customer) {
    storage.setItem(CUSTOMER_KEYS.customerToken, session.token);
    storage.setItem(CUSTOMER_KEYS.customer, JSON.stringify(customer));
  } else {
    storage.removeItem(CUSTOMER_KEYS.customerToken);
    storage.removeItem(CUSTOMER_KEYS.customer);
  }
}

/** The stored customer session of the store's Storage (null without local storage). */
export function loadCustomerSession(): StoredCustomerSession | null {
  try {
    return readCustomerSession(boundCustomerStorage());
  } catch {
    return null;
  }
}

/** Writes the customer session to the store's Storage. */
export function saveCustomerSession(session: StoredCustomerSession | null): void {
  writeCustomerSession(boundCustomerStorage(), session);
}
