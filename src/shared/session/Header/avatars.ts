/** Served from public/images (copied to the build as is): the default avatar and its fallback. */
export const DEFAULT_AVATAR_SRC = '/images/avatar-default.svg';
export const FALLBACK_AVATAR_SRC = '/images/avatar-fallback.svg';
