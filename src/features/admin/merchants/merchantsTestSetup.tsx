/** What the back office merchants' component tests share: a fake server and a signed-in operator. */
import { http, HttpResponse } from 'msw';
import type {
  AdminMerchantDetail,
  AdminMerchantsPage,
  AdminNote,
  AdminOverview,
  AuditPage,
} from '@contract/adminMerchants';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { OperatorRole } from '@contract/operators';
import type { Language } from '../../../i18n/language';
import { renderAsOperator } from '../adminTestKit';
import { apiUrl, server } from '../../../test/server';
import { AuditSection } from './AuditSection';
import { ExportsSection } from './ExportsSection';
import { MerchantSection } from './MerchantSection';
import { MerchantsSection } from './MerchantsSection';
import { OverviewSection } from './OverviewSection';

export const OPERATOR_TOKEN = 'operator-token-merchants';

export const overview: AdminOverview = {
  active_by_plan: [
    { plan_id: 2, plan: 'Standard', count: 12, link: { section: 'merchants', state: 'active' } },
    { plan_id: 3, plan: 'Premium', count: 3, link: { section: 'merchants', state: 'active' } },
  ],
  this_month: {
    month: '2026-12',
    by_method: { card: 1_250_000, wallet: 300_000, bank_transfer: 45_000 },
    collected: 1_595_000,
    refunded: 15_000,
    net: 1_580_000,
    link: { section: 'payments', tab: 'payments' },
  },
  last_month: {
    month: '2026-11',
    by_method: { card: 900_000, wallet: 0, bank_transfer: 0 },
    collected: 900_000,
    refunded: 0,
    net: 900_000,
    link: { section: 'payments', tab: 'payments' },
  },
  renewals_due: { value: 4, link: { section: 'merchants', state: 'active', renews_within: 7 } },
  in_grace: { value: 2, link: { section: 'merchants', state: 'grace' } },
  new_shops: [
    '2026-10-19',
    '2026-10-26',
    '2026-11-02',
    '2026-11-09',
    '2026-11-16',
    '2026-11-23',
    '2026-11-30',
    '2026-12-07',
  ].map((week_start, i) => ({ week_start, count: i })),
  new_shops_link: { section: 'merchants' },
  awaiting_review: { value: 5, link: { section: 'payments', tab: 'transfers' } },
  held_for_refund: { value: 1, link: { section: 'payments', tab: 'held' } },
};

export const merchantsPage: AdminMerchantsPage = {
  merchants: [
    {
      id: 7,
      name: 'Daw Aye',
      phone: '09420000007',
      shop_name: 'ရွှေရည် လက်ဖက်ရည်',
      township_id: 1,
      plan: 'Standard',
      plan_state: 'grace',
      suspended: false,
      ends_at: '2026-12-01T00:00:00.000Z',
      registered_at: '2026-03-02T04:00:00.000Z',
    },
  ],
  page: 1,
  page_size: 25,
  total: 1,
};

export const note: AdminNote = {
  id: 1,
  body: 'Called: will renew on Friday.',
  operator_phone: '09790000002',
  operator_name: 'Ko Min',
  created_at: '2026-12-05T04:00:00.000Z',
};

export const detail: AdminMerchantDetail = {
  merchant: {
    id: 7,
    name: 'Daw Aye',
    phone: '09420000007',
    email: 'aye@example.com',
    verified: true,
    registered_at: '2026-03-02T04:00:00.000Z',
    township_id: 1,
    plan_state: 'grace',
  },
  subscriptions: [
    {
      id: 11,
      plan: 'Standard',
      duration_month: 3,
      status: 'active',
      starts_at: '2026-09-01T00:00:00.000Z',
      ends_at: '2026-12-01T00:00:00.000Z',
      grace_ends_at: '2026-12-08T00:00:00.000Z',
      value: 90_000,
      payment_id: 41,
    },
  ],
  payments: [
    {
      id: 41,
      method: 'card',
      amount: 94_500,
      currency: 'MMK',
      status: 'succeeded',
      created_at: '2026-09-01T00:00:00.000Z',
      receipt_number: 'R-2026-000012',
      refunds: [
        {
          id: 3,
          amount: 5_000,
          reason: 'Charged twice',
          credit_note: 'C-2026-000005',
          created_at: '2026-09-02T00:00:00.000Z',
        },
      ],
    },
  ],
  store: {
    slug: 'shwe-yee',
    name: 'ရွှေရည် လက်ဖက်ရည်',
    published: true,
    listed_until: '2026-12-08T00:00:00.000Z',
    suspended_at: null,
    suspension_reason: null,
  },
  orders_count: 1234,
  reservations_count: 5,
  notes: [note],
  audit: [
    {
      id: 9,
      at: '2026-12-04T04:00:00.000Z',
      operator_phone: '09790000002',
      operator_role: 'support',
      action: 'note.add',
      subject_type: 'merchant',
      subject_id: '7',
      merchant_id: 7,
      before: null,
      after: { body: 'Earlier note' },
      reason: null,
    },
  ],
};

export const auditPage: AuditPage = {
  rows: [
    {
      id: 20,
      at: '2026-12-06T04:00:00.000Z',
      operator_phone: '09790000003',
      operator_role: 'finance',
      action: 'price.schedule',
      subject_type: 'plan',
      subject_id: '2',
      merchant_id: null,
      before: { price_3month: 90_000 },
      after: { price_3month: 99_000 },
      reason: 'New year prices',
    },
  ],
  next: null,
};

export interface Recorded {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/** The fake back office: answers what the sections ask and records every call. */
export function fakeMerchants() {
  const calls: Recorded[] = [];
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : null,
    });
  };
  let notes = [...detail.notes];
  server.use(
    http.get(apiUrl(apiPaths.adminOverview), async ({ request }) => {
      await record(request);
      return HttpResponse.json(overview);
    }),
    http.get(apiUrl(apiPaths.adminMerchants), async ({ request }) => {
      await record(request);
      return HttpResponse.json(merchantsPage);
    }),
    http.get(apiUrl(fillPath(apiPaths.adminMerchant, { merchantId: 7 })), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...detail, notes });
    }),
    http.get(apiUrl(fillPath(apiPaths.adminMerchant, { merchantId: 8 })), () =>
      HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.post(
      apiUrl(fillPath(apiPaths.adminMerchantNotes, { merchantId: 7 })),
      async ({ request }) => {
        await record(request);
        const body = (calls[calls.length - 1]!.body as { body: string }).body;
        const made = { ...note, id: notes.length + 1, body };
        notes = [made, ...notes];
        return HttpResponse.json(made, { status: 201 });
      },
    ),
    http.get(apiUrl(apiPaths.adminAudit), async ({ request }) => {
      await record(request);
      return HttpResponse.json(auditPage);
    }),
    http.get(apiUrl(apiPaths.adminExport), async ({ request }) => {
      await record(request);
      return new HttpResponse('\uFEFFmerchant_id,name\n7,ဒေါ်အေး\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="merchants-2026-12-07.csv"',
        },
      });
    }),
  );
  return calls;
}

/** The back office at `route`, signed in as `role`, in `language`. */
export function renderAdmin(
  route: string,
  role: OperatorRole = 'support',
  language: Language = 'en',
) {
  const pathname = route.split('?')[0]!;
  const [element, path] = /^\/admin\/merchants\/[^/]+$/.test(pathname)
    ? [<MerchantSection key="merchant" />, '/admin/*']
    : pathname === '/admin/merchants'
      ? [<MerchantsSection key="merchants" />, '/admin/merchants']
      : pathname === '/admin/audit'
        ? [<AuditSection key="audit" />, '/admin/audit']
        : pathname === '/admin/exports'
          ? [<ExportsSection key="exports" />, '/admin/exports']
          : [<OverviewSection key="overview" />, '/admin'];
  return renderAsOperator(element, { token: OPERATOR_TOKEN, role, route, path, language });
}
