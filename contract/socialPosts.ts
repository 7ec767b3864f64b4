/**
 * The Social Media Content add-on's answers (the rules are `socialPostRules.ts`): a merchant's
 * shared posts with their opens, and a shared post's public page.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PhotoRef } from './store';

/* -------------------------------- schemas ---------------------------- */

/** Opens of a shared post's page, by where they came from (all days added up). */
export const PostOpens = Type.Object({
  facebook: Type.Integer(),
  viber: Type.Integer(),
  telegram: Type.Integer(),
  link: Type.Integer(),
});
export type PostOpens = Static<typeof PostOpens>;

/** A shared post as its merchant sees it: its page's address and the opens counted. */
export const SharedPost = Type.Object({
  post_id: Type.Integer(),
  /** The page's path (`/shops/{slug}/posts/{id}`); the composer adds its own origin. */
  path: Type.String(),
  opens: PostOpens,
});
export type SharedPost = Static<typeof SharedPost>;

/**
 * The add-on's part of `MerchantPosts`: the month's shared posts against the allowance, and the
 * shop's shared posts (not deleted) with their opens. `active` is false without the add-on (its
 * posts then have no page).
 */
export const PostSharing = Type.Object({
  active: Type.Boolean(),
  used: Type.Integer(),
  limit: Type.Integer(),
  posts: Type.Array(SharedPost),
});
export type PostSharing = Static<typeof PostSharing>;

/** `marketplace/shops/{slug}/posts/{postId}` (public): a shared post's page. */
export const SharedPostPage = Type.Object({
  shop: Type.Object({
    slug: Type.String(),
    name: Type.String(),
    logo: Type.Union([PhotoRef, Type.Null()]),
    cover: Type.Union([PhotoRef, Type.Null()]),
  }),
  post: Type.Object({
    id: Type.Integer(),
    kind: Type.Union([Type.Literal('announcement'), Type.Literal('event')]),
    title: Type.String(),
    body: Type.String(),
    event_date: Type.Union([Type.String(), Type.Null()]),
    event_time: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String(),
    /** Changes with each edit of the post or the shop: the share image's address carries it. */
    version: Type.String(),
    photo: Type.Union([PhotoRef, Type.Null()]),
  }),
});
export type SharedPostPage = Static<typeof SharedPostPage>;

export const SharedPostParams = Type.Object(
  {
    slug: Type.String({ minLength: 1, maxLength: 100 }),
    postId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  },
  { additionalProperties: false },
);
export type SharedPostParams = Static<typeof SharedPostParams>;
