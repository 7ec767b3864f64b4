import type { Catalogue } from '@contract/store';
import type { OptionGroup, OptionGroupRequest, OptionGroups } from '@contract/options';
import { optionPaths } from '@contract/optionPaths';
import { fillPath } from '@contract/apiPaths';
import { storeApi } from './storeApi';

interface ItemRef {
  merchantId: number;
  itemId: number;
}
interface GroupRef extends ItemRef {
  groupId: number;
}

/** The catalogue with one item's groups replaced (absent from the item: none). */
function withGroups(catalogue: Catalogue, itemId: number, groups: OptionGroup[]): Catalogue {
  return {
    ...catalogue,
    items: catalogue.items.map((item) =>
      item.id === itemId ? { ...item, options: groups } : item,
    ),
  };
}

/** The item's groups in the order of `ids` (ids it does not have are skipped). */
function inOrder(groups: readonly OptionGroup[], ids: readonly number[]): OptionGroup[] {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const ordered = ids.map((id) => byId.get(id)).filter((group) => group !== undefined);
  // Any group the ids leave out keeps its place at the end: the server will refuse the order.
  return [...ordered, ...groups.filter((group) => !ids.includes(group.id))];
}

/**
 * Every answer is the item's groups as they now are: written into the catalogue the editor shows,
 * so no refetch is needed after a write.
 */
async function keepAnswer(
  { merchantId, itemId }: ItemRef,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: ReturnType<typeof storeApi.util.updateQueryData>) => unknown;
    queryFulfilled: Promise<{ data: OptionGroups }>;
  },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      storeApi.util.updateQueryData('getCatalogue', merchantId, (catalogue) =>
        withGroups(catalogue, itemId, data.groups),
      ),
    );
  } catch {
    // A refusal changed nothing; the caller shows it.
  }
}

/** A 404 means the item or the group is gone (another tab, another device): the catalogue is asked again. */
const refetchIfGone = (_result: unknown, error: unknown): Array<'Catalogue'> =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404
    ? ['Catalogue']
    : [];

/**
 * Choices on an item (contract/options.ts): a group added, replaced, removed, and the groups
 * reordered. Injected into the store's API, whose catalogue (`getCatalogue`) carries each item's
 * groups: every answer is written into it, and a reorder shows at once and is undone if refused.
 */
export const optionsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sent with an Idempotency-Key: a retry of the same submission adds nothing twice. */
    addOptionGroup: build.mutation<
      OptionGroups,
      ItemRef & { idempotencyKey: string; body: OptionGroupRequest }
    >({
      query: ({ merchantId, itemId, idempotencyKey, body }) => ({
        url: fillPath(optionPaths.storeOptionGroups, { merchantId, itemId }),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      onQueryStarted: keepAnswer,
      invalidatesTags: refetchIfGone,
    }),
    /** Options with an id are kept, those without are added, those left out removed. */
    updateOptionGroup: build.mutation<OptionGroups, GroupRef & { body: OptionGroupRequest }>({
      query: ({ merchantId, itemId, groupId, body }) => ({
        url: fillPath(optionPaths.storeOptionGroup, { merchantId, itemId, groupId }),
        method: 'PUT',
        body,
      }),
      onQueryStarted: keepAnswer,
      invalidatesTags: refetchIfGone,
    }),
    deleteOptionGroup: build.mutation<OptionGroups, GroupRef>({
      query: ({ merchantId, itemId, groupId }) => ({
        url: fillPath(optionPaths.storeOptionGroup, { merchantId, itemId, groupId }),
        method: 'DELETE',
      }),
      onQueryStarted: keepAnswer,
      invalidatesTags: refetchIfGone,
    }),
    /** Every group id of the item once, in the new order: shown at once, undone on error. */
    reorderOptionGroups: build.mutation<OptionGroups, ItemRef & { ids: number[] }>({
      query: ({ merchantId, itemId, ids }) => ({
        url: fillPath(optionPaths.storeOptionGroupOrder, { merchantId, itemId }),
        method: 'PUT',
        body: { ids },
      }),
      async onQueryStarted({ merchantId, itemId, ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          storeApi.util.updateQueryData('getCatalogue', merchantId, (catalogue) => {
            const item = catalogue.items.find((candidate) => candidate.id === itemId);
            return withGroups(catalogue, itemId, inOrder(item?.options ?? [], ids));
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            storeApi.util.updateQueryData('getCatalogue', merchantId, (catalogue) =>
              withGroups(catalogue, itemId, data.groups),
            ),
          );
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: refetchIfGone,
    }),
  }),
});
