/**
 * Stamp & Card Designs, the shop's side (contract/designs.ts): the products and extras with their
 * prices, the shop's requests with the units its plan leaves, a new request (its brief submitted),
 * picking a draft, asking for a revision (two rounds at most: a third is 409
 * `revisions_used_up`), accepting, downloading a file, putting a delivered stamp design on the
 * stamp card, and the designer's steps to hear of. The owner and managers only
 * (`merchantAccess: 'store'`); another shop's request is 404.
 *
 * A new request uses one unit of the add-on bought with the subscription in force: with none
 * bought 403 `Your plan does not include this feature`, with all used 403 saying so. It takes an
 * Idempotency-Key (a retry makes no second request) and comes as JSON, or as multipart with the
 * JSON in field `data` and a logo in file `logo` (re-encoded, designs/files.ts).
 */
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthHeaders, ErrorBody, MerchantParams, apiPaths } from '@contract';
import {
  ApplyStampDesignRequest,
  CreateDesignRequest,
  DesignCatalogue,
  DesignEvents,
  DesignEventsSeenRequest,
  DesignRefusalBody,
  DesignRequestDetail,
  MerchantDesignFileParams,
  MerchantDesignParams,
  MerchantDesigns,
  PickDraftRequest,
  RevisionRequest,
} from '@contract/designs';
import { MerchantStampCard, ReasonBody } from '@contract/loyalty';
import { PHOTO_MAX_BYTES } from '@contract/store';
import { encodeLogo, attachment } from '../../../designs/files';
import { refusalMessage, refuseZawgyiIn, trimFields } from '../../../designs/text';
import { fieldLabel } from '../../../i18n';
import { createPhotoUploads, readFailure, refuseUpload } from '../../../photos/upload';
import { createPool } from '../../../photos/pool';
import { badTextFields, hasMoreKeys, MAX_BODY_FIELDS } from '../../../plugins/app/input';
import { createDesignRepository, type StepResult } from '../../../repositories/designs';
import { merchantDesignOf } from '../../../repositories/loyaltyShared';
import { validationBody, type FieldErrors } from '../../../validation';
import { IdempotentHeaders, answers } from './storeCommon';

const MEGABYTE = 1024 * 1024;

/** A brief's multipart: its JSON in `data` (a brief of 2,000 letters fits), one logo file. */
const BRIEF_UPLOAD_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 1,
  fieldSize: 32 * 1024,
  parts: 2,
  headerPairs: 20,
} as const;

/** A file's bytes (any type), or `{message}`. */
const FILE_ANSWERS: Record<number, TSchema> = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The stamp card with the design on it, or why not (409 with a reason). */
const STAMP_CARD_ANSWERS: Record<number, TSchema> = {
  ...answers({ 200: MerchantStampCard }, 401, 403, 404, 422, 503),
  409: ReasonBody,
};

/** The answers of a step: the request whole, 404, 409 with the refusal's reason, 422. */
const STEP_ANSWERS: Record<number, TSchema> = {
  ...answers({ 200: DesignRequestDetail }, 401, 403, 404, 422),
  409: DesignRefusalBody,
};

/** A new photo id: random, as the store's photos' are. */
function newPhotoId(): string {
  return `ph_${randomBytes(16).toString('base64url')}`;
}

/** The logo read from a multipart brief, by request. */
const logos = new WeakMap<FastifyRequest, { bytes: Buffer; name: string | undefined }>();

/**
 * A multipart brief becomes the body the schema validates (its `data`, parsed), its logo kept
 * aside; the checks every body gets before validation are made again on it (plugins/app/input.ts
 * ran before the parts were read).
 */
async function readBrief(request: FastifyRequest, reply: FastifyReply) {
  if (!request.isMultipart()) return;
  const m = request.messages();
  let data: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'logo' || logos.has(request)) {
          part.file.resume();
          return reply.code(400).send({ message: m.badRequest });
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) logos.set(request, { bytes, name: part.filename });
      } else if (part.fieldname === 'data' && typeof part.value === 'string' && data === null) {
        data = part.value;
      } else {
        return reply.code(400).send({ message: m.badRequest });
      }
    }
  } catch (error) {
    const failure = readFailure(error);
    if (failure.kind === 'tooLarge') {
      return reply.code(413).send({ message: m.photoTooLarge(PHOTO_MAX_BYTES / MEGABYTE) });
    }
    return reply.code(400).send({ message: m.badRequest });
  }
  let body: unknown = {};
  if (data !== null) {
    try {
      body = JSON.parse(data);
    } catch {
      return reply.code(422).send(validationBody(m, { data: [m.badJson] }));
    }
  }
  if (hasMoreKeys(body, MAX_BODY_FIELDS)) {
    return reply.code(422).send(validationBody(m, { body: [m.tooManyFields(MAX_BODY_FIELDS)] }));
  }
  const bad = badTextFields(body);
  if (bad.length > 0) {
    const errors: FieldErrors = {};
    for (const field of bad) errors[field] = [m.controlCharacters(fieldLabel(m, field))];
    return reply.code(422).send(validationBody(m, errors));
  }
  request.body = body;
}

const merchantDesignRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const designs = createDesignRepository(fastify.db);
  const { photos } = fastify.repositories;
  const limits = fastify.config.photos;
  // The stamp card's photo goes through the photos' own pipeline; logos through their own pool.
  const uploads = createPhotoUploads(fastify.db, limits);
  const encoders = createPool(limits.encodings, limits.queue);
  const own = [fastify.requireAuth, fastify.requireOwnMerchant];

  // Scoped to this plugin: only a brief with its logo comes as multipart here.
  await fastify.register(multipart, { limits: BRIEF_UPLOAD_LIMITS });

  /** Answers a step: the request whole, or why not. */
  async function answerStep(
    request: FastifyRequest,
    reply: FastifyReply,
    merchantId: number,
    requestId: number,
    result: StepResult,
  ) {
    const m = request.messages();
    switch (result.kind) {
      case 'notFound':
        return reply.code(404).send({ message: m.designNotFound });
      case 'fileNotFound':
        return reply
          .code(422)
          .send(validationBody(m, { file_id: [m.selectedInvalid(fieldLabel(m, 'file_id'))] }));
      case 'refused':
        return reply
          .code(409)
          .send({ message: refusalMessage(m, result.refusal), reason: result.refusal });
      case 'done':
        break;
    }
    const detail = await designs.merchantDetail(merchantId, requestId);
    if (!detail) return reply.code(404).send({ message: m.designNotFound });
    return detail;
  }

  fastify.get(
    `/${apiPaths.merchantDesignCatalogue}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: own,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: DesignCatalogue }, 401, 403),
      },
    },
    async () => designs.catalogue(),
  );

  fastify.get(
    `/${apiPaths.merchantDesigns}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: own,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: MerchantDesigns }, 401, 403),
      },
    },
    async (request) => {
      const { merchantId } = request.params;
      const requests = await designs.list(merchantId);
      const units = await designs.units(merchantId);
      const { unseen } = await designs.merchantEvents(merchantId);
      return { requests, units, unseen };
    },
  );

  fastify.post(
    `/${apiPaths.merchantDesigns}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: own,
      preValidation: [readBrief, trimFields(['brief'])],
      preHandler: refuseZawgyiIn(['brief']),
      schema: {
        headers: IdempotentHeaders,
        params: MerchantParams,
        body: CreateDesignRequest,
        response: answers(
          { 200: DesignRequestDetail, 201: DesignRequestDetail },
          400,
          401,
          403,
          413,
          422,
          429,
          503,
        ),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId } = request.params;
      const body = request.body;
      const idempotencyKey = request.headers['idempotency-key'];
      const answer = async (id: number, code: 200 | 201) => {
        const detail = await designs.merchantDetail(merchantId, id);
        if (!detail) throw new Error('a design request just made was not found');
        return reply.code(code).send(detail);
      };
      const refuseUnits = (bought: number) =>
        reply
          .code(403)
          .send({ message: bought === 0 ? m.featureNotIncluded : m.designUnitsUsedUp(bought) });

      // The cheap refusals first: nothing is encoded for a request that cannot be made.
      const units = await designs.units(merchantId);
      if (units.left === 0 && idempotencyKey === undefined) return refuseUnits(units.bought);
      const logoPhotoId = body.logo_photo_id ?? null;
      if (
        logoPhotoId !== null &&
        !(await photos.ownedBy(merchantId, [logoPhotoId])).has(logoPhotoId)
      ) {
        return reply.code(422).send(
          validationBody(m, {
            logo_photo_id: [m.selectedInvalid(fieldLabel(m, 'logo_photo_id'))],
          }),
        );
      }
      const upload = logos.get(request);
      let logo = null;
      if (upload && units.left > 0) {
        const limited = await uploads.count(merchantId);
        if (limited) return refuseUpload(reply, m, limits, limited, 'logo');
        const checked = await encodeLogo(encoders, upload.bytes, upload.name);
        if (checked.kind === 'busy') return refuseUpload(reply, m, limits, checked, 'logo');
        if (checked.kind === 'refused') {
          return reply.code(422).send(validationBody(m, { logo: [m.unsupportedImage] }));
        }
        logo = checked.file;
      }
      const result = await designs.create(merchantId, {
        product: body.product,
        extras: body.extras,
        brief: body.brief,
        colours: body.colours,
        logoPhotoId,
        logo,
        idempotencyKey,
      });
      switch (result.kind) {
        case 'created':
          request.log.info({ merchantId, requestId: result.id }, 'design requested');
          return answer(result.id, 201);
        case 'replayed':
          return answer(result.id, 200);
        case 'noUnits':
          return refuseUnits(result.bought);
        case 'tooFewUnits':
          return reply.code(403).send({ message: m.designUnitsTooFew(result.needed, result.left) });
        case 'unknownProduct':
          return reply
            .code(422)
            .send(validationBody(m, { product: [m.selectedInvalid(fieldLabel(m, 'product'))] }));
        case 'unknownExtra':
          return reply
            .code(422)
            .send(validationBody(m, { extras: [m.selectedInvalid(fieldLabel(m, 'extras'))] }));
      }
    },
  );

  fastify.get(
    `/${apiPaths.merchantDesignEvents}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: own,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: DesignEvents }, 401, 403),
      },
    },
    async (request) => designs.merchantEvents(request.params.merchantId),
  );

  fastify.post(
    `/${apiPaths.merchantDesignEventsSeen}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: own,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: DesignEventsSeenRequest,
        response: answers({ 200: DesignEvents }, 401, 403, 422),
      },
    },
    async (request) => {
      const { merchantId } = request.params;
      await designs.markMerchantSeen(merchantId, request.body.up_to);
      return designs.merchantEvents(merchantId);
    },
  );

  fastify.get(
    `/${apiPaths.merchantDesign}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: own,
      schema: {
        headers: AuthHeaders,
        params: MerchantDesignParams,
        response: answers({ 200: DesignRequestDetail }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId, requestId } = request.params;
      const detail = await designs.merchantDetail(merchantId, requestId);
      if (!detail) return reply.code(404).send({ message: request.messages().designNotFound });
      return detail;
    },
  );

  fastify.post(
    `/${apiPaths.merchantDesignPick}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: own,
      schema: {
        headers: AuthHeaders,
        params: MerchantDesignParams,
        body: PickDraftRequest,
        response: STEP_ANSWERS,
      },
    },
    async (request, reply) => {
      const { merchantId, requestId } = request.params;
      const result = await designs.pick(merchantId, requestId, request.body.file_id);
      return answerStep(request, reply, merchantId, requestId, result);
    },
  );

  fastify.post(
    `/${apiPaths.merchantDesignRevision}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: own,
      preValidation: trimFields(['comment']),
      preHandler: refuseZawgyiIn(['comment']),
      schema: {
        headers: AuthHeaders,
        params: MerchantDesignParams,
        body: RevisionRequest,
        response: STEP_ANSWERS,
      },
    },
    async (request, reply) => {
      const { merchantId, requestId } = request.params;
      const result = await designs.askRevision(merchantId, requestId, request.body.comment);
      if (result.kind === 'done') {
        request.log.info({ merchantId, requestId }, 'design revision asked');
      }
      return answerStep(request, reply, merchantId, requestId, result);
    },
  );

  fastify.post(
    `/${apiPaths.merchantDesignAccept}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: own,
      schema: { headers: AuthHeaders, params: MerchantDesignParams, response: STEP_ANSWERS },
    },
    async (request, reply) => {
      const { merchantId, requestId } = request.params;
      const result = await designs.accept(merchantId, requestId);
      if (result.kind === 'done') request.log.info({ merchantId, requestId }, 'design accepted');
      return answerStep(request, reply, merchantId, requestId, result);
    },
  );

  fastify.get(
    `/${apiPaths.merchantDesignFile}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: own,
      schema: {
        headers: AuthHeaders,
        params: MerchantDesignFileParams,
        response: FILE_ANSWERS,
      },
    },
    async (request, reply) => {
      const { merchantId, requestId, fileId } = request.params;
      const file = await designs.merchantFile(merchantId, requestId, fileId);
      if (!file) return reply.code(404).send({ message: request.messages().designFileNotFound });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.name))
        .send(file.bytes);
    },
  );

  fastify.post(
    `/${apiPaths.merchantDesignStampCard}`,
    {
      config: { merchantAccess: 'store' },
      onRequest: [...own, fastify.requireFeature('stamp_card')],
      schema: {
        headers: AuthHeaders,
        params: MerchantDesignParams,
        body: ApplyStampDesignRequest,
        response: STAMP_CARD_ANSWERS,
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId, requestId } = request.params;
      const found = await designs.stampDesignFile(merchantId, requestId, request.body.file_id);
      const conflict = (message: string, reason: string) =>
        reply.code(409).send({ message, reason });
      switch (found.kind) {
        case 'notFound':
          return reply.code(404).send({ message: m.designNotFound });
        case 'fileNotFound':
          return reply
            .code(422)
            .send(validationBody(m, { file_id: [m.selectedInvalid(fieldLabel(m, 'file_id'))] }));
        case 'notDelivered':
          return conflict(m.designNotDelivered, 'not_delivered');
        case 'notStampDesign':
          return conflict(m.designNotForStampCard, 'not_stamp_design');
        case 'noImage':
          return conflict(m.designNoImage, 'no_image');
        case 'file':
          break;
      }
      if (!(await designs.hasStampCard(merchantId))) {
        return conflict(m.stampCardMissing, 'no_stamp_card');
      }
      // The photo is made once per final file: applying it again puts the same photo back.
      const key = `design-file-${found.fileId}`;
      let photo = await photos.byKey(merchantId, key);
      if (!photo) {
        const encoded = await uploads.encode(found.file.bytes);
        if (encoded.kind !== 'encoded') {
          if (encoded.kind === 'busy') return refuseUpload(reply, m, limits, encoded, 'file_id');
          return conflict(m.designNoImage, 'no_image');
        }
        const stored = await photos.insert(
          { id: newPhotoId(), merchantId, idempotencyKey: key, ...encoded.photo },
          limits.storedBytesPerMerchant,
        );
        switch (stored.kind) {
          case 'noStore':
            return reply.code(404).send({ message: m.storeNotFound });
          case 'full':
            return reply.code(422).send(
              validationBody(m, {
                file_id: [m.photoStorageFull(Math.round(limits.storedBytesPerMerchant / MEGABYTE))],
              }),
            );
          case 'stored':
          case 'replayed':
            photo = stored.ref;
        }
      }
      if (!(await designs.setStampCardLogo(merchantId, photo.id))) {
        return conflict(m.stampCardMissing, 'no_stamp_card');
      }
      request.log.info({ merchantId, requestId, photoId: photo.id }, 'stamp design applied');
      const card = await merchantDesignOf(fastify.db, merchantId);
      if (!card) return conflict(m.stampCardMissing, 'no_stamp_card');
      return card;
    },
  );
};

export default merchantDesignRoutes;
