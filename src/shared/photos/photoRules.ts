/**
 * What the editor checks of a chosen photo before sending it, with the server's own rules: the
 * type (JPEG, PNG or WebP) and the size (5 MB at most). The server still decides, by the file's
 * content; this spares a long upload that would be refused. Pure.
 */
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@contract/store';

export type PhotoProblem = 'unsupported' | 'tooLarge';

export function photoProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'unsupported';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

/** What the file input offers (a phone's picker shows only these). */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** The upload's progress as a whole percent, 0 to 100. */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}
