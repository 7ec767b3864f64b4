/**
 * The language of each answer. `request.messages()` gives the words of the request's language
 * (see `languageOf`); an answer that used them says `Vary: Accept-Language`, so that no cache
 * hands a Burmese answer to someone who asked in English.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, languageOf, type Messages } from '../../i18n';
import { varyOn } from './httpCaching';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API's messages in the language of this request. */
    messages(): Messages;
    /** Set once `messages()` was called: the answer's words depend on `Accept-Language`. */
    languageUsed: boolean;
  }
}

/** Adds `Accept-Language` to the answer's `Vary`, keeping what other plugins put there. */
export function varyOnLanguage(reply: FastifyReply): void {
  varyOn(reply, 'Accept-Language');
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('languageUsed', false);
    fastify.decorateRequest('messages', function messages(this: FastifyRequest) {
      this.languageUsed = true;
      return MESSAGES[languageOf(this.headers['accept-language'])];
    });
    fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      if (request.languageUsed) varyOnLanguage(reply);
      return payload;
    });
  },
  { name: 'language' },
);
