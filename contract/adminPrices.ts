/**
 * The back office's prices (`/admin/prices`) and partner codes (`/admin/partner-codes`).
 *
 * - `admin/prices` (GET): each plan (its three prices and its limits) and each add-on (its price)
 *   with its current values and the changes scheduled for it, and the recent changes.
 * - `admin/prices/changes` (POST `PriceChangeRequest`): a change of one plan or one add-on from
 *   `effective_from` (today or later; a day already past is refused with 422). A change whose
 *   moment has come is applied at once; a later one by the price job when it comes. Only the
 *   fields sent change. New orders take the new prices; a pending order keeps the prices it was
 *   made with and a running subscription the worth it was bought at. Limits belong to the plan:
 *   every shop on it has the new limits from the change on.
 * - `admin/prices/changes/:changeId` (DELETE): cancels a scheduled change (409 once applied or
 *   cancelled).
 * - `admin/partner-codes` (GET, POST `NewPartnerCodeRequest`), `admin/partner-codes/:codeId`
 *   (PATCH `PartnerCodePatch`): a code's discount can be changed only while it has never been
 *   used (409 after): receipts name the code, and one code must mean one discount on all of them.
 */
import { Type, type Static } from '@sinclair/typebox';

const MAX_INT = 2_147_483_647;
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
/** An ISO 8601 moment with its offset (`2026-12-08T00:00:00+06:30`, `…Z`). */
export const DATE_TIME_PATTERN =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,6})?)?(Z|[+-][0-9]{2}:[0-9]{2})$';
const DateTime = Type.String({ pattern: DATE_TIME_PATTERN, maxLength: 40 });

/**
 * The highest list prices the back office accepts, in MMK: a plan for any duration, an add-on.
 * A whole order stays within what a charge can hold (MMK minor units in a 32-bit integer).
 */
export const MAX_PLAN_PRICE = 10_000_000;
export const MAX_ADDON_PRICE = 1_000_000;
/** The highest limit (branches, users, posts a month); null means no limit. */
export const MAX_PLAN_LIMIT = 100_000;

export const PLAN_PRICE_FIELDS = ['price_3month', 'price_6month', 'price_12month'] as const;
export const PLAN_LIMIT_FIELDS = ['max_branches', 'max_users', 'max_posts_per_month'] as const;
export type PlanPriceField = (typeof PLAN_PRICE_FIELDS)[number];
export type PlanLimitField = (typeof PLAN_LIMIT_FIELDS)[number];
export type PriceField = PlanPriceField | PlanLimitField;

const planPrice = Type.Integer({ minimum: 0, maximum: MAX_PLAN_PRICE });
const planLimit = nullable(Type.Integer({ minimum: 0, maximum: MAX_PLAN_LIMIT }));

/** What a change sets: only the fields present change (a limit set to null: no limit). */
export const PlanChanges = Type.Object(
  {
    price_3month: Type.Optional(planPrice),
    price_6month: Type.Optional(planPrice),
    price_12month: Type.Optional(planPrice),
    max_branches: Type.Optional(planLimit),
    max_users: Type.Optional(planLimit),
    max_posts_per_month: Type.Optional(planLimit),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PlanChanges = Static<typeof PlanChanges>;

export const PRICE_TARGETS = ['plan', 'addon'] as const;
export type PriceTarget = (typeof PRICE_TARGETS)[number];

/**
 * A change of plan `target_id` or add-on `target_id` from `effective_from`. An add-on has one
 * price (`price_3month`, its list price whatever the duration): any other field is refused, as
 * `priceChangeProblems` says.
 */
export const PriceChangeRequest = Type.Object(
  {
    target: Type.Union(PRICE_TARGETS.map((t) => Type.Literal(t))),
    target_id: Type.Integer({ minimum: 1, maximum: MAX_INT }),
    changes: PlanChanges,
    effective_from: DateTime,
  },
  { additionalProperties: false },
);
export type PriceChangeRequest = Static<typeof PriceChangeRequest>;

/** The problems of `changes` for a target beyond the schema's, by field (empty: none). */
export function priceChangeProblems(
  target: PriceTarget,
  changes: PlanChanges,
): Partial<Record<PriceField, 'not_allowed' | 'too_high'>> {
  const problems: Partial<Record<PriceField, 'not_allowed' | 'too_high'>> = {};
  if (target === 'plan') return problems;
  for (const field of Object.keys(changes) as PriceField[]) {
    if (field !== 'price_3month') problems[field] = 'not_allowed';
  }
  if ((changes.price_3month ?? 0) > MAX_ADDON_PRICE) problems.price_3month = 'too_high';
  return problems;
}

export const PriceChangeParams = Type.Object(
  { changeId: Type.Integer({ minimum: 1, maximum: MAX_INT }) },
  { additionalProperties: false },
);
export type PriceChangeParams = Static<typeof PriceChangeParams>;

export const PRICE_CHANGE_STATUSES = ['scheduled', 'applied', 'cancelled'] as const;
export type PriceChangeStatus = (typeof PRICE_CHANGE_STATUSES)[number];

/** A change as the back office lists it. */
export const PriceChange = Type.Object(
  {
    id: Type.Integer(),
    target: Type.Union([Type.Literal('plan'), Type.Literal('addon')]),
    target_id: Type.Integer(),
    target_name: Type.String(),
    /** The fields it sets, with their new values. */
    changes: Type.Record(Type.String(), nullable(Type.Integer())),
    /** The values of those fields just before it was applied (null until then). */
    before: nullable(Type.Record(Type.String(), nullable(Type.Integer()))),
    effective_from: Type.String(),
    status: Type.Union(PRICE_CHANGE_STATUSES.map((s) => Type.Literal(s))),
    applied_at: nullable(Type.String()),
    cancelled_at: nullable(Type.String()),
    operator_name: Type.String(),
    created_at: Type.String(),
  },
  { additionalProperties: false },
);
export type PriceChange = Static<typeof PriceChange>;

export const AdminPlanPrices = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    price_3month: Type.Integer(),
    price_6month: Type.Integer(),
    price_12month: Type.Integer(),
    max_branches: nullable(Type.Integer()),
    max_users: nullable(Type.Integer()),
    max_posts_per_month: nullable(Type.Integer()),
    scheduled: Type.Array(PriceChange),
  },
  { additionalProperties: false },
);
export type AdminPlanPrices = Static<typeof AdminPlanPrices>;

export const AdminAddonPrice = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    price_3month: Type.Integer(),
    scheduled: Type.Array(PriceChange),
  },
  { additionalProperties: false },
);
export type AdminAddonPrice = Static<typeof AdminAddonPrice>;

export const AdminPrices = Type.Object(
  {
    plans: Type.Array(AdminPlanPrices),
    addons: Type.Array(AdminAddonPrice),
    /** Changes applied or cancelled, newest first (the last 50). */
    history: Type.Array(PriceChange),
  },
  { additionalProperties: false },
);
export type AdminPrices = Static<typeof AdminPrices>;

/* ------------------------------ partner codes ------------------------------ */

export const PARTNER_CODE_PATTERN = '^[A-Za-z0-9-]{3,32}$';
export const MIN_PARTNER_PERCENT = 1;
export const MAX_PARTNER_CODE_PERCENT = 20;
export const MIN_PARTNER_CODE_AMOUNT = 1000;
export const MAX_PARTNER_CODE_AMOUNT = 10_000_000;
export const PARTNER_CODE_AMOUNT_STEP = 1000;
export const MAX_PARTNER_NAME_LENGTH = 200;

const percentOff = Type.Integer({
  minimum: MIN_PARTNER_PERCENT,
  maximum: MAX_PARTNER_CODE_PERCENT,
});
const amountOff = Type.Integer({
  minimum: MIN_PARTNER_CODE_AMOUNT,
  maximum: MAX_PARTNER_CODE_AMOUNT,
  multipleOf: PARTNER_CODE_AMOUNT_STEP,
});
const maxUses = nullable(Type.Integer({ minimum: 1, maximum: MAX_INT }));

/** A new code: a percentage or an amount off (exactly one), an expiry and most uses if wanted. */
export const NewPartnerCodeRequest = Type.Object(
  {
    code: Type.String({ pattern: PARTNER_CODE_PATTERN }),
    percent_off: Type.Optional(percentOff),
    amount_off: Type.Optional(amountOff),
    partner: Type.Optional(Type.String({ maxLength: MAX_PARTNER_NAME_LENGTH })),
    expires_at: Type.Optional(nullable(DateTime)),
    max_uses: Type.Optional(maxUses),
    /** Made switched off (to switch on when a campaign starts); on by default. */
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type NewPartnerCodeRequest = Static<typeof NewPartnerCodeRequest>;

/** What may change of a code; the discount only while it has never been used. */
export const PartnerCodePatch = Type.Object(
  {
    active: Type.Optional(Type.Boolean()),
    expires_at: Type.Optional(nullable(DateTime)),
    max_uses: Type.Optional(maxUses),
    partner: Type.Optional(Type.String({ maxLength: MAX_PARTNER_NAME_LENGTH })),
    percent_off: Type.Optional(percentOff),
    amount_off: Type.Optional(amountOff),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PartnerCodePatch = Static<typeof PartnerCodePatch>;

export const PartnerCodeParams = Type.Object(
  { codeId: Type.Integer({ minimum: 1, maximum: MAX_INT }) },
  { additionalProperties: false },
);
export type PartnerCodeParams = Static<typeof PartnerCodeParams>;

export const PARTNER_CODE_STATES = ['active', 'expired', 'used_up', 'switched_off'] as const;
export type PartnerCodeState = (typeof PARTNER_CODE_STATES)[number];

export const AdminPartnerCode = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    percent_off: nullable(Type.Integer()),
    amount_off: nullable(Type.Integer()),
    partner: Type.String(),
    active: Type.Boolean(),
    expires_at: nullable(Type.String()),
    max_uses: nullable(Type.Integer()),
    uses: Type.Integer(),
    created_at: Type.String(),
    state: Type.Union(PARTNER_CODE_STATES.map((s) => Type.Literal(s))),
  },
  { additionalProperties: false },
);
export type AdminPartnerCode = Static<typeof AdminPartnerCode>;

export const AdminPartnerCodeList = Type.Object(
  { codes: Type.Array(AdminPartnerCode) },
  { additionalProperties: false },
);
export type AdminPartnerCodeList = Static<typeof AdminPartnerCodeList>;

/**
 * What a code does at `now`, first reason first: switched off, expired, used up, else active.
 * The same rule as the checkout's (repositories/partnerCodes.ts) and the command line's.
 */
export function partnerCodeState(
  code: {
    active: boolean;
    expires_at: string | Date | null;
    max_uses: number | null;
    uses: number;
  },
  now: Date,
): PartnerCodeState {
  if (!code.active) return 'switched_off';
  if (code.expires_at !== null && new Date(code.expires_at).getTime() <= now.getTime()) {
    return 'expired';
  }
  if (code.max_uses !== null && code.uses >= code.max_uses) return 'used_up';
  return 'active';
}

/** Yangon is UTC+06:30 all year. */
export const YANGON_OFFSET_MINUTES = 390;
const DAY_MS = 86_400_000;

/** The first moment of the Yangon day that holds `at`. */
export function startOfYangonDay(at: Date): Date {
  const offset = YANGON_OFFSET_MINUTES * 60_000;
  const local = at.getTime() + offset;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - offset);
}

/** The first moment of Yangon day `day` (YYYY-MM-DD), or null for a date that does not exist. */
export function yangonDayStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== date
  ) {
    return null;
  }
  return new Date(utc - YANGON_OFFSET_MINUTES * 60_000);
}

/** A Yangon day (YYYY-MM-DD) as the date-time of its first moment (`…T00:00:00+06:30`). */
export function yangonDayDateTime(day: string): string {
  return `${day}T00:00:00+06:30`;
}

/** The Yangon day (YYYY-MM-DD) that holds `at`. */
export function yangonDay(at: Date): string {
  return new Date(at.getTime() + YANGON_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Whether a change from `effectiveFrom` may still be made at `now`: today (Yangon) or later. */
export function effectiveDateAllowed(effectiveFrom: Date, now: Date): boolean {
  return effectiveFrom.getTime() >= startOfYangonDay(now).getTime();
}
