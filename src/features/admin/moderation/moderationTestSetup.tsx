/** What the moderation section's component tests share: a fake server and a signed-in operator. */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { AdminReport, SuspendedShop } from '@contract/moderation';
import type { OperatorRole } from '@contract/operators';
import type { Language } from '../../../i18n/language';
import { renderAsOperator } from '../adminTestKit';
import { apiUrl, server } from '../../../test/server';
import { ModerationSection } from './ModerationSection';

const goldenTea = {
  merchant_id: 7,
  name: 'Golden Tea',
  slug: 'golden-tea',
  suspended: false,
  open_reports: 2,
};
const cityPhone = {
  merchant_id: 9,
  name: 'City Phone',
  slug: 'city-phone',
  suspended: false,
  open_reports: 1,
};

/** Golden Tea's two reports (one of a post) and City Phone's one, newest in the middle. */
export function openReports(): AdminReport[] {
  return [
    {
      id: 3,
      reason: 'scam',
      details: 'They took my deposit.',
      status: 'open',
      reporter: 'customer',
      created_at: '2026-12-06T09:00:00.000Z',
      resolved_at: null,
      shop: goldenTea,
      post: null,
      review: null,
    },
    {
      id: 4,
      reason: 'illegal',
      details: '',
      status: 'open',
      reporter: 'visitor',
      created_at: '2026-12-06T10:00:00.000Z',
      resolved_at: null,
      shop: cityPhone,
      post: null,
      review: null,
    },
    {
      id: 2,
      reason: 'offensive',
      details: '',
      status: 'open',
      reporter: 'visitor',
      created_at: '2026-12-05T08:00:00.000Z',
      resolved_at: null,
      shop: goldenTea,
      post: { id: 11, title: 'Big sale', body: 'Everything half price.' },
      review: null,
    },
  ];
}

export interface Recorded {
  calls: string[];
  bodies: unknown[];
  authorizations: Array<string | null>;
}

/** A fake back office: the reports and suspensions change as the calls act on them. */
export function fakeModeration(): Recorded {
  const recorded: Recorded = { calls: [], bodies: [], authorizations: [] };
  let reports = openReports();
  let suspended: SuspendedShop[] = [
    {
      merchant_id: 12,
      name: 'Lucky Gems',
      slug: 'lucky-gems',
      suspended_at: '2026-12-01T04:30:00.000Z',
      reason: 'Fake gemstones.',
    },
  ];
  const note = (call: string, request: Request) => {
    recorded.calls.push(call);
    recorded.authorizations.push(request.headers.get('authorization'));
  };
  server.use(
    http.get(apiUrl(apiPaths.adminReports), ({ request }) => {
      note(`GET reports?${new URL(request.url).searchParams.toString()}`, request);
      return HttpResponse.json({ reports });
    }),
    http.get(apiUrl(apiPaths.adminSuspensions), ({ request }) => {
      note('GET suspended', request);
      return HttpResponse.json({ shops: suspended });
    }),
    http.post(apiUrl(apiPaths.adminReportDismiss), async ({ request, params }) => {
      note(`POST dismiss ${String(params.reportId)}`, request);
      recorded.bodies.push(await request.json());
      const report = reports.find((r) => r.id === Number(params.reportId));
      reports = reports.filter((r) => r !== report);
      return HttpResponse.json({ ...report, status: 'dismissed' });
    }),
    http.put(apiUrl(apiPaths.adminShopSuspension), async ({ request, params }) => {
      note(`PUT suspension ${String(params.merchantId)}`, request);
      const body = (await request.json()) as { reason: string };
      recorded.bodies.push(body);
      const merchantId = Number(params.merchantId);
      const shop = reports.find((r) => r.shop.merchant_id === merchantId)!.shop;
      reports = reports.filter((r) => r.shop.merchant_id !== merchantId);
      const done: SuspendedShop = {
        merchant_id: merchantId,
        name: shop.name,
        slug: shop.slug,
        suspended_at: '2026-12-06T11:00:00.000Z',
        reason: body.reason,
      };
      suspended = [done, ...suspended];
      return HttpResponse.json(done);
    }),
    http.delete(apiUrl(apiPaths.adminShopSuspension), ({ request, params }) => {
      note(`DELETE suspension ${String(params.merchantId)}`, request);
      suspended = suspended.filter((s) => s.merchant_id !== Number(params.merchantId));
      return HttpResponse.json({ merchant_id: Number(params.merchantId), listed: true });
    }),
  );
  return recorded;
}

export function renderModeration(role: OperatorRole = 'support', language: Language = 'en') {
  return renderAsOperator(<ModerationSection />, {
    token: 'operator-token-moderation',
    role,
    route: '/admin/moderation',
    language,
  });
}
