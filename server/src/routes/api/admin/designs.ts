/**
 * Stamp & Card Designs, the designers' side (contract/designs.ts), for the `design` part of the
 * back office (`designer` and `admin`): the queue of requests waiting for a designer, a request
 * whole (brief, logo, comments, every file), noting the consultation, uploading drafts, revised
 * versions and finals (multipart, one file in field `file`: PNG, JPEG or PDF by its content,
 * designs/files.ts), removing one not yet published, publishing the drafts, delivering the
 * finals, and the merchants' steps to hear of. Every step writes its audit row, with the request
 * before and after, in its own transaction (repositories/designs.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthHeaders, ErrorBody, apiPaths } from '@contract';
import {
  AdminDesignDetail,
  AdminDesignFileParams,
  AdminDesignParams,
  AdminDesignQueue,
  AdminDesignsQuery,
  ConsultationNoteRequest,
  DESIGN_LIMITS,
  DesignEvents,
  DesignEventsSeenRequest,
  DesignRefusalBody,
  DesignerNoteRequest,
} from '@contract/designs';
import { DESIGN_UPLOAD_LIMITS, attachment, checkDesignFile } from '../../../designs/files';
import { refusalMessage, refuseZawgyiIn, trimFields } from '../../../designs/text';
import { fieldLabel } from '../../../i18n';
import { readFailure } from '../../../photos/upload';
import { createPool } from '../../../photos/pool';
import type { AuditActor } from '../../../repositories/audit';
import { createDesignRepository, type StepResult } from '../../../repositories/designs';
import type { OperatorContext } from '../../../repositories/operatorSessions';
import { validationBody } from '../../../validation';
import { answers } from '../merchant/storeCommon';

const MEGABYTE = 1024 * 1024;

/** The guard has set the operator on every route here; a route without one is a wiring mistake. */
function actorOf(operator: OperatorContext | null): AuditActor {
  if (operator === null) throw new Error('an operator route ran without its guard');
  return { operatorId: operator.operatorId, phone: operator.phone, role: operator.role };
}

/** A file's bytes (any type), or `{message}`. */
const FILE_ANSWERS: Record<number, TSchema> = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The answers of a step: the request whole, 404, 409 with the refusal's reason, 422. */
const STEP_ANSWERS: Record<number, TSchema> = {
  ...answers({ 200: AdminDesignDetail, 201: AdminDesignDetail }, 400, 401, 403, 404, 413, 422, 503),
  409: DesignRefusalBody,
};

type Upload =
  | { kind: 'file'; bytes: Buffer; name: string | undefined }
  | { kind: 'none' }
  | ReturnType<typeof readFailure>;

/** Reads the one file of an upload, in field `file`; anything else is not well-formed. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) return { kind: 'none' };
  let found: { bytes: Buffer; name: string | undefined } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || found !== null) {
        if (part.type === 'file') part.file.resume();
        return { kind: 'bad' };
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0) found = { bytes, name: part.filename };
    }
  } catch (error) {
    return readFailure(error);
  }
  return found === null ? { kind: 'none' } : { kind: 'file', ...found };
}

/** A step whose note is optional may come with no body at all: then it has no note. */
async function noBodyNoNote(request: FastifyRequest) {
  if (request.body === undefined) request.body = {};
}

const adminDesignRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const designs = createDesignRepository(fastify.db);
  const limits = fastify.config.photos;
  // The decoders of the designers' images: as few as the photos', so pages keep their threads.
  const decoders = createPool(limits.encodings, limits.queue);

  // Scoped to this plugin: only a designer's file comes as multipart here.
  await fastify.register(multipart, { limits: DESIGN_UPLOAD_LIMITS });

  /** Answers a step: the request whole, or why not. */
  async function answerStep(
    request: FastifyRequest,
    reply: FastifyReply,
    requestId: number,
    result: StepResult<unknown>,
    code: 200 | 201 = 200,
  ) {
    const m = request.messages();
    switch (result.kind) {
      case 'notFound':
        return reply.code(404).send({ message: m.designNotFound });
      case 'fileNotFound':
        return reply.code(404).send({ message: m.designFileNotFound });
      case 'refused':
        return reply
          .code(409)
          .send({ message: refusalMessage(m, result.refusal), reason: result.refusal });
      case 'done':
        break;
    }
    const detail = await designs.designerDetail(requestId);
    if (!detail) return reply.code(404).send({ message: m.designNotFound });
    return reply.code(code).send(detail);
  }

  /** The note sent with a step, trimmed; null when there is none. */
  const noteOf = (body: DesignerNoteRequest | undefined) => {
    const note = body?.note?.trim() ?? '';
    return note === '' ? null : note;
  };

  fastify.get(
    `/${apiPaths.adminDesigns}`,
    {
      config: { operatorAccess: 'design' },
      schema: {
        headers: AuthHeaders,
        querystring: AdminDesignsQuery,
        response: answers({ 200: AdminDesignQueue }, 401, 403, 422),
      },
    },
    async (request) => designs.queue(request.query.status ?? 'waiting'),
  );

  fastify.get(
    `/${apiPaths.adminDesignEvents}`,
    {
      config: { operatorAccess: 'design' },
      schema: { headers: AuthHeaders, response: answers({ 200: DesignEvents }, 401, 403) },
    },
    async () => designs.designerEvents(),
  );

  fastify.post(
    `/${apiPaths.adminDesignEventsSeen}`,
    {
      config: { operatorAccess: 'design' },
      schema: {
        headers: AuthHeaders,
        body: DesignEventsSeenRequest,
        response: answers({ 200: DesignEvents }, 401, 403, 422),
      },
    },
    async (request) => {
      await designs.markDesignerSeen(request.body.up_to);
      return designs.designerEvents();
    },
  );

  fastify.get(
    `/${apiPaths.adminDesign}`,
    {
      config: { operatorAccess: 'design' },
      schema: {
        headers: AuthHeaders,
        params: AdminDesignParams,
        response: answers({ 200: AdminDesignDetail }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const detail = await designs.designerDetail(request.params.requestId);
      if (!detail) return reply.code(404).send({ message: request.messages().designNotFound });
      return detail;
    },
  );

  fastify.post(
    `/${apiPaths.adminDesignConsultation}`,
    {
      config: { operatorAccess: 'design' },
      preValidation: trimFields(['note']),
      preHandler: refuseZawgyiIn(['note']),
      schema: {
        headers: AuthHeaders,
        params: AdminDesignParams,
        body: ConsultationNoteRequest,
        response: STEP_ANSWERS,
      },
    },
    async (request, reply) => {
      const { requestId } = request.params;
      const result = await designs.noteConsultation(
        actorOf(request.operator),
        requestId,
        request.body.note,
      );
      return answerStep(request, reply, requestId, result);
    },
  );

  fastify.post(
    `/${apiPaths.adminDesignFiles}`,
    {
      config: { operatorAccess: 'design' },
      schema: { headers: AuthHeaders, params: AdminDesignParams, response: STEP_ANSWERS },
    },
    async (request, reply) => {
      const m = request.messages();
      const { requestId } = request.params;
      const upload = await readUpload(request);
      switch (upload.kind) {
        case 'none':
          return reply
            .code(422)
            .send(validationBody(m, { file: [m.required(fieldLabel(m, 'file'))] }));
        case 'tooLarge':
          return reply
            .code(413)
            .send({ message: m.designFileTooLarge(DESIGN_LIMITS.fileBytes / MEGABYTE) });
        case 'bad':
          return reply.code(400).send({ message: m.badRequest });
        case 'file':
          break;
      }
      // The cheap refusals first: nothing is decoded for a request that takes no file now.
      const before = await designs.designerDetail(requestId);
      if (!before) return reply.code(404).send({ message: m.designNotFound });
      if (!['drafts', 'revision', 'final'].includes(before.state)) {
        return answerStep(request, reply, requestId, { kind: 'refused', refusal: 'wrong_step' });
      }
      const fallback = before.state === 'final' ? 'final' : `draft-${before.revision_rounds}`;
      const checked = await checkDesignFile(decoders, upload.bytes, upload.name, fallback);
      if (checked.kind === 'busy') {
        return reply
          .code(503)
          .header('Retry-After', String(limits.busyRetryAfterSeconds))
          .send({ message: m.photosBusy });
      }
      if (checked.kind === 'refused') {
        request.log.info({ requestId, bytes: upload.bytes.length }, 'design file refused');
        return reply.code(422).send(validationBody(m, { file: [m.designFileType] }));
      }
      const result = await designs.addFile(actorOf(request.operator), requestId, checked.file);
      if (result.kind === 'done') {
        request.log.info({ requestId, fileId: result.value.id }, 'design file uploaded');
      }
      return answerStep(request, reply, requestId, result, 201);
    },
  );

  fastify.get(
    `/${apiPaths.adminDesignFile}`,
    {
      config: { operatorAccess: 'design' },
      schema: {
        headers: AuthHeaders,
        params: AdminDesignFileParams,
        response: FILE_ANSWERS,
      },
    },
    async (request, reply) => {
      const { requestId, fileId } = request.params;
      const file = await designs.designerFile(requestId, fileId);
      if (!file) return reply.code(404).send({ message: request.messages().designFileNotFound });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.name))
        .send(file.bytes);
    },
  );

  fastify.delete(
    `/${apiPaths.adminDesignFile}`,
    {
      config: { operatorAccess: 'design' },
      schema: { headers: AuthHeaders, params: AdminDesignFileParams, response: STEP_ANSWERS },
    },
    async (request, reply) => {
      const { requestId, fileId } = request.params;
      const result = await designs.removeFile(actorOf(request.operator), requestId, fileId);
      return answerStep(request, reply, requestId, result);
    },
  );

  fastify.post(
    `/${apiPaths.adminDesignPublish}`,
    {
      config: { operatorAccess: 'design' },
      preValidation: noBodyNoNote,
      preHandler: refuseZawgyiIn(['note']),
      schema: {
        headers: AuthHeaders,
        params: AdminDesignParams,
        body: DesignerNoteRequest,
        response: STEP_ANSWERS,
      },
    },
    async (request, reply) => {
      const { requestId } = request.params;
      const result = await designs.publish(
        actorOf(request.operator),
        requestId,
        noteOf(request.body),
      );
      if (result.kind === 'done') request.log.info({ requestId }, 'design drafts published');
      return answerStep(request, reply, requestId, result);
    },
  );

  fastify.post(
    `/${apiPaths.adminDesignDeliver}`,
    {
      config: { operatorAccess: 'design' },
      preValidation: noBodyNoNote,
      preHandler: refuseZawgyiIn(['note']),
      schema: {
        headers: AuthHeaders,
        params: AdminDesignParams,
        body: DesignerNoteRequest,
        response: STEP_ANSWERS,
      },
    },
    async (request, reply) => {
      const { requestId } = request.params;
      const result = await designs.deliver(
        actorOf(request.operator),
        requestId,
        noteOf(request.body),
      );
      if (result.kind === 'done') request.log.info({ requestId }, 'design delivered');
      return answerStep(request, reply, requestId, result);
    },
  );
};

export default adminDesignRoutes;
