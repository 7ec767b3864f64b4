/**
 * The rules of choices on an item, shared by the server (which prices and refuses) and the SPA
 * (which shows the same price before the order is sent):
 * - a group's shape: its least no more than its most, its most no more than its options;
 * - a shopper's choice: options of the item only, and per group between its least and its most;
 * - the line: the item's price plus every chosen option's price, the same item with the same
 *   options one line (`lineKey`).
 */

/** What the rules read of a group (`OptionGroup` of ./options has this shape). */
export interface OptionGroupRule {
  id: number;
  name: string;
  name_my: string;
  min: number;
  max: number;
  options: ReadonlyArray<{ id: number; name: string; name_my: string; price: number }>;
}

/** A chosen option as an order keeps it (`ChosenOption` of ./options). */
export interface ChosenOptionRule {
  group: string;
  group_my: string;
  name: string;
  name_my: string;
  price: number;
}

export type GroupShapeProblem = 'min_above_max' | 'max_above_options';

/** Why a group as the editor sends it cannot be kept, or null when it can. */
export function groupShapeProblem(group: {
  min: number;
  max: number;
  options: ReadonlyArray<unknown>;
}): GroupShapeProblem | null {
  if (group.max > group.options.length) return 'max_above_options';
  if (group.min > group.max) return 'min_above_max';
  return null;
}

export type OptionChoice =
  | {
      kind: 'chosen';
      /** In the groups' order, and each group's options in theirs. */
      options: ChosenOptionRule[];
      /** MMK the options add to the item's price. */
      extra: number;
    }
  | {
      kind: 'refused';
      problem: 'too_few' | 'too_many' | 'unknown';
      /** The group broken; null for an option the item does not have. */
      group: OptionGroupRule | null;
    };

/** `chosen` (option ids) judged against the item's `groups`. */
export function chooseOptions(
  groups: ReadonlyArray<OptionGroupRule>,
  chosen: ReadonlyArray<number>,
): OptionChoice {
  const wanted = new Set(chosen);
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  if ([...wanted].some((id) => !known.has(id))) {
    return { kind: 'refused', problem: 'unknown', group: null };
  }
  const options: ChosenOptionRule[] = [];
  let extra = 0;
  for (const group of groups) {
    const picked = group.options.filter((option) => wanted.has(option.id));
    if (picked.length < group.min) return { kind: 'refused', problem: 'too_few', group };
    if (picked.length > group.max) return { kind: 'refused', problem: 'too_many', group };
    for (const option of picked) {
      options.push({
        group: group.name,
        group_my: group.name_my,
        name: option.name,
        name_my: option.name_my,
        price: option.price,
      });
      extra += option.price;
    }
  }
  return { kind: 'chosen', options, extra };
}

/** The same item with the same options (in any order) is one line of a basket. */
export function lineKey(itemId: number, options: ReadonlyArray<number> = []): string {
  return options.length === 0
    ? String(itemId)
    : `${itemId}:${[...options].sort((a, b) => a - b).join('.')}`;
}

/** An option's or a group's name in the reader's language (Burmese falls back to English). */
export function optionName(
  named: { name: string; name_my: string },
  language: 'en' | 'my',
): string {
  return language === 'my' && named.name_my.trim() !== '' ? named.name_my : named.name;
}

/**
 * The chosen options of a line as one text: 'Large, Less sugar, Extra egg' (Burmese with '၊ ').
 */
export function chosenText(
  options: ReadonlyArray<{ name: string; name_my: string }>,
  language: 'en' | 'my',
): string {
  return options
    .map((option) => optionName({ name: option.name, name_my: option.name_my }, language))
    .join(language === 'my' ? '၊ ' : ', ');
}
