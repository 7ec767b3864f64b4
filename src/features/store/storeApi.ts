import type {
  Branch,
  BranchRequest,
  Catalogue,
  CatalogueItem,
  CatalogueItemRequest,
  MenuSection,
  MenuSectionRequest,
  MerchantStoreResponse,
  StoreProfileRequest,
} from '@contract/store';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';
import { qrDataUrl } from '../../shared/qr/qrDataUrl';
import { SHOP_DETAILS_TAG } from '../../shared/shopDetails/shopDetailsApi';
import { withItemOrder, withSectionOrder } from './catalogueOrder';

export { QR_SIZE } from '../../shared/qr/qrDataUrl';

interface Merchant {
  merchantId: number;
}
interface Creating {
  /** Sent as the Idempotency-Key header: a retry of the same submission creates nothing twice. */
  idempotencyKey: string;
}

const storeTags = baseApi.enhanceEndpoints({
  addTagTypes: ['Store', 'Branches', 'Catalogue', SHOP_DETAILS_TAG],
});

/** Tags to refetch after a write that succeeded (a refused write changed nothing). */
const onSuccess =
  <T extends 'Store' | 'Branches' | 'Catalogue' | typeof SHOP_DETAILS_TAG>(...tags: T[]) =>
  (_result: unknown, error: unknown): T[] =>
    error ? [] : tags;

/**
 * The merchant's store: the overview, the profile, branches, catalogue and photos' calls (bearer
 * token, own merchant id). Writes refetch what they change; a reorder shows the new order at
 * once and puts the old one back if the server refuses it.
 */
export const storeApi = storeTags.injectEndpoints({
  endpoints: (build) => ({
    getStore: build.query<MerchantStoreResponse, number>({
      query: (merchantId) => fillPath(apiPaths.store, { merchantId }),
      providesTags: ['Store'],
    }),
    saveStoreProfile: build.mutation<unknown, Merchant & { body: StoreProfileRequest }>({
      query: ({ merchantId, body }) => ({
        url: fillPath(apiPaths.store, { merchantId }),
        method: 'PUT',
        body,
      }),
      // The profile saved is what the merchant has now told (its name, place, address, slug).
      invalidatesTags: onSuccess('Store', SHOP_DETAILS_TAG),
    }),
    publishStore: build.mutation<unknown, Merchant & { publish: boolean }>({
      query: ({ merchantId, publish }) => ({
        url: fillPath(apiPaths.storePublish, { merchantId }),
        method: publish ? 'POST' : 'DELETE',
      }),
      // A refusal (409) means the checklist on screen is out of date: it is fetched again too.
      invalidatesTags: (_result, error) =>
        !error || ('status' in error && error.status === 409) ? ['Store'] : [],
    }),

    getBranches: build.query<Branch[], number>({
      query: (merchantId) => fillPath(apiPaths.storeBranches, { merchantId }),
      providesTags: ['Branches'],
    }),
    addBranch: build.mutation<Branch, Merchant & Creating & { body: BranchRequest }>({
      query: ({ merchantId, idempotencyKey, body }) => ({
        url: fillPath(apiPaths.storeBranches, { merchantId }),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      invalidatesTags: onSuccess('Branches', 'Store'),
    }),
    updateBranch: build.mutation<Branch, Merchant & { branchId: number; body: BranchRequest }>({
      query: ({ merchantId, branchId, body }) => ({
        url: fillPath(apiPaths.storeBranch, { merchantId, branchId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess('Branches'),
    }),
    deleteBranch: build.mutation<unknown, Merchant & { branchId: number }>({
      query: ({ merchantId, branchId }) => ({
        url: fillPath(apiPaths.storeBranch, { merchantId, branchId }),
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess('Branches', 'Store'),
    }),

    getCatalogue: build.query<Catalogue, number>({
      query: (merchantId) => fillPath(apiPaths.storeCatalogue, { merchantId }),
      providesTags: ['Catalogue'],
    }),
    addSection: build.mutation<MenuSection, Merchant & { body: MenuSectionRequest }>({
      query: ({ merchantId, body }) => ({
        url: fillPath(apiPaths.storeSections, { merchantId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: onSuccess('Catalogue'),
    }),
    renameSection: build.mutation<
      MenuSection,
      Merchant & { sectionId: number; body: MenuSectionRequest }
    >({
      query: ({ merchantId, sectionId, body }) => ({
        url: fillPath(apiPaths.storeSection, { merchantId, sectionId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess('Catalogue'),
    }),
    deleteSection: build.mutation<unknown, Merchant & { sectionId: number }>({
      query: ({ merchantId, sectionId }) => ({
        url: fillPath(apiPaths.storeSection, { merchantId, sectionId }),
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess('Catalogue'),
    }),
    addItem: build.mutation<CatalogueItem, Merchant & Creating & { body: CatalogueItemRequest }>({
      query: ({ merchantId, idempotencyKey, body }) => ({
        url: fillPath(apiPaths.storeItems, { merchantId }),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      invalidatesTags: onSuccess('Catalogue', 'Store'),
    }),
    updateItem: build.mutation<
      CatalogueItem,
      Merchant & { itemId: number; body: CatalogueItemRequest }
    >({
      query: ({ merchantId, itemId, body }) => ({
        url: fillPath(apiPaths.storeItem, { merchantId, itemId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess('Catalogue'),
    }),
    deleteItem: build.mutation<unknown, Merchant & { itemId: number }>({
      query: ({ merchantId, itemId }) => ({
        url: fillPath(apiPaths.storeItem, { merchantId, itemId }),
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess('Catalogue', 'Store'),
    }),
    /** The items of one kind (or one menu section) in a new order: shown at once, undone on error. */
    reorderItems: build.mutation<unknown, Merchant & { ids: number[] }>({
      query: ({ merchantId, ids }) => ({
        url: fillPath(apiPaths.storeItemOrder, { merchantId }),
        method: 'PUT',
        body: { ids },
      }),
      async onQueryStarted({ merchantId, ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          storeApi.util.updateQueryData('getCatalogue', merchantId, (catalogue) =>
            withItemOrder(catalogue, ids),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    reorderSections: build.mutation<unknown, Merchant & { ids: number[] }>({
      query: ({ merchantId, ids }) => ({
        url: fillPath(apiPaths.storeSectionOrder, { merchantId }),
        method: 'PUT',
        body: { ids },
      }),
      async onQueryStarted({ merchantId, ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          storeApi.util.updateQueryData('getCatalogue', merchantId, (catalogue) =>
            withSectionOrder(catalogue, ids),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),

    /**
     * The QR code of the store page's address, as a PNG data URL. The `qrcode` library is loaded
     * on demand, so it is in no bundle but the pages that draw a code.
     */
    storeQrImage: build.query<string, string>({
      queryFn: qrDataUrl,
    }),
    /** The menu QR codes of several tables (one PNG data URL each, in the same order). */
    tableQrImages: build.query<string[], string[]>({
      async queryFn(texts) {
        const images: string[] = [];
        for (const text of texts) {
          const result = await qrDataUrl(text);
          if ('error' in result) return result;
          images.push(result.data);
        }
        return { data: images };
      },
    }),
  }),
});

export const {
  useGetStoreQuery,
  useGetBranchesQuery,
  useGetCatalogueQuery,
  useStoreQrImageQuery,
  useTableQrImagesQuery,
} = storeApi;
