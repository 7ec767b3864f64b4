/**
 * The promotions page's own checks, with the server's rules (contract/loyalty.ts): they spare a
 * round trip, the server still decides. Each returns the problems by the request's field names,
 * as message keys. Pure.
 */
import type { PostRequest, PromoCodeRequest } from '@contract/loyalty';
import {
  LOYALTY_LIMITS,
  PROMO_CODE_PATTERN,
  normalisePromoCode,
  type PromoKind,
} from '@contract/loyaltyRules';
import type { PhotoRef } from '@contract/store';
import { normaliseDigits, parseTypedNumber } from '../../i18n/digits';
import type { MessageKey } from '../../i18n/translate';

export type ProblemKey = Extract<MessageKey, `promotions.problems.${string}`>;
export type FieldProblems = Record<string, ProblemKey>;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CODE = new RegExp(PROMO_CODE_PATTERN);

/** A whole number typed in either script within [min, max], else null. */
export function wholeNumberOf(typed: string, min: number, max: number): number | null {
  const value = parseTypedNumber(typed);
  return value !== null && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/* ------------------------------- promo codes ----------------------- */

export interface PromoFormValues {
  code: string;
  kind: PromoKind;
  /** Percent or MMK, as typed. */
  value: string;
  /** YYYY-MM-DD (a date input's value). */
  validFrom: string;
  validTo: string;
  /** Empty: no limit. */
  maxUses: string;
  /** Uses per customer; empty: no limit of its own. */
  maxUsesPerCustomer: string;
  /** Empty: nought. */
  minTotal: string;
  active: boolean;
}

const valueMax = (kind: PromoKind): number =>
  kind === 'percent' ? 100 : LOYALTY_LIMITS.promoAmountMax;

export function checkPromo(values: PromoFormValues): FieldProblems {
  const problems: FieldProblems = {};
  const code = normalisePromoCode(values.code);
  if (code === '') problems.code = 'promotions.problems.codeRequired';
  else if (!CODE.test(code)) problems.code = 'promotions.problems.codeInvalid';

  if (values.value.trim() === '') problems.value = 'promotions.problems.valueRequired';
  else if (wholeNumberOf(values.value, 1, valueMax(values.kind)) === null)
    problems.value =
      values.kind === 'percent'
        ? 'promotions.problems.percentInvalid'
        : 'promotions.problems.amountInvalid';

  const from = values.validFrom.trim();
  const to = values.validTo.trim();
  if (!DATE.test(from)) problems.valid_from = 'promotions.problems.dateRequired';
  if (!DATE.test(to)) problems.valid_to = 'promotions.problems.dateRequired';
  else if (DATE.test(from) && to < from) problems.valid_to = 'promotions.problems.toBeforeFrom';

  if (
    values.maxUses.trim() !== '' &&
    wholeNumberOf(values.maxUses, 1, LOYALTY_LIMITS.promoUsesMax) === null
  )
    problems.max_uses = 'promotions.problems.maxUsesInvalid';
  if (
    values.maxUsesPerCustomer.trim() !== '' &&
    wholeNumberOf(values.maxUsesPerCustomer, 1, LOYALTY_LIMITS.promoUsesMax) === null
  )
    problems.max_uses_per_customer = 'promotions.problems.maxUsesInvalid';
  if (
    values.minTotal.trim() !== '' &&
    wholeNumberOf(values.minTotal, 0, LOYALTY_LIMITS.promoAmountMax) === null
  )
    problems.min_total = 'promotions.problems.minTotalInvalid';
  return problems;
}

/** The request of a form that passed `checkPromo`. */
export function promoRequestOf(values: PromoFormValues): PromoCodeRequest {
  return {
    code: normalisePromoCode(values.code),
    kind: values.kind,
    value: wholeNumberOf(values.value, 1, valueMax(values.kind)) ?? 1,
    valid_from: normaliseDigits(values.validFrom.trim()),
    valid_to: normaliseDigits(values.validTo.trim()),
    max_uses:
      values.maxUses.trim() === ''
        ? null
        : wholeNumberOf(values.maxUses, 1, LOYALTY_LIMITS.promoUsesMax),
    max_uses_per_customer:
      values.maxUsesPerCustomer.trim() === ''
        ? null
        : wholeNumberOf(values.maxUsesPerCustomer, 1, LOYALTY_LIMITS.promoUsesMax),
    min_total:
      values.minTotal.trim() === ''
        ? 0
        : (wholeNumberOf(values.minTotal, 0, LOYALTY_LIMITS.promoAmountMax) ?? 0),
    active: values.active,
  };
}

/* -------------------------- announcements and events ---------------- */

export interface PostFormValues {
  kind: PostRequest['kind'];
  title: string;
  body: string;
  /** Events only: YYYY-MM-DD and HH:MM (date and time inputs' values). */
  eventDate: string;
  eventTime: string;
}

export function checkPost(values: PostFormValues): FieldProblems {
  const problems: FieldProblems = {};
  const title = values.title.trim();
  if (title === '') problems.title = 'promotions.problems.titleRequired';
  else if (title.length > LOYALTY_LIMITS.postTitle)
    problems.title = 'promotions.problems.titleLong';
  if (values.body.trim().length > LOYALTY_LIMITS.postBody)
    problems.body = 'promotions.problems.bodyLong';
  if (values.kind === 'event') {
    if (!DATE.test(values.eventDate.trim()))
      problems.event_date = 'promotions.problems.eventDateRequired';
    if (!TIME.test(values.eventTime.trim()))
      problems.event_time = 'promotions.problems.eventTimeRequired';
  }
  return problems;
}

export function postRequestOf(values: PostFormValues, photo: PhotoRef | null): PostRequest {
  const event = values.kind === 'event';
  return {
    kind: values.kind,
    title: values.title.trim(),
    body: values.body.trim(),
    event_date: event ? values.eventDate.trim() : null,
    event_time: event ? values.eventTime.trim() : null,
    photo_id: photo?.id ?? null,
  };
}

/* --------------------------------- banners -------------------------- */

export function checkBanner(title: string, photo: PhotoRef | null): FieldProblems {
  const problems: FieldProblems = {};
  const trimmed = title.trim();
  if (trimmed === '') problems.title = 'promotions.problems.titleRequired';
  else if (trimmed.length > LOYALTY_LIMITS.bannerTitle)
    problems.title = 'promotions.problems.bannerTitleLong';
  if (photo === null) problems.photo_id = 'promotions.problems.bannerPhotoRequired';
  return problems;
}
