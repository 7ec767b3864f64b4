import { apiPaths, fillPath } from '@contract/apiPaths';
import type { AdminDesignDetail, AdminDesignQueue, DesignEvents } from '@contract/designs';
import { adminApi } from '../adminApi';
import { operatorCall } from '../operatorBaseQuery';

export type QueueFilter = 'waiting' | 'all';

interface OneRequest {
  requestId: number;
}

/** A file's bytes as a Blob; a refusal's JSON body (its message) as the error's data. */
const bytesOrMessage = (response: Response): Promise<unknown> =>
  response.ok ? response.blob() : response.json().catch(() => null);

/** Every step changes the request, the queue, the merchants' steps seen, and the audit log. */
const CHANGED = ['AdminDesigns', 'AdminAudit'] as const;

/**
 * The back office's design requests (the `design` access: designers and admins): the queue, one
 * request whole, the merchants' steps to hear of, a file's bytes, and the designer's steps
 * (consultation, uploading and removing files, publishing, delivering). Every call carries the
 * operator's token only (`operatorCall`).
 */
export const adminDesignsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminDesigns: build.query<AdminDesignQueue, QueueFilter>({
      queryFn: (status, api) =>
        operatorCall<AdminDesignQueue>(`${apiPaths.adminDesigns}?status=${status}`, api),
      providesTags: ['AdminDesigns'],
    }),
    adminDesign: build.query<AdminDesignDetail, number>({
      queryFn: (requestId, api) =>
        operatorCall<AdminDesignDetail>(fillPath(apiPaths.adminDesign, { requestId }), api),
      providesTags: ['AdminDesigns'],
    }),
    adminDesignEvents: build.query<DesignEvents, void>({
      queryFn: (_arg, api) => operatorCall<DesignEvents>(apiPaths.adminDesignEvents, api),
      providesTags: ['AdminDesigns'],
    }),
    /** A file's bytes with the operator's token, kept as an object URL while it is shown. */
    adminDesignFileUrl: build.query<string, OneRequest & { fileId: number }>({
      queryFn: async ({ requestId, fileId }, api) => {
        const answer = await operatorCall<Blob>(
          {
            url: fillPath(apiPaths.adminDesignFile, { requestId, fileId }),
            responseHandler: bytesOrMessage,
          },
          api,
        );
        return 'data' in answer ? { data: URL.createObjectURL(answer.data) } : answer;
      },
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
    noteConsultation: build.mutation<AdminDesignDetail, OneRequest & { note: string }>({
      queryFn: ({ requestId, note }, api) =>
        operatorCall<AdminDesignDetail>(
          {
            url: fillPath(apiPaths.adminDesignConsultation, { requestId }),
            method: 'POST',
            body: { note },
          },
          api,
        ),
      invalidatesTags: [...CHANGED],
    }),
    /** One file in field `file` (PNG, JPEG or PDF, judged by the server from its content). */
    uploadDesignFile: build.mutation<AdminDesignDetail, OneRequest & { file: File }>({
      queryFn: ({ requestId, file }, api) => {
        const form = new FormData();
        form.append('file', file);
        return operatorCall<AdminDesignDetail>(
          { url: fillPath(apiPaths.adminDesignFiles, { requestId }), method: 'POST', body: form },
          api,
        );
      },
      invalidatesTags: [...CHANGED],
    }),
    removeDesignFile: build.mutation<AdminDesignDetail, OneRequest & { fileId: number }>({
      queryFn: ({ requestId, fileId }, api) =>
        operatorCall<AdminDesignDetail>(
          { url: fillPath(apiPaths.adminDesignFile, { requestId, fileId }), method: 'DELETE' },
          api,
        ),
      invalidatesTags: [...CHANGED],
    }),
    publishDesign: build.mutation<AdminDesignDetail, OneRequest & { note: string }>({
      queryFn: ({ requestId, note }, api) =>
        operatorCall<AdminDesignDetail>(
          {
            url: fillPath(apiPaths.adminDesignPublish, { requestId }),
            method: 'POST',
            body: note === '' ? {} : { note },
          },
          api,
        ),
      invalidatesTags: [...CHANGED],
    }),
    deliverDesign: build.mutation<AdminDesignDetail, OneRequest & { note: string }>({
      queryFn: ({ requestId, note }, api) =>
        operatorCall<AdminDesignDetail>(
          {
            url: fillPath(apiPaths.adminDesignDeliver, { requestId }),
            method: 'POST',
            body: note === '' ? {} : { note },
          },
          api,
        ),
      invalidatesTags: [...CHANGED],
    }),
    markMerchantStepsSeen: build.mutation<DesignEvents, { upTo: number }>({
      queryFn: ({ upTo }, api) =>
        operatorCall<DesignEvents>(
          { url: apiPaths.adminDesignEventsSeen, method: 'POST', body: { up_to: upTo } },
          api,
        ),
      invalidatesTags: ['AdminDesigns'],
    }),
  }),
});

export const {
  useAdminDesignsQuery,
  useAdminDesignQuery,
  useAdminDesignEventsQuery,
  useAdminDesignFileUrlQuery,
} = adminDesignsApi;
