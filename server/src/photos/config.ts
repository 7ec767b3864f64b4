/**
 * The limits of store photos: how many this process encodes at once and how many may wait, and
 * how many a merchant may upload in an hour and keep in all. Read from the environment at start.
 */

import { wholeSetting } from '../settings';

export interface PhotoConfig {
  /** Uploads this process encodes at once (`PHOTO_ENCODINGS`). */
  encodings: number;
  /** Uploads that may wait for an encoder; one more answers 503 (`PHOTO_ENCODING_QUEUE`). */
  queue: number;
  /** Seconds a busy answer asks the client to wait before trying again. */
  busyRetryAfterSeconds: number;
  /** Uploads one merchant may make in an hour (`PHOTO_UPLOADS_PER_HOUR`). */
  uploadsPerHour: number;
  /** Bytes of stored photos (every width) one merchant may keep (`PHOTO_STORAGE_MB`). */
  storedBytesPerMerchant: number;
}

const MEGABYTE = 1024 * 1024;

/**
 * Two encodings at once leave the rest of the machine's threads to pages and calls; four waiting
 * cover a merchant choosing a logo, a cover and a few items together. 60 an hour is a whole
 * menu photographed in one sitting; 200 MB is thousands of photos at every width.
 */
export const DEFAULT_PHOTO_CONFIG: PhotoConfig = {
  encodings: 2,
  queue: 4,
  busyRetryAfterSeconds: 5,
  uploadsPerHour: 60,
  storedBytesPerMerchant: 200 * MEGABYTE,
};

const whole = wholeSetting;

/** Reads the photo settings; throws with a message naming the variable on a bad value. */
export function loadPhotoConfig(env: NodeJS.ProcessEnv): PhotoConfig {
  const d = DEFAULT_PHOTO_CONFIG;
  return {
    encodings: whole(env, 'PHOTO_ENCODINGS', d.encodings, 1, 64),
    queue: whole(env, 'PHOTO_ENCODING_QUEUE', d.queue, 0, 1000),
    busyRetryAfterSeconds: d.busyRetryAfterSeconds,
    uploadsPerHour: whole(env, 'PHOTO_UPLOADS_PER_HOUR', d.uploadsPerHour, 1, 1_000_000),
    storedBytesPerMerchant:
      whole(env, 'PHOTO_STORAGE_MB', d.storedBytesPerMerchant / MEGABYTE, 1, 1_000_000) * MEGABYTE,
  };
}
