/**
 * The 'Schedule a change' form's rules, pure: what was typed (in either script) read as the
 * change to send, with what changes from what to what, or the problem of each field.
 */
import {
  MAX_ADDON_PRICE,
  MAX_PLAN_LIMIT,
  MAX_PLAN_PRICE,
  PLAN_LIMIT_FIELDS,
  PLAN_PRICE_FIELDS,
  yangonDay,
  yangonDayDateTime,
  yangonDayStart,
  type PlanChanges,
  type PriceChangeRequest,
  type PriceField,
  type PriceTarget,
} from '@contract/adminPrices';
import { toLatinDigits } from '../../../i18n/digits';

/** A plan or an add-on as the dialog edits it: its current values. */
export interface PriceSubject {
  target: PriceTarget;
  id: number;
  name: string;
  values: Partial<Record<PriceField, number | null>>;
}

/** The fields the dialog shows for a subject, in order. */
export function fieldsOf(target: PriceTarget): readonly PriceField[] {
  return target === 'plan' ? [...PLAN_PRICE_FIELDS, ...PLAN_LIMIT_FIELDS] : ['price_3month'];
}

const isLimit = (field: PriceField) => (PLAN_LIMIT_FIELDS as readonly string[]).includes(field);

export function maximumOf(target: PriceTarget, field: PriceField): number {
  if (target === 'addon') return MAX_ADDON_PRICE;
  return isLimit(field) ? MAX_PLAN_LIMIT : MAX_PLAN_PRICE;
}

export type FieldProblem = { kind: 'number' } | { kind: 'tooHigh'; max: number };
export type DateProblem = 'date' | 'past';

export interface ChangeLine {
  field: PriceField;
  from: number | null;
  to: number | null;
}

export type PriceChangeForm =
  | { ok: true; request: PriceChangeRequest; lines: ChangeLine[]; now: boolean }
  | {
      ok: false;
      fields: Partial<Record<PriceField, FieldProblem>>;
      date: DateProblem | null;
      nothing: boolean;
      lines: ChangeLine[];
    };

/** What a field holds: a whole number, null (an empty limit: no limit), or a problem. */
function readField(
  target: PriceTarget,
  field: PriceField,
  typed: string,
): { value: number | null } | FieldProblem {
  const text = toLatinDigits(typed).replace(/[,\s]/g, '');
  if (text === '') return isLimit(field) ? { value: null } : { kind: 'number' };
  if (!/^[0-9]+$/.test(text)) return { kind: 'number' };
  const value = Number(text);
  const max = maximumOf(target, field);
  return value > max ? { kind: 'tooHigh', max } : { value };
}

/**
 * Reads the dialog: `typed` holds each field's text, `day` the effective day (YYYY-MM-DD,
 * Yangon), `now` the moment (today's day decides whether `day` has passed).
 */
export function readPriceChangeForm(
  subject: PriceSubject,
  typed: Partial<Record<PriceField, string>>,
  day: string,
  now: Date,
): PriceChangeForm {
  const fields: Partial<Record<PriceField, FieldProblem>> = {};
  const lines: ChangeLine[] = [];
  const changes: Record<string, number | null> = {};
  for (const field of fieldsOf(subject.target)) {
    const from = subject.values[field] ?? null;
    const read = readField(
      subject.target,
      field,
      typed[field] ?? (from === null ? '' : String(from)),
    );
    if ('kind' in read) {
      fields[field] = read;
      continue;
    }
    if (read.value !== from) {
      lines.push({ field, from, to: read.value });
      changes[field] = read.value;
    }
  }
  let date: DateProblem | null = null;
  const start = day === '' ? null : yangonDayStart(day);
  if (start === null) date = 'date';
  else if (day < yangonDay(now)) date = 'past';
  const nothing = lines.length === 0 && Object.keys(fields).length === 0;
  if (Object.keys(fields).length > 0 || date !== null || nothing) {
    return { ok: false, fields, date, nothing, lines };
  }
  return {
    ok: true,
    lines,
    now: day === yangonDay(now),
    request: {
      target: subject.target,
      target_id: subject.id,
      changes: changes as PlanChanges,
      effective_from: yangonDayDateTime(day),
    },
  };
}
