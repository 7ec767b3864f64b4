import type { ContactRequest, ContactResponse } from '../../../contract';
import { paths as apiPaths } from '../../../contract/paths';
import { baseApi } from '../../../api/baseApi';

/** The Contact Us call: public, no token. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: apiPaths.contact, method: 'POST', body }),
    }),
  }),
});
