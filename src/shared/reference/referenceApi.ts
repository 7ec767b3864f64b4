import type { CategoriesResponse, Category, District, Township } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

/**
 * Reference lists used by the registration and shop-payment screens.
 * Townships are not filtered by district, as in the product.
 */
export const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDistricts: build.query<District[], void>({ query: () => apiPaths.getDistricts }),
    getTownships: build.query<Township[], void>({ query: () => apiPaths.getTownships }),
    /** Needs the bearer token; a 401 here gives the session-expired screen on the billing page. */
    getCategories: build.query<Category[], void>({
      query: () => apiPaths.getCategories,
      transformResponse: (response: CategoriesResponse) => response.categories,
    }),
  }),
});

export const { useGetDistrictsQuery, useGetTownshipsQuery, useGetCategoriesQuery } = referenceApi;
