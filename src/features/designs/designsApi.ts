import type {
  CreateDesignRequest,
  DesignCatalogue,
  DesignEvents,
  DesignRequestDetail,
  MerchantDesigns,
} from '@contract/designs';
import type { MerchantStampCard } from '@contract/loyalty';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

interface Merchant {
  merchantId: number;
}

export interface OneRequest extends Merchant {
  requestId: number;
}

export interface OneFile extends OneRequest {
  fileId: number;
}

/** A file's bytes as a Blob; a refusal's JSON body (its message) as the error's data. */
const bytesOrMessage = (response: Response): Promise<unknown> =>
  response.ok ? response.blob() : response.json().catch(() => null);

// 'Loyalty' is the loyalty page's: a design put on the stamp card changes what it shows.
const designTags = baseApi.enhanceEndpoints({
  addTagTypes: ['Designs', 'DesignEvents', 'Loyalty'],
});

/**
 * Stamp & Card Designs, the shop's calls (bearer token, own merchant id): the products and extras,
 * the requests with the units left, one request whole, the designer's steps to hear of, a new
 * request, picking, revising, accepting, a file's bytes, and a delivered stamp design on the
 * stamp card. Every step fetches the requests again, a refused one too (it may have moved).
 */
export const designsApi = designTags.injectEndpoints({
  endpoints: (build) => ({
    getDesignCatalogue: build.query<DesignCatalogue, number>({
      query: (merchantId) => fillPath(apiPaths.merchantDesignCatalogue, { merchantId }),
    }),
    getDesigns: build.query<MerchantDesigns, number>({
      query: (merchantId) => fillPath(apiPaths.merchantDesigns, { merchantId }),
      providesTags: ['Designs'],
    }),
    getDesign: build.query<DesignRequestDetail, OneRequest>({
      query: ({ merchantId, requestId }) =>
        fillPath(apiPaths.merchantDesign, { merchantId, requestId }),
      providesTags: ['Designs'],
    }),
    getDesignEvents: build.query<DesignEvents, number>({
      query: (merchantId) => fillPath(apiPaths.merchantDesignEvents, { merchantId }),
      providesTags: ['DesignEvents'],
    }),
    /**
     * A file's bytes, fetched with the token (an `<img>` or a link could not send it), kept as an
     * object URL while the page shows the file and given back when the cache lets it go.
     */
    getDesignFileUrl: build.query<string, OneFile>({
      queryFn: async ({ merchantId, requestId, fileId }, _api, _extra, baseQuery) => {
        const answer = await baseQuery({
          url: fillPath(apiPaths.merchantDesignFile, { merchantId, requestId, fileId }),
          responseHandler: bytesOrMessage,
        });
        if (answer.error) return { error: answer.error };
        return { data: URL.createObjectURL(answer.data as Blob) };
      },
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
    /** The brief, submitted: JSON, or multipart with the JSON in `data` and the logo file. */
    createDesign: build.mutation<
      DesignRequestDetail,
      Merchant & { idempotencyKey: string; body: CreateDesignRequest; logo: File | null }
    >({
      query: ({ merchantId, idempotencyKey, body, logo }) => {
        let sent: CreateDesignRequest | FormData = body;
        if (logo) {
          const form = new FormData();
          form.append('data', JSON.stringify(body));
          form.append('logo', logo);
          sent = form;
        }
        return {
          url: fillPath(apiPaths.merchantDesigns, { merchantId }),
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
          body: sent,
        };
      },
      invalidatesTags: ['Designs'],
    }),
    pickDraft: build.mutation<DesignRequestDetail, OneFile>({
      query: ({ merchantId, requestId, fileId }) => ({
        url: fillPath(apiPaths.merchantDesignPick, { merchantId, requestId }),
        method: 'POST',
        body: { file_id: fileId },
      }),
      invalidatesTags: ['Designs'],
    }),
    askRevision: build.mutation<DesignRequestDetail, OneRequest & { comment: string }>({
      query: ({ merchantId, requestId, comment }) => ({
        url: fillPath(apiPaths.merchantDesignRevision, { merchantId, requestId }),
        method: 'POST',
        body: { comment },
      }),
      invalidatesTags: ['Designs'],
    }),
    acceptDraft: build.mutation<DesignRequestDetail, OneRequest>({
      query: ({ merchantId, requestId }) => ({
        url: fillPath(apiPaths.merchantDesignAccept, { merchantId, requestId }),
        method: 'POST',
      }),
      invalidatesTags: ['Designs'],
    }),
    applyStampDesign: build.mutation<MerchantStampCard, OneRequest>({
      query: ({ merchantId, requestId }) => ({
        url: fillPath(apiPaths.merchantDesignStampCard, { merchantId, requestId }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Loyalty']),
    }),
    markDesignEventsSeen: build.mutation<DesignEvents, Merchant & { upTo: number }>({
      query: ({ merchantId, upTo }) => ({
        url: fillPath(apiPaths.merchantDesignEventsSeen, { merchantId }),
        method: 'POST',
        body: { up_to: upTo },
      }),
      invalidatesTags: ['DesignEvents', 'Designs'],
    }),
  }),
});

export const {
  useGetDesignCatalogueQuery,
  useGetDesignsQuery,
  useGetDesignQuery,
  useGetDesignEventsQuery,
  useGetDesignFileUrlQuery,
} = designsApi;
