/**
 * The paths of the store editor's choices on an item (`contract/options.ts`). Apart from
 * `apiPaths`, which the landing page carries: only the store editor's chunk needs these.
 */
export const optionPaths = {
  /** POST with the token and an Idempotency-Key: a new group at the end (`OptionGroupRequest`). */
  storeOptionGroups: 'merchant/store/:merchantId/items/:itemId/option-groups',
  /** PUT with the token: the groups' new order (`ReorderRequest` of contract/store.ts). */
  storeOptionGroupOrder: 'merchant/store/:merchantId/items/:itemId/option-groups/order',
  /** PUT with the token replaces a group (`OptionGroupRequest`); DELETE removes it. */
  storeOptionGroup: 'merchant/store/:merchantId/items/:itemId/option-groups/:groupId',
} as const;
