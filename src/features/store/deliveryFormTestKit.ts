/**
 * A fake of the delivery route (contract/deliveryPaths.ts) for the store editor's component tests,
 * beside a fake store (src/test/storeHandlers.ts): GET answers the areas kept, PUT replaces them
 * after the server's checks (a township once, as `repeatedTownship` says; only townships it
 * knows), and every call is recorded.
 */
import { http, HttpResponse } from 'msw';
import type { DeliveryArea, DeliveryAreas, DeliveryAreasRequest } from '@contract/delivery';
import { deliveryPaths } from '@contract/deliveryPaths';
import { repeatedTownship } from '@contract/deliveryRules';
import { NOT_OWN_MERCHANT, TOKEN_NOT_VALID } from '@contract/messages';
import { apiUrl, sampleTownships } from '../../test/server';
import type { RecordedStoreCall } from '../../test/storeHandlers';

/** Words of the fake's refusals (the server's own are its to choose). */
export const FAKE_DELIVERY_WORDS = {
  invalid: 'The given data was invalid.',
  twice: 'Each township can be listed once.',
  unknown: 'Choose townships from the list.',
} as const;

const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json(
    { status: false, message: FAKE_DELIVERY_WORDS.invalid, data: { errors } },
    { status: 422 },
  );

/** A township of the seed by its English name. */
export function township(name: string) {
  const found = sampleTownships.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No township ${name} in the seed`);
  return found;
}

export function createFakeDelivery(
  options: {
    merchantId?: number;
    areas?: DeliveryArea[];
    /** The townships the server knows (default: the seed's); others are refused. */
    knownTownshipIds?: number[];
  } = {},
) {
  const merchantId = options.merchantId ?? 3;
  const known = new Set(options.knownTownshipIds ?? sampleTownships.map((entry) => entry.id));
  let areas: DeliveryArea[] = [...(options.areas ?? [])];
  const calls: RecordedStoreCall[] = [];

  async function record(request: Request): Promise<unknown> {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text === '' ? undefined : (JSON.parse(text) as unknown);
    calls.push({
      method: request.method,
      path: deliveryPaths.storeDelivery,
      headers: Object.fromEntries(request.headers.entries()),
      body,
    });
    return body;
  }
  const refused = (request: Request, params: Record<string, unknown>) => {
    if (!/^Bearer \S+$/.test(request.headers.get('authorization') ?? '')) {
      return HttpResponse.json({ message: TOKEN_NOT_VALID }, { status: 401 });
    }
    if (String(params.merchantId) !== String(merchantId)) {
      return HttpResponse.json({ message: NOT_OWN_MERCHANT }, { status: 403 });
    }
    return null;
  };

  const handlers = [
    http.get(apiUrl(deliveryPaths.storeDelivery), async ({ request, params }) => {
      await record(request);
      return refused(request, params) ?? HttpResponse.json({ areas } satisfies DeliveryAreas);
    }),
    http.put(apiUrl(deliveryPaths.storeDelivery), async ({ request, params }) => {
      const body = (await record(request)) as DeliveryAreasRequest;
      const refusal = refused(request, params);
      if (refusal) return refusal;
      if (repeatedTownship(body.areas) !== null)
        return invalid({ areas: [FAKE_DELIVERY_WORDS.twice] });
      if (body.areas.some((area) => !known.has(area.township_id))) {
        return invalid({ areas: [FAKE_DELIVERY_WORDS.unknown] });
      }
      areas = body.areas.map((area) => ({ ...area }));
      return HttpResponse.json({ areas } satisfies DeliveryAreas);
    }),
  ];

  return {
    handlers,
    calls,
    /** The PUTs, in order. */
    saves: () => calls.filter((call) => call.method === 'PUT'),
    areas: () => areas,
  };
}
