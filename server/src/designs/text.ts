/**
 * What the design routes share about words: typed text trimmed before validation, Zawgyi refused
 * in what the two sides write (the brief, comments, notes) as it is everywhere text is stored
 * (plugins/app/zawgyi.ts: stored Zawgyi reads garbled to the other side), and the refusals of
 * the steps in the request's language.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as myanmarTools from 'myanmar-tools';
import { DESIGN_LIMITS, type DesignRefusal } from '@contract/designs';
import { createZawgyiChecker } from '@contract/zawgyi';
import type { Messages } from '../i18n';
import { validationBody, type FieldErrors } from '../validation';

/** One detector per process, built at the first text that needs it. */
let detector: ReturnType<typeof createZawgyiChecker> | undefined;

/** A `preHandler` answering 422 naming each of `fields` (top-level body fields) that is Zawgyi. */
export function refuseZawgyiIn(fields: readonly string[]) {
  return async function refuseDesignZawgyi(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as Record<string, unknown> | null | undefined;
    if (typeof body !== 'object' || body === null) return;
    const errors: FieldErrors = {};
    for (const field of fields) {
      const value = body[field];
      if (typeof value !== 'string') continue;
      detector ??= createZawgyiChecker(myanmarTools);
      if (detector(value).isZawgyi) errors[field] = [request.messages().zawgyi];
    }
    if (Object.keys(errors).length === 0) return;
    request.log.info({ fields: Object.keys(errors) }, 'Zawgyi text refused');
    return reply.code(422).send(validationBody(request.messages(), errors));
  };
}

/** A `preValidation` trimming `fields` (top-level body fields) of the body, when they are text. */
export function trimFields(fields: readonly string[]) {
  return async function trimDesignText(request: FastifyRequest) {
    const body = request.body as Record<string, unknown> | null | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    for (const field of fields) {
      const value = body[field];
      if (typeof value === 'string') body[field] = value.trim();
    }
  };
}

/** The refusal of a step, in the request's language. */
export function refusalMessage(m: Messages, refusal: DesignRefusal): string {
  switch (refusal) {
    case 'wrong_step':
      return m.designWrongStep;
    case 'too_few_drafts':
      return m.designTooFewDrafts;
    case 'too_many_drafts':
      return m.designTooManyDrafts;
    case 'no_revised_version':
      return m.designNoRevisedVersion;
    case 'revisions_used_up':
      return m.designRevisionsUsedUp;
    case 'no_draft_chosen':
      return m.designNoDraftChosen;
    case 'no_final_files':
      return m.designNoFinalFiles;
    case 'too_many_files':
      return m.designTooManyFiles(DESIGN_LIMITS.finalFiles);
    case 'nothing_unpublished':
      return m.designNothingUnpublished;
  }
}
