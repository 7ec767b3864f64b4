/** Shop owners (users) and their merchant records, created together at registration. */
import type { MerchantUser, User } from '@contract';
import type { Db } from '../db/db';

export interface NewAccount {
  username: string;
  shopname: string;
  email: string;
  phone: string;
  passwordHash: string;
  districtId: number;
  /** Prefix of the district merchant id, e.g. YGN-E. */
  districtCode: string;
  townshipId: number;
}

export interface Account {
  user: User;
  merchantUser: MerchantUser;
}

export interface AccountWithPassword extends Account {
  passwordHash: string;
}

/** The unique indexes the registration can trip over when two requests race. */
export const PHONE_KEY = 'users_phone_key';
export const EMAIL_KEY = 'users_email_key';

interface AccountRow {
  user_id: number;
  name: string;
  phone: string;
  email: string;
  password_hash: string;
  merchant_id: number;
  shop_name: string;
  district_merchant_id: string;
}

const SELECT_ACCOUNT = `
  SELECT u.id AS user_id, u.name, u.phone, u.email, u.password_hash,
         m.id AS merchant_id, m.name AS shop_name, m.district_merchant_id
    FROM users u
    JOIN merchants m ON m.user_id = u.id`;

function toAccount(row: AccountRow): AccountWithPassword {
  return {
    user: {
      userid: row.user_id,
      username: row.name,
      name: row.name,
      shopname: row.shop_name,
      merchantid: row.merchant_id,
      phone: row.phone,
      email: row.email,
    },
    merchantUser: { merchant_id: row.merchant_id, district_merchant_id: row.district_merchant_id },
    passwordHash: row.password_hash,
  };
}

/** `YGN-E` and 1 give `YGN-E-000001`. */
export function formatDistrictMerchantId(code: string, sequence: number): string {
  return `${code}-${String(sequence).padStart(6, '0')}`;
}

export function createAccountRepository(db: Db) {
  return {
    async phoneTaken(phone: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM users WHERE phone = $1', [phone]);
      return rows.length > 0;
    },

    /** Case-insensitive, as the unique index is. */
    async emailTaken(email: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
        email,
      ]);
      return rows.length > 0;
    },

    async findByPhone(phone: string): Promise<AccountWithPassword | undefined> {
      const { rows } = await db.query<AccountRow>(`${SELECT_ACCOUNT} WHERE u.phone = $1`, [phone]);
      return rows[0] && toAccount(rows[0]);
    },

    /**
     * The account of a user (their merchant with it), without the password hash: what a login
     * answers, for the page renderer to start a render with that session.
     */
    async findByUserId(userId: number): Promise<Account | undefined> {
      const { rows } = await db.query<AccountRow>(`${SELECT_ACCOUNT} WHERE u.id = $1`, [userId]);
      if (!rows[0]) return undefined;
      const { user, merchantUser } = toAccount(rows[0]);
      return { user, merchantUser };
    },

    /**
     * Creates the user, the next district merchant id of the district and the merchant, all or
     * nothing. Throws a unique violation of `PHONE_KEY` or `EMAIL_KEY` if another registration
     * took the phone or email in the meantime.
     */
    async create(account: NewAccount): Promise<Account> {
      return db.transaction(async (tx) => {
        const user = await tx.query<{ id: number }>(
          `INSERT INTO users (name, phone, email, password_hash) VALUES ($1, $2, $3, $4)
           RETURNING id`,
          [account.username, account.phone, account.email, account.passwordHash],
        );
        // The upsert locks the district's counter row until commit, so concurrent registrations
        // in one district take consecutive numbers instead of the same one.
        const counter = await tx.query<{ last_value: number }>(
          `INSERT INTO district_merchant_counters (district_id, last_value) VALUES ($1, 1)
           ON CONFLICT (district_id)
           DO UPDATE SET last_value = district_merchant_counters.last_value + 1
           RETURNING last_value`,
          [account.districtId],
        );
        const userId = user.rows[0]?.id;
        const sequence = counter.rows[0]?.last_value;
        if (userId === undefined || sequence === undefined)
          throw new Error('INSERT returned no row');
        const districtMerchantId = formatDistrictMerchantId(account.districtCode, sequence);
        const merchant = await tx.query<{ id: number }>(
          `INSERT INTO merchants (user_id, name, district_id, township_id, district_merchant_id)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [userId, account.shopname, account.districtId, account.townshipId, districtMerchantId],
        );
        const merchantId = merchant.rows[0]?.id;
        if (merchantId === undefined) throw new Error('INSERT returned no row');
        return {
          user: {
            userid: userId,
            username: account.username,
            name: account.username,
            shopname: account.shopname,
            merchantid: merchantId,
            phone: account.phone,
            email: account.email,
          },
          merchantUser: { merchant_id: merchantId, district_merchant_id: districtMerchantId },
        };
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
