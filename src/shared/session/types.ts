/**
 * The session's shapes as the store holds them and local storage keeps them. Fields are optional because records written by earlier versions of the product may
 * lack some of them; the derived selectors supply the fallbacks.
 */
export interface SessionUser {
  userid?: number;
  username?: string;
  name?: string;
  shopname?: string;
  merchantid?: number;
  phone?: string;
  email?: string;
  /**
   * A team member's role and who they are on the team; absent for the shop's owner (who
   * registered it). The SPA shows each role its pages; the server decides every call anyway.
   */
  role?: 'manager' | 'cashier';
  member_id?: number;
  /** The one branch a cashier works at; null or absent: every branch. */
  branch_id?: number | null;
}

export interface SessionMerchantUser {
  merchant_id?: number;
  district_merchant_id?: string | null;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  merchantUser: SessionMerchantUser | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Ids arrive as numbers from the API and may be strings in records written by older code. */
const id = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
};

function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Keeps only the known, non-secret fields of a user record; `username` defaults to `name`
 *. Anything else the server might send (a password hash, say) is dropped
 * here, so it can reach neither the store nor local storage. Returns null for a non-object.
 */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const name = text(value.name);
  return withoutUndefined<SessionUser>({
    userid: id(value.userid),
    username: text(value.username) ?? name,
    name,
    shopname: text(value.shopname),
    merchantid: id(value.merchantid),
    phone: text(value.phone),
    email: text(value.email),
    role: value.role === 'manager' || value.role === 'cashier' ? value.role : undefined,
    member_id: id(value.member_id),
    branch_id: value.branch_id === null ? null : id(value.branch_id),
  });
}

/** Keeps only the known fields of a merchant-user record. Returns null for a non-object. */
export function toSessionMerchantUser(value: unknown): SessionMerchantUser | null {
  if (!isRecord(value)) return null;
  const district = value.district_merchant_id;
  return withoutUndefined<SessionMerchantUser>({
    merchant_id: id(value.merchant_id),
    district_merchant_id:
      typeof district === 'string'
        ? district
        : typeof district === 'number'
          ? String(district)
          : district === null
            ? null
            : undefined,
  });
}
