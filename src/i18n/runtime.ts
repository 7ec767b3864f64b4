/**
 * The message runtime the app ships: a lookup in a catalogue compiled ahead of time. Messages with
 * arguments were turned into small functions by the catalogue compiler, so nothing here parses
 * ICU text in the browser.
 */
import { formatNumber, localiseDigits } from './format';
import type { Language } from './language';

/** Values of a compiled message's arguments, by name. */
export type MessageArguments = Readonly<Record<string, string | number>>;

export type CompiledMessage = string | ((values: MessageArguments) => string);

export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

/**
 * A plain `{name}` argument: a number shows in the reader's digits (years and counts read
 * '၂၀၂၆' in Burmese, ungrouped), a string exactly as given (names, server messages).
 */
export function argument(value: string | number | undefined, language: Language): string {
  if (value === undefined) return '';
  return typeof value === 'number' ? localiseDigits(String(value), language) : value;
}

/** A `{name, number}` argument or a plural's `#`: grouped, in the reader's digits. */
export function number(value: string | number | undefined, language: Language): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatNumber(n, language, { maxFractionDigits: 2 }) : '';
}

/**
 * Looks a message up and fills its arguments. A key missing from the catalogue shows the key
 * itself, so a gap is visible on screen and in tests instead of rendering nothing.
 */
export function lookup(catalogue: CompiledCatalogue, key: string, values?: MessageArguments) {
  const message = catalogue[key];
  if (message === undefined) return key;
  return typeof message === 'string' ? message : message(values ?? {});
}
