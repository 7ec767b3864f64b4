import { apiPaths } from '@contract/apiPaths';
import type { CategoryCount, CategoryCountQuery } from '@contract/store';
import { baseApi } from '../../api/baseApi';

/**
 * Every category with the number of shops listed in it (public): the landing page's Category List
 * and the marketplace's 'Category' filter. A file of its own, so the landing page's later sections
 * take this one call and nothing else of the reference lists.
 */
export const categoryCountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** With a district (and township): the counts of the shops there, as the marketplace filters. */
    getCategoryCounts: build.query<CategoryCount[], CategoryCountQuery | void>({
      query: (place) =>
        place
          ? { url: apiPaths.marketplaceCategories, params: place }
          : apiPaths.marketplaceCategories,
    }),
  }),
});

export const { useGetCategoryCountsQuery } = categoryCountsApi;
