/** What the back office's design tests share: a fake design server and an operator signed in. */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type {
  AdminDesignDetail,
  DesignEventItem,
  DesignFile,
  DesignState,
} from '@contract/designs';
import type { OperatorRole } from '@contract/operators';
import type { Language } from '../../../i18n/language';
import { apiUrl, server } from '../../../test/server';
import { renderAsOperator } from '../adminTestKit';
import { DesignSection } from './DesignSection';
import { DesignsSection } from './DesignsSection';

export const TOKEN = 'operator-token-designs';

const shops = {
  goldenTea: { merchant_id: 3, shop_name: 'Golden Tea House', phone: '09420000001' },
  cityPhone: { merchant_id: 9, shop_name: 'City Phone', phone: '09420000009' },
  luckyGems: { merchant_id: 12, shop_name: 'Lucky Gems', phone: '09420000012' },
};

const file = (
  id: number,
  kind: DesignFile['kind'],
  name: string,
  published: boolean,
  contentType = 'image/png',
  round = 0,
): DesignFile => ({
  id,
  kind,
  round,
  name,
  content_type: contentType,
  size: 4096,
  published,
  created_at: '2026-11-03T04:00:00.000Z',
});

const waitingOf = (state: DesignState) =>
  state === 'brief' || state === 'review'
    ? ('merchant' as const)
    : state === 'delivered'
      ? null
      : ('designer' as const);

function request(
  id: number,
  shop: AdminDesignDetail['shop'],
  state: DesignState,
  more: Partial<AdminDesignDetail>,
): AdminDesignDetail {
  return {
    id,
    shop,
    product: { code: 'loyalty_stamp', name: 'Loyalty stamp', price: 8000 },
    extras: [],
    total: 8000,
    state,
    waiting_on: waitingOf(state),
    revision_rounds: 0,
    revisions_left: 2,
    created_at: '2026-11-01T03:00:00.000Z',
    updated_at: '2026-11-02T03:00:00.000Z',
    delivered_at: null,
    brief: '',
    colours: [],
    logo_photo: null,
    logo_file_id: null,
    chosen_file_id: null,
    files: [],
    comments: [],
    ...more,
  };
}

/**
 * No. 7, Golden Tea House's loyalty stamp with 3D mockups, its brief just submitted (a step not
 * yet seen); no. 9, City Phone's gift card with one concept draft uploaded; no. 4, Lucky Gems'
 * stamp set accepted, its final file uploaded; no. 2, delivered (listed with `all` only).
 */
function sampleRequests(): AdminDesignDetail[] {
  return [
    request(4, shops.luckyGems, 'final', {
      product: { code: 'stamp_set', name: 'Branded stamp set of 5', price: 30000 },
      total: 30000,
      updated_at: '2026-10-30T03:00:00.000Z',
      brief: 'Five gem stamps.',
      revision_rounds: 1,
      revisions_left: 1,
      chosen_file_id: 41,
      files: [
        file(41, 'draft', 'gems-a.png', true),
        file(44, 'final', 'gems-print.pdf', false, 'application/pdf'),
      ],
    }),
    request(7, shops.goldenTea, 'consultation', {
      extras: [{ code: 'mockups_3d', name: '3D mockups', price: 5000 }],
      total: 13000,
      brief: 'A cup of tea with steam, in our gold.',
      colours: ['#c8a040', '#1e5a3c'],
      logo_file_id: 20,
      files: [file(20, 'logo', 'logo.png', true)],
      updated_at: '2026-11-01T03:00:00.000Z',
    }),
    request(9, shops.cityPhone, 'drafts', {
      product: { code: 'gift_card', name: 'Gift card', price: 10000 },
      total: 10000,
      brief: 'A festival gift card.',
      updated_at: '2026-11-02T03:00:00.000Z',
      files: [file(51, 'draft', 'gift-a.png', false)],
      comments: [
        {
          id: 3,
          author: 'designer',
          kind: 'consultation',
          body: 'Red and gold, lanterns.',
          round: 0,
          created_at: '2026-11-02T03:00:00.000Z',
        },
      ],
    }),
    request(2, shops.goldenTea, 'delivered', {
      updated_at: '2026-09-20T03:00:00.000Z',
      delivered_at: '2026-09-20T03:00:00.000Z',
      files: [file(12, 'final', 'old-stamp.png', true)],
    }),
  ];
}

export interface Recorded {
  calls: string[];
  bodies: unknown[];
  authorizations: Array<string | null>;
}

/** A fake back office whose requests move as the designer's calls move them. */
export function fakeDesigns() {
  const recorded: Recorded = { calls: [], bodies: [], authorizations: [] };
  const requests = sampleRequests();
  let nextFile = 60;
  const events: DesignEventItem[] = [
    {
      id: 30,
      request_id: 7,
      kind: 'briefSubmitted',
      seen: false,
      created_at: '2026-11-01T03:00:00.000Z',
    },
    { id: 25, request_id: 4, kind: 'accepted', seen: true, created_at: '2026-10-30T03:00:00.000Z' },
  ];
  const note = (call: string, request: Request) => {
    recorded.calls.push(call);
    recorded.authorizations.push(request.headers.get('authorization'));
  };
  const find = (params: Record<string, unknown>) =>
    requests.find((r) => r.id === Number(params.requestId));
  const notFound = () =>
    HttpResponse.json({ message: 'Design request not found' }, { status: 404 });
  const refused = (message: string, reason: string) =>
    HttpResponse.json({ message, reason }, { status: 409 });
  const summary = (r: AdminDesignDetail) => {
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
  const move = (r: AdminDesignDetail, state: DesignState) => {
    r.state = state;
    r.waiting_on = waitingOf(state);
  };

  server.use(
    // The events' paths before the request's, whose `:requestId` would take `events` too.
    http.get(apiUrl(apiPaths.adminDesignEvents), ({ request }) => {
      note('GET events', request);
      return HttpResponse.json({ unseen: unseen(), events });
    }),
    http.post(apiUrl(apiPaths.adminDesignEventsSeen), async ({ request }) => {
      note('POST seen', request);
      const body = (await request.json()) as { up_to: number };
      recorded.bodies.push(body);
      for (const event of events) if (event.id <= body.up_to) event.seen = true;
      return HttpResponse.json({ unseen: unseen(), events });
    }),
    http.get(apiUrl(apiPaths.adminDesigns), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      note(`GET designs?status=${status}`, request);
      const waiting = requests
        .filter((r) => ['consultation', 'drafts', 'revision', 'final'].includes(r.state))
        .sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at));
      const list = status === 'all' ? [...requests].sort((a, b) => b.id - a.id) : waiting;
      return HttpResponse.json({ requests: list.map(summary), unseen: unseen() });
    }),
    http.get(apiUrl(apiPaths.adminDesign), ({ request, params }) => {
      note(`GET design ${String(params.requestId)}`, request);
      const found = find(params);
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.post(apiUrl(apiPaths.adminDesignConsultation), async ({ request, params }) => {
      note(`POST consultation ${String(params.requestId)}`, request);
      const body = (await request.json()) as { note: string };
      recorded.bodies.push(body);
      const found = find(params);
      if (!found) return notFound();
      if (found.state !== 'consultation') {
        return refused('This design request is not at that step.', 'wrong_step');
      }
      move(found, 'drafts');
      found.comments.push({
        id: 8,
        author: 'designer',
        kind: 'consultation',
        body: body.note,
        round: 0,
        created_at: '2026-11-03T03:00:00.000Z',
      });
      return HttpResponse.json(found);
    }),
    http.post(apiUrl(apiPaths.adminDesignFiles), async ({ request, params }) => {
      note(`POST file ${String(params.requestId)}`, request);
      const found = find(params);
      if (!found) return notFound();
      const sent = (await request.formData()).get('file');
      // The page's File and the fake network's are not the same class: read it by its shape.
      const upload = sent !== null && typeof sent === 'object' ? (sent as File) : null;
      recorded.bodies.push({ file: upload?.name ?? null });
      // Judged by its content, as the server does: here, a file named `damaged…` is not an image.
      if (!upload || upload.name.startsWith('damaged')) {
        const message =
          'This file is damaged or not a PNG, JPEG or PDF file. Please choose one that is.';
        return HttpResponse.json(
          { status: false, message, data: { errors: { file: [message] } } },
          { status: 422 },
        );
      }
      const kind = found.state === 'final' ? 'final' : 'draft';
      found.files.push(
        file(nextFile++, kind, upload.name, false, upload.type, found.revision_rounds),
      );
      return HttpResponse.json(found, { status: 201 });
    }),
    http.get(apiUrl(apiPaths.adminDesignFile), ({ request, params }) => {
      note(`GET file ${String(params.fileId)}`, request);
      const found = find(params)?.files.find((f) => f.id === Number(params.fileId));
      if (!found) return HttpResponse.json({ message: 'File not found' }, { status: 404 });
      return new HttpResponse(new Uint8Array([1, 2, 3, 4]), {
        headers: { 'content-type': found.content_type },
      });
    }),
    http.delete(apiUrl(apiPaths.adminDesignFile), ({ request, params }) => {
      note(`DELETE file ${String(params.fileId)}`, request);
      const found = find(params);
      if (!found) return notFound();
      found.files = found.files.filter((f) => f.id !== Number(params.fileId) || f.published);
      return HttpResponse.json(found);
    }),
    http.post(apiUrl(apiPaths.adminDesignPublish), async ({ request, params }) => {
      note(`POST publish ${String(params.requestId)}`, request);
      recorded.bodies.push(await request.json());
      const found = find(params);
      if (!found) return notFound();
      const unpublished = found.files.filter((f) => f.kind === 'draft' && !f.published);
      if (found.state === 'drafts' && unpublished.length < 2) {
        return refused(
          'Upload two or three concept drafts before publishing them.',
          'too_few_drafts',
        );
      }
      for (const f of unpublished) f.published = true;
      move(found, 'review');
      return HttpResponse.json(found);
    }),
    http.post(apiUrl(apiPaths.adminDesignDeliver), async ({ request, params }) => {
      note(`POST deliver ${String(params.requestId)}`, request);
      recorded.bodies.push(await request.json());
      const found = find(params);
      if (!found) return notFound();
      for (const f of found.files) if (f.kind === 'final') f.published = true;
      move(found, 'delivered');
      found.delivered_at = '2026-11-06T03:00:00.000Z';
      return HttpResponse.json(found);
    }),
  );
  return { recorded, requests, events };
}

/** Object URLs made for the files' bytes: `blob:file-1`, `blob:file-2`, … */
function fakeObjectUrls() {
  let made = 0;
  URL.createObjectURL = jest.fn(() => `blob:file-${++made}`);
  URL.revokeObjectURL = jest.fn();
}

/** The queue, as `role`. */
export function renderQueue(role: OperatorRole = 'designer', language: Language = 'en') {
  fakeObjectUrls();
  return renderAsOperator(<DesignsSection />, {
    token: TOKEN,
    role,
    route: '/admin/designs',
    language,
  });
}

/** One request's page, as `role`. */
export function renderRequest(
  requestId: number,
  role: OperatorRole = 'designer',
  language: Language = 'en',
) {
  fakeObjectUrls();
  return renderAsOperator(<DesignSection />, {
    token: TOKEN,
    role,
    route: `/admin/designs/${requestId}`,
    path: '/admin/*',
    language,
  });
}
