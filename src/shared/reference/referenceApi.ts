import type { CategoriesResponse, Category, District, Township } from '@contract';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

/**
 * Reference lists used by the registration and shop-payment screens (there townships are not
 * filtered by district, as in the product) and by the marketplace's filters (the townships of the
 * chosen district only).
 */
export const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDistricts: build.query<District[], void>({ query: () => apiPaths.getDistricts }),
    getTownships: build.query<Township[], void>({ query: () => apiPaths.getTownships }),
    getDistrictTownships: build.query<Township[], number>({
      query: (districtId) => fillPath(apiPaths.districtTownships, { districtId }),
    }),
    /** Needs the bearer token; a 401 here gives the session-expired screen on the billing page. */
    getCategories: build.query<Category[], void>({
      query: () => apiPaths.getCategories,
      transformResponse: (response: CategoriesResponse) => response.categories,
    }),
  }),
});

export const {
  useGetDistrictsQuery,
  useGetTownshipsQuery,
  useGetDistrictTownshipsQuery,
  useGetCategoriesQuery,
} = referenceApi;
