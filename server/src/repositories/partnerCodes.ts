/**
 * Partner codes (migration 021): the only way a partner discount reaches a charge. An operator
 * makes them (in the back office, or `npm run partner-code`); a merchant types one on the
 * pending order. A code is stored upper case and gives a percentage (1 to 20) or an amount of MMK
 * (1,000 to 10,000,000 in steps of 1,000) off, while it is switched on, before it expires and
 * until it has been paid with `max_uses` times.
 *
 * A use is taken in the payment's transaction by one conditional UPDATE: of two payments racing
 * for the last use, the second finds the row changed under its lock and takes nothing; a payment
 * rolled back gives its use back with it.
 */
import type { AppliedPartnerCode } from '@contract/billing';
import {
  MAX_PARTNER_AMOUNT,
  MAX_PARTNER_PERCENT,
  PARTNER_AMOUNT_STEP,
  type PartnerDiscount,
} from '@contract/planPricing';
import { isUniqueViolation, type Db } from '../db/db';

/** A stored code: upper case letters, digits and hyphens, 3 to 32 of them. */
export const STORED_CODE = /^[A-Z0-9-]{3,32}$/;
export const MIN_PARTNER_PERCENT = 1;
export const MIN_PARTNER_AMOUNT = PARTNER_AMOUNT_STEP;
/** The longest partner name kept beside a code. */
export const MAX_PARTNER_NAME = 200;
/** The most uses a code may be given (the column is a 32-bit integer). */
export const MAX_PARTNER_CODE_USES = 2_147_483_647;

export interface PartnerCode {
  id: number;
  code: string;
  /** Exactly one of `percentOff` and `amountOff` is set. */
  percentOff: number | null;
  /** MMK. */
  amountOff: number | null;
  partner: string;
  active: boolean;
  /** The first moment the code no longer gives a discount; null: never expires. */
  expiresAt: Date | null;
  /** null: as many uses as wanted. */
  maxUses: number | null;
  /** Payments made with the code. */
  uses: number;
  createdAt: Date;
}

/** Why a code gives no discount, first reason first: unknown, switched off, expired, used up. */
export type UnusableReason = 'unknown' | 'inactive' | 'expired' | 'used_up';

export type FindUsableResult =
  { kind: 'usable'; code: PartnerCode } | { kind: UnusableReason; code?: PartnerCode };

export type NewPartnerCode = {
  code: string;
  partner?: string;
  expiresAt?: Date | null;
  maxUses?: number | null;
  /** Made switched off when false (the back office may make one to switch on later). */
  active?: boolean;
} & ({ percentOff: number; amountOff?: undefined } | { amountOff: number; percentOff?: undefined });

/** `create` with a code that exists already (codes are unique whatever their case). */
export class PartnerCodeTakenError extends Error {
  constructor(readonly code: string) {
    super(`The partner code ${code} exists already; choose another code.`);
    this.name = 'PartnerCodeTakenError';
  }
}

/** `create` with terms a code may not have; the message names the term. */
export class PartnerCodeInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PartnerCodeInputError';
  }
}

/** A code as typed, as it is stored and compared: without surrounding spaces, upper case. */
export function normaliseCode(text: string): string {
  return text.trim().toUpperCase();
}

/** Why `terms` cannot make a code (the first problem), or null when they can. */
export function partnerCodeProblem(terms: NewPartnerCode): string | null {
  if (!STORED_CODE.test(normaliseCode(terms.code))) {
    return 'The code must be 3 to 32 letters A-Z, digits 0-9 or hyphens.';
  }
  const { percentOff, amountOff } = terms;
  if ((percentOff === undefined) === (amountOff === undefined)) {
    return 'A code gives either a percentage or an amount off.';
  }
  if (
    percentOff !== undefined &&
    (!Number.isInteger(percentOff) ||
      percentOff < MIN_PARTNER_PERCENT ||
      percentOff > MAX_PARTNER_PERCENT)
  ) {
    return `The percentage must be a whole number from ${MIN_PARTNER_PERCENT} to ${MAX_PARTNER_PERCENT}.`;
  }
  if (
    amountOff !== undefined &&
    (!Number.isInteger(amountOff) ||
      amountOff < MIN_PARTNER_AMOUNT ||
      amountOff > MAX_PARTNER_AMOUNT ||
      amountOff % PARTNER_AMOUNT_STEP !== 0)
  ) {
    return 'The amount must be from 1,000 to 10,000,000 MMK in steps of 1,000.';
  }
  if ((terms.partner ?? '').trim().length > MAX_PARTNER_NAME) {
    return `The partner's name may have at most ${MAX_PARTNER_NAME} characters.`;
  }
  const { maxUses, expiresAt } = terms;
  if (
    maxUses !== undefined &&
    maxUses !== null &&
    (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > MAX_PARTNER_CODE_USES)
  ) {
    return 'The most uses must be a whole number of at least 1.';
  }
  if (expiresAt !== undefined && expiresAt !== null && Number.isNaN(expiresAt.getTime())) {
    return 'The expiry must be a valid date.';
  }
  return null;
}

interface PartnerCodeRow {
  id: number;
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  partner: string;
  active: boolean;
  expires_at: Date | string | null;
  max_uses: number | null;
  uses: number;
  created_at: Date | string;
}

const COLUMNS =
  'id, code, percent_off, amount_off, partner, active, expires_at, max_uses, uses, created_at';

function toPartnerCode(row: PartnerCodeRow): PartnerCode {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percent_off,
    amountOff: row.amount_off,
    partner: row.partner,
    active: row.active,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    maxUses: row.max_uses,
    uses: row.uses,
    createdAt: new Date(row.created_at),
  };
}

/** The discount a code gives, as the pricing rules take it. */
export function discountOf(code: Pick<PartnerCode, 'percentOff' | 'amountOff'>): PartnerDiscount {
  return code.percentOff !== null ? { percent: code.percentOff } : { amount: code.amountOff ?? 0 };
}

/** A code as the order summary shows it. */
export function appliedPartnerCode(code: PartnerCode): AppliedPartnerCode {
  return { code: code.code, percent: code.percentOff, amount: code.amountOff };
}

/**
 * Whether `code` (as typed) gives a discount at `now` (the database's clock when not given): the
 * code, or the first reason it does not, with the code when it exists.
 */
export async function findUsable(q: Db, text: string, now?: Date): Promise<FindUsableResult> {
  const code = normaliseCode(text);
  if (!STORED_CODE.test(code)) return { kind: 'unknown' };
  const { rows } = await q.query<PartnerCodeRow & { expired: boolean }>(
    `SELECT ${COLUMNS}, expires_at IS NOT NULL AND expires_at <= coalesce($2::timestamptz, now())
              AS expired
       FROM partner_codes WHERE code = $1`,
    [code, now?.toISOString() ?? null],
  );
  const row = rows[0];
  if (!row) return { kind: 'unknown' };
  const found = toPartnerCode(row);
  if (!found.active) return { kind: 'inactive', code: found };
  if (row.expired) return { kind: 'expired', code: found };
  if (found.maxUses !== null && found.uses >= found.maxUses)
    return { kind: 'used_up', code: found };
  return { kind: 'usable', code: found };
}

/** The code with id `id`, usable or not, or null. */
export async function partnerCodeById(q: Db, id: number): Promise<PartnerCode | null> {
  const { rows } = await q.query<PartnerCodeRow>(
    `SELECT ${COLUMNS} FROM partner_codes WHERE id = $1`,
    [id],
  );
  return rows[0] ? toPartnerCode(rows[0]) : null;
}

/**
 * Takes one use of code `id` for a payment, in the payment's transaction `tx`, if the code is
 * still usable at `now` (the database's clock when not given): switched on, not expired, not used
 * up. True when it took one. One statement: a payment racing another for the last use waits for
 * the other's row lock, then finds the use gone.
 */
export async function takeUse(tx: Db, id: number, now?: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE partner_codes SET uses = uses + 1
      WHERE id = $1 AND active
        AND (expires_at IS NULL OR expires_at > coalesce($2::timestamptz, now()))
        AND (max_uses IS NULL OR uses < max_uses)
      RETURNING id`,
    [id, now?.toISOString() ?? null],
  );
  return rows.length === 1;
}

/** What the back office may change of a code (each field absent: unchanged). */
export interface PartnerCodeChanges {
  active?: boolean;
  expiresAt?: Date | null;
  maxUses?: number | null;
  partner?: string;
  /** A new discount (exactly one of the two): only for a code never used. */
  percentOff?: number;
  amountOff?: number;
}

/** Code `id` with its row locked for a change in `tx`, or null. */
export async function lockPartnerCode(tx: Db, id: number): Promise<PartnerCode | null> {
  const { rows } = await tx.query<PartnerCodeRow>(
    `SELECT ${COLUMNS} FROM partner_codes WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ? toPartnerCode(rows[0]) : null;
}

/**
 * Sets `changes` on code `id` (locked by the caller in `tx`): the code as it then is. A discount
 * given replaces the other kind (a percentage clears the amount, and the other way round).
 */
export async function updatePartnerCode(
  tx: Db,
  id: number,
  changes: PartnerCodeChanges,
): Promise<PartnerCode> {
  const discount = changes.percentOff !== undefined || changes.amountOff !== undefined;
  const { rows } = await tx.query<PartnerCodeRow>(
    `UPDATE partner_codes SET
       active = CASE WHEN $2::boolean IS NULL THEN active ELSE $2 END,
       expires_at = CASE WHEN $3::boolean THEN $4::timestamptz ELSE expires_at END,
       max_uses = CASE WHEN $5::boolean THEN $6::integer ELSE max_uses END,
       partner = coalesce($7, partner),
       percent_off = CASE WHEN $8::boolean THEN $9::integer ELSE percent_off END,
       amount_off = CASE WHEN $8::boolean THEN $10::integer ELSE amount_off END
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      changes.active ?? null,
      changes.expiresAt !== undefined,
      changes.expiresAt?.toISOString() ?? null,
      changes.maxUses !== undefined,
      changes.maxUses ?? null,
      changes.partner?.trim() ?? null,
      discount,
      changes.percentOff ?? null,
      changes.amountOff ?? null,
    ],
  );
  return toPartnerCode(rows[0]!);
}

/** A code the seed makes outside production, so that a partner discount can be tried. */
export interface SamplePartnerCode {
  code: string;
  percentOff: number;
  partner: string;
}

/** Adds the sample codes that are not there (a code there already is left as it is). */
export async function insertSamplePartnerCodes(
  q: Db,
  samples: readonly SamplePartnerCode[],
): Promise<void> {
  if (samples.length === 0) return;
  await q.query(
    `INSERT INTO partner_codes (code, percent_off, partner)
     SELECT code, percent_off, partner
       FROM jsonb_to_recordset($1::jsonb) AS s(code text, percent_off integer, partner text)
     ON CONFLICT (code) DO NOTHING`,
    [
      JSON.stringify(
        samples.map((s) => ({ code: s.code, percent_off: s.percentOff, partner: s.partner })),
      ),
    ],
  );
}

/**
 * Switches off the sample codes that an earlier start outside production left in this database
 * (those still carrying the sample's partner name): a code everybody can read in the source must
 * not give discounts on a real instance.
 */
export async function switchOffSamplePartnerCodes(
  q: Db,
  samples: readonly SamplePartnerCode[],
): Promise<void> {
  if (samples.length === 0) return;
  await q.query(
    `UPDATE partner_codes p SET active = false
       FROM jsonb_to_recordset($1::jsonb) AS s(code text, partner text)
      WHERE p.code = s.code AND p.partner = s.partner AND p.active`,
    [JSON.stringify(samples.map((s) => ({ code: s.code, partner: s.partner })))],
  );
}

export function createPartnerCodeRepository(db: Db) {
  async function setActive(text: string, active: boolean): Promise<PartnerCode | null> {
    const { rows } = await db.query<PartnerCodeRow>(
      `UPDATE partner_codes SET active = $2 WHERE code = $1 RETURNING ${COLUMNS}`,
      [normaliseCode(text), active],
    );
    return rows[0] ? toPartnerCode(rows[0]) : null;
  }

  return {
    findUsable: (code: string, now?: Date) => findUsable(db, code, now),
    byId: (id: number) => partnerCodeById(db, id),
    takeUse: (tx: Db, id: number, now?: Date) => takeUse(tx, id, now),

    /**
     * Makes a code. Throws PartnerCodeInputError for terms a code may not have, and
     * PartnerCodeTakenError when the code exists already.
     */
    async create(terms: NewPartnerCode): Promise<PartnerCode> {
      const problem = partnerCodeProblem(terms);
      if (problem !== null) throw new PartnerCodeInputError(problem);
      const code = normaliseCode(terms.code);
      try {
        const { rows } = await db.query<PartnerCodeRow>(
          `INSERT INTO partner_codes (code, percent_off, amount_off, partner, expires_at, max_uses,
                                      active)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           RETURNING ${COLUMNS}`,
          [
            code,
            terms.percentOff ?? null,
            terms.amountOff ?? null,
            (terms.partner ?? '').trim(),
            terms.expiresAt?.toISOString() ?? null,
            terms.maxUses ?? null,
            terms.active ?? true,
          ],
        );
        return toPartnerCode(rows[0]!);
      } catch (error) {
        if (isUniqueViolation(error)) throw new PartnerCodeTakenError(code);
        throw error;
      }
    },

    /** Every code, newest first. */
    async list(): Promise<PartnerCode[]> {
      const { rows } = await db.query<PartnerCodeRow>(
        `SELECT ${COLUMNS} FROM partner_codes ORDER BY created_at DESC, id DESC`,
      );
      return rows.map(toPartnerCode);
    },

    /** Switches the code off (it gives no discount until switched on); null when unknown. */
    disable: (code: string) => setActive(code, false),
    /** Switches the code on again; null when unknown. */
    enable: (code: string) => setActive(code, true),
  };
}

export type PartnerCodeRepository = ReturnType<typeof createPartnerCodeRepository>;
