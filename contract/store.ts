/**
 * The wire contract of the merchant's store (profile, branches, catalogue, photos, publishing) and
 * of the public marketplace (shop search, store pages, categories with counts). The server
 * validates with these schemas; the SPA imports only the types.
 */
import { Type, type Static } from '@sinclair/typebox';
import { HHMM_PATTERN } from './hours';
import { PublicDeliveryArea } from './delivery';
import { OptionGroup } from './options';
import { ORDER_LIMITS } from './orderRules';
import { SLUG_MAX_LENGTH } from './slug';

const MAX_INT = 2_147_483_647;
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const PHONE_PATTERN = '^(\\+?95|0)9\\d{7,9}$';
const requiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const optionalText = (maxLength: number) => Type.String({ maxLength });

export const STORE_LIMITS = {
  name: 100,
  description: 1000,
  address: 300,
  itemName: 100,
  itemDescription: 500,
  sectionName: 60,
  /** The dearest item: 100 million kyat. */
  price: 100_000_000,
  /** Items per store and sections per store, so one shop cannot fill the database. */
  items: 500,
  sections: 50,
} as const;

/* ------------------------------ photos ----------------------------- */

/** The widths every photo is re-encoded to (those not wider than the original). */
export const PHOTO_WIDTHS = [160, 320, 640, 1280] as const;
/** Uploads larger than this are refused before they are decoded. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The image types accepted (by their content, not their name). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PhotoId = Type.String({ minLength: 1, maxLength: 40, pattern: '^ph_[A-Za-z0-9_-]+$' });

/** A stored photo; its URLs are `photos/{id}/{width}` for each of `widths`. */
export const PhotoRef = Type.Object({
  id: PhotoId,
  width: Type.Integer(),
  height: Type.Integer(),
  widths: Type.Array(Type.Integer()),
});
export type PhotoRef = Static<typeof PhotoRef>;

export const PhotoParams = Type.Object(
  { photoId: PhotoId, width: Type.Integer({ minimum: 1, maximum: 4096 }) },
  { additionalProperties: false },
);
export type PhotoParams = Static<typeof PhotoParams>;

/* ------------------------------- hours ----------------------------- */

export const DayHours = Type.Object(
  {
    weekday: Type.Integer({ minimum: 1, maximum: 7 }),
    opens: Type.String({ pattern: HHMM_PATTERN }),
    closes: Type.String({ pattern: HHMM_PATTERN }),
  },
  { additionalProperties: false },
);
/** Days not listed are closed; each weekday at most once (checked by `hoursProblems`). */
export const WeeklyHours = Type.Array(DayHours, { maxItems: 7 });

/* --------------------------- entitlements -------------------------- */

export const EntitlementsSchema = Type.Object({
  subscribed: Type.Boolean(),
  plan_name: Type.Union([Type.String(), Type.Null()]),
  max_branches: Type.Union([Type.Integer(), Type.Null()]),
  max_posts_per_month: Type.Union([Type.Integer(), Type.Null()]),
  stamp_card: Type.Boolean(),
  point_collection: Type.Boolean(),
  membership: Type.Boolean(),
  orders: Type.Boolean(),
  ad_banners: Type.Boolean(),
  ad_banner_units: Type.Integer(),
  analytics: Type.Boolean(),
  social_media_units: Type.Integer(),
});

/* ------------------------------ profile ---------------------------- */

/** The most reservations a shop (or a branch) takes per slot (migration 013's check). */
export const SLOT_CAPACITY_MAX = 500;

export const StoreProfileRequest = Type.Object(
  {
    name: requiredText(STORE_LIMITS.name),
    /** Empty: the server makes one from the name (and keeps the current one on later saves). */
    slug: Type.String({ maxLength: SLUG_MAX_LENGTH }),
    description: optionalText(STORE_LIMITS.description),
    category_id: Id,
    township_id: Id,
    address: optionalText(STORE_LIMITS.address),
    phone: Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN }),
    hours: WeeklyHours,
    logo_photo_id: Type.Union([PhotoId, Type.Null()]),
    cover_photo_id: Type.Union([PhotoId, Type.Null()]),
    /**
     * Reservations per 30-minute slot (requested and confirmed ones count). Optional: omitted, the
     * current value stays (4 for a new store).
     */
    slot_capacity: Type.Optional(Type.Integer({ minimum: 1, maximum: SLOT_CAPACITY_MAX })),
    /**
     * The largest party of one reservation, 1 to `ORDER_LIMITS.partySize`. Optional: omitted, the
     * current value stays (`ORDER_LIMITS.defaultMaxPartySize` for a new store).
     */
    max_party_size: Type.Optional(Type.Integer({ minimum: 1, maximum: ORDER_LIMITS.partySize })),
    /**
     * 'Take orders for later': outside its hours the shop takes an order for a pickup time inside
     * them. Optional: omitted, the current choice stays (off for a new store).
     */
    orders_for_later: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type StoreProfileRequest = Static<typeof StoreProfileRequest>;

export const StoreProfile = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  category_id: Id,
  township_id: Id,
  district_id: Id,
  address: Type.String(),
  phone: Type.String(),
  hours: WeeklyHours,
  logo: Type.Union([PhotoRef, Type.Null()]),
  cover: Type.Union([PhotoRef, Type.Null()]),
  published: Type.Boolean(),
  /** Reservations per 30-minute slot at the shop's own address. */
  slot_capacity: Type.Integer(),
  /** The largest party of one reservation. */
  max_party_size: Type.Integer(),
  /** 'Take orders for later'. */
  orders_for_later: Type.Boolean(),
});
export type StoreProfile = Static<typeof StoreProfile>;

export const ListingRequirementSchema = Type.Union([
  Type.Literal('subscription'),
  Type.Literal('phone'),
  Type.Literal('items'),
]);

/** `merchant/store/{merchantId}`: everything the store editor's overview needs. */
export const MerchantStoreResponse = Type.Object({
  /** Null until the merchant first saves the profile. */
  profile: Type.Union([StoreProfile, Type.Null()]),
  entitlements: EntitlementsSchema,
  phone_verified: Type.Boolean(),
  branch_count: Type.Integer(),
  item_count: Type.Integer(),
  /** What publishing still needs (empty when it may publish). */
  missing: Type.Array(ListingRequirementSchema),
  /** Published and allowed: shown on /customer now. */
  listed: Type.Boolean(),
  /**
   * The plan's period, so that the editor can say it ended (grace: still listed, renew by
   * grace_ends_at) or expired; null before the first plan.
   */
  plan_period: Type.Optional(
    Type.Union([
      Type.Object({
        status: Type.Union([
          Type.Literal('active'),
          Type.Literal('grace'),
          Type.Literal('expired'),
        ]),
        ends_at: Type.String({ format: 'date-time' }),
        grace_ends_at: Type.String({ format: 'date-time' }),
      }),
      Type.Null(),
    ]),
  ),
});
export type MerchantStoreResponse = Static<typeof MerchantStoreResponse>;

/* ------------------------------ branches --------------------------- */

export const BranchRequest = Type.Object(
  {
    name: requiredText(STORE_LIMITS.name),
    address: optionalText(STORE_LIMITS.address),
    township_id: Id,
    phone: Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN }),
    hours: WeeklyHours,
    /**
     * Reservations per 30-minute slot (requested and confirmed ones count). Optional: omitted, the
     * current value stays (4 for a new branch).
     */
    slot_capacity: Type.Optional(Type.Integer({ minimum: 1, maximum: SLOT_CAPACITY_MAX })),
  },
  { additionalProperties: false },
);
export type BranchRequest = Static<typeof BranchRequest>;

export const Branch = Type.Object({
  id: Id,
  name: Type.String(),
  address: Type.String(),
  township_id: Id,
  phone: Type.String(),
  hours: WeeklyHours,
  /** Reservations per 30-minute slot at this branch. */
  slot_capacity: Type.Integer(),
});
export type Branch = Static<typeof Branch>;
export const BranchList = Type.Array(Branch);

export const BranchParams = Type.Object(
  { merchantId: Id, branchId: Id },
  { additionalProperties: false },
);
export type BranchParams = Static<typeof BranchParams>;

/* ------------------------------ catalogue -------------------------- */

export const ItemKind = Type.Union([
  Type.Literal('product'),
  Type.Literal('service'),
  Type.Literal('menu_item'),
]);
export type ItemKind = Static<typeof ItemKind>;

export const MenuSectionRequest = Type.Object(
  { name: requiredText(STORE_LIMITS.sectionName) },
  { additionalProperties: false },
);
export type MenuSectionRequest = Static<typeof MenuSectionRequest>;

export const MenuSection = Type.Object({ id: Id, name: Type.String() });
export type MenuSection = Static<typeof MenuSection>;

export const CatalogueItemRequest = Type.Object(
  {
    kind: ItemKind,
    /** Required for a menu item, null for a product or a service. */
    section_id: Type.Union([Id, Type.Null()]),
    name: requiredText(STORE_LIMITS.itemName),
    description: optionalText(STORE_LIMITS.itemDescription),
    price: Type.Integer({ minimum: 0, maximum: STORE_LIMITS.price }),
    photo_id: Type.Union([PhotoId, Type.Null()]),
    available: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CatalogueItemRequest = Static<typeof CatalogueItemRequest>;

/** `PUT merchant/store/:merchantId/items/:itemId/availability`: in stock or not, nothing else. */
export const ItemAvailabilityRequest = Type.Object(
  {
    available: Type.Boolean(),
    /**
     * One branch (sold out there, or back there); null or absent: the whole shop. A cashier
     * limited to a branch changes that branch's only, whatever this says.
     */
    branch_id: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
);
export type ItemAvailabilityRequest = Static<typeof ItemAvailabilityRequest>;

export const CatalogueItem = Type.Object({
  id: Id,
  kind: ItemKind,
  section_id: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  photo: Type.Union([PhotoRef, Type.Null()]),
  available: Type.Boolean(),
  /** The branches where the item is sold out while the shop has it (absent or empty: none). */
  sold_out_at: Type.Optional(Type.Array(Id)),
  /** The item's choices (`contract/options.ts`), in order; absent or empty: none. */
  options: Type.Optional(Type.Array(OptionGroup)),
});
export type CatalogueItem = Static<typeof CatalogueItem>;

/** The catalogue in display order: sections by position, items by kind then position. */
export const Catalogue = Type.Object({
  sections: Type.Array(MenuSection),
  items: Type.Array(CatalogueItem),
});
export type Catalogue = Static<typeof Catalogue>;

/** A new order: every id of the merchant's sections (or items of one kind / section), once each. */
export const ReorderRequest = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: STORE_LIMITS.items, uniqueItems: true }) },
  { additionalProperties: false },
);
export type ReorderRequest = Static<typeof ReorderRequest>;

export const SectionParams = Type.Object(
  { merchantId: Id, sectionId: Id },
  { additionalProperties: false },
);
export type SectionParams = Static<typeof SectionParams>;
export const ItemParams = Type.Object(
  { merchantId: Id, itemId: Id },
  { additionalProperties: false },
);
export type ItemParams = Static<typeof ItemParams>;

/* ---------------------------- marketplace -------------------------- */

export const MARKETPLACE_PAGE_SIZE = 24;

/** `marketplace/shops`: the filters, as the URL of /customer carries them. */
export const ShopSearchQuery = Type.Object(
  {
    category: Type.Optional(Id),
    district: Type.Optional(Id),
    township: Type.Optional(Id),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    /** `rating`: the highest average first, then the most reviews; otherwise the best match. */
    sort: Type.Optional(Type.Literal('rating')),
  },
  { additionalProperties: false },
);
export type ShopSearchQuery = Static<typeof ShopSearchQuery>;

/** A shop's rating: the average of its visible reviews to one decimal, and their count. */
export const ShopRating = Type.Object(
  { average: Type.Number({ minimum: 1, maximum: 5 }), count: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type ShopRating = Static<typeof ShopRating>;

const Named = Type.Object({ id: Id, name: Type.String() });

export const ShopCard = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  category: Named,
  township: Named,
  district: Named,
  logo: Type.Union([PhotoRef, Type.Null()]),
  cover: Type.Union([PhotoRef, Type.Null()]),
  /** The shop's own opening hours (its card says 'Open now' or when it opens). */
  hours: WeeklyHours,
  /** The plan includes orders and reservations. */
  takes_orders: Type.Boolean(),
  /** The merchant's phone is verified (every listed shop's is). */
  verified: Type.Boolean(),
  /** Null until the shop has a visible review. */
  rating: Type.Union([ShopRating, Type.Null()]),
});
export type ShopCard = Static<typeof ShopCard>;

export const ShopSearchResponse = Type.Object({
  shops: Type.Array(ShopCard),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
});
export type ShopSearchResponse = Static<typeof ShopSearchResponse>;

export const ShopParams = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ShopParams = Static<typeof ShopParams>;

export const PublicBranch = Type.Object({
  id: Id,
  name: Type.String(),
  address: Type.String(),
  township: Named,
  phone: Type.String(),
  hours: WeeklyHours,
  /** While the branch has paused new orders ('Busy'): until when (ISO 8601); else null. */
  busy_until: Type.Union([Type.String(), Type.Null()]),
});
export type PublicBranch = Static<typeof PublicBranch>;

/** `marketplace/shops/{slug}`: a listed shop's store page. */
export const ShopPageResponse = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  category: Named,
  township: Named,
  district: Named,
  address: Type.String(),
  phone: Type.String(),
  hours: WeeklyHours,
  /** While the shop itself has paused new orders ('Busy'): until when (ISO 8601); else null. */
  busy_until: Type.Union([Type.String(), Type.Null()]),
  /** Outside its hours, the shop takes an order for a pickup time inside them. */
  orders_for_later: Type.Boolean(),
  logo: Type.Union([PhotoRef, Type.Null()]),
  cover: Type.Union([PhotoRef, Type.Null()]),
  verified: Type.Boolean(),
  /** The plan includes orders and reservations (the next screens' buttons depend on it). */
  takes_orders: Type.Boolean(),
  /** The largest party of one reservation; a larger one is refused. */
  max_party_size: Type.Integer(),
  branches: Type.Array(PublicBranch),
  sections: Type.Array(MenuSection),
  items: Type.Array(CatalogueItem),
  /** Null until the shop has a visible review. */
  rating: Type.Union([ShopRating, Type.Null()]),
  /** The townships the shop delivers to, in its order (absent or empty: no delivery). */
  delivery: Type.Optional(Type.Array(PublicDeliveryArea)),
});
export type ShopPageResponse = Static<typeof ShopPageResponse>;

/** `marketplace/categories`: every category with the number of listed shops in it. */
export const CategoryCount = Type.Object({
  id: Id,
  /** In English; `name_my` in Burmese (null or absent: read `name`). */
  name: Type.String(),
  name_my: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  shop_count: Type.Integer(),
});
export type CategoryCount = Static<typeof CategoryCount>;
export const CategoryCountList = Type.Array(CategoryCount);

/** `marketplace/categories`: the counts of the shops in this district and township only. */
export const CategoryCountQuery = Type.Object(
  { district: Type.Optional(Id), township: Type.Optional(Id) },
  { additionalProperties: false },
);
export type CategoryCountQuery = Static<typeof CategoryCountQuery>;
