/**
 * The words of the options chosen on a line ('Large, Extra egg'; Burmese names where the shop gave
 * them, joined with '၊ '), and what a choice of options on an item comes to.
 */
import { chooseOptions, optionName, type OptionGroupRule } from '@contract/optionRules';
import type { Language } from '../../i18n/language';
import type { BasketChoice } from './basketSlice';

export function choicesText(choices: readonly BasketChoice[], language: Language): string {
  return choices
    .map((choice) => optionName(choice, language))
    .join(language === 'my' ? '၊ ' : ', ');
}

/**
 * The options picked on an item (ids) judged by its groups: the line's price and its words, or the
 * first group still wanting a choice (or allowing fewer) for the dialog to say so.
 */
export function choiceOf(
  item: { price: number; options?: readonly OptionGroupRule[] },
  picked: readonly number[],
):
  | { kind: 'ready'; price: number; options: number[]; choices: BasketChoice[] }
  | { kind: 'incomplete'; groupId: number | null } {
  const groups = item.options ?? [];
  const result = chooseOptions(groups, picked);
  if (result.kind === 'refused') return { kind: 'incomplete', groupId: result.group?.id ?? null };
  return {
    kind: 'ready',
    price: item.price + result.extra,
    options: [...picked].sort((a, b) => a - b),
    choices: result.options.map(({ name, name_my, price }) => ({ name, name_my, price })),
  };
}
