/**
 * The error messages both halves match on: the API answers with them and the SPA recognises them.
 * The API answers in the language of the request (English, or Burmese for `Accept-Language: my`),
 * so each message has both texts here, and `isMessage` recognises either.
 * This module imports nothing, so the SPA bundles it as plain code.
 */

/** 401: the request carries no active bearer token. */
export const TOKEN_NOT_VALID = 'Token not valid';

/** 403: the merchant id in the path is not the signed-in merchant's own. */
export const NOT_OWN_MERCHANT = 'Unauthorized to use this merchant';

/**
 * 409: the merchant's order changed after the payment intent was made; nothing was charged. The
 * intent can no longer be paid, so the SPA asks for a new one on the next submission.
 */
export const ORDER_CHANGED =
  'Your order changed after this payment was started, so nothing was charged. Please review your order and pay again.';

/** 409: another charge of the same intent is still running; the same intent is retried. */
export const PAYMENT_IN_PROGRESS = 'A payment for this intent is already in progress.';

/** 429: too many declined cards on the intent or by the merchant; the SPA asks for a new intent. */
export const TOO_MANY_DECLINES = 'Too many declined payments. Please try again later.';

/** 422 on `phone` at registration: the phone has an account already (the SPA offers to log in). */
export const PHONE_TAKEN = 'The phone has already been taken.';

/** The recognised messages, by id, in each language the API answers in. */
export const MATCHED_MESSAGES = {
  TOKEN_NOT_VALID: { en: TOKEN_NOT_VALID, my: 'ဝင်ရောက်ခွင့် တိုကင် မမှန်ကန်ပါ။' },
  NOT_OWN_MERCHANT: { en: NOT_OWN_MERCHANT, my: 'ဤဆိုင်ရှင်အကောင့်ကို အသုံးပြုခွင့် မရှိပါ။' },
  ORDER_CHANGED: {
    en: ORDER_CHANGED,
    my: 'ဤငွေပေးချေမှုကို စတင်ပြီးနောက် သင့်အော်ဒါ ပြောင်းလဲသွားသဖြင့် ငွေမဖြတ်ရသေးပါ။ အော်ဒါကို ပြန်စစ်ပြီး ထပ်မံ ငွေပေးချေပါ။',
  },
  PAYMENT_IN_PROGRESS: {
    en: PAYMENT_IN_PROGRESS,
    my: 'ဤငွေပေးချေမှုကို ဆောင်ရွက်နေဆဲ ဖြစ်ပါသည်။',
  },
  PHONE_TAKEN: { en: PHONE_TAKEN, my: 'ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ဖွင့်ပြီး ဖြစ်ပါသည်။' },
  TOO_MANY_DECLINES: {
    en: TOO_MANY_DECLINES,
    my: 'ငြင်းပယ်ခံရသော ငွေပေးချေမှု များလွန်းပါသည်။ နောက်မှ ထပ်မံကြိုးစားပါ။',
  },
} as const;

export type MatchedMessageId = keyof typeof MATCHED_MESSAGES;

/** True when `text` is the message `id` in any language the API answers in. */
export function isMessage(id: MatchedMessageId, text: string | null | undefined): boolean {
  const texts: Record<string, string> = MATCHED_MESSAGES[id];
  return text != null && Object.values(texts).includes(text);
}
