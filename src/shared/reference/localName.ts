/**
 * The name of a district, township or category in the reader's language. The reference lists
 * carry both names (`name` in English, the value forms send; `name_my` in Burmese), so switching
 * the language changes the names at once, without asking the server again.
 */
import type { Language } from '../../i18n/language';

export interface BilingualName {
  name: string;
  /** Null, absent or empty: the place has no Burmese name yet, and reads in English. */
  name_my?: string | null;
}

export function localName(item: BilingualName, language: Language): string {
  return language === 'my' && item.name_my ? item.name_my : item.name;
}

/** Options of a select over a reference list: the id as value, the name in the reader's language. */
export function localOptions(
  items: readonly (BilingualName & { id: number })[],
  language: Language,
): Array<{ value: string; label: string }> {
  return items.map((item) => ({ value: String(item.id), label: localName(item, language) }));
}

/** The items with `name` in the reader's language, for views that show an item's `name`. */
export function localChoices(
  items: readonly (BilingualName & { id: number })[],
  language: Language,
): Array<{ id: number; name: string }> {
  return items.map((item) => ({ id: item.id, name: localName(item, language) }));
}
