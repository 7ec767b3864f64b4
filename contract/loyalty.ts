/**
 * The wire contract of loyalty and promotions: stamp cards, points,
 * membership, promo codes, announcements and events with RSVP, and ad banners. The server
 * validates with these schemas; the SPA imports only the types (`import type`) and the pure rules
 * of `./loyaltyRules`.
 *
 * What a plan does not include answers 403 `{"message":"Your plan does not include this feature"}`
 * (stamp card: `stamp_card`; points: `point_collection`; membership: `membership`; banners:
 * `ad_banners`); a post past the month's `max_posts_per_month` answers 422 with `title`'s error
 * naming the limit. Promo codes come with every plan.
 *
 * Refusals carry a `reason` the SPA can act on; the message is already in the request's language:
 * - a promo code (placing or quoting an order): 422 `PromoRefusedBody`, the words in
 *   `data.errors.promo_code`; 429 with Retry-After once too many codes were missed (per customer,
 *   shop and client address);
 * - a stamp reward already redeemed: 409 `{ message, reason: 'already_redeemed' }`;
 * - a point code: 404 `code_unknown`, 409 `code_used`, 422 `code_expired`, 409 `not_enough_points`
 *   (also when the customer asks for a code);
 * - a loyalty programme the shop has switched off: 409 `{ message, reason: 'not_offered' }`;
 * - an answer to an event whose day (Asia/Yangon) has gone by: 409 `{ message, reason: 'event_past' }`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PHONE_PATTERN, ValidationErrorBody } from './index';
import { COLOR_PATTERN, LOYALTY_LIMITS, PROMO_CODE_PATTERN } from './loyaltyRules';
import { LineOptions } from './options';
import { DATE_PATTERN } from './orderRules';
import { PhotoId, PhotoRef } from './store';
import { PostSharing } from './socialPosts';

export { LOYALTY_LIMITS } from './loyaltyRules';

const MAX_INT = 2_147_483_647;
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const Phone = Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN });
const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
const CalendarDate = Type.String({ pattern: DATE_PATTERN });
const Color = Type.String({ pattern: COLOR_PATTERN });
const requiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const DateTime = Type.String({ format: 'date-time' });

/** The shop a customer's record belongs to. */
const ShopRef = Type.Object({ slug: Type.String(), name: Type.String() });

/** A refusal with a reason (404/409/422 outside field validation). */
export const ReasonBody = Type.Object({ message: Type.String(), reason: Type.String() });
export type ReasonBody = Static<typeof ReasonBody>;

/* ------------------------------- stamp cards ----------------------- */

/** `merchant/store/{merchantId}/stamp-card` PUT: the card's design (creates it the first time). */
export const StampCardRequest = Type.Object(
  {
    /** Off: no stamps are added; the cards customers hold and their rewards stay. */
    enabled: Type.Boolean(),
    stamps_needed: Type.Integer({
      minimum: LOYALTY_LIMITS.stampsMin,
      maximum: LOYALTY_LIMITS.stampsMax,
    }),
    reward: requiredText(LOYALTY_LIMITS.reward),
    /** The card's colour and its stamps' colour, `#rrggbb`. */
    background: Color,
    color: Color,
    /** A photo uploaded with `storePhotos`; null: the shop's logo. */
    logo_photo_id: Type.Union([PhotoId, Type.Null()]),
  },
  { additionalProperties: false },
);
export type StampCardRequest = Static<typeof StampCardRequest>;

/** A shop's stamp card as the customer and the merchant see it. */
export const StampCardDesign = Type.Object({
  enabled: Type.Boolean(),
  stamps_needed: Type.Integer(),
  reward: Type.String(),
  background: Type.String(),
  color: Type.String(),
  /** The card's own logo, else the shop's; null when neither. */
  logo: Type.Union([PhotoRef, Type.Null()]),
});
export type StampCardDesign = Static<typeof StampCardDesign>;

/**
 * The card as its merchant edits it: the design, with the card's own logo apart from the shop's
 * (`own_logo` null: the card shows `shop_logo`), so that saving the form keeps the choice made and
 * its preview shows what customers will see.
 */
export const MerchantStampCard = Type.Composite([
  StampCardDesign,
  Type.Object({
    own_logo: Type.Union([PhotoRef, Type.Null()]),
    shop_logo: Type.Union([PhotoRef, Type.Null()]),
  }),
]);
export type MerchantStampCard = Static<typeof MerchantStampCard>;

/** A full card: the reward it became, redeemed at most once. */
export const StampReward = Type.Object({
  id: Id,
  reward: Type.String(),
  earned_at: DateTime,
  redeemed_at: Type.Union([DateTime, Type.Null()]),
});
export type StampReward = Static<typeof StampReward>;

/* --------------------------------- points -------------------------- */

/** `merchant/store/{merchantId}/points` PUT. */
export const PointsRequest = Type.Object(
  {
    enabled: Type.Boolean(),
    points_per_1000: Type.Integer({
      minimum: LOYALTY_LIMITS.pointsPerThousandMin,
      maximum: LOYALTY_LIMITS.pointsPerThousandMax,
    }),
  },
  { additionalProperties: false },
);
export type PointsRequest = Static<typeof PointsRequest>;

/** `…/points/rewards` POST, `…/points/rewards/{rewardId}` PUT. */
export const PointRewardRequest = Type.Object(
  {
    name: requiredText(LOYALTY_LIMITS.rewardName),
    points: Type.Integer({ minimum: 1, maximum: LOYALTY_LIMITS.rewardPointsMax }),
    available: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PointRewardRequest = Static<typeof PointRewardRequest>;

export const PointReward = Type.Object({
  id: Id,
  name: Type.String(),
  points: Type.Integer(),
  available: Type.Boolean(),
});
export type PointReward = Static<typeof PointReward>;

export const PointRewardParams = Type.Object(
  { merchantId: Id, rewardId: Id },
  { additionalProperties: false },
);
export type PointRewardParams = Static<typeof PointRewardParams>;

/** One change of a customer's balance at a shop, newest first. */
export const PointEntry = Type.Object({
  id: Id,
  kind: Type.Union([Type.Literal('earned'), Type.Literal('redeemed')]),
  /** Positive when earned, negative when redeemed. */
  points: Type.Integer(),
  balance: Type.Integer(),
  /** The order's number (earned) or the reward's name (redeemed). */
  order_number: Type.Union([Type.Integer(), Type.Null()]),
  reward: Type.Union([Type.String(), Type.Null()]),
  at: DateTime,
});
export type PointEntry = Static<typeof PointEntry>;

/** `merchant/store/{merchantId}/points/redeem` POST: the code the customer shows. */
export const RedeemCodeRequest = Type.Object(
  {
    code: Type.String({ pattern: `^[0-9]{${LOYALTY_LIMITS.redemptionCodeLength}}$` }),
  },
  { additionalProperties: false },
);
export type RedeemCodeRequest = Static<typeof RedeemCodeRequest>;

export const RedeemCodeResponse = Type.Object({
  customer: Type.Object({ name: Type.Union([Type.String(), Type.Null()]), phone: Type.String() }),
  reward: Type.String(),
  points: Type.Integer(),
  /** The customer's balance after the redemption. */
  balance: Type.Integer(),
});
export type RedeemCodeResponse = Static<typeof RedeemCodeResponse>;

/** `customer/shops/{slug}/points/rewards/{rewardId}/code` POST: a one-time code to show. */
export const RedemptionCode = Type.Object({
  code: Type.String(),
  expires_at: DateTime,
  reward: PointReward,
});
export type RedemptionCode = Static<typeof RedemptionCode>;

export const ShopRewardParams = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 80 }), rewardId: Id },
  { additionalProperties: false },
);
export type ShopRewardParams = Static<typeof ShopRewardParams>;

/* ------------------------------- membership ------------------------ */

/** `merchant/store/{merchantId}/membership` PUT. */
export const MembershipRequest = Type.Object(
  {
    enabled: Type.Boolean(),
    discount_percent: Type.Integer({ minimum: 0, maximum: LOYALTY_LIMITS.memberDiscountMax }),
  },
  { additionalProperties: false },
);
export type MembershipRequest = Static<typeof MembershipRequest>;

/* --------------------------- the merchant's overview ---------------- */

/**
 * `merchant/store/{merchantId}/loyalty` GET: every programme's settings (null until first saved)
 * and what the plan includes, so the page explains what it cannot offer.
 */
export const LoyaltyOverview = Type.Object({
  allowed: Type.Object({
    stamp_card: Type.Boolean(),
    point_collection: Type.Boolean(),
    membership: Type.Boolean(),
  }),
  stamp_card: Type.Union([MerchantStampCard, Type.Null()]),
  points: Type.Union([
    Type.Object({
      enabled: Type.Boolean(),
      points_per_1000: Type.Integer(),
      rewards: Type.Array(PointReward),
    }),
    Type.Null(),
  ]),
  membership: Type.Union([
    Type.Object({
      enabled: Type.Boolean(),
      discount_percent: Type.Integer(),
      members: Type.Integer(),
    }),
    Type.Null(),
  ]),
});
export type LoyaltyOverview = Static<typeof LoyaltyOverview>;

/* -------------------------------- the counter ---------------------- */

/** `merchant/store/{merchantId}/counter?phone=`: a customer's loyalty at this shop. */
export const CounterQuery = Type.Object({ phone: Phone }, { additionalProperties: false });
export type CounterQuery = Static<typeof CounterQuery>;

/** `merchant/store/{merchantId}/counter/stamps` POST (Idempotency-Key): one stamp by phone. */
export const CounterStampRequest = Type.Object({ phone: Phone }, { additionalProperties: false });
export type CounterStampRequest = Static<typeof CounterStampRequest>;

/**
 * A customer at the counter. `customer` (id and name) only for a customer who has dealt with this
 * shop (an order, a reservation, its membership); for anyone else, as for a phone nobody has signed
 * in with, it is null and the records are the shop's own (stamps given at its counter). A stamp
 * added for a new phone makes the customer (who sees the card once they sign in). The look-up
 * needs a plan with a loyalty programme (403) and is limited per merchant (429 with Retry-After).
 */
export const CounterCustomer = Type.Object({
  phone: Type.String(),
  customer: Type.Union([
    Type.Object({ id: Id, name: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
  stamps: Type.Integer(),
  /** Rewards not yet redeemed, oldest first. */
  rewards: Type.Array(StampReward),
  points: Type.Integer(),
  history: Type.Array(PointEntry),
  member: Type.Boolean(),
});
export type CounterCustomer = Static<typeof CounterCustomer>;

/** `merchant/store/{merchantId}/counter/stamps/{key}` DELETE: the press's Idempotency-Key. */
export const CounterStampParams = Type.Object(
  { merchantId: Id, key: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);
export type CounterStampParams = Static<typeof CounterStampParams>;

export const StampRewardParams = Type.Object(
  { merchantId: Id, rewardId: Id },
  { additionalProperties: false },
);
export type StampRewardParams = Static<typeof StampRewardParams>;

/* ------------------------------- promo codes ----------------------- */

export const PromoKind = Type.Union([Type.Literal('percent'), Type.Literal('amount')]);

/** `merchant/store/{merchantId}/promo-codes` POST, `…/promo-codes/{promoId}` PUT. */
export const PromoCodeRequest = Type.Object(
  {
    code: Type.String({ pattern: PROMO_CODE_PATTERN }),
    kind: PromoKind,
    /** Percent 1-100, or MMK 1-10,000,000 (the server checks the range for the kind). */
    value: Type.Integer({ minimum: 1, maximum: LOYALTY_LIMITS.promoAmountMax }),
    valid_from: CalendarDate,
    valid_to: CalendarDate,
    /** Null: no limit. */
    max_uses: Type.Union([
      Type.Integer({ minimum: 1, maximum: LOYALTY_LIMITS.promoUsesMax }),
      Type.Null(),
    ]),
    /** Uses one customer may make (counted at placing); null or absent: no limit of its own. */
    max_uses_per_customer: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: LOYALTY_LIMITS.promoUsesMax }), Type.Null()]),
    ),
    min_total: Type.Integer({ minimum: 0, maximum: LOYALTY_LIMITS.promoAmountMax }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PromoCodeRequest = Static<typeof PromoCodeRequest>;

/** A new code: its last day may be left out, and is then `defaultPromoEnd(valid_from)`. */
export const PromoCodeCreateRequest = Type.Object(
  { ...PromoCodeRequest.properties, valid_to: Type.Optional(CalendarDate) },
  { additionalProperties: false },
);
export type PromoCodeCreateRequest = Static<typeof PromoCodeCreateRequest>;

export const PromoCode = Type.Object({
  id: Id,
  code: Type.String(),
  kind: PromoKind,
  value: Type.Integer(),
  valid_from: Type.String(),
  valid_to: Type.String(),
  max_uses: Type.Union([Type.Integer(), Type.Null()]),
  max_uses_per_customer: Type.Union([Type.Integer(), Type.Null()]),
  /** Orders that used it and were not rejected or cancelled. */
  uses: Type.Integer(),
  min_total: Type.Integer(),
  active: Type.Boolean(),
});
export type PromoCode = Static<typeof PromoCode>;

export const PromoParams = Type.Object(
  { merchantId: Id, promoId: Id },
  { additionalProperties: false },
);
export type PromoParams = Static<typeof PromoParams>;

/**
 * 422 when a code does not apply: the validation shape plus the reason. A code that does not exist,
 * is switched off, has expired or has not started yet is one answer, `promo_unknown` with the same
 * words, so that guessing never tells a real code from none; `promo_customer_used_up` is the
 * customer's own uses at their limit.
 */
export const PromoRefusedBody = Type.Composite([
  ValidationErrorBody,
  Type.Object({
    reason: Type.Union([
      Type.Literal('promo_unknown'),
      Type.Literal('promo_used_up'),
      Type.Literal('promo_customer_used_up'),
      Type.Literal('promo_min_total'),
    ]),
    /** With `promo_min_total`: the least subtotal in MMK. */
    min_total: Type.Optional(Type.Integer()),
  }),
]);
export type PromoRefusedBody = Static<typeof PromoRefusedBody>;

/**
 * `customer/shops/{slug}/quote` POST: what an order would cost, with the member discount when a
 * customer token is sent and the promo code when one is given. Same body as placing (without
 * note and table); nothing is stored or used up.
 */
export const QuoteRequest = Type.Object(
  {
    branch_id: Type.Union([Id, Type.Null()]),
    lines: Type.Array(
      Type.Object(
        {
          item_id: Id,
          quantity: Type.Integer({ minimum: 1, maximum: 99 }),
          options: Type.Optional(LineOptions),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
    promo_code: Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type QuoteRequest = Static<typeof QuoteRequest>;

export const OrderQuote = Type.Object({
  subtotal: Type.Integer(),
  /** The shop's member discount in percent when the customer is a member, else null. */
  member_percent: Type.Union([Type.Integer(), Type.Null()]),
  member_discount: Type.Integer(),
  promo: Type.Union([Type.Object({ code: Type.String(), discount: Type.Integer() }), Type.Null()]),
  total: Type.Integer(),
});
export type OrderQuote = Static<typeof OrderQuote>;

/* -------------------------- announcements and events ---------------- */

export const PostKind = Type.Union([Type.Literal('announcement'), Type.Literal('event')]);

/** `merchant/store/{merchantId}/posts` POST, `…/posts/{postId}` PUT. */
export const PostRequest = Type.Object(
  {
    kind: PostKind,
    title: requiredText(LOYALTY_LIMITS.postTitle),
    body: Type.String({ maxLength: LOYALTY_LIMITS.postBody }),
    /** Events only (required for one, null for an announcement): Asia/Yangon date and time. */
    event_date: Type.Union([CalendarDate, Type.Null()]),
    event_time: Type.Union([Type.String({ pattern: TIME_PATTERN }), Type.Null()]),
    photo_id: Type.Union([PhotoId, Type.Null()]),
  },
  { additionalProperties: false },
);
export type PostRequest = Static<typeof PostRequest>;

export const RsvpCounts = Type.Object({ going: Type.Integer(), not_going: Type.Integer() });
export type RsvpCounts = Static<typeof RsvpCounts>;

/** A post as the store page shows it (events with their counts). */
export const ShopPost = Type.Object({
  id: Id,
  kind: PostKind,
  title: Type.String(),
  body: Type.String(),
  event_date: Type.Union([Type.String(), Type.Null()]),
  event_time: Type.Union([Type.String(), Type.Null()]),
  photo: Type.Union([PhotoRef, Type.Null()]),
  created_at: DateTime,
  /** Events only; null for an announcement. */
  rsvp: Type.Union([RsvpCounts, Type.Null()]),
});
export type ShopPost = Static<typeof ShopPost>;

/** The merchant's posts and the month's count against the plan. */
export const MerchantPosts = Type.Object({
  posts: Type.Array(ShopPost),
  month: Type.Object({
    /** `YYYY-MM`, Asia/Yangon. */
    month: Type.String(),
    used: Type.Integer(),
    /** Null: no limit. */
    limit: Type.Union([Type.Integer(), Type.Null()]),
  }),
  /** The Social Media Content add-on's shared posts (`socialPostRules.ts`). */
  sharing: PostSharing,
});
export type MerchantPosts = Static<typeof MerchantPosts>;

export const PostParams = Type.Object(
  { merchantId: Id, postId: Id },
  { additionalProperties: false },
);
export type PostParams = Static<typeof PostParams>;

export const RsvpAnswer = Type.Union([Type.Literal('going'), Type.Literal('not_going')]);
export type RsvpAnswer = Static<typeof RsvpAnswer>;

/** `customer/posts/{postId}/rsvp` PUT (events only; 404 for an announcement or an unlisted shop). */
export const RsvpRequest = Type.Object({ answer: RsvpAnswer }, { additionalProperties: false });
export type RsvpRequest = Static<typeof RsvpRequest>;

export const RsvpResponse = Type.Object({ answer: RsvpAnswer, counts: RsvpCounts });
export type RsvpResponse = Static<typeof RsvpResponse>;

export const CustomerPostParams = Type.Object({ postId: Id }, { additionalProperties: false });
export type CustomerPostParams = Static<typeof CustomerPostParams>;

/* ---------------------------- the store page's offer ---------------- */

/**
 * `marketplace/shops/{slug}/promotions` (public): what a listed shop offers (programmes its plan
 * includes and it has switched on) and its posts, newest first (events still to come, and
 * announcements of the last 60 days).
 */
export const ShopPromotions = Type.Object({
  stamp_card: Type.Union([StampCardDesign, Type.Null()]),
  points: Type.Union([
    Type.Object({ points_per_1000: Type.Integer(), rewards: Type.Array(PointReward) }),
    Type.Null(),
  ]),
  membership: Type.Union([Type.Object({ discount_percent: Type.Integer() }), Type.Null()]),
  posts: Type.Array(ShopPost),
});
export type ShopPromotions = Static<typeof ShopPromotions>;

/** `customer/shops/{slug}/loyalty`: the signed-in customer's standing at one shop. */
export const CustomerShopLoyalty = Type.Object({
  stamps: Type.Integer(),
  rewards: Type.Array(StampReward),
  points: Type.Integer(),
  member: Type.Boolean(),
  /** Their answers to this shop's events, by post id. */
  rsvps: Type.Record(Type.String(), RsvpAnswer),
});
export type CustomerShopLoyalty = Static<typeof CustomerShopLoyalty>;

/** `customer/shops/{slug}/membership`: POST joins, DELETE leaves; answers the standing. */
export const MembershipStanding = Type.Object({
  member: Type.Boolean(),
  discount_percent: Type.Integer(),
});
export type MembershipStanding = Static<typeof MembershipStanding>;

/** `customer/cards`: every shop the customer has a card, points or a membership at. */
export const CustomerCards = Type.Object({
  stamp_cards: Type.Array(
    Type.Object({
      shop: ShopRef,
      card: StampCardDesign,
      stamps: Type.Integer(),
      rewards: Type.Array(StampReward),
    }),
  ),
  points: Type.Array(
    Type.Object({
      shop: ShopRef,
      balance: Type.Integer(),
      rewards: Type.Array(PointReward),
      history: Type.Array(PointEntry),
    }),
  ),
  memberships: Type.Array(
    Type.Object({ shop: ShopRef, discount_percent: Type.Integer(), joined_at: DateTime }),
  ),
});
export type CustomerCards = Static<typeof CustomerCards>;

/* --------------------------------- banners -------------------------- */

/** `merchant/store/{merchantId}/banner` PUT: the banner's picture and words (starts it). */
export const BannerRequest = Type.Object(
  { photo_id: PhotoId, title: requiredText(LOYALTY_LIMITS.bannerTitle) },
  { additionalProperties: false },
);
export type BannerRequest = Static<typeof BannerRequest>;

/** The merchant's banner: its window (30 days per unit from its start) and its figures. */
export const MerchantBanner = Type.Object({
  /** Units of the Advertisement Banner add-on in the active subscription. */
  units: Type.Integer(),
  banner: Type.Union([
    Type.Object({
      id: Id,
      title: Type.String(),
      photo: PhotoRef,
      starts_at: DateTime,
      ends_at: DateTime,
      /** Shown now (inside its window, the subscription active). */
      active: Type.Boolean(),
      impressions: Type.Integer(),
      clicks: Type.Integer(),
    }),
    Type.Null(),
  ]),
});
export type MerchantBanner = Static<typeof MerchantBanner>;

/**
 * `marketplace/banner` (public, not cached): the next banner in fair rotation, its impression
 * counted (one per client in a window: a reload shows the same banner and counts nothing);
 * `{ banner: null }` when none is running. `impression` is the signed id a click sends back.
 */
export const BannerSlot = Type.Object({
  banner: Type.Union([
    Type.Object({
      id: Id,
      title: Type.String(),
      photo: PhotoRef,
      shop: ShopRef,
      impression: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type BannerSlot = Static<typeof BannerSlot>;

/**
 * `marketplace/banners/{bannerId}/click` POST: counts a click with the impression id the slot
 * gave for that banner, once; 204, or 422 on `impression` for one that is forged, expired or used.
 */
export const BannerParams = Type.Object({ bannerId: Id }, { additionalProperties: false });
export type BannerParams = Static<typeof BannerParams>;

export const BannerClickRequest = Type.Object(
  { impression: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type BannerClickRequest = Static<typeof BannerClickRequest>;
