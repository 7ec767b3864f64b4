import type { MessageKey, Translate } from '../../i18n/translate';

/**
 * The items of a numbered list in the catalogue (`prefix.0.title`, `prefix.1.title`, …, or
 * `prefix.0`, `prefix.1`, … for a list of plain strings). The catalogue decides how many items
 * there are, so a question or a step added to both catalogues shows without a code change; the
 * list ends at the first index the catalogue does not have (a missing key reads as itself).
 */
export function numberedMessages<F extends string>(
  t: Translate,
  prefix: string,
  fields: readonly F[],
): Record<F, string>[] {
  const items: Record<F, string>[] = [];
  for (let index = 0; ; index += 1) {
    const item = {} as Record<F, string>;
    for (const field of fields) {
      const key = `${prefix}.${index}.${field}` as MessageKey;
      const text = (t as (key: MessageKey) => string)(key);
      if (text === key) return items;
      item[field] = text;
    }
    items.push(item);
  }
}

/** A numbered list of plain strings (`prefix.0`, `prefix.1`, …). */
export function numberedStrings(t: Translate, prefix: string): string[] {
  const items: string[] = [];
  for (let index = 0; ; index += 1) {
    const key = `${prefix}.${index}` as MessageKey;
    const text = (t as (key: MessageKey) => string)(key);
    if (text === key) return items;
    items.push(text);
  }
}
