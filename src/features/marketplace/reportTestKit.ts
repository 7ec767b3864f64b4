import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { ShopReportRequest } from '@contract/moderation';
import { apiUrl, server } from '../../test/server';

export interface SentReport {
  slug: string;
  authorization: string | null;
  body: ShopReportRequest;
}

/** The report route: received (201), or the answer a test gives (refusals, a dropped line). */
export function fakeReports(
  answer: () => Response = () => HttpResponse.json({ received: true }, { status: 201 }),
) {
  const sent: SentReport[] = [];
  server.use(
    http.post(apiUrl(apiPaths.shopReport), async ({ request, params }) => {
      sent.push({
        slug: String(params.slug),
        authorization: request.headers.get('authorization'),
        body: (await request.json()) as ShopReportRequest,
      });
      return answer();
    }),
  );
  return sent;
}
