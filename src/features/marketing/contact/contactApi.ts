import type { ContactRequest, ContactResponse } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { baseApi } from '../../../api/baseApi';

/** The Contact Us call: public, no token. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: apiPaths.contact, method: 'POST', body }),
    }),
  }),
});
