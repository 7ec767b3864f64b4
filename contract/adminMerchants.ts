/**
 * The back office's overview, merchants (search and a merchant's page with operators' notes), the
 * audit log and the CSV exports (`admin/overview`, `admin/merchants`, `admin/merchants/:merchantId`,
 * `…/notes`, `admin/audit`, `admin/exports/:dataset`). Money in MMK integers; instants as ISO
 * strings.
 */
import { Type, type Static } from '@sinclair/typebox';
import { EXPORT_DATASETS, OperatorRoleSchema } from './operators';

const MAX_INT = 2_147_483_647;
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const Instant = Type.String();
const NullableInstant = Type.Union([Type.String(), Type.Null()]);
const Mmk = Type.Integer();

/**
 * Where a merchant's plan stands now: 'active' (paid period running), 'grace' (ended, grace not
 * over: still listed), 'expired' (grace over), 'refunded' (refunded in full, nothing active),
 * 'none' (never subscribed). 'suspended' filters the shops an operator suspended, whatever
 * their plan.
 */
export const PLAN_STATES = ['active', 'grace', 'expired', 'refunded', 'none'] as const;
export type PlanState = (typeof PLAN_STATES)[number];
export const MERCHANT_FILTER_STATES = [...PLAN_STATES, 'suspended'] as const;
export type MerchantFilterState = (typeof MERCHANT_FILTER_STATES)[number];

const PlanStateSchema = Type.Union(PLAN_STATES.map((state) => Type.Literal(state)));
const FilterStateSchema = Type.Union(MERCHANT_FILTER_STATES.map((state) => Type.Literal(state)));

export const PAYMENT_METHODS = ['card', 'wallet', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const MethodSchema = Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method)));

/* ------------------------------ overview ----------------------------- */

/**
 * The list a figure comes from, for the SPA to link to: the merchants list with a filter, or a
 * tab of the payments section.
 */
export const OverviewLink = Type.Union([
  Type.Object(
    {
      section: Type.Literal('merchants'),
      state: Type.Optional(FilterStateSchema),
      renews_within: Type.Optional(Type.Integer()),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      section: Type.Literal('payments'),
      tab: Type.Union([Type.Literal('transfers'), Type.Literal('held'), Type.Literal('payments')]),
    },
    { additionalProperties: false },
  ),
]);
export type OverviewLink = Static<typeof OverviewLink>;

const Figure = Type.Object({ value: Type.Integer(), link: OverviewLink });
export type OverviewFigure = Static<typeof Figure>;

/** What a calendar month (Myanmar time) took in, by method, and what was refunded in it. */
export const MonthTakings = Type.Object({
  /** 'YYYY-MM' */
  month: Type.String(),
  by_method: Type.Object({ card: Mmk, wallet: Mmk, bank_transfer: Mmk }),
  collected: Mmk,
  refunded: Mmk,
  /** collected − refunded */
  net: Mmk,
  link: OverviewLink,
});
export type MonthTakings = Static<typeof MonthTakings>;

export const AdminOverview = Type.Object({
  active_by_plan: Type.Array(
    Type.Object({ plan_id: Id, plan: Type.String(), count: Type.Integer(), link: OverviewLink }),
  ),
  this_month: MonthTakings,
  last_month: MonthTakings,
  renewals_due: Figure,
  in_grace: Figure,
  /** The last 8 weeks (Monday to Sunday, Myanmar time), oldest first. */
  new_shops: Type.Array(Type.Object({ week_start: Type.String(), count: Type.Integer() })),
  new_shops_link: OverviewLink,
  awaiting_review: Figure,
  held_for_refund: Figure,
});
export type AdminOverview = Static<typeof AdminOverview>;

/** How many days ahead the overview counts renewals due. */
export const RENEWAL_DUE_DAYS = 7;

/* ------------------------------ merchants ---------------------------- */

export const MERCHANTS_PAGE_SIZE = 25;
/** The furthest page a search goes: narrow the search past it. */
export const MERCHANTS_MAX_PAGE = 400;

export const AdminMerchantsQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    township: Type.Optional(Id),
    state: Type.Optional(FilterStateSchema),
    renews_within: Type.Optional(Type.Integer({ minimum: 1, maximum: 90 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MERCHANTS_MAX_PAGE })),
  },
  { additionalProperties: false },
);
export type AdminMerchantsQuery = Static<typeof AdminMerchantsQuery>;

export const AdminMerchantRow = Type.Object({
  id: Id,
  name: Type.String(),
  phone: Type.String(),
  shop_name: Type.Union([Type.String(), Type.Null()]),
  township_id: Id,
  plan: Type.Union([Type.String(), Type.Null()]),
  plan_state: PlanStateSchema,
  suspended: Type.Boolean(),
  ends_at: NullableInstant,
  registered_at: Instant,
});
export type AdminMerchantRow = Static<typeof AdminMerchantRow>;

export const AdminMerchantsPage = Type.Object({
  merchants: Type.Array(AdminMerchantRow),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
});
export type AdminMerchantsPage = Static<typeof AdminMerchantsPage>;

export const AdminMerchantParams = Type.Object({ merchantId: Id }, { additionalProperties: false });
export type AdminMerchantParams = Static<typeof AdminMerchantParams>;

export const AdminSubscription = Type.Object({
  id: Id,
  plan: Type.String(),
  duration_month: Type.Integer(),
  status: Type.Union([
    Type.Literal('active'),
    Type.Literal('replaced'),
    Type.Literal('scheduled'),
    Type.Literal('refunded'),
  ]),
  starts_at: Instant,
  ends_at: Instant,
  grace_ends_at: Instant,
  value: Type.Union([Mmk, Type.Null()]),
  payment_id: Id,
});
export type AdminSubscription = Static<typeof AdminSubscription>;

export const AdminMerchantPayment = Type.Object({
  id: Id,
  method: MethodSchema,
  amount: Mmk,
  currency: Type.String(),
  status: Type.String(),
  created_at: Instant,
  receipt_number: Type.Union([Type.String(), Type.Null()]),
  refunds: Type.Array(
    Type.Object({
      id: Id,
      amount: Mmk,
      reason: Type.String(),
      credit_note: Type.Union([Type.String(), Type.Null()]),
      created_at: Instant,
    }),
  ),
});
export type AdminMerchantPayment = Static<typeof AdminMerchantPayment>;

export const AdminNote = Type.Object({
  id: Id,
  body: Type.String(),
  operator_phone: Type.String(),
  operator_name: Type.String(),
  created_at: Instant,
});
export type AdminNote = Static<typeof AdminNote>;

export const AuditRow = Type.Object({
  id: Type.Integer(),
  at: Instant,
  operator_phone: Type.String(),
  operator_role: OperatorRoleSchema,
  action: Type.String(),
  subject_type: Type.String(),
  subject_id: Type.String(),
  merchant_id: Type.Union([Type.Integer(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type AuditRow = Static<typeof AuditRow>;

export const AdminMerchantDetail = Type.Object({
  merchant: Type.Object({
    id: Id,
    name: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    verified: Type.Boolean(),
    registered_at: Instant,
    township_id: Id,
    plan_state: PlanStateSchema,
  }),
  subscriptions: Type.Array(AdminSubscription),
  payments: Type.Array(AdminMerchantPayment),
  store: Type.Union([
    Type.Object({
      slug: Type.String(),
      name: Type.String(),
      published: Type.Boolean(),
      listed_until: NullableInstant,
      suspended_at: NullableInstant,
      suspension_reason: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  orders_count: Type.Integer(),
  reservations_count: Type.Integer(),
  notes: Type.Array(AdminNote),
  audit: Type.Array(AuditRow),
});
export type AdminMerchantDetail = Static<typeof AdminMerchantDetail>;

export const NOTE_MAX_LENGTH = 2000;
export const AddNoteRequest = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: NOTE_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type AddNoteRequest = Static<typeof AddNoteRequest>;

/* ------------------------------ audit log ---------------------------- */

export const AUDIT_PAGE_SIZE = 50;

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

export const AuditQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    /** 'refund' or 'refund.create': an action's area, or the whole action. */
    action: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z_]+(\\.[a-z_]*)?$' })),
    operator: Type.Optional(Id),
    merchant: Type.Optional(Id),
    /** Days in Myanmar time, both included. */
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    /** The keyset: rows older than this id. */
    before: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = Type.Object({
  rows: Type.Array(AuditRow),
  /** Pass as `before` for the next (older) page; null at the end. */
  next: Type.Union([Type.Integer(), Type.Null()]),
});
export type AuditPage = Static<typeof AuditPage>;

/* ------------------------------- exports ----------------------------- */

export const ExportParams = Type.Object(
  { dataset: Type.Union(EXPORT_DATASETS.map((dataset) => Type.Literal(dataset))) },
  { additionalProperties: false },
);
export type ExportParams = Static<typeof ExportParams>;

/** The period, days in Myanmar time, both included. */
export const ExportQuery = Type.Object(
  { from: Type.Optional(Day), to: Type.Optional(Day) },
  { additionalProperties: false },
);
export type ExportQuery = Static<typeof ExportQuery>;
