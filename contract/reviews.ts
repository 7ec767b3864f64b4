/**
 * Ratings and reviews of shops: a customer rates a completed visit (an order or a reservation)
 * once, 1 to 5 stars with an optional text; the shop replies once; anyone signed in may report a
 * review; an operator may hide it. The store page and the cards carry the shop's average.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_INT } from './index';
import { ReportReasonSchema, MODERATION_LIMITS } from './moderation';
import { REVIEW_LIMITS } from './reviewRules';

const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const Time = Type.String({ format: 'date-time' });

export const VisitKindSchema = Type.Union([Type.Literal('order'), Type.Literal('reservation')]);
export type VisitKind = Static<typeof VisitKindSchema>;

export { ShopRating } from './store';

/** `customerReviews`: a review of one of the customer's completed visits. */
export const ReviewRequest = Type.Object(
  {
    visit: VisitKindSchema,
    visit_id: Id,
    stars: Type.Integer({ minimum: REVIEW_LIMITS.starsMin, maximum: REVIEW_LIMITS.starsMax }),
    text: Type.Optional(Type.String({ maxLength: REVIEW_LIMITS.textMax })),
  },
  { additionalProperties: false },
);
export type ReviewRequest = Static<typeof ReviewRequest>;

/** The shop's reply to a review, as everyone reads it. */
export const ReviewReply = Type.Object({ text: Type.String(), replied_at: Time });
export type ReviewReply = Static<typeof ReviewReply>;

/** A review as its customer posted it (201, or 200 when the Idempotency-Key repeats). */
export const CustomerReview = Type.Object({
  id: Id,
  shop_slug: Type.String(),
  visit: VisitKindSchema,
  visit_id: Id,
  stars: Type.Integer(),
  text: Type.String(),
  created_at: Time,
});
export type CustomerReview = Static<typeof CustomerReview>;

/** One of the customer's completed visits of the last days: rated already, or still open. */
export const ReviewableVisit = Type.Object({
  visit: VisitKindSchema,
  visit_id: Id,
  shop_slug: Type.String(),
  shop_name: Type.String(),
  completed_at: Time,
  /** The last moment the visit may be rated. */
  rate_until: Time,
  /** The review of this visit, once there is one. */
  review_id: Type.Union([Id, Type.Null()]),
});
export type ReviewableVisit = Static<typeof ReviewableVisit>;

export const ReviewableVisitsResponse = Type.Object({ visits: Type.Array(ReviewableVisit) });
export type ReviewableVisitsResponse = Static<typeof ReviewableVisitsResponse>;

/** `?before=`: the reviews older than this review id; the newest without it. */
export const ReviewPageQuery = Type.Object(
  { before: Type.Optional(Id) },
  { additionalProperties: false },
);
export type ReviewPageQuery = Static<typeof ReviewPageQuery>;

/** A review as the store page shows it: the customer's first name only. */
export const PublicReview = Type.Object({
  id: Id,
  stars: Type.Integer(),
  text: Type.String(),
  first_name: Type.String(),
  created_at: Time,
  reply: Type.Union([ReviewReply, Type.Null()]),
});
export type PublicReview = Static<typeof PublicReview>;

/** Newest first; `next_before`: the `before` of the next page, null on the last. */
export const ShopReviewsResponse = Type.Object({
  reviews: Type.Array(PublicReview),
  next_before: Type.Union([Id, Type.Null()]),
});
export type ShopReviewsResponse = Static<typeof ShopReviewsResponse>;

/** A review as its shop lists it: hidden ones too, marked. */
export const MerchantReview = Type.Object({
  ...PublicReview.properties,
  visit: VisitKindSchema,
  hidden: Type.Boolean(),
});
export type MerchantReview = Static<typeof MerchantReview>;

export const MerchantReviewsResponse = Type.Object({
  reviews: Type.Array(MerchantReview),
  next_before: Type.Union([Id, Type.Null()]),
});
export type MerchantReviewsResponse = Static<typeof MerchantReviewsResponse>;

export const MerchantReviewParams = Type.Object(
  { merchantId: Id, reviewId: Id },
  { additionalProperties: false },
);
export type MerchantReviewParams = Static<typeof MerchantReviewParams>;

/** `merchantReviewReply`: the shop's one reply. */
export const ReviewReplyRequest = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.replyMax, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type ReviewReplyRequest = Static<typeof ReviewReplyRequest>;

export const ShopReviewParams = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 200 }), reviewId: Id },
  { additionalProperties: false },
);
export type ShopReviewParams = Static<typeof ShopReviewParams>;

/** `shopReviewReport`: why the review should come down. */
export const ReviewReportRequest = Type.Object(
  {
    reason: ReportReasonSchema,
    details: Type.Optional(Type.String({ maxLength: MODERATION_LIMITS.detailsMax })),
  },
  { additionalProperties: false },
);
export type ReviewReportRequest = Static<typeof ReviewReportRequest>;

export const ReviewParams = Type.Object({ reviewId: Id }, { additionalProperties: false });
export type ReviewParams = Static<typeof ReviewParams>;

/** The refusals the SPA words by `reason`. */
export const REVIEW_REFUSALS = [
  'already_reviewed',
  'not_eligible',
  'too_late',
  'already_replied',
] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];

/** `adminReviewHidden` PUT (hidden) or DELETE (shown again): the review's visibility now. */
export const ReviewVisibility = Type.Object(
  { id: Id, hidden: Type.Boolean() },
  { additionalProperties: false },
);
export type ReviewVisibility = Static<typeof ReviewVisibility>;
