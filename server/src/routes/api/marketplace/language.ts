/** The language of the names in the marketplace's answers. */
import type { FastifyRequest } from 'fastify';
import { languageOf, type Language } from '../../../i18n';

/**
 * The language of the names in the answer (categories, townships, districts), from
 * `Accept-Language` as for messages; the answer then says `Vary: Accept-Language`.
 */
export function answerLanguage(request: FastifyRequest): Language {
  request.languageUsed = true;
  return languageOf(request.headers['accept-language']);
}
