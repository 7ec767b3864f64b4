/** What a choice of options on an item comes to (its words are `chosenText` of the contract). */
import { chooseOptions, type OptionGroupRule } from '@contract/optionRules';
import type { BasketChoice } from './basketSlice';

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
