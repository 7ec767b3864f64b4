/**
 * `merchant/store/{merchantId}/photos`: one photo (multipart, field `photo`), re-encoded to WebP at
 * fixed widths and stored in the database (photos/encode.ts). Its `PhotoRef` is what the profile
 * (logo, cover) and items (photo) then name. Multipart is parsed in this plugin only, with limits
 * that allow one file of at most `PHOTO_MAX_BYTES` and nothing much else.
 *
 * Decoding an image is the costliest thing the server does, so an upload passes cheap checks
 * first, in this order: a saved store (404 'Save your store profile first.'), the merchant's
 * uploads this hour (429 with Retry-After), the bytes their photos already take (422), and the
 * header's format, pixels and shape (422), read without decoding a pixel. Only then does it wait
 * for one of the process's few encoders (`config.photos`); when they and their short queue are
 * taken it is told to come back (503 with Retry-After) rather than slow every other request.
 */
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MerchantParams, apiPaths } from '@contract';
import { PhotoRef } from '@contract/store';
import { fieldLabel } from '../../../i18n';
import {
  PHOTO_UPLOAD_LIMITS,
  createPhotoUploads,
  readFailure,
  refuseUpload,
} from '../../../photos/upload';
import { validationBody } from '../../../validation';
import { IdempotentHeaders, answers } from './storeCommon';

const MEGABYTE = 1024 * 1024;

/** The answers by status: the photo, `{message}` (429 and 503 with Retry-After) or 422 errors. */
const PHOTO_ANSWERS = answers(
  { 200: PhotoRef, 201: PhotoRef },
  400,
  401,
  403,
  404,
  413,
  422,
  429,
  503,
);

/** A new photo id: random, so that no one can guess another shop's photos from their own. */
function newPhotoId(): string {
  return `ph_${randomBytes(16).toString('base64url')}`;
}

/** Read the whole upload; `tooLarge` when it passes the limit, `bad` when it is not well-formed. */
async function readUpload(
  read: () => Promise<Buffer | null>,
): Promise<{ kind: 'file'; bytes: Buffer } | { kind: 'none' } | ReturnType<typeof readFailure>> {
  try {
    const bytes = await read();
    return bytes === null ? { kind: 'none' } : { kind: 'file', bytes };
  } catch (error) {
    return readFailure(error);
  }
}

const merchantPhotoRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { photos } = fastify.repositories;
  const limits = fastify.config.photos;
  // One pool per process (per app): the encoders every merchant's uploads share.
  const uploads = createPhotoUploads(fastify.db, limits);

  // Scoped to this plugin (not wrapped with fastify-plugin): no other route accepts multipart.
  await fastify.register(multipart, { limits: PHOTO_UPLOAD_LIMITS });

  fastify.post(
    `/${apiPaths.storePhotos}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: [fastify.requireAuth, fastify.requireOwnMerchant],
      schema: {
        headers: IdempotentHeaders,
        params: MerchantParams,
        response: PHOTO_ANSWERS,
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const m = request.messages();
      const upload = await readUpload(async () => {
        if (!request.isMultipart()) return null;
        const file = await request.file();
        if (!file || file.fieldname !== 'photo') {
          // Whatever else was sent is drained, so the connection can carry the answer.
          file?.file.resume();
          return null;
        }
        return file.toBuffer();
      });
      switch (upload.kind) {
        case 'none':
          return reply
            .code(422)
            .send(validationBody(m, { photo: [m.required(fieldLabel(m, 'photo'))] }));
        case 'tooLarge':
        case 'bad':
          return refuseUpload(reply, m, limits, upload, 'photo');
        case 'file':
          break;
      }
      if (!(await photos.hasStore(merchantId))) {
        return reply.code(404).send({ message: m.storeNotFound });
      }
      // A repeated upload (a double tap, a retry) answers the first photo without encoding again.
      const idempotencyKey = request.headers['idempotency-key'];
      const first = idempotencyKey && (await photos.byKey(merchantId, idempotencyKey));
      if (first) return first;
      const limited = await uploads.count(merchantId);
      if (limited) {
        request.log.warn({ merchantId }, 'photo uploads limited');
        return refuseUpload(reply, m, limits, limited, 'photo');
      }
      const storageFull = () =>
        reply.code(422).send(
          validationBody(m, {
            photo: [m.photoStorageFull(Math.round(limits.storedBytesPerMerchant / MEGABYTE))],
          }),
        );
      if ((await photos.storedBytes(merchantId)) >= limits.storedBytesPerMerchant) {
        return storageFull();
      }
      const encoded = await uploads.encode(upload.bytes);
      if (encoded.kind !== 'encoded') {
        if (encoded.kind === 'busy') {
          request.log.warn({ merchantId }, 'photo encoders busy');
        } else {
          const bytes = upload.bytes.length;
          // A photo whose pixels do not decode passed the header's checks: no reason to name.
          const reason = encoded.kind === 'undecodable' ? {} : { reason: encoded.kind };
          request.log.info({ merchantId, bytes, ...reason }, 'photo refused');
        }
        return refuseUpload(reply, m, limits, encoded, 'photo');
      }
      const stored = await photos.insert(
        { id: newPhotoId(), merchantId, idempotencyKey, ...encoded.photo },
        limits.storedBytesPerMerchant,
      );
      switch (stored.kind) {
        case 'noStore':
          return reply.code(404).send({ message: m.storeNotFound });
        case 'full':
          return storageFull();
        case 'replayed':
          return stored.ref;
        case 'stored':
          break;
      }
      const { ref } = stored;
      request.log.info({ merchantId, photoId: ref.id, widths: ref.widths }, 'photo stored');
      return reply.code(201).send(ref);
    },
  );
};

export default merchantPhotoRoutes;
