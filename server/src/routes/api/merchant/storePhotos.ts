/**
 * `merchant/store/{merchantId}/photos`: one photo (multipart, field `photo`), re-encoded to WebP at
 * fixed widths and stored in the database (photos/encode.ts). Its `PhotoRef` is what the profile
 * (logo, cover) and items (photo) then name. Multipart is parsed in this plugin only, with limits
 * that allow one file of at most `PHOTO_MAX_BYTES` and nothing much else.
 */
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MerchantParams, apiPaths } from '@contract';
import { PHOTO_MAX_BYTES, PhotoRef } from '@contract/store';
import { fieldLabel } from '../../../i18n';
import { encodePhoto } from '../../../photos/encode';
import { validationBody } from '../../../validation';
import { IdempotentHeaders, answers } from './storeCommon';

const MEGABYTE = 1024 * 1024;

/** A new photo id: random, so that no one can guess another shop's photos from their own. */
function newPhotoId(): string {
  return `ph_${randomBytes(16).toString('base64url')}`;
}

/** Read the whole upload; `tooLarge` when it passes the limit, `bad` when it is not well-formed. */
async function readUpload(
  read: () => Promise<Buffer | null>,
): Promise<{ kind: 'file'; bytes: Buffer } | { kind: 'none' | 'tooLarge' | 'bad' }> {
  try {
    const bytes = await read();
    return bytes === null ? { kind: 'none' } : { kind: 'file', bytes };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { kind: code === 'FST_REQ_FILE_TOO_LARGE' ? 'tooLarge' : 'bad' };
  }
}

const merchantPhotoRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { photos } = fastify.repositories;

  // Scoped to this plugin (not wrapped with fastify-plugin): no other route accepts multipart.
  await fastify.register(multipart, {
    limits: {
      fileSize: PHOTO_MAX_BYTES,
      files: 1,
      fields: 2,
      fieldSize: 1024,
      parts: 3,
      headerPairs: 20,
    },
  });

  fastify.post(
    `/${apiPaths.storePhotos}`,
    {
      onRequest: [fastify.requireAuth, fastify.requireOwnMerchant],
      schema: {
        headers: IdempotentHeaders,
        params: MerchantParams,
        response: answers({ 200: PhotoRef, 201: PhotoRef }, 400, 401, 403, 413, 422),
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
          return reply.code(413).send({ message: m.photoTooLarge(PHOTO_MAX_BYTES / MEGABYTE) });
        case 'bad':
          return reply.code(400).send({ message: m.badRequest });
        case 'file':
          break;
      }
      // A repeated upload (a double tap, a retry) answers the first photo without encoding again.
      const idempotencyKey = request.headers['idempotency-key'];
      const first = idempotencyKey && (await photos.byKey(merchantId, idempotencyKey));
      if (first) return first;
      const encoded = await encodePhoto(upload.bytes);
      if (!encoded) {
        request.log.info({ merchantId, bytes: upload.bytes.length }, 'photo refused');
        return reply.code(422).send(validationBody(m, { photo: [m.unsupportedImage] }));
      }
      const { replayed, ref } = await photos.insert({
        id: newPhotoId(),
        merchantId,
        idempotencyKey,
        ...encoded,
      });
      if (replayed) return ref;
      request.log.info({ merchantId, photoId: ref.id, widths: ref.widths }, 'photo stored');
      return reply.code(201).send(ref);
    },
  );
};

export default merchantPhotoRoutes;
