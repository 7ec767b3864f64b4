/** What the design page's tests start from: a fake design server (MSW) and the page in a language. */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type {
  DesignCatalogue,
  DesignEventItem,
  DesignFile,
  DesignRequestDetail,
  DesignState,
} from '@contract/designs';
import type { MerchantStampCard } from '@contract/loyalty';
import type { Language } from '../../i18n/language';
import { languagePreload } from '../../test/languagePreload';
import { merchantRefusal } from '../../test/merchantAuth';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, sampleAccount, server } from '../../test/server';
import { StoreDesignsPage } from './StoreDesignsPage';

export const MERCHANT_ID = sampleAccount.user.merchantid!;

/** The products and extras as migration 040 writes them. */
export const catalogue: DesignCatalogue = {
  products: [
    {
      code: 'loyalty_stamp',
      name: 'Loyalty stamp',
      name_my: 'သစ္စာရှိဖောက်သည် တံဆိပ်',
      price: 8000,
      stamp_card: true,
    },
    { code: 'gift_card', name: 'Gift card', name_my: 'လက်ဆောင်ကတ်', price: 10000, stamp_card: false },
    {
      code: 'stamp_set',
      name: 'Branded stamp set of 5',
      name_my: 'အမှတ်တံဆိပ်ပါ တံဆိပ် ၅ ခုတွဲ',
      price: 30000,
      stamp_card: true,
    },
  ],
  extras: [
    { code: 'mockups_3d', name: '3D mockups', name_my: 'သုံးဖက်မြင် နမူနာပုံများ', price: 5000 },
    { code: 'animation', name: 'Animation', name_my: 'လှုပ်ရှားပုံ (အန်နီမေးရှင်း)', price: 8000 },
    {
      code: 'printing',
      name: 'Printing coordination',
      name_my: 'ပုံနှိပ်ရေး ညှိနှိုင်းပေးခြင်း',
      price: 7000,
    },
  ],
  concept_drafts: { min: 2, max: 3 },
  revision_rounds: 2,
  unit_price: 8000,
};

const file = (
  id: number,
  kind: DesignFile['kind'],
  name: string,
  round = 0,
  contentType = 'image/png',
): DesignFile => ({
  id,
  kind,
  round,
  name,
  content_type: contentType,
  size: 2048,
  published: true,
  created_at: '2026-11-03T04:00:00.000Z',
});

const waitingOf = (state: DesignState) =>
  state === 'brief' || state === 'review'
    ? ('merchant' as const)
    : state === 'delivered'
      ? null
      : ('designer' as const);

/**
 * The shop's three requests: no. 7, a loyalty stamp with 3D mockups, its concept drafts (a PNG
 * and a PDF) and one revised version published, waiting for the merchant; no. 5, a gift card
 * delivered; no. 3, a stamp set delivered (it can go on the stamp card).
 */
function sampleRequests(revisionRounds: number): DesignRequestDetail[] {
  const base = {
    brief: '',
    colours: [] as string[],
    logo_photo: null,
    logo_file_id: null,
    chosen_file_id: null,
    files: [] as DesignFile[],
    comments: [] as DesignRequestDetail['comments'],
    delivered_at: null as string | null,
  };
  return [
    {
      ...base,
      id: 7,
      product: { code: 'loyalty_stamp', name: 'Loyalty stamp', price: 8000 },
      extras: [{ code: 'mockups_3d', name: '3D mockups', price: 5000 }],
      total: 13000,
      state: 'review',
      waiting_on: 'merchant',
      revision_rounds: revisionRounds,
      revisions_left: 2 - revisionRounds,
      created_at: '2026-11-01T03:00:00.000Z',
      updated_at: '2026-11-05T03:00:00.000Z',
      brief: 'A cup of tea with steam, in our gold.',
      colours: ['#c8a040', '#1e5a3c'],
      logo_file_id: 20,
      files: [
        file(20, 'logo', 'logo.png'),
        file(21, 'draft', 'stamp-a.png'),
        file(22, 'draft', 'stamp-b.pdf', 0, 'application/pdf'),
        file(25, 'draft', 'stamp-a-v2.png', 1),
      ],
      comments: [
        {
          id: 1,
          author: 'designer',
          kind: 'consultation',
          body: 'Gold cup on green, round stamp.',
          round: 0,
          created_at: '2026-11-02T03:30:00.000Z',
        },
        {
          id: 2,
          author: 'merchant',
          kind: 'revision',
          body: 'Make the steam bigger.',
          round: 1,
          created_at: '2026-11-04T03:30:00.000Z',
        },
      ],
    },
    {
      ...base,
      id: 5,
      product: { code: 'gift_card', name: 'Gift card', price: 10000 },
      extras: [],
      total: 10000,
      state: 'delivered',
      waiting_on: null,
      revision_rounds: 0,
      revisions_left: 2,
      created_at: '2026-10-10T03:00:00.000Z',
      updated_at: '2026-10-20T03:00:00.000Z',
      delivered_at: '2026-10-20T03:00:00.000Z',
      brief: 'A gift card for the festival.',
      files: [
        file(31, 'draft', 'gift-a.png'),
        file(32, 'final', 'gift-card.pdf', 0, 'application/pdf'),
      ],
    },
    {
      ...base,
      id: 3,
      product: { code: 'stamp_set', name: 'Branded stamp set of 5', price: 30000 },
      extras: [{ code: 'printing', name: 'Printing coordination', price: 7000 }],
      total: 37000,
      state: 'delivered',
      waiting_on: null,
      revision_rounds: 2,
      revisions_left: 0,
      created_at: '2026-09-01T03:00:00.000Z',
      updated_at: '2026-09-20T03:00:00.000Z',
      delivered_at: '2026-09-20T03:00:00.000Z',
      brief: 'Five stamps, one for each drink.',
      files: [
        file(41, 'final', 'stamp-set.png'),
        file(42, 'final', 'stamp-set-print.pdf', 0, 'application/pdf'),
      ],
    },
  ];
}

export interface FakeDesignsOptions {
  /** Units bought and used (left: the difference). */
  bought?: number;
  used?: number;
  /** Rounds of revisions request no. 7 has used. */
  revisionRounds?: number;
}

/** The fake server of the design calls; tests read what reached it. */
export function fakeDesignServer(options: FakeDesignsOptions = {}) {
  const { bought = 4, used = 3, revisionRounds = 1 } = options;
  const requests = sampleRequests(revisionRounds);
  const units = { bought, used, left: Math.max(0, bought - used) };
  // Newest first: the designer published request 7's revised version (unseen); earlier steps seen.
  const events: DesignEventItem[] = [
    {
      id: 12,
      request_id: 7,
      kind: 'draftsPublished',
      seen: false,
      created_at: '2026-11-05T03:00:00.000Z',
    },
    { id: 9, request_id: 5, kind: 'delivered', seen: true, created_at: '2026-10-20T03:00:00.000Z' },
    { id: 4, request_id: 3, kind: 'delivered', seen: true, created_at: '2026-09-20T03:00:00.000Z' },
  ];
  const received: Array<{ call: string; body?: unknown; key?: string | null }> = [];
  const url = (path: string) => apiUrl(path);
  const own = (request: Request, params: Record<string, unknown>) =>
    merchantRefusal(request, params.merchantId, MERCHANT_ID);
  const find = (params: Record<string, unknown>) =>
    requests.find((r) => r.id === Number(params.requestId));
  const notFound = () =>
    HttpResponse.json({ message: 'Design request not found' }, { status: 404 });
  const summary = (r: DesignRequestDetail) => {
    const {
      brief: _b,
      colours: _c,
      logo_photo: _p,
      logo_file_id: _l,
      chosen_file_id: _f,
      files: _fs,
      comments: _cs,
      ...rest
    } = r;
    return rest;
  };
  const unseen = () => events.filter((e) => !e.seen).length;

  const handlers = [
    http.get(
      url(apiPaths.merchantDesignCatalogue),
      ({ request, params }) => own(request, params) ?? HttpResponse.json(catalogue),
    ),
    // The events' paths before the request's, whose `:requestId` would take `events` too.
    http.get(
      url(apiPaths.merchantDesignEvents),
      ({ request, params }) =>
        own(request, params) ?? HttpResponse.json({ unseen: unseen(), events }),
    ),
    http.post(url(apiPaths.merchantDesignEventsSeen), async ({ request, params }) => {
      const refused = own(request, params);
      if (refused) return refused;
      const body = (await request.json()) as { up_to: number };
      received.push({ call: 'seen', body });
      for (const event of events) if (event.id <= body.up_to) event.seen = true;
      return HttpResponse.json({ unseen: unseen(), events });
    }),
    http.get(
      url(apiPaths.merchantDesigns),
      ({ request, params }) =>
        own(request, params) ??
        HttpResponse.json({ requests: requests.map(summary), units, unseen: unseen() }),
    ),
    http.post(url(apiPaths.merchantDesigns), async ({ request, params }) => {
      const refused = own(request, params);
      if (refused) return refused;
      const key = request.headers.get('idempotency-key');
      let body: Record<string, unknown>;
      let logo: string | null = null;
      if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
        const form = await request.formData();
        body = JSON.parse(String(form.get('data'))) as Record<string, unknown>;
        const sent = form.get('logo');
        // The page's File and the fake network's are not the same class: read it by its shape.
        logo = sent !== null && typeof sent === 'object' ? (sent as File).name : null;
      } else {
        body = (await request.json()) as Record<string, unknown>;
      }
      received.push({ call: 'create', body: logo ? { ...body, logo } : body, key });
      if (units.left === 0) {
        return HttpResponse.json(
          {
            message: `The ${units.bought} designs bought with your plan are used. Add Stamp & Card Designs to your plan to ask for another.`,
          },
          { status: 403 },
        );
      }
      const product = catalogue.products.find((p) => p.code === body.product)!;
      const extras = catalogue.extras.filter((e) => (body.extras as string[]).includes(e.code));
      const made: DesignRequestDetail = {
        id: 8,
        product: { code: product.code, name: product.name, price: product.price },
        extras: extras.map((e) => ({ code: e.code, name: e.name, price: e.price })),
        total: product.price + extras.reduce((sum, e) => sum + e.price, 0),
        state: 'consultation',
        waiting_on: 'designer',
        revision_rounds: 0,
        revisions_left: 2,
        created_at: '2026-11-06T03:00:00.000Z',
        updated_at: '2026-11-06T03:00:00.000Z',
        delivered_at: null,
        brief: String(body.brief),
        colours: body.colours as string[],
        logo_photo: null,
        logo_file_id: logo ? 50 : null,
        chosen_file_id: null,
        files: logo ? [file(50, 'logo', logo)] : [],
        comments: [],
      };
      requests.unshift(made);
      units.used += 1;
      units.left -= 1;
      return HttpResponse.json(made, { status: 201 });
    }),
    http.get(url(apiPaths.merchantDesign), ({ request, params }) => {
      const refused = own(request, params);
      if (refused) return refused;
      const found = find(params);
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.post(url(apiPaths.merchantDesignPick), async ({ request, params }) => {
      const refused = own(request, params);
      if (refused) return refused;
      const body = (await request.json()) as { file_id: number };
      received.push({ call: `pick ${String(params.requestId)}`, body });
      const found = find(params);
      if (!found) return notFound();
      found.chosen_file_id = body.file_id;
      return HttpResponse.json(found);
    }),
    http.post(url(apiPaths.merchantDesignRevision), async ({ request, params }) => {
      const refused = own(request, params);
      if (refused) return refused;
      const body = (await request.json()) as { comment: string };
      received.push({ call: `revision ${String(params.requestId)}`, body });
      const found = find(params);
      if (!found) return notFound();
      if (found.revision_rounds >= 2) {
        return HttpResponse.json(
          {
            message:
              'Both rounds of revisions have been used. Accept the draft you like best to receive the final files.',
            reason: 'revisions_used_up',
          },
          { status: 409 },
        );
      }
      found.revision_rounds += 1;
      found.revisions_left -= 1;
      found.state = 'revision';
      found.waiting_on = waitingOf('revision');
      found.comments.push({
        id: 9,
        author: 'merchant',
        kind: 'revision',
        body: body.comment,
        round: found.revision_rounds,
        created_at: '2026-11-06T03:00:00.000Z',
      });
      return HttpResponse.json(found);
    }),
    http.post(url(apiPaths.merchantDesignAccept), ({ request, params }) => {
      const refused = own(request, params);
      if (refused) return refused;
      received.push({ call: `accept ${String(params.requestId)}` });
      const found = find(params);
      if (!found) return notFound();
      found.state = 'final';
      found.waiting_on = waitingOf('final');
      return HttpResponse.json(found);
    }),
    http.get(url(apiPaths.merchantDesignFile), ({ request, params }) => {
      const refused = own(request, params);
      if (refused) return refused;
      received.push({ call: `file ${String(params.fileId)}` });
      const found = find(params)?.files.find((f) => f.id === Number(params.fileId));
      if (!found) return HttpResponse.json({ message: 'File not found' }, { status: 404 });
      return new HttpResponse(new Uint8Array([1, 2, 3, 4]), {
        headers: { 'content-type': found.content_type },
      });
    }),
    http.post(url(apiPaths.merchantDesignStampCard), async ({ request, params }) => {
      const refused = own(request, params);
      if (refused) return refused;
      received.push({ call: `stamp card ${String(params.requestId)}`, body: await request.json() });
      const card: MerchantStampCard = {
        enabled: true,
        stamps_needed: 8,
        reward: 'Free tea',
        background: '#ffffff',
        color: '#c8a040',
        logo: { id: 'ph_design', width: 512, height: 512, widths: [256, 512] },
        own_logo: { id: 'ph_design', width: 512, height: 512, widths: [256, 512] },
        shop_logo: null,
      };
      return HttpResponse.json(card);
    }),
  ];
  return { handlers, requests, events, units, received };
}

export type FakeDesignServer = ReturnType<typeof fakeDesignServer>;

/** The owner's session, or a member's (their role on the user record). */
function sessionOf(role: 'owner' | 'manager' | 'cashier') {
  const user =
    role === 'owner'
      ? sampleAccount.user
      : { ...sampleAccount.user, username: 'Ko Zaw', role, member_id: 5, branch_id: null };
  return {
    session: { token: sampleAccount.token, user, merchantUser: sampleAccount.merchantUser },
  };
}

/** Object URLs made for the files' bytes, counted: `blob:design-1`, `blob:design-2`, … */
export function fakeObjectUrls() {
  let made = 0;
  URL.createObjectURL = jest.fn(() => `blob:design-${++made}`);
  URL.revokeObjectURL = jest.fn();
}

/** /store/designs in `language`, signed in with `role`. */
export function renderDesigns(
  language: Language,
  {
    fake = fakeDesignServer(),
    role = 'owner',
  }: { fake?: FakeDesignServer; role?: 'owner' | 'manager' | 'cashier' } = {},
) {
  fakeObjectUrls();
  server.use(...fake.handlers);
  return {
    fake,
    rendered: renderWithProviders(<StoreDesignsPage />, {
      route: '/store/designs',
      path: '/store/designs',
      preloadedState: languagePreload(language, sessionOf(role) as never),
    }),
  };
}
