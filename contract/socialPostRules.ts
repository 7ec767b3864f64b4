/**
 * The Social Media Content add-on ('15 posts monthly, three social networks'): which of a shop's
 * announcements and events are shared posts (each with its own page, share image and share links
 * to Facebook, Viber and Telegram), how the add-on's posts combine with the plan's posts per
 * month, and how a shared post's page counts the opens that came from each network. Pure; the
 * server enforces it on every call, the composer shows it.
 */
/** Shared posts each unit of the add-on gives a shop per Asia/Yangon month. */
export const SHARED_POSTS_PER_UNIT = 15;

/** What a month allows: posts in all (null: no limit) and, of them, shared posts. */
export interface PostAllowance {
  /** The plan's posts plus the add-on's; null when the plan has no limit. */
  limit: number | null;
  /** Shared posts: 15 per unit of the add-on, 0 without it. */
  shared: number;
}

/**
 * The month's allowance: each unit of the add-on adds 15 posts to the plan's
 * `max_posts_per_month`, and those 15 are the shared ones. (Basic's 10 and one unit: 25 posts,
 * the first 15 made with the add-on shared, the other 10 plain posts as before.)
 */
export function postAllowance(planLimit: number | null, socialUnits: number): PostAllowance {
  const shared = SHARED_POSTS_PER_UNIT * Math.max(0, socialUnits);
  return { limit: planLimit === null ? null : planLimit + shared, shared };
}

/**
 * A new post in a month where `used` posts (deleted ones too) and `sharedUsed` shared posts were
 * made: refused once the month's posts are used up (422 naming the limit); shared while the
 * add-on's shared posts last; a plain post (on the store page only) after that.
 */
export function newPostTerms(
  allowance: PostAllowance,
  used: number,
  sharedUsed: number,
): 'refused' | 'shared' | 'plain' {
  if (allowance.limit !== null && used >= allowance.limit) return 'refused';
  return sharedUsed < allowance.shared ? 'shared' : 'plain';
}

/**
 * The networks a shared post's links name in `?via=`, and 'link' for 'Copy link'. Any other value
 * is not counted.
 */
export const SHARE_NETWORKS = ['facebook', 'viber', 'telegram'] as const;
export const SHARE_VIAS = [...SHARE_NETWORKS, 'link'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];
export type ShareVia = (typeof SHARE_VIAS)[number];

/** The `via` a page's query names, or null when it names none of ours (then nothing is counted). */
export function shareViaOf(value: unknown): ShareVia | null {
  return typeof value === 'string' && (SHARE_VIAS as readonly string[]).includes(value)
    ? (value as ShareVia)
    : null;
}

/** The route of a shared post's page, in the SPA's router and the server's rendered routes. */
export const SHARED_POST_ROUTE = '/shops/:slug/posts/:postId';

/** The path of a shared post's page. */
export const sharedPostPath = (slug: string, postId: number): string =>
  `/shops/${encodeURIComponent(slug)}/posts/${postId}`;

/** The address a share link opens: the post's page with the network named. */
export function sharedPostLink(pageUrl: string, via: ShareVia): string {
  return `${pageUrl}?via=${via}`;
}

/**
 * The share links of a post whose page is at `pageUrl` (absolute): plain links to each network's
 * own share address, nothing loaded from those hosts until the merchant follows one.
 */
export function shareLinks(pageUrl: string): Record<ShareNetwork, string> {
  const link = (via: ShareNetwork) => encodeURIComponent(sharedPostLink(pageUrl, via));
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link('facebook')}`,
    viber: `viber://forward?text=${link('viber')}`,
    telegram: `https://t.me/share/url?url=${link('telegram')}`,
  };
}

/**
 * The address of a shared post's share picture in `language` (`?v=` its version: kept for ever by
 * that name; a new version with each edit of the post or its shop).
 */
export function sharedPostImagePath(
  slug: string,
  postId: number,
  language: 'en' | 'my',
  version: string,
): string {
  return `${sharedPostPath(slug, postId)}/share.jpg?lang=${language}&v=${version}`;
}
