/**
 * A redux-persist storage engine over the product's legacy local-storage keys. redux-persist would
 * write one `persist:<key>` item; this engine instead maps the session onto the keys the product
 * has always used, and it is the only code that reads or writes them. It is meant for the store's
 * persist config (which persists the session only), with `serialize: false` and
 * `deserialize: false`, so it gets and returns objects: `{ session }`.
 *
 * Nothing but the token is secret, and nothing secret but the token is ever written: the user
 * records are reduced to their known fields before they are stored.
 */
import { LANGUAGE_STORAGE_KEY, isLanguage } from '../i18n/language';
import {
  toSessionMerchantUser,
  toSessionUser,
  type SessionMerchantUser,
  type SessionState,
  type SessionUser,
} from '../shared/session/types';

/** Every key the product keeps in local storage. */
export const LEGACY_KEYS = {
  authToken: 'authToken',
  token: 'token',
  user: 'user',
  merchantUser: 'merchantUser',
  username: 'username',
  phone: 'phone',
  email: 'email',
  shopname: 'shopname',
  userid: 'userid',
  merchantid: 'merchantid',
} as const;

const ALL_KEYS = Object.values(LEGACY_KEYS);

/** The flat keys, each copied from the user record (absent field, absent key). */
const FLAT_KEYS = [
  'username',
  'phone',
  'email',
  'shopname',
  'userid',
  'merchantid',
] as const satisfies ReadonlyArray<keyof SessionUser & keyof typeof LEGACY_KEYS>;

export const PARSE_USER_ERROR = 'Failed to parse user data: ';
export const PARSE_MERCHANT_USER_ERROR = 'Failed to parse merchant user data: ';

/** The session as the legacy keys hold it. */
export type PersistedSession = SessionState;

/** What redux-persist hands the engine: the root state's persisted part (and its `_persist`). */
export interface PersistedRoot {
  session: PersistedSession;
}

export interface LegacyStorageEngine {
  getItem(key: string): Promise<PersistedRoot | undefined>;
  setItem(key: string, value: unknown): Promise<void>;
  removeItem(key: string): Promise<void>;
}

function readJson<T>(
  storage: Storage,
  key: string,
  normalise: (value: unknown) => T | null,
  errorMessage: string,
): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const value = normalise(JSON.parse(raw));
    if (value === null) throw new TypeError(`Expected an object in local storage key "${key}"`);
    return value;
  } catch (err) {
    // Logged with the product's words, then ignored: a bad record must not stop the app.
    console.error(errorMessage, err);
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null | undefined): void {
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, value);
}

/** Reads the session from the legacy keys; undefined when nothing is stored. */
export function readLegacySession(storage: Storage): PersistedSession | undefined {
  // The product writes the token under authToken but reads `token` at start-up; both hold.
  const token = storage.getItem(LEGACY_KEYS.token) ?? storage.getItem(LEGACY_KEYS.authToken);
  const user = readJson<SessionUser>(storage, LEGACY_KEYS.user, toSessionUser, PARSE_USER_ERROR);
  const merchantUser = readJson<SessionMerchantUser>(
    storage,
    LEGACY_KEYS.merchantUser,
    toSessionMerchantUser,
    PARSE_MERCHANT_USER_ERROR,
  );
  if (token === null && user === null && merchantUser === null) return undefined;
  return { token: token || null, user, merchantUser };
}

/** Writes the session to the legacy keys; a null part removes its keys. */
export function writeLegacySession(storage: Storage, session: Partial<PersistedSession>): void {
  const token = typeof session.token === 'string' && session.token !== '' ? session.token : null;
  write(storage, LEGACY_KEYS.authToken, token);
  write(storage, LEGACY_KEYS.token, token);

  const user = toSessionUser(session.user);
  write(storage, LEGACY_KEYS.user, user ? JSON.stringify(user) : null);
  for (const key of FLAT_KEYS) {
    const value = user?.[key];
    write(storage, LEGACY_KEYS[key], value === undefined ? null : String(value));
  }

  const merchantUser = toSessionMerchantUser(session.merchantUser);
  write(storage, LEGACY_KEYS.merchantUser, merchantUser ? JSON.stringify(merchantUser) : null);
}

/**
 * The landing page's clean-up: the stored auth token goes when the session lacks its token, user
 * or merchant. Only the `authToken` key goes, as in the product: the token read at start-up lives
 * under `token`, and the next write of the session puts `authToken` back.
 */
export function forgetAuthToken(storage: Storage): void {
  storage.removeItem(LEGACY_KEYS.authToken);
}

/** Removes every legacy key. */
export function clearLegacySession(storage: Storage): void {
  for (const key of ALL_KEYS) storage.removeItem(key);
}

/**
 * Logout's clean-up: every legacy key, then anything else stored in this browser, except the
 * reader's language (`lang`), which belongs to the reader, not to the merchant's session, and the
 * customer's session (a shopper signed in on this browser stays signed in when the merchant logs
 * out).
 */
export function clearStoredData(storage: Storage): void {
  const language = storage.getItem(LANGUAGE_STORAGE_KEY);
  const customer = CUSTOMER_KEY_LIST.map((key) => [key, storage.getItem(key)] as const);
  clearLegacySession(storage);
  storage.clear();
  // Only a choice the app could have made is put back; anything else under the key goes too.
  if (isLanguage(language)) storage.setItem(LANGUAGE_STORAGE_KEY, language);
  for (const [key, value] of customer) if (value !== null) storage.setItem(key, value);
}

/* ------------------------------ the customer ---------------------------- */

/**
 * The keys of the customer's session (a shopper signed in with their phone), apart from the
 * merchant's: either side signs in and out without touching the other's. What they hold is read
 * and written by ./customerStorage.ts, which arrives with the customer's screens (the landing
 * page's script carries only the key names and the Storage binding).
 */
export const CUSTOMER_KEYS = {
  customerToken: 'customerToken',
  customer: 'customer',
} as const;

const CUSTOMER_KEY_LIST = Object.values(CUSTOMER_KEYS);

/**
 * Where the customer's session is kept: the store's Storage (`makeStore` binds it, so a test's
 * Storage is used), local storage until then. The customer's slice arrives with its chunk, after
 * the store is made, so it cannot ride on redux-persist's rehydration.
 */
let customerStorage: () => Storage = () => window.localStorage;

export function bindCustomerStorage(getStorage: () => Storage): void {
  customerStorage = getStorage;
}

/** The Storage the customer's session is kept in. */
export function boundCustomerStorage(): Storage {
  return customerStorage();
}

/**
 * The engine. `getStorage` is called on each operation so that a test (or a page without local
 * storage) can supply its own Storage.
 */
export function createLegacyStorage(
  getStorage: () => Storage = () => window.localStorage,
): LegacyStorageEngine {
  return {
    getItem: (_key) =>
      new Promise((resolve) => {
        const session = readLegacySession(getStorage());
        resolve(session && { session });
      }),
    setItem: (_key, value) =>
      new Promise<void>((resolve) => {
        if (typeof value !== 'object' || value === null) {
          throw new TypeError(
            'legacyStorage expects an object: configure persist with serialize: false',
          );
        }
        const { session } = value as Partial<PersistedRoot>;
        writeLegacySession(getStorage(), session ?? {});
        resolve();
      }),
    removeItem: (_key) =>
      new Promise<void>((resolve) => {
        clearLegacySession(getStorage());
        resolve();
      }),
  };
}
