/**
 * A redux-persist storage engine over the product's legacy local-storage keys (specification
 * sections 3 and 4). redux-persist would write one `persist:<key>` item; this engine instead maps
 * the session onto the keys the product has always used. It is meant for the session's persist
 * config only, with `serialize: false` and `deserialize: false`, so it gets and returns objects.
 *
 * Nothing but the token is secret, and nothing secret but the token is ever written: the user
 * records are reduced to their known fields before they are stored.
 */
import {
  toSessionMerchantUser,
  toSessionUser,
  type SessionMerchantUser,
  type SessionState,
  type SessionUser,
} from '../features/session/types';

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

/** The shape this engine reads and writes: the session state (redux-persist adds `_persist`). */
export type PersistedSession = SessionState;

export interface LegacyStorageEngine {
  getItem(key: string): Promise<PersistedSession | undefined>;
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
    // Specification section 8: logged with these words, then ignored.
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

/** Removes every legacy key. */
export function clearLegacySession(storage: Storage): void {
  for (const key of ALL_KEYS) storage.removeItem(key);
}

/**
 * The engine. `getStorage` is called on each operation so that a test (or a page without local
 * storage) can supply its own Storage.
 */
export function createLegacyStorage(
  getStorage: () => Storage = () => window.localStorage,
): LegacyStorageEngine {
  return {
    getItem: (_key) => new Promise((resolve) => resolve(readLegacySession(getStorage()))),
    setItem: (_key, value) =>
      new Promise<void>((resolve) => {
        if (typeof value !== 'object' || value === null) {
          throw new TypeError(
            'legacyStorage expects an object: configure persist with serialize: false',
          );
        }
        writeLegacySession(getStorage(), value as Partial<PersistedSession>);
        resolve();
      }),
    removeItem: (_key) =>
      new Promise<void>((resolve) => {
        clearLegacySession(getStorage());
        resolve();
      }),
  };
}
