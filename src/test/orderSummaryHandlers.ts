/**
 * A fake of the pending order's summary and its partner code, for the /billing tests: it answers
 * the order it holds (none by default), prices a known code with the summary given for it, and
 * refuses any other code with a 422 as the server does. `server.use(...fake.handlers)` installs it.
 * It imports nothing of ./server (which lists the default), so the two never load each other.
 */
import { http, HttpResponse } from 'msw';
import type { OrderSummary, OrderSummaryResponse, PartnerCodeRequest } from '@contract/billing';
import { apiPaths } from '@contract/apiPaths';
import { absoluteApiBase } from '../app/config';
import { hasBearer, merchantRefusal, tokenNotValid } from './merchantAuth';

const apiUrl = (path: string): string => `${absoluteApiBase()}${path}`;

/** `merchant/orderSummary/:merchantId` as MSW matches it. */
const summaryUrl = () => apiUrl(apiPaths.orderSummary);
const partnerCodeUrl = () => apiUrl(apiPaths.partnerCode);

/** Every test's default: nothing is pending, so /billing is the shop fee screen. */
export const defaultOrderSummaryHandlers = [
  http.get(summaryUrl(), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({ order: null } satisfies OrderSummaryResponse)
      : tokenNotValid(),
  ),
];

export interface FakeOrderSummaryOptions {
  merchantId: number;
  /** The pending order as priced without a code (null: none pending). */
  order: OrderSummary | null;
  /** The summary the server answers once each code (upper case) is applied. */
  codes?: Record<string, OrderSummary>;
  /** The 422's reason for any other code. */
  refusal?: string;
}

export function createFakeOrderSummary(options: FakeOrderSummaryOptions) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  let base = options.order;
  let current = options.order;
  const guard = (request: Request, merchantId: unknown) =>
    merchantRefusal(request, merchantId, options.merchantId);
  const answer = () => HttpResponse.json({ order: current } satisfies OrderSummaryResponse);

  const handlers = [
    http.get(summaryUrl(), ({ request, params }) => {
      calls.push({ method: 'GET', path: apiPaths.orderSummary, body: undefined });
      return guard(request, params.merchantId) ?? answer();
    }),
    http.post(partnerCodeUrl(), async ({ request, params }) => {
      const body = (await request.json()) as PartnerCodeRequest;
      calls.push({ method: 'POST', path: apiPaths.partnerCode, body });
      const refused = guard(request, params.merchantId);
      if (refused) return refused;
      const priced = options.codes?.[body.code.trim().toUpperCase()];
      if (!priced || current === null) {
        return HttpResponse.json(
          {
            status: false,
            message: 'The given data was invalid.',
            data: { errors: { code: [options.refusal ?? 'There is no such partner code.'] } },
          },
          { status: 422 },
        );
      }
      current = priced;
      return answer();
    }),
    http.delete(partnerCodeUrl(), ({ request, params }) => {
      calls.push({ method: 'DELETE', path: apiPaths.partnerCode, body: undefined });
      const refused = guard(request, params.merchantId);
      if (refused) return refused;
      current = base;
      return answer();
    }),
  ];

  return {
    handlers,
    calls,
    /** The calls of one method, in order. */
    callsOf: (method: string) => calls.filter((call) => call.method === method),
    /** The order changes on the server (its price, or it is paid elsewhere). */
    setOrder(order: OrderSummary | null) {
      base = order;
      current = order;
    },
  };
}
