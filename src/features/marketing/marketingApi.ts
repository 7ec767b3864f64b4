import type { Category } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

/**
 * The landing page's call: the shop categories, public (`backend/getCategories` needs a token,
 * and most visitors of '/' have none).
 */
export const marketingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicCategories: build.query<Category[], void>({
      query: () => apiPaths.publicCategories,
    }),
  }),
});

export const { useGetPublicCategoriesQuery } = marketingApi;
