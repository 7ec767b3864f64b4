/** What the prices' component tests share: a fake back office server and a signed-in operator. */
import { http, HttpResponse } from 'msw';
import type {
  AdminPartnerCode,
  AdminPrices,
  NewPartnerCodeRequest,
  PartnerCodePatch,
  PriceChange,
  PriceChangeRequest,
} from '@contract/adminPrices';
import { apiPaths } from '@contract/apiPaths';
import type { OperatorRole } from '@contract/operators';
import type { Language } from '../../../i18n/language';
import { renderAsOperator } from '../adminTestKit';
import { apiUrl, server } from '../../../test/server';
import { PartnerCodesSection } from './PartnerCodesSection';
import { PricesSection } from './PricesSection';

export const OPERATOR_TOKEN = 'operator-token-prices';

const scheduledChange: PriceChange = {
  id: 7,
  target: 'plan',
  target_id: 1,
  target_name: 'basic',
  changes: { max_posts_per_month: 20 },
  before: null,
  effective_from: '2027-01-01T00:00:00+06:30',
  status: 'scheduled',
  applied_at: null,
  cancelled_at: null,
  operator_name: 'Finance',
  created_at: '2026-12-01T00:00:00Z',
};

export function samplePrices(): AdminPrices {
  return {
    plans: [
      {
        id: 1,
        name: 'basic',
        price_3month: 90_000,
        price_6month: 170_000,
        price_12month: 320_000,
        max_branches: 1,
        max_users: 2,
        max_posts_per_month: 10,
        scheduled: [scheduledChange],
      },
      {
        id: 2,
        name: 'Standard',
        price_3month: 180_000,
        price_6month: 340_000,
        price_12month: 640_000,
        max_branches: 3,
        max_users: 5,
        max_posts_per_month: 30,
        scheduled: [],
      },
    ],
    addons: [{ id: 1, name: 'Social Media Content', price_3month: 10_000, scheduled: [] }],
    history: [
      {
        ...scheduledChange,
        id: 3,
        target: 'addon',
        target_id: 1,
        target_name: 'Social Media Content',
        changes: { price_3month: 10_000 },
        before: { price_3month: 9_000 },
        status: 'applied',
        applied_at: '2026-11-01T00:00:00Z',
        effective_from: '2026-11-01T00:00:00+06:30',
      },
    ],
  };
}

export function sampleCodes(): AdminPartnerCode[] {
  const base = {
    partner: 'Yoma',
    active: true,
    expires_at: null,
    max_uses: null,
    uses: 0,
    created_at: '2026-12-01T00:00:00Z',
    amount_off: null,
  };
  return [
    { ...base, id: 1, code: 'YOMA-12', percent_off: 12, uses: 3, max_uses: 10, state: 'active' },
    {
      ...base,
      id: 2,
      code: 'KBZ-5000',
      percent_off: null,
      amount_off: 5000,
      active: false,
      state: 'switched_off',
    },
    {
      ...base,
      id: 3,
      code: 'OLD',
      percent_off: 5,
      expires_at: '2026-11-30T17:30:00Z',
      state: 'expired',
    },
  ];
}

/** What the fake server was sent, by call. */
export interface Sent {
  changes: PriceChangeRequest[];
  cancelled: string[];
  codes: NewPartnerCodeRequest[];
  patches: Array<{ id: string; body: PartnerCodePatch }>;
  tokens: string[];
}

export function fakeBackOffice(options: { refuseChange?: string } = {}): Sent {
  const sent: Sent = { changes: [], cancelled: [], codes: [], patches: [], tokens: [] };
  let prices = samplePrices();
  let codes = sampleCodes();
  server.use(
    http.get(apiUrl(apiPaths.adminPrices), ({ request }) => {
      sent.tokens.push(request.headers.get('authorization') ?? '');
      return HttpResponse.json(prices);
    }),
    http.post(apiUrl(apiPaths.adminPriceChanges), async ({ request }) => {
      const body = (await request.json()) as PriceChangeRequest;
      sent.changes.push(body);
      if (options.refuseChange) {
        return HttpResponse.json({ message: options.refuseChange }, { status: 409 });
      }
      const change: PriceChange = {
        ...scheduledChange,
        id: 20,
        target: body.target,
        target_id: body.target_id,
        changes: body.changes as Record<string, number | null>,
        effective_from: body.effective_from,
      };
      prices = {
        ...prices,
        plans: prices.plans.map((p) =>
          body.target === 'plan' && p.id === body.target_id
            ? { ...p, scheduled: [...p.scheduled, change] }
            : p,
        ),
      };
      return HttpResponse.json(change, { status: 201 });
    }),
    http.delete(apiUrl('admin/prices/changes/:changeId'), ({ params }) => {
      sent.cancelled.push(String(params.changeId));
      prices = {
        ...prices,
        plans: prices.plans.map((p) => ({
          ...p,
          scheduled: p.scheduled.filter((c) => String(c.id) !== String(params.changeId)),
        })),
      };
      return HttpResponse.json({ ...scheduledChange, status: 'cancelled' });
    }),
    http.get(apiUrl(apiPaths.adminPartnerCodes), () => HttpResponse.json({ codes })),
    http.post(apiUrl(apiPaths.adminPartnerCodes), async ({ request }) => {
      const body = (await request.json()) as NewPartnerCodeRequest;
      sent.codes.push(body);
      if (codes.some((c) => c.code === body.code)) {
        return HttpResponse.json(
          { message: `The partner code ${body.code} exists already; choose another code.` },
          { status: 409 },
        );
      }
      const made: AdminPartnerCode = {
        id: 9,
        code: body.code,
        percent_off: body.percent_off ?? null,
        amount_off: body.amount_off ?? null,
        partner: body.partner ?? '',
        active: body.active ?? true,
        expires_at: body.expires_at ?? null,
        max_uses: body.max_uses ?? null,
        uses: 0,
        created_at: '2026-12-07T00:00:00Z',
        state: body.active === false ? 'switched_off' : 'active',
      };
      codes = [made, ...codes];
      return HttpResponse.json(made, { status: 201 });
    }),
    http.patch(apiUrl('admin/partner-codes/:codeId'), async ({ params, request }) => {
      const body = (await request.json()) as PartnerCodePatch;
      sent.patches.push({ id: String(params.codeId), body });
      codes = codes.map((c) =>
        String(c.id) === String(params.codeId) && body.active !== undefined
          ? { ...c, active: body.active, state: body.active ? 'active' : 'switched_off' }
          : c,
      );
      return HttpResponse.json(codes.find((c) => String(c.id) === String(params.codeId)));
    }),
  );
  return sent;
}

export function renderPrices(language: Language = 'en', role: OperatorRole = 'finance') {
  return renderAsOperator(<PricesSection />, {
    token: OPERATOR_TOKEN,
    role,
    route: '/admin/prices',
    language,
  });
}

export function renderPartnerCodes(language: Language = 'en', role: OperatorRole = 'finance') {
  return renderAsOperator(<PartnerCodesSection />, {
    token: OPERATOR_TOKEN,
    role,
    route: '/admin/partner-codes',
    language,
  });
}
