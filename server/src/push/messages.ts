/** The API's words about notifications, in the request's language (see server/src/i18n.ts). */
import type { FastifyRequest } from 'fastify';
import { languageOf, type Language } from '../i18n';

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
