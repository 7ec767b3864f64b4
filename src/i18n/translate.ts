/**
 * The lookup views receive: `t('login.title')`, `t('plans.months', { months: 6 })`. Keys and
 * their values are typed from the English catalogue, so a missing value or an unknown key does not
 * compile.
 */
import type { MessageKey, MessageValues } from './compiled/keys';
import { lookup, type CompiledCatalogue } from './runtime';
import type { Language } from './language';

export type { MessageKey, MessageValues };

type ValuesOf<K extends MessageKey> = MessageValues[K] extends undefined ? [] : [MessageValues[K]];

export interface Translate {
  <K extends MessageKey>(key: K, ...values: ValuesOf<K>): string;
  readonly language: Language;
}

export function createTranslator(language: Language, catalogue: CompiledCatalogue): Translate {
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    lookup(catalogue, key, values);
  return Object.assign(t, { language }) as unknown as Translate;
}
