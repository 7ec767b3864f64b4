/** What the insights' tests start from: a report of a week, the fake server, the page. */
import { http, HttpResponse } from 'msw';
import {
  SCALAR_MEASURE_IDS,
  type InsightComparison,
  type InsightsResponse,
  type ScalarMeasureId,
} from '@contract/insights';
import type { Language } from '../../i18n/language';
import { languagePreload } from '../../test/languagePreload';
import { merchantRefusal } from '../../test/merchantAuth';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, sampleAccount, server } from '../../test/server';
import { InsightsPage } from './InsightsPage';
import { insightsPaths } from '@contract/insightsPaths';

export const MERCHANT_ID = sampleAccount.user.merchantid!;

const point = (from: string, sales: number, orders: number) => ({
  from,
  to: from,
  sales,
  orders,
  average_order_value: orders === 0 ? null : Math.round(sales / orders),
  reservations: 0,
  stamps_given: 0,
  points_issued: 0,
  members_joined: 0,
  promo_uses: 0,
  banner_impressions: 0,
  banner_clicks: 0,
  page_views: 0,
});

const figures = (
  values: Partial<Record<ScalarMeasureId, InsightComparison>>,
): InsightsResponse['measures'] =>
  Object.fromEntries(
    SCALAR_MEASURE_IDS.map((id) => [id, values[id] ?? { current: 0, previous: 0, change: null }]),
  ) as InsightsResponse['measures'];

/** A week of a tea shop: 3 days with orders, the week before it quieter. */
export const weekReport: InsightsResponse = {
  range: { from: '2026-11-01', to: '2026-11-03', days: 3 },
  previous: { from: '2026-10-29', to: '2026-10-31', days: 3 },
  period: null,
  grain: 'day',
  measures: figures({
    sales: { current: 125000, previous: 100000, change: 0.25 },
    orders: { current: 20, previous: 25, change: -0.2 },
    average_order_value: { current: 6250, previous: 4000, change: 0.5625 },
    repeat_rate: { current: 0.5, previous: null, change: null },
  }),
  series: [
    point('2026-11-01', 50000, 8),
    point('2026-11-02', 0, 0),
    point('2026-11-03', 75000, 12),
  ],
  previous_series: [
    point('2026-10-29', 30000, 9),
    point('2026-10-30', 30000, 8),
    point('2026-10-31', 40000, 8),
  ],
  top_items: [
    {
      item_id: 1,
      name: 'Milk tea',
      section_id: 1,
      section_name: 'Drinks',
      quantity: 30,
      sales: 45000,
      previous_quantity: 20,
      previous_sales: 30000,
      share: 0.36,
    },
  ],
  top_sections: [
    {
      section_id: 1,
      name: 'Drinks',
      quantity: 30,
      sales: 45000,
      previous_quantity: 20,
      previous_sales: 30000,
      share: 0.36,
    },
  ],
  branches: [
    {
      branch_id: null,
      name: null,
      orders: 20,
      sales: 125000,
      previous_orders: 25,
      previous_sales: 100000,
      share: 1,
    },
  ],
  hours: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    orders: hour === 9 ? 20 : 0,
    sales: hour === 9 ? 125000 : 0,
    previous_orders: hour === 9 ? 25 : 0,
    previous_sales: hour === 9 ? 100000 : 0,
  })),
  weekdays: Array.from({ length: 7 }, (_, index) => ({
    weekday: index + 1,
    days: index < 3 ? 1 : 0,
    orders: 0,
    sales: 0,
    previous_orders: 0,
    previous_sales: 0,
  })),
  banner: {
    current: {
      running_days: 3,
      impressions: 1200,
      impressions_promised: 1000,
      impressions_met: true,
      clicks: 12,
      ctr: 0.01,
      ctr_promised: 0.02,
      ctr_met: false,
    },
    previous: {
      running_days: 0,
      impressions: 0,
      impressions_promised: 0,
      impressions_met: null,
      clicks: 0,
      ctr: null,
      ctr_promised: 0.02,
      ctr_met: null,
    },
  },
};

/** The fake insights server: the week above, or a plan without the add-on; queries recorded. */
export function fakeInsights(options: { entitled?: boolean } = {}) {
  const queries: string[] = [];
  const handlers = [
    http.get(apiUrl(insightsPaths.merchantInsights), ({ request, params }) => {
      const refused = merchantRefusal(request, params.merchantId, MERCHANT_ID);
      if (refused) return refused;
      queries.push(new URL(request.url).search);
      if (options.entitled === false) {
        return HttpResponse.json(
          { message: 'Your plan does not include this feature' },
          { status: 403 },
        );
      }
      const search = new URL(request.url).searchParams;
      if (search.get('from') === '2026-12-01' && search.get('to') === '2026-11-01') {
        const message = 'The first day must not be after the last.';
        return HttpResponse.json(
          { status: false, message, data: { errors: { from: [message] } } },
          { status: 422 },
        );
      }
      return HttpResponse.json(weekReport);
    }),
  ];
  return { handlers, queries };
}

/** /store/insights in `language`, the owner signed in. */
export function renderInsights(language: Language, fake = fakeInsights()) {
  server.use(...fake.handlers);
  return {
    fake,
    rendered: renderWithProviders(<InsightsPage />, {
      route: '/store/insights',
      path: '/store/insights',
      preloadedState: languagePreload(language, {
        session: {
          token: sampleAccount.token,
          user: sampleAccount.user,
          merchantUser: sampleAccount.merchantUser,
        },
      } as never),
    }),
  };
}
