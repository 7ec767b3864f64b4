/**
 * Choices on an item ('Size: Regular / Large +500', 'Extras: Extra egg +300'): the wire contract
 * of an item's option groups, as the store editor writes them and the store page, the basket and
 * an order read them. The rules they obey (a choice within a group's least and most, the price of
 * a line with its options) are the pure functions of `./optionRules`.
 *
 * A group is chosen once (`max` 1: 'Choose one') or several times (`max` > 1), and is required
 * when `min` is 1 or more. Each option changes the line's price by `price` MMK (0 or more).
 */
import { Type, type Static } from '@sinclair/typebox';

const MAX_INT = 2_147_483_647;
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });

export const OPTION_LIMITS = {
  /** Groups on one item, and options in one group. */
  groups: 10,
  options: 20,
  name: 60,
  /** The most one option adds to a line's price (MMK). */
  price: 1_000_000,
} as const;

export const ItemOption = Type.Object({
  id: Id,
  name: Type.String(),
  /** The Burmese name; empty: read `name`. */
  name_my: Type.String(),
  /** MMK added to the item's price when chosen (0: no difference). */
  price: Type.Integer(),
});
export type ItemOption = Static<typeof ItemOption>;

export const OptionGroup = Type.Object({
  id: Id,
  name: Type.String(),
  name_my: Type.String(),
  /** The fewest options a shopper chooses (0: the group is not required). */
  min: Type.Integer(),
  /** The most (1: choose one). */
  max: Type.Integer(),
  options: Type.Array(ItemOption),
});
export type OptionGroup = Static<typeof OptionGroup>;

/** An option as the editor sends it: with its id to keep it, without to add it. */
export const ItemOptionRequest = Type.Object(
  {
    id: Type.Optional(Id),
    name: Type.String({ minLength: 1, maxLength: OPTION_LIMITS.name }),
    name_my: Type.String({ maxLength: OPTION_LIMITS.name }),
    price: Type.Integer({ minimum: 0, maximum: OPTION_LIMITS.price }),
  },
  { additionalProperties: false },
);
export type ItemOptionRequest = Static<typeof ItemOptionRequest>;

/**
 * `POST …/items/:itemId/option-groups` (with an Idempotency-Key) adds a group, `PUT
 * …/option-groups/:groupId` replaces one: its options in this order, those without an id new,
 * those left out removed. `min` ≤ `max` ≤ the number of options (422 otherwise).
 */
export const OptionGroupRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: OPTION_LIMITS.name }),
    name_my: Type.String({ maxLength: OPTION_LIMITS.name }),
    min: Type.Integer({ minimum: 0, maximum: OPTION_LIMITS.options }),
    max: Type.Integer({ minimum: 1, maximum: OPTION_LIMITS.options }),
    options: Type.Array(ItemOptionRequest, { minItems: 1, maxItems: OPTION_LIMITS.options }),
  },
  { additionalProperties: false },
);
export type OptionGroupRequest = Static<typeof OptionGroupRequest>;

/** Every answer of the editor's option routes: the item's groups, in order. */
export const OptionGroups = Type.Object({ groups: Type.Array(OptionGroup) });
export type OptionGroups = Static<typeof OptionGroups>;

export const OptionGroupParams = Type.Object(
  { merchantId: Id, itemId: Id, groupId: Id },
  { additionalProperties: false },
);
export type OptionGroupParams = Static<typeof OptionGroupParams>;

/** An option on an order's line, as it was when the order was placed. */
export const ChosenOption = Type.Object({
  group: Type.String(),
  group_my: Type.String(),
  name: Type.String(),
  name_my: Type.String(),
  /** MMK it added to the line's unit price. */
  price: Type.Integer(),
});
export type ChosenOption = Static<typeof ChosenOption>;

/** The option ids of a basket line (each once); absent or empty: none chosen. */
export const LineOptions = Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), {
  maxItems: OPTION_LIMITS.groups * OPTION_LIMITS.options,
  uniqueItems: true,
});

/**
 * A line refused for its options: 422 `{ message, reason: 'options', item_id, group_id, group,
 * problem }`, `group` the group's name in the reader's language and `problem` what is wrong.
 */
export const OptionProblem = Type.Union([
  /** Fewer options than the group's least (a required group left empty). */
  Type.Literal('too_few'),
  Type.Literal('too_many'),
  /** An option that is not (or no longer) one of the item's. */
  Type.Literal('unknown'),
]);
export type OptionProblem = Static<typeof OptionProblem>;
