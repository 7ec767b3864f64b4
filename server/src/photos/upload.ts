/**
 * What every route that takes a photo upload shares (a store's photos, a bank transfer's slip):
 * the multipart limits, the merchant's uploads an hour, the header's checks (format, pixels and
 * shape, read without decoding a pixel), the encoding in a small pool of encoders, and the HTTP
 * answers of a refused upload: 413, 400, 429 and 503 (`{message}`, the last two with
 * Retry-After), and 422 naming the upload's field.
 *
 * Decoding an image is the costliest thing the server does, so the cheap checks come first and an
 * upload that finds the encoders and their short queue taken is told to come back rather than
 * slow every other request.
 */
import type { FastifyReply } from 'fastify';
import { PHOTO_MAX_BYTES } from '@contract/store';
import type { Db } from '../db/db';
import type { Messages } from '../i18n';
import { createRateLimitRepository } from '../repositories/rateLimits';
import { validationBody } from '../validation';
import type { PhotoConfig } from './config';
import {
  MAX_ASPECT_RATIO,
  MAX_INPUT_PIXELS,
  encodePhoto,
  inspectPhoto,
  type EncodedPhoto,
} from './encode';
import { createPool } from './pool';

const MEGABYTE = 1024 * 1024;
const HOUR_SECONDS = 3600;

/** The multipart limits of a route taking one photo: one file of `PHOTO_MAX_BYTES`, little else. */
export const PHOTO_UPLOAD_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 1024,
  parts: 3,
  headerPairs: 20,
} as const;

/** Why an upload is refused. */
export type PhotoRefusal =
  /** Larger than `PHOTO_MAX_BYTES` (413). */
  | { kind: 'tooLarge' }
  /** Not well-formed multipart (400). */
  | { kind: 'bad' }
  /** Past the merchant's uploads this hour (429). */
  | { kind: 'limited'; retryAfterSeconds: number }
  /** Its header: not JPEG, PNG or WebP, too many pixels, or too narrow a shape (422). */
  | { kind: 'unsupported' | 'tooManyPixels' | 'tooNarrow' }
  /** Its pixels do not decode whole (422). */
  | { kind: 'undecodable' }
  /** The encoders and their queue are taken (503). */
  | { kind: 'busy' };

/** What reading a multipart body threw: a file past the limit, or anything not well-formed. */
export function readFailure(error: unknown): { kind: 'tooLarge' } | { kind: 'bad' } {
  const code = (error as { code?: unknown }).code;
  return { kind: code === 'FST_REQ_FILE_TOO_LARGE' ? 'tooLarge' : 'bad' };
}

export interface PhotoUploads {
  /**
   * Counts one upload of the merchant's; every one counts, refused ones too, so that no account
   * can keep the server decoding all day. `limited` past the hour's allowance, else null.
   */
  count(merchantId: number): Promise<PhotoRefusal | null>;
  /** The header checked, then the photo encoded by one of these uploads' encoders. */
  encode(bytes: Buffer): Promise<{ kind: 'encoded'; photo: EncodedPhoto } | PhotoRefusal>;
}

/**
 * Uploads within `limits`, encoded by a pool of their own (one per process and route); the
 * uploads an hour are counted per merchant across every route that takes photos.
 */
export function createPhotoUploads(db: Db, limits: PhotoConfig): PhotoUploads {
  const encoders = createPool(limits.encodings, limits.queue);
  const counters = createRateLimitRepository(db);
  return {
    async count(merchantId) {
      const hit = await counters.hit(`photoUpload:merchant:${merchantId}`, HOUR_SECONDS);
      return hit.hits > limits.uploadsPerHour
        ? { kind: 'limited', retryAfterSeconds: hit.retryAfterSeconds }
        : null;
    },
    async encode(bytes) {
      const inspected = await inspectPhoto(bytes);
      if (inspected.kind !== 'photo') return inspected;
      const slot = encoders.acquire();
      if (!slot) return { kind: 'busy' };
      const release = await slot;
      let encoded: EncodedPhoto | null;
      try {
        encoded = await encodePhoto(bytes, inspected);
      } finally {
        release();
      }
      return encoded ? { kind: 'encoded', photo: encoded } : { kind: 'undecodable' };
    },
  };
}

/** Sends the refusal on `reply`; a 422 names `field`, the upload's multipart field. */
export function refuseUpload(
  reply: FastifyReply,
  m: Messages,
  limits: PhotoConfig,
  refusal: PhotoRefusal,
  field: string,
) {
  const invalid = (problem: string) =>
    reply.code(422).send(validationBody(m, { [field]: [problem] }));
  switch (refusal.kind) {
    case 'tooLarge':
      return reply.code(413).send({ message: m.photoTooLarge(PHOTO_MAX_BYTES / MEGABYTE) });
    case 'bad':
      return reply.code(400).send({ message: m.badRequest });
    case 'limited':
      return reply
        .code(429)
        .header('Retry-After', String(refusal.retryAfterSeconds))
        .send({
          message: m.photoUploadLimit(
            limits.uploadsPerHour,
            Math.ceil(refusal.retryAfterSeconds / 60),
          ),
        });
    case 'busy':
      return reply
        .code(503)
        .header('Retry-After', String(limits.busyRetryAfterSeconds))
        .send({ message: m.photosBusy });
    case 'tooManyPixels':
      return invalid(m.photoTooManyPixels(MAX_INPUT_PIXELS / 1_000_000));
    case 'tooNarrow':
      return invalid(m.photoTooNarrow(MAX_ASPECT_RATIO));
    case 'unsupported':
    case 'undecodable':
      return invalid(m.unsupportedImage);
  }
}
