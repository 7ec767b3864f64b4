import { apiPaths } from '@contract/apiPaths';
import type { CategoryCount } from '@contract/store';
import { baseApi } from '../../api/baseApi';

/**
 * Every category with the number of shops listed in it (public): the landing page's Category List
 * and the marketplace's 'Category' filter. A file of its own, so the landing page's later sections
 * take this one call and nothing else of the reference lists.
 */
export const categoryCountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryCounts: build.query<CategoryCount[], void>({
      query: () => apiPaths.marketplaceCategories,
    }),
  }),
});

export const { useGetCategoryCountsQuery } = categoryCountsApi;
