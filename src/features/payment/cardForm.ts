/**
 * The card form's values, and what the form checks before a real charge. The sample page checks
 * no format (only that each field is filled in); a real charge also needs a number, an expiry
 * and a CVV the gateway can take.
 */
import { normaliseDigits } from '../../i18n/digits';

export interface CardForm {
  cardNumber: string;
  cardholderName: string;
  expiry: string;
  cvv: string;
}

export type CardField = keyof CardForm;
export type CardProblem = 'required' | 'invalid';

export interface ParsedCard {
  number: string;
  holder: string;
  month: number;
  year: number;
  cvc: string;
}

/** `MM/YY` (or `MM/YYYY`) as a month and a four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(normaliseDigits(text));
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The fields that are missing, or (when `strict`) not in a form the gateway takes. */
export function cardProblems(
  form: CardForm,
  strict: boolean,
): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  for (const field of ['cardNumber', 'cardholderName', 'expiry', 'cvv'] as const) {
    if (form[field].trim() === '') problems[field] = 'required';
  }
  if (!strict) return problems;
  if (!problems.cardNumber && !/^\d{12,19}$/.test(form.cardNumber.replace(/[\s-]/g, ''))) {
    problems.cardNumber = 'invalid';
  }
  if (!problems.expiry && parseExpiry(form.expiry) === null) problems.expiry = 'invalid';
  if (!problems.cvv && !/^\d{3,4}$/.test(form.cvv.trim())) problems.cvv = 'invalid';
  return problems;
}

/** The card as the process call takes it (only for a form without problems). */
export function parseCard(form: CardForm): ParsedCard | null {
  const expiry = parseExpiry(form.expiry);
  if (!expiry || Object.keys(cardProblems(form, true)).length > 0) return null;
  return {
    number: form.cardNumber.replace(/[\s-]/g, ''),
    holder: form.cardholderName.trim(),
    month: expiry.month,
    year: expiry.year,
    cvc: form.cvv.trim(),
  };
}
