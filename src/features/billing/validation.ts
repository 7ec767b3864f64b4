/**
 * The shop submit's rules, as pure functions: what is required, and
 * the format of each card field. The year window depends on the date, so `now` is an argument.
 */
import { translatorFor } from '../../i18n/catalogues';
import { normaliseDigits } from '../../i18n/digits';
import type { Translate } from '../../i18n/translate';

/** With the spaces of four groups of four: 16 digits at most. */
export const CARD_NUMBER_MAX_LENGTH = 19;
const CARD_DIGITS_MIN = 13;
const CARD_DIGITS_MAX = 16;
export const YEARS_AHEAD = 10;
export const CVC_MIN = 100;
export const CVC_MAX = 999;

export interface ShopFormValues {
  shopName: string;
  address: string;
  /** The category's id, as the select holds it ('' when none is chosen). */
  categoryId: string;
  /** The township's name (the billing information keeps the name, not an id). */
  township: string;
  phone: string;
  email: string;
}

export interface CardFormValues {
  cardNumber: string;
  cardHolderName: string;
  expirationMonth: string;
  expirationYear: string;
  cvc: string;
}

export type CardField = keyof CardFormValues;
export type CardFieldErrors = Partial<Record<CardField, string>>;

export interface FormCheck {
  /** The alert to raise, or null: one at a time, shop information first. */
  alert: string | null;
  /** Format problems, shown under their fields. */
  fieldErrors: CardFieldErrors;
}

/** Digits only (Myanmar digits read as Latin ones), at most 16 of them. */
export function cardDigits(input: string): string {
  return normaliseDigits(input).replace(/\D/g, '').slice(0, CARD_DIGITS_MAX);
}

/** What the Card Number field shows as it is typed: digits only, in groups of four. */
export function formatCardNumber(input: string): string {
  return cardDigits(input).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * What a numeric field keeps of what is typed: digits only (Myanmar digits read as Latin ones),
 * at most `max` of them.
 */
export function digitsOnly(input: string, max: number): string {
  return normaliseDigits(input).replace(/\D/g, '').slice(0, max);
}

/** The years a card may expire in: this year to this year plus 10. */
export function expiryYearWindow(now: Date): { min: number; max: number } {
  const min = now.getFullYear();
  return { min, max: min + YEARS_AHEAD };
}

const blank = (value: string): boolean => value.trim() === '';

function integerIn(value: string, min: number, max: number): boolean {
  if (!/^\d+$/.test(value.trim())) return false;
  const n = Number(value);
  return n >= min && n <= max;
}

export function checkCardFormat(
  card: CardFormValues,
  now: Date,
  t: Translate = translatorFor('en'),
): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = card.cardNumber.replace(/ /g, '');
  if (!/^\d+$/.test(digits) || digits.length < CARD_DIGITS_MIN || digits.length > CARD_DIGITS_MAX) {
    errors.cardNumber = t('payment.cardNumberFormat');
  }
  if (!integerIn(card.expirationMonth, 1, 12))
    errors.expirationMonth = t('payment.expirationMonthRange');
  const years = expiryYearWindow(now);
  if (!integerIn(card.expirationYear, years.min, years.max)) {
    errors.expirationYear = t('payment.expirationYearRange', { min: years.min, max: years.max });
  }
  if (!/^\d{3}$/.test(card.cvc.trim()) || !integerIn(card.cvc, CVC_MIN, CVC_MAX)) {
    errors.cvc = t('payment.cvcRange');
  }
  return errors;
}

/**
 * The shop submit's checks, in this order: address, township and category
 * required (alert), then all five card fields required (alert), then the card formats.
 */
export function checkBillingForm(
  shop: ShopFormValues,
  card: CardFormValues,
  now: Date,
  t: Translate = translatorFor('en'),
): FormCheck {
  if (blank(shop.address) || blank(shop.township) || blank(shop.categoryId)) {
    return { alert: t('payment.shopInformationRequired'), fieldErrors: {} };
  }
  if (Object.values(card).some(blank))
    return { alert: t('payment.cardDetailsRequired'), fieldErrors: {} };
  return { alert: null, fieldErrors: checkCardFormat(card, now, t) };
}

export function isValid(check: FormCheck): boolean {
  return check.alert === null && Object.keys(check.fieldErrors).length === 0;
}
