/** The API's words about notifications, in the request's language (see server/src/i18n.ts). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, type Language } from '../i18n';
import { validationBody } from '../validation';
import type { PushService } from './plugin';

const WORDS = {
  en: {
    pushOff: 'Notifications on this device are not available on this server.',
    endpointRefused: 'This browser’s push service is not one this server sends to.',
    deviceNotFound: 'Device not found',
  },
  my: {
    pushOff: 'ဤဆာဗာတွင် စက်ပေါ်သို့ အသိပေးချက် ပို့ခြင်းကို မရရှိနိုင်ပါ။',
    endpointRefused: 'ဤဘရောက်ဇာ၏ push ဝန်ဆောင်မှုသို့ ဤဆာဗာက မပို့ပါ။',
    deviceNotFound: 'စက်ကို ရှာမတွေ့ပါ။',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function pushWords(request: FastifyRequest) {
  // Marks the answer as depending on Accept-Language (Vary), as every worded answer does.
  request.messages();
  return WORDS[languageOf(request.headers['accept-language'])];
}

/**
 * A subscription this server cannot keep, answered: push is off (409), or the endpoint is not a
 * push service it sends to (422 naming `endpoint`). Null when it can; the shop person's and the
 * shopper's subscribe calls ask the same.
 */
export function refuseSubscription(
  request: FastifyRequest,
  reply: FastifyReply,
  push: Pick<PushService, 'publicKey' | 'endpointAllowed'>,
  endpoint: string,
): FastifyReply | null {
  const words = pushWords(request);
  if (push.publicKey === null) return reply.code(409).send({ message: words.pushOff });
  if (!push.endpointAllowed(endpoint)) {
    return reply
      .code(422)
      .send(validationBody(request.messages(), { endpoint: [words.endpointRefused] }));
  }
  return null;
}
