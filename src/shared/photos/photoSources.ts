/**
 * The URLs of a stored photo: one per width the server re-encoded it to, as an `srcset`, so a
 * cheap phone downloads the 320 px WebP and a desktop the 1280 px one.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { PhotoRef } from '@contract/store';
import { API_BASE_URL } from '../../app/config';

function apiBase(): string {
  return API_BASE_URL.endsWith('/') ? API_BASE_URL : `${API_BASE_URL}/`;
}

export function photoUrl(photoId: string, width: number): string {
  return apiBase() + fillPath(apiPaths.photo, { photoId, width });
}

export interface PhotoSources {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * `src` is the smallest width at least `fallbackWidth` wide (or the widest there is); `srcSet`
 * lists every width. `width` and `height` are the original's, for the aspect ratio.
 */
export function photoSources(photo: PhotoRef, fallbackWidth = 320): PhotoSources {
  const widths = [...photo.widths].sort((a, b) => a - b);
  const fallback = widths.find((width) => width >= fallbackWidth) ?? widths[widths.length - 1];
  return {
    src: photoUrl(photo.id, fallback ?? photo.width),
    srcSet: widths.map((width) => `${photoUrl(photo.id, width)} ${width}w`).join(', '),
    width: photo.width,
    height: photo.height,
  };
}
