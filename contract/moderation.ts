/**
 * Moderation: shoppers report a shop (or one of its posts) with a reason; operators read the
 * reports, dismiss them, suspend a shop (unlisted at once, the reason shown to its merchant,
 * nothing deleted) and lift the suspension.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_INT, type DashboardResponse } from './index';

const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const Time = Type.String({ format: 'date-time' });

export const REPORT_REASONS = [
  'illegal',
  'scam',
  'offensive',
  'wrong_information',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const ReportReasonSchema = Type.Union(REPORT_REASONS.map((r) => Type.Literal(r)));

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const ReportStatusSchema = Type.Union(REPORT_STATUSES.map((s) => Type.Literal(s)));

export const MODERATION_LIMITS = {
  detailsMax: 1000,
  suspensionReasonMax: 500,
  noteMax: 500,
} as const;

/** `shopReport` (public, a customer's token optional): 'Report this shop' or one of its posts. */
export const ShopReportRequest = Type.Object(
  {
    reason: ReportReasonSchema,
    details: Type.Optional(Type.String({ maxLength: MODERATION_LIMITS.detailsMax })),
    post_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type ShopReportRequest = Static<typeof ShopReportRequest>;

/** 201: received; nothing else (who reported and what happens next stay with the back office). */
export const ShopReportReceived = Type.Object(
  { received: Type.Literal(true) },
  { additionalProperties: false },
);
export type ShopReportReceived = Static<typeof ShopReportReceived>;

/** `adminReports?status=`: open by default. */
export const AdminReportsQuery = Type.Object(
  {
    status: Type.Optional(
      Type.Union([...REPORT_STATUSES.map((s) => Type.Literal(s)), Type.Literal('all')]),
    ),
  },
  { additionalProperties: false },
);
export type AdminReportsQuery = Static<typeof AdminReportsQuery>;

/** The shop a report is about, as the queue shows it. */
export const ReportedShop = Type.Object({
  merchant_id: Id,
  name: Type.String(),
  slug: Type.String(),
  suspended: Type.Boolean(),
  /** The shop's reports still open. */
  open_reports: Type.Integer({ minimum: 0 }),
});
export type ReportedShop = Static<typeof ReportedShop>;

export const AdminReport = Type.Object({
  id: Id,
  reason: ReportReasonSchema,
  details: Type.String(),
  status: ReportStatusSchema,
  /** A signed-in customer, a signed-in merchant (a review's report), or a visitor without a token. */
  reporter: Type.Union([
    Type.Literal('customer'),
    Type.Literal('merchant'),
    Type.Literal('visitor'),
  ]),
  created_at: Time,
  resolved_at: Type.Union([Time, Type.Null()]),
  shop: ReportedShop,
  /** The reported post's text, when the report is about a post (null once the post is gone). */
  post: Type.Union([
    Type.Object({ id: Id, title: Type.String(), body: Type.String() }),
    Type.Null(),
  ]),
  /** The reported review, when the report is about one; `hidden` once an operator hid it. */
  review: Type.Union([
    Type.Object({ id: Id, stars: Type.Integer(), text: Type.String(), hidden: Type.Boolean() }),
    Type.Null(),
  ]),
});
export type AdminReport = Static<typeof AdminReport>;

/** Newest first. */
export const AdminReportsResponse = Type.Object({ reports: Type.Array(AdminReport) });
export type AdminReportsResponse = Static<typeof AdminReportsResponse>;

export const ReportParams = Type.Object({ reportId: Id }, { additionalProperties: false });
export type ReportParams = Static<typeof ReportParams>;

export const ShopSuspensionParams = Type.Object(
  { merchantId: Id },
  { additionalProperties: false },
);
export type ShopSuspensionParams = Static<typeof ShopSuspensionParams>;

/** `adminReportDismiss`: an optional note, kept in the audit log. */
export const DismissReportRequest = Type.Object(
  { note: Type.Optional(Type.String({ maxLength: MODERATION_LIMITS.noteMax })) },
  { additionalProperties: false },
);
export type DismissReportRequest = Static<typeof DismissReportRequest>;

/** `adminShopSuspension` PUT: the reason the merchant is shown. */
export const SuspendShopRequest = Type.Object(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: MODERATION_LIMITS.suspensionReasonMax,
      pattern: '\\S',
    }),
  },
  { additionalProperties: false },
);
export type SuspendShopRequest = Static<typeof SuspendShopRequest>;

/** A suspended shop, as the back office lists it and a suspension call answers it. */
export const SuspendedShop = Type.Object({
  merchant_id: Id,
  name: Type.String(),
  slug: Type.String(),
  suspended_at: Time,
  reason: Type.String(),
});
export type SuspendedShop = Static<typeof SuspendedShop>;

/** `adminSuspensions`: suspended shops, the latest suspension first. */
export const SuspendedShopsResponse = Type.Object({ shops: Type.Array(SuspendedShop) });
export type SuspendedShopsResponse = Static<typeof SuspendedShopsResponse>;

/** The shop's state after a lift: listed again when its plan allows. */
export const SuspensionLifted = Type.Object({ merchant_id: Id, listed: Type.Boolean() });
export type SuspensionLifted = Static<typeof SuspensionLifted>;

/** What the merchant's dashboard and store editor show while the shop is suspended. */
export type MerchantSuspension = NonNullable<DashboardResponse['suspension']>;
