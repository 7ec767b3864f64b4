/**
 * The delivery form of the store editor: the townships the shop delivers to, one row each, the
 * checks before the list is sent (a township in each row, none twice as `repeatedTownship` says,
 * numbers within `DELIVERY_LIMITS`, as the server checks them too) and the request it becomes.
 * Pure.
 */
import { DELIVERY_LIMITS, type DeliveryArea, type DeliveryAreasRequest } from '@contract/delivery';
import { repeatedTownship } from '@contract/deliveryRules';
import { formatInteger } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';

export interface DeliveryRowValues {
  /** The row's key in the form (React's key, and where the focus goes); not sent. */
  key: number;
  /** The township's id as its select holds it; '' until one is chosen. */
  townshipId: string;
  /** MMK: the fields only ever keep a whole number within the bounds. */
  fee: number;
  minTotal: number;
  etaMinutes: number;
}

/** What a new row starts with: free delivery, any order, about half an hour. */
export const NEW_ROW = { fee: 0, minTotal: 0, etaMinutes: 30 } as const;

/** The form for the areas the shop has, in its order. */
export function deliveryRowsOf(areas: readonly DeliveryArea[]): DeliveryRowValues[] {
  return areas.map((area, index) => ({
    key: index + 1,
    townshipId: String(area.township_id),
    fee: area.fee,
    minTotal: area.min_total,
    etaMinutes: area.eta_minutes,
  }));
}

/** The rows with one more, empty, at the end. */
export function withNewRow(rows: readonly DeliveryRowValues[]): DeliveryRowValues[] {
  const key = Math.max(0, ...rows.map((row) => row.key)) + 1;
  return [...rows, { key, townshipId: '', ...NEW_ROW }];
}

/** What is sent: every row in the form's order. */
export function deliveryRequestOf(rows: readonly DeliveryRowValues[]): DeliveryAreasRequest {
  return {
    areas: rows.map((row) => ({
      township_id: Number(row.townshipId),
      fee: row.fee,
      min_total: row.minTotal,
      eta_minutes: row.etaMinutes,
    })),
  };
}

export type DeliveryProblem = 'townshipRequired' | 'townshipTwice' | 'amountInvalid' | 'etaInvalid';
/** Fields in error by the server's names (`areas.1.township_id`, `areas.0.fee`). */
export type DeliveryProblems = Record<string, DeliveryProblem>;

const wholeWithin = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The form's own checks before sending; the server's, which decide, are the same. */
export function checkDelivery(rows: readonly DeliveryRowValues[]): DeliveryProblems {
  const problems: DeliveryProblems = {};
  const chosen = rows.filter((row) => row.townshipId !== '');
  const twice = repeatedTownship(chosen.map((row) => ({ township_id: Number(row.townshipId) })));
  rows.forEach((row, index) => {
    const field = (name: keyof DeliveryArea) => `areas.${index}.${name}`;
    if (row.townshipId === '') {
      problems[field('township_id')] = 'townshipRequired';
    } else if (
      twice !== null &&
      rows.slice(0, index).some((earlier) => earlier.townshipId === row.townshipId)
    ) {
      // The later row is the one to change: the first keeps its place.
      problems[field('township_id')] = 'townshipTwice';
    }
    if (!wholeWithin(row.fee, 0, DELIVERY_LIMITS.amount)) problems[field('fee')] = 'amountInvalid';
    if (!wholeWithin(row.minTotal, 0, DELIVERY_LIMITS.amount)) {
      problems[field('min_total')] = 'amountInvalid';
    }
    if (!wholeWithin(row.etaMinutes, DELIVERY_LIMITS.etaMin, DELIVERY_LIMITS.etaMax)) {
      problems[field('eta_minutes')] = 'etaInvalid';
    }
  });
  return problems;
}

/** A problem in the reader's words (its bounds in the reader's digits). */
export function deliveryProblemText(problem: DeliveryProblem, t: Translate): string {
  const number = (value: number) => formatInteger(value, t.language);
  switch (problem) {
    case 'townshipRequired':
      return t('store.delivery.problems.townshipRequired');
    case 'townshipTwice':
      return t('store.delivery.problems.townshipTwice');
    case 'amountInvalid':
      return t('store.delivery.problems.amountInvalid', {
        min: number(0),
        max: number(DELIVERY_LIMITS.amount),
      });
    case 'etaInvalid':
      return t('store.delivery.problems.etaInvalid', {
        min: number(DELIVERY_LIMITS.etaMin),
        max: number(DELIVERY_LIMITS.etaMax),
      });
  }
}
