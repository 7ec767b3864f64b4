/**
 * A fake of the merchant's store API for component tests, following the contract
 * (contract/store.ts, contract/apiPaths.ts) and the server's rules as the contract's pure
 * functions state them: entitlements from the seed's plans, the publish checklist, the branch
 * limit, one record per Idempotency-Key, a menu section refused while it holds items, photos
 * refused unless JPEG, PNG or WebP. It keeps what it was sent. `server.use(...fake.handlers)`
 * installs it for one test; `defaultStoreHandlers` answer a store that does not exist yet.
 *
 * It imports nothing of ./server (which lists the defaults), so the two never load each other.
 */
import { http, HttpResponse } from 'msw';
import type { Plan } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { reviewPaths } from '@contract/reviewPaths';
import { deliveryPaths } from '@contract/deliveryPaths';
import { entitlementsOf, withinLimit, type Entitlements } from '@contract/entitlements';
import { isListed, missingForPublishing } from '@contract/listing';
import { NOT_OWN_MERCHANT, TOKEN_NOT_VALID } from '@contract/messages';
import { isValidSlug, slugify } from '@contract/slug';
import {
  PHOTO_TYPES,
  type Branch,
  type BranchRequest,
  type CatalogueItem,
  type CatalogueItemRequest,
  type MenuSection,
  type MerchantStoreResponse,
  type PhotoRef,
  type StoreProfile,
  type StoreProfileRequest,
} from '@contract/store';
import { absoluteApiBase } from '../app/config';
import { seedData } from '../../server/src/db/seedData';

const url = (path: string): string => `${absoluteApiBase()}${path}`;

/** The seed's plans, numbered as the server numbers them: basic (1), Standard (2), Premium (3). */
export const storePlans: Plan[] = seedData.plans;

/** Words of the fake's refusals (the server's own are its to choose; the SPA shows what it gets). */
export const FAKE_WORDS = {
  invalid: 'The given data was invalid.',
  slugTaken: 'This address is already used by another shop.',
  branchLimit: (limit: number) => `Your plan allows ${limit} branches.`,
  publishRefused: 'Your store cannot be published yet: verify your phone number first.',
  sectionNotEmpty: 'This menu section still has items. Move or remove them first.',
  unsupportedImage: 'Unsupported image',
  notFound: 'Not found',
} as const;

export interface RecordedStoreCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeStoreOptions {
  merchantId?: number;
  /** The active subscription's plan; null: none. Default: Standard (3 branches). */
  plan?: Plan | null;
  addons?: Array<{ addon_type_id: number; quantity: number }>;
  phoneVerified?: boolean;
  profile?: StoreProfile | null;
  branches?: Branch[];
  sections?: MenuSection[];
  items?: CatalogueItem[];
  /** Slugs other shops use. */
  takenSlugs?: string[];
  /**
   * What the server decides when publishing, when it differs from the checklist it showed a
   * moment earlier (a subscription that ended in between): publishing is refused (409).
   */
  refusePublish?: boolean;
  /** The plan's period as the overview reports it (absent: not reported). */
  planPeriod?: MerchantStoreResponse['plan_period'];
}

const tokenNotValid = () => HttpResponse.json({ message: TOKEN_NOT_VALID }, { status: 401 });
const notOwn = () => HttpResponse.json({ message: NOT_OWN_MERCHANT }, { status: 403 });
const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json(
    { status: false, message: FAKE_WORDS.invalid, data: { errors } },
    { status: 422 },
  );
const notFound = () => HttpResponse.json({ message: FAKE_WORDS.notFound }, { status: 404 });

/** A photo as the server stores it, re-encoded to the widths not wider than the original. */
export const samplePhoto = (id: string): PhotoRef => ({
  id,
  width: 800,
  height: 600,
  widths: [160, 320, 640],
});

export function createFakeStore(options: FakeStoreOptions = {}) {
  const merchantId = options.merchantId ?? 3;
  const plan = options.plan === undefined ? (storePlans[1] ?? null) : options.plan;
  const addons = options.addons ?? [];
  let profile: StoreProfile | null = options.profile ?? null;
  const branches: Branch[] = [...(options.branches ?? [])];
  let sections: MenuSection[] = [...(options.sections ?? [])];
  let items: CatalogueItem[] = [...(options.items ?? [])];
  const photos = new Map<string, PhotoRef>();
  const created = new Map<string, unknown>();
  const calls: RecordedStoreCall[] = [];
  let next = 100;

  const entitlements = (): Entitlements => entitlementsOf(plan === null ? null : { plan, addons });
  const facts = () => ({
    subscribed: entitlements().subscribed,
    phoneVerified: options.phoneVerified ?? true,
    itemCount: items.length,
    published: profile?.published ?? false,
  });
  const overview = (): MerchantStoreResponse => ({
    profile,
    entitlements: entitlements(),
    phone_verified: facts().phoneVerified,
    branch_count: branches.length,
    item_count: items.length,
    missing: missingForPublishing(facts()),
    listed: profile !== null && isListed(facts()),
    ...(options.planPeriod === undefined ? {} : { plan_period: options.planPeriod }),
  });

  async function record(request: Request, path: string): Promise<unknown> {
    let body: unknown;
    const type = request.headers.get('content-type') ?? '';
    if (request.method === 'GET' || request.method === 'DELETE') body = undefined;
    else if (type.startsWith('multipart/form-data')) body = await request.clone().formData();
    else {
      const text = await request.clone().text();
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    }
    calls.push({
      method: request.method,
      path,
      headers: Object.fromEntries(request.headers.entries()),
      body,
    });
    return body;
  }
  const guard = (request: Request, params: Record<string, unknown>) => {
    if (!/^Bearer \S+$/.test(request.headers.get('authorization') ?? '')) return tokenNotValid();
    if (String(params.merchantId) !== String(merchantId)) return notOwn();
    return null;
  };
  /** A create with an Idempotency-Key answers the first record made with it. */
  const once = <T>(request: Request, make: () => T): T => {
    const key = request.headers.get('idempotency-key');
    if (key !== null && created.has(key)) return created.get(key) as T;
    const record = make();
    if (key !== null) created.set(key, record);
    return record;
  };
  const photoOf = (id: string | null): PhotoRef | null =>
    id === null ? null : (photos.get(id) ?? samplePhoto(id));
  const reorder = <T extends { id: number }>(list: T[], ids: number[], among: T[]) => {
    const wanted = new Set(among.map((entry) => entry.id));
    if (ids.length !== wanted.size || !ids.every((id) => wanted.has(id))) return null;
    const byId = new Map(list.map((entry) => [entry.id, entry]));
    let position = 0;
    return list.map((entry) =>
      wanted.has(entry.id) ? (byId.get(ids[position++] as number) as T) : entry,
    );
  };

  const handlers = [
    http.get(url(apiPaths.store), async ({ request, params }) => {
      await record(request, apiPaths.store);
      return guard(request, params) ?? HttpResponse.json(overview());
    }),
    http.put(url(apiPaths.store), async ({ request, params }) => {
      const body = (await record(request, apiPaths.store)) as StoreProfileRequest;
      const refused = guard(request, params);
      if (refused) return refused;
      const errors: Record<string, string[]> = {};
      if (body.name.trim() === '') errors.name = ['The name is required.'];
      const slug = body.slug || profile?.slug || slugify(body.name);
      if (body.slug !== '' && !isValidSlug(body.slug)) errors.slug = ['This address is not valid.'];
      else if ((options.takenSlugs ?? []).includes(slug)) errors.slug = [FAKE_WORDS.slugTaken];
      if (Object.keys(errors).length > 0) return invalid(errors);
      profile = {
        slug,
        name: body.name,
        description: body.description,
        category_id: body.category_id,
        township_id: body.township_id,
        district_id: 1,
        address: body.address,
        phone: body.phone,
        hours: body.hours,
        logo: photoOf(body.logo_photo_id),
        cover: photoOf(body.cover_photo_id),
        published: profile?.published ?? false,
        // As the server: omitted, the current value stays (4 for a new store).
        slot_capacity: body.slot_capacity ?? profile?.slot_capacity ?? 4,
        max_party_size: body.max_party_size ?? profile?.max_party_size ?? 12,
        orders_for_later: body.orders_for_later ?? profile?.orders_for_later ?? false,
      };
      return HttpResponse.json(overview());
    }),
    http.post(url(apiPaths.storePublish), async ({ request, params }) => {
      await record(request, apiPaths.storePublish);
      const refused = guard(request, params);
      if (refused) return refused;
      if (profile === null) return notFound();
      if (options.refusePublish || missingForPublishing(facts()).length > 0) {
        return HttpResponse.json({ message: FAKE_WORDS.publishRefused }, { status: 409 });
      }
      profile = { ...profile, published: true };
      return HttpResponse.json(overview());
    }),
    http.delete(url(apiPaths.storePublish), async ({ request, params }) => {
      await record(request, apiPaths.storePublish);
      const refused = guard(request, params);
      if (refused) return refused;
      if (profile === null) return notFound();
      profile = { ...profile, published: false };
      return HttpResponse.json(overview());
    }),

    http.get(url(apiPaths.storeBranches), async ({ request, params }) => {
      await record(request, apiPaths.storeBranches);
      return guard(request, params) ?? HttpResponse.json(branches);
    }),
    http.post(url(apiPaths.storeBranches), async ({ request, params }) => {
      const body = (await record(request, apiPaths.storeBranches)) as BranchRequest;
      const refused = guard(request, params);
      if (refused) return refused;
      const limit = entitlements().max_branches;
      const key = request.headers.get('idempotency-key');
      const repeated = key !== null && created.has(key);
      if (!repeated && !withinLimit(branches.length, limit)) {
        return invalid({ name: [FAKE_WORDS.branchLimit(limit ?? 0)] });
      }
      const branch = once(request, () => {
        const made: Branch = { id: next++, ...body, slot_capacity: body.slot_capacity ?? 4 };
        branches.push(made);
        return made;
      });
      return HttpResponse.json(branch, { status: 201 });
    }),
    http.put(url(apiPaths.storeBranch), async ({ request, params }) => {
      const body = (await record(request, apiPaths.storeBranch)) as BranchRequest;
      const refused = guard(request, params);
      if (refused) return refused;
      const index = branches.findIndex((b) => b.id === Number(params.branchId));
      if (index === -1) return notFound();
      const branch: Branch = {
        id: Number(params.branchId),
        ...body,
        slot_capacity: body.slot_capacity ?? branches[index]!.slot_capacity,
      };
      branches[index] = branch;
      return HttpResponse.json(branch);
    }),
    http.delete(url(apiPaths.storeBranch), async ({ request, params }) => {
      await record(request, apiPaths.storeBranch);
      const refused = guard(request, params);
      if (refused) return refused;
      const index = branches.findIndex((b) => b.id === Number(params.branchId));
      if (index === -1) return notFound();
      branches.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),

    http.get(url(apiPaths.storeCatalogue), async ({ request, params }) => {
      await record(request, apiPaths.storeCatalogue);
      return guard(request, params) ?? HttpResponse.json({ sections, items });
    }),
    // The order paths first: `sections/order` would otherwise read as a section named 'order'.
    http.put(url(apiPaths.storeSectionOrder), async ({ request, params }) => {
      const { ids } = (await record(request, apiPaths.storeSectionOrder)) as { ids: number[] };
      const refused = guard(request, params);
      if (refused) return refused;
      const ordered = reorder(sections, ids, sections);
      if (ordered === null) return invalid({ ids: ['Send every section once.'] });
      sections = ordered;
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(url(apiPaths.storeItemOrder), async ({ request, params }) => {
      const { ids } = (await record(request, apiPaths.storeItemOrder)) as { ids: number[] };
      const refused = guard(request, params);
      if (refused) return refused;
      const first = items.find((item) => item.id === ids[0]);
      const group = first
        ? items.filter(
            (item) =>
              item.kind === first.kind &&
              (item.kind !== 'menu_item' || item.section_id === first.section_id),
          )
        : [];
      const ordered = reorder(items, ids, group);
      if (ordered === null) return invalid({ ids: ['Send every item of the group once.'] });
      items = ordered;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(url(apiPaths.storeSections), async ({ request, params }) => {
      const body = (await record(request, apiPaths.storeSections)) as { name: string };
      const refused = guard(request, params);
      if (refused) return refused;
      const section: MenuSection = { id: next++, name: body.name };
      sections.push(section);
      return HttpResponse.json(section, { status: 201 });
    }),
    http.put(url(apiPaths.storeSection), async ({ request, params }) => {
      const body = (await record(request, apiPaths.storeSection)) as { name: string };
      const refused = guard(request, params);
      if (refused) return refused;
      const section = sections.find((s) => s.id === Number(params.sectionId));
      if (!section) return notFound();
      section.name = body.name;
      return HttpResponse.json(section);
    }),
    http.delete(url(apiPaths.storeSection), async ({ request, params }) => {
      await record(request, apiPaths.storeSection);
      const refused = guard(request, params);
      if (refused) return refused;
      const id = Number(params.sectionId);
      if (!sections.some((s) => s.id === id)) return notFound();
      if (items.some((item) => item.section_id === id)) {
        return HttpResponse.json({ message: FAKE_WORDS.sectionNotEmpty }, { status: 409 });
      }
      sections = sections.filter((s) => s.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(url(apiPaths.storeItems), async ({ request, params }) => {
      const body = (await record(request, apiPaths.storeItems)) as CatalogueItemRequest;
      const refused = guard(request, params);
      if (refused) return refused;
      const item = once(request, () => {
        const { photo_id, ...rest } = body;
        const made: CatalogueItem = { id: next++, ...rest, photo: photoOf(photo_id) };
        items.push(made);
        return made;
      });
      return HttpResponse.json(item, { status: 201 });
    }),
    http.put(url(apiPaths.storeItem), async ({ request, params }) => {
      const body = (await record(request, apiPaths.storeItem)) as CatalogueItemRequest;
      const refused = guard(request, params);
      if (refused) return refused;
      const index = items.findIndex((item) => item.id === Number(params.itemId));
      if (index === -1) return notFound();
      const { photo_id, ...rest } = body;
      const item: CatalogueItem = { id: Number(params.itemId), ...rest, photo: photoOf(photo_id) };
      items[index] = item;
      return HttpResponse.json(item);
    }),
    http.delete(url(apiPaths.storeItem), async ({ request, params }) => {
      await record(request, apiPaths.storeItem);
      const refused = guard(request, params);
      if (refused) return refused;
      const before = items.length;
      items = items.filter((item) => item.id !== Number(params.itemId));
      return items.length === before ? notFound() : new HttpResponse(null, { status: 204 });
    }),
    http.post(url(apiPaths.storePhotos), async ({ request, params }) => {
      const form = (await record(request, apiPaths.storePhotos)) as FormData;
      const refused = guard(request, params);
      if (refused) return refused;
      if (profile === null) return notFound();
      const file = form.get('photo');
      if (!(file instanceof Blob) || !(PHOTO_TYPES as readonly string[]).includes(file.type)) {
        return invalid({ photo: [FAKE_WORDS.unsupportedImage] });
      }
      const photo = samplePhoto(`ph_${next++}`);
      photos.set(photo.id, photo);
      return HttpResponse.json(photo, { status: 201 });
    }),
  ];

  return {
    handlers,
    calls,
    /** The calls of one method to one contract path, in order. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    state: () => ({ profile, branches, sections, items }),
  };
}

/**
 * What every component test answers unless it installs a fake: the merchant's store does not
 * exist yet, nothing is subscribed, and the lists are empty.
 */
const hasBearer = (request: Request) =>
  /^Bearer \S+$/.test(request.headers.get('authorization') ?? '');
const emptyStore: MerchantStoreResponse = {
  profile: null,
  entitlements: entitlementsOf(null),
  phone_verified: false,
  branch_count: 0,
  item_count: 0,
  missing: ['subscription', 'phone', 'items'],
  listed: false,
};
export const defaultStoreHandlers = [
  http.get(url(apiPaths.store), ({ request }) =>
    hasBearer(request) ? HttpResponse.json(emptyStore) : tokenNotValid(),
  ),
  http.get(url(apiPaths.storeBranches), ({ request }) =>
    hasBearer(request) ? HttpResponse.json([]) : tokenNotValid(),
  ),
  http.get(url(apiPaths.storeCatalogue), ({ request }) =>
    hasBearer(request) ? HttpResponse.json({ sections: [], items: [] }) : tokenNotValid(),
  ),
  // The shop's reviews: none, unless a test says.
  http.get(url(reviewPaths.merchantReviews), ({ request }) =>
    hasBearer(request) ? HttpResponse.json({ reviews: [], next_before: null }) : tokenNotValid(),
  ),
  // The townships the shop delivers to: none, unless a test says.
  http.get(url(deliveryPaths.storeDelivery), ({ request }) =>
    hasBearer(request) ? HttpResponse.json({ areas: [] }) : tokenNotValid(),
  ),
];
