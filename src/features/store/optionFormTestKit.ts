/**
 * A fake of the choices routes (contract/optionPaths.ts) for the store editor's component tests,
 * over the items of a fake store (src/test/storeHandlers.ts): it keeps each item's groups on the
 * item, so the catalogue it answers shows them, follows the contract's rules (`groupShapeProblem`,
 * one group per Idempotency-Key, every group once in a new order) and records what it was sent.
 */
import { http, HttpResponse } from 'msw';
import { groupShapeProblem } from '@contract/optionRules';
import { optionPaths } from '@contract/optionPaths';
import type { OptionGroup, OptionGroupRequest, OptionGroups } from '@contract/options';
import type { CatalogueItem } from '@contract/store';
import { apiUrl } from '../../test/server';
import type { createFakeStore, RecordedStoreCall } from '../../test/storeHandlers';

/** Words of the fake's refusals (the server's own are its to choose). */
export const FAKE_OPTION_WORDS = {
  invalid: 'The given data was invalid.',
  maxAboveOptions: 'The most a shopper chooses cannot be more than the options.',
  minAboveMax: 'The fewest a shopper chooses cannot be more than the most.',
  notFound: 'This group of choices was not found.',
  orderInvalid: 'The new order must list every group of choices of the item, each once.',
} as const;

const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json(
    { status: false, message: FAKE_OPTION_WORDS.invalid, data: { errors } },
    { status: 422 },
  );
const notFound = () => HttpResponse.json({ message: FAKE_OPTION_WORDS.notFound }, { status: 404 });

export function createFakeOptions(fake: ReturnType<typeof createFakeStore>) {
  const calls: RecordedStoreCall[] = [];
  const created = new Map<string, OptionGroups>();
  let next = 900;

  async function record(request: Request, path: string): Promise<unknown> {
    const text = request.method === 'DELETE' ? '' : await request.clone().text();
    const body = text === '' ? undefined : (JSON.parse(text) as unknown);
    calls.push({
      method: request.method,
      path,
      headers: Object.fromEntries(request.headers.entries()),
      body,
    });
    return body;
  }
  const itemOf = (params: Record<string, unknown>): CatalogueItem | undefined =>
    fake.state().items.find((item) => item.id === Number(params.itemId));
  const answer = (item: CatalogueItem, status = 200) =>
    HttpResponse.json({ groups: item.options ?? [] } satisfies OptionGroups, { status });
  const shapeRefusal = (body: OptionGroupRequest) => {
    const problem = groupShapeProblem(body);
    if (problem === 'max_above_options')
      return invalid({ max: [FAKE_OPTION_WORDS.maxAboveOptions] });
    if (problem === 'min_above_max') return invalid({ min: [FAKE_OPTION_WORDS.minAboveMax] });
    return null;
  };
  const groupOf = (
    body: OptionGroupRequest,
    id: number,
    kept: OptionGroup | null,
  ): OptionGroup => ({
    id,
    name: body.name,
    name_my: body.name_my,
    min: body.min,
    max: body.max,
    options: body.options.map((option) => ({
      id:
        option.id !== undefined && kept?.options.some((old) => old.id === option.id)
          ? option.id
          : next++,
      name: option.name,
      name_my: option.name_my,
      price: option.price,
    })),
  });

  const handlers = [
    http.post(apiUrl(optionPaths.storeOptionGroups), async ({ request, params }) => {
      const body = (await record(request, optionPaths.storeOptionGroups)) as OptionGroupRequest;
      const item = itemOf(params);
      if (!item) return notFound();
      const key = request.headers.get('idempotency-key');
      if (key === null) return invalid({ 'idempotency-key': ['The key is required.'] });
      const first = created.get(key);
      if (first) return HttpResponse.json(first);
      const refused = shapeRefusal(body);
      if (refused) return refused;
      item.options = [...(item.options ?? []), groupOf(body, next++, null)];
      created.set(key, { groups: item.options });
      return answer(item, 201);
    }),
    // Before the group's own path, which `order` would match too.
    http.put(apiUrl(optionPaths.storeOptionGroupOrder), async ({ request, params }) => {
      const { ids } = (await record(request, optionPaths.storeOptionGroupOrder)) as {
        ids: number[];
      };
      const item = itemOf(params);
      if (!item) return notFound();
      const groups = item.options ?? [];
      const byId = new Map(groups.map((group) => [group.id, group]));
      if (ids.length !== groups.length || new Set(ids).size !== ids.length) {
        return invalid({ ids: [FAKE_OPTION_WORDS.orderInvalid] });
      }
      const ordered = ids.map((id) => byId.get(id));
      if (ordered.some((group) => group === undefined)) {
        return invalid({ ids: [FAKE_OPTION_WORDS.orderInvalid] });
      }
      item.options = ordered as OptionGroup[];
      return answer(item);
    }),
    http.put(apiUrl(optionPaths.storeOptionGroup), async ({ request, params }) => {
      const body = (await record(request, optionPaths.storeOptionGroup)) as OptionGroupRequest;
      const item = itemOf(params);
      const kept = item?.options?.find((group) => group.id === Number(params.groupId));
      if (!item || !kept) return notFound();
      const refused = shapeRefusal(body);
      if (refused) return refused;
      item.options = (item.options ?? []).map((group) =>
        group.id === kept.id ? groupOf(body, kept.id, kept) : group,
      );
      return answer(item);
    }),
    http.delete(apiUrl(optionPaths.storeOptionGroup), async ({ request, params }) => {
      await record(request, optionPaths.storeOptionGroup);
      const item = itemOf(params);
      if (!item?.options?.some((group) => group.id === Number(params.groupId))) return notFound();
      item.options = item.options.filter((group) => group.id !== Number(params.groupId));
      return answer(item);
    }),
  ];

  return {
    handlers,
    calls,
    /** The calls of one method to one option path, in order. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/** 'Size: Regular / Large +500 MMK', required, one to choose. */
export const sizeGroup = (overrides: Partial<OptionGroup> = {}): OptionGroup => ({
  id: 11,
  name: 'Size',
  name_my: 'အရွယ်အစား',
  min: 1,
  max: 1,
  options: [
    { id: 21, name: 'Regular', name_my: 'ပုံမှန်', price: 0 },
    { id: 22, name: 'Large', name_my: 'အကြီး', price: 500 },
  ],
  ...overrides,
});

/** 'Extras: Extra egg +300 MMK, Extra cheese +400 MMK', up to two, not required. */
export const extrasGroup = (overrides: Partial<OptionGroup> = {}): OptionGroup => ({
  id: 12,
  name: 'Extras',
  name_my: '',
  min: 0,
  max: 2,
  options: [
    { id: 23, name: 'Extra egg', name_my: '', price: 300 },
    { id: 24, name: 'Extra cheese', name_my: '', price: 400 },
  ],
  ...overrides,
});
