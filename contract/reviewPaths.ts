/**
 * The paths of shops' ratings and reviews. Apart from `apiPaths`, which the landing page carries:
 * only the store page's, the shopper's orders' and the merchant's reviews' chunks need these.
 */
export const reviewPaths = {
  /** GET with a customer's token: their completed visits still open to a review, or reviewed. */
  customerReviewVisits: 'customer/reviews/visits',
  /** POST with a customer's token and an Idempotency-Key: a review of one visit (`ReviewRequest`). */
  customerReviews: 'customer/reviews',
  /** Public GET: the newest visible reviews of a listed shop, a page at a time (`?before=`). */
  shopReviews: 'marketplace/shops/:slug/reviews',
  /** POST with a customer's or a merchant's token: a report of one review (`ReviewReportRequest`). */
  shopReviewReport: 'marketplace/shops/:slug/reviews/:reviewId/reports',
  /** GET with the token: the shop's reviews, hidden ones too, a page at a time (`?before=`). */
  merchantReviews: 'merchant/store/:merchantId/reviews',
  /** POST with the token: the shop's one reply to a review. */
  merchantReviewReply: 'merchant/store/:merchantId/reviews/:reviewId/reply',
  /** PUT (an operator): hides a review, DELETE shows it again. */
  adminReviewHidden: 'admin/reviews/:reviewId/hidden',
} as const;
