/**
 * Stamp & Card Designs through the API: a request from its brief to its delivery with two rounds
 * of revisions (the third refused), the units the plan leaves, another shop's request (404), the
 * roles of the shop (a cashier refused) and of the back office (a designer let in, support
 * refused), files checked by their content, a delivered stamp design on the stamp card, and each
 * side's unseen steps. Every expected number is written out by hand.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type {
  AdminDesignDetail,
  AdminDesignQueue,
  DesignCatalogue,
  DesignEvents,
  DesignRequestDetail,
  MerchantDesigns,
} from '@contract/designs';
import type { LoyaltyOverview, MerchantStampCard } from '@contract/loyalty';
import type { OperatorRole } from '@contract/operators';
import type { SendOtpResponse } from '@contract/otp';
import type { StaffSignInResponse } from '@contract/staff';
import type { App } from '../src/app';
import { bearer, buildTestApp, databases, subscribe, useTestDatabase } from './helpers';
import { signedInOperator } from './operatorKit';
import { image, multipart, newMerchant, saveStore, type Merchant } from './storeKit';
import { teamPaths } from '@contract/teamPaths';

jest.setTimeout(60_000);

const STANDARD = 2;
const DESIGNS = 5;

/** A small PDF, as a designer's print-ready file starts and ends. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A loyalty stamp (8,000) with 3D mockups (5,000) and printing (7,000): 20,000, three units. */
const BRIEF = {
  product: 'loyalty_stamp',
  extras: ['mockups_3d', 'printing'],
  brief: 'A steaming teacup in our brown and cream, with the shop’s name around it.',
  colours: ['#8d6e63', '#fff8e1'],
};
/** The loyalty stamp alone: 8,000, one unit. */
const PLAIN = { ...BRIEF, extras: [] };

/** A multipart body of several parts: fields (text) and files. */
function parts(
  items: Array<
    { field: string; value: string } | { file: string; bytes: Buffer; name: string; type: string }
  >,
) {
  const boundary = `----designtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const item of items) {
    if ('field' in item) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${item.field}"\r\n\r\n${item.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${item.file}"; filename="${item.name}"\r\n` +
            `Content-Type: ${item.type}\r\n\r\n`,
        ),
        item.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(databases())('Stamp & Card Designs on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  /* ------------------------------- the calls ------------------------------ */

  const url = (path: string, params: Record<string, number>) => `/api/${fillPath(path, params)}`;

  function merchantCall(
    m: Merchant,
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, number> = {},
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    return app.inject({
      method,
      url: url(path, { merchantId: m.merchantId, ...params }),
      headers: { ...m.headers, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  const createRequest = (m: Merchant, body: object = BRIEF, key?: string) =>
    merchantCall(
      m,
      'POST',
      apiPaths.merchantDesigns,
      {},
      body,
      key === undefined ? {} : { 'idempotency-key': key },
    );

  async function designer(role: OperatorRole = 'designer') {
    const { token } = await signedInOperator(app, role);
    return bearer(token);
  }

  function operatorCall(
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params: Record<string, number> = {},
    payload?: object,
  ) {
    return app.inject({
      method,
      url: url(path, params),
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  function upload(
    headers: Record<string, string>,
    requestId: number,
    bytes: Buffer,
    name: string,
    type: string,
  ) {
    const body = multipart(bytes, 'file', name, type);
    return app.inject({
      method: 'POST',
      url: url(apiPaths.adminDesignFiles, { requestId }),
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  async function uploaded(
    headers: Record<string, string>,
    requestId: number,
    bytes: Buffer,
    name: string,
    type: string,
  ): Promise<AdminDesignDetail> {
    const answer = await upload(headers, requestId, bytes, name, type);
    expect({
      name,
      status: answer.statusCode,
      body: answer.statusCode === 201 ? '' : answer.body,
    }).toEqual({
      name,
      status: 201,
      body: '',
    });
    return answer.json<AdminDesignDetail>();
  }

  /** A merchant with a Standard plan and `units` of Stamp & Card Designs. */
  async function shopWith(units: number): Promise<Merchant> {
    const m = await newMerchant(app);
    await subscribe(app, m, STANDARD, units > 0 ? [[DESIGNS, units]] : []);
    return m;
  }

  async function created(m: Merchant, body: object = BRIEF): Promise<DesignRequestDetail> {
    const answer = await createRequest(m, body);
    expect(answer.statusCode).toBe(201);
    return answer.json<DesignRequestDetail>();
  }

  /** Takes a new request to `delivered` with one PNG final (and returns it and the final's bytes). */
  async function delivered(m: Merchant, staff: Record<string, string>, body: object = BRIEF) {
    const request = await created(m, body);
    const id = request.id;
    const steps = [
      await operatorCall(
        staff,
        'POST',
        apiPaths.adminDesignConsultation,
        { requestId: id },
        {
          note: 'Talked on the phone: a cup, warm colours.',
        },
      ),
    ];
    await uploaded(staff, id, await image(300, 300, 'png'), 'cup-a.png', 'image/png');
    await uploaded(staff, id, await image(320, 320, 'jpeg'), 'cup-b.jpg', 'image/jpeg');
    steps.push(
      await operatorCall(staff, 'POST', apiPaths.adminDesignPublish, { requestId: id }, {}),
    );
    const detail = (
      await merchantCall(m, 'GET', apiPaths.merchantDesign, { requestId: id })
    ).json<DesignRequestDetail>();
    const draft = detail.files.find((file) => file.kind === 'draft')!;
    steps.push(
      await merchantCall(
        m,
        'POST',
        apiPaths.merchantDesignPick,
        { requestId: id },
        {
          file_id: draft.id,
        },
      ),
      await merchantCall(m, 'POST', apiPaths.merchantDesignAccept, { requestId: id }),
    );
    const final = await image(400, 400, 'png');
    await uploaded(staff, id, final, 'stamp.png', 'image/png');
    steps.push(
      await operatorCall(staff, 'POST', apiPaths.adminDesignDeliver, { requestId: id }, {}),
    );
    expect(steps.map((step) => step.statusCode)).toEqual([200, 200, 200, 200, 200]);
    return { id, final };
  }

  /* -------------------------------- the tests ----------------------------- */

  test('the products and extras with their prices', async () => {
    const m = await newMerchant(app);
    const answer = await merchantCall(m, 'GET', apiPaths.merchantDesignCatalogue);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<DesignCatalogue>()).toEqual({
      products: [
        {
          code: 'loyalty_stamp',
          name: 'Loyalty stamp',
          name_my: 'သစ္စာရှိဖောက်သည် တံဆိပ်',
          price: 8000,
          stamp_card: true,
        },
        {
          code: 'gift_card',
          name: 'Gift card',
          name_my: 'လက်ဆောင်ကတ်',
          price: 10000,
          stamp_card: false,
        },
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
    });
  });

  test('a request from brief to delivery: two rounds of revisions, the third refused', async () => {
    const m = await shopWith(6);
    const staff = await designer();

    // The brief: a retry with the same key makes no second request.
    const first = await createRequest(m, BRIEF, 'brief-1');
    expect(first.statusCode).toBe(201);
    const request = first.json<DesignRequestDetail>();
    expect(request).toMatchObject({
      product: { code: 'loyalty_stamp', name: 'Loyalty stamp', price: 8000 },
      extras: [
        { code: 'mockups_3d', name: '3D mockups', price: 5000 },
        { code: 'printing', name: 'Printing coordination', price: 7000 },
      ],
      total: 20000,
      state: 'consultation',
      waiting_on: 'designer',
      revision_rounds: 0,
      revisions_left: 2,
      brief: BRIEF.brief,
      colours: ['#8d6e63', '#fff8e1'],
      logo_photo: null,
      logo_file_id: null,
      chosen_file_id: null,
      files: [],
      comments: [],
      delivered_at: null,
    });
    const again = await createRequest(m, BRIEF, 'brief-1');
    expect(again.statusCode).toBe(200);
    expect(again.json<DesignRequestDetail>().id).toBe(request.id);
    const list = (await merchantCall(m, 'GET', apiPaths.merchantDesigns)).json<MerchantDesigns>();
    // The brief (20,000 MMK) used three of the six units, once despite its repeated key.
    expect(list.units).toEqual({ bought: 6, used: 3, left: 3 });
    expect(list.requests.map((r) => r.id)).toEqual([request.id]);

    // The designer's queue holds it; the consultation is noted.
    const id = request.id;
    const queue = (
      await operatorCall(staff, 'GET', apiPaths.adminDesigns)
    ).json<AdminDesignQueue>();
    expect(queue.requests.map((r) => [r.id, r.state, r.shop.merchant_id])).toEqual([
      [id, 'consultation', m.merchantId],
    ]);
    const noted = await operatorCall(
      staff,
      'POST',
      apiPaths.adminDesignConsultation,
      { requestId: id },
      {
        note: '  Talked on the phone: a cup, warm colours.  ',
      },
    );
    expect(noted.statusCode).toBe(200);
    expect(noted.json<AdminDesignDetail>()).toMatchObject({
      state: 'drafts',
      waiting_on: 'designer',
      comments: [
        {
          author: 'designer',
          kind: 'consultation',
          body: 'Talked on the phone: a cup, warm colours.',
          round: 0,
        },
      ],
    });

    // One concept draft is not enough to publish; two are.
    await uploaded(staff, id, await image(300, 300, 'png'), 'Cup A.png', 'image/png');
    const tooFew = await operatorCall(
      staff,
      'POST',
      apiPaths.adminDesignPublish,
      { requestId: id },
      {},
    );
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json()).toEqual({
      message: 'Upload two or three concept drafts before publishing them.',
      reason: 'too_few_drafts',
    });
    const withPdf = await uploaded(staff, id, PDF, 'cup-b.pdf', 'application/pdf');
    expect(
      withPdf.files.map((f) => [f.kind, f.round, f.name, f.content_type, f.published]),
    ).toEqual([
      ['draft', 0, 'Cup A.png', 'image/png', false],
      ['draft', 0, 'cup-b.pdf', 'application/pdf', false],
    ]);
    // Unpublished drafts are the designer's alone.
    const hidden = (
      await merchantCall(m, 'GET', apiPaths.merchantDesign, { requestId: id })
    ).json<DesignRequestDetail>();
    expect(hidden.files).toEqual([]);
    const published = await operatorCall(
      staff,
      'POST',
      apiPaths.adminDesignPublish,
      { requestId: id },
      {
        note: 'Two ideas: a round cup and a tall glass.',
      },
    );
    expect(published.statusCode).toBe(200);
    expect(published.json<AdminDesignDetail>()).toMatchObject({
      state: 'review',
      waiting_on: 'merchant',
    });

    // The merchant sees both drafts and downloads one, byte for byte.
    const review = (
      await merchantCall(m, 'GET', apiPaths.merchantDesign, { requestId: id })
    ).json<DesignRequestDetail>();
    expect(review.files.map((f) => [f.kind, f.name, f.published])).toEqual([
      ['draft', 'Cup A.png', true],
      ['draft', 'cup-b.pdf', true],
    ]);
    const [draftA, draftB] = review.files;
    const download = await merchantCall(m, 'GET', apiPaths.merchantDesignFile, {
      requestId: id,
      fileId: draftB!.id,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="cup-b.pdf"; filename*=UTF-8''cup-b.pdf`,
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // Nothing picked: neither accepted nor revised.
    const unpicked = await merchantCall(m, 'POST', apiPaths.merchantDesignAccept, {
      requestId: id,
    });
    expect(unpicked.statusCode).toBe(409);
    expect(unpicked.json()).toEqual({ message: 'Pick a draft first.', reason: 'no_draft_chosen' });

    // Two rounds of revisions, each published by the designer and picked afresh.
    let pick = draftA!.id;
    for (const round of [1, 2]) {
      const picked = await merchantCall(
        m,
        'POST',
        apiPaths.merchantDesignPick,
        { requestId: id },
        {
          file_id: pick,
        },
      );
      expect(picked.json<DesignRequestDetail>().chosen_file_id).toBe(pick);
      const revised = await merchantCall(
        m,
        'POST',
        apiPaths.merchantDesignRevision,
        { requestId: id },
        {
          comment: `Round ${round}: a larger cup, please.`,
        },
      );
      expect(revised.statusCode).toBe(200);
      expect(revised.json<DesignRequestDetail>()).toMatchObject({
        state: 'revision',
        waiting_on: 'designer',
        revision_rounds: round,
        revisions_left: 2 - round,
      });
      const version = await uploaded(
        staff,
        id,
        await image(300 + round, 300, 'jpeg'),
        `cup-round-${round}.jpg`,
        'image/jpeg',
      );
      expect(version.files.at(-1)).toMatchObject({ kind: 'draft', round, published: false });
      const republished = await operatorCall(staff, 'POST', apiPaths.adminDesignPublish, {
        requestId: id,
      });
      expect(republished.statusCode).toBe(200);
      expect(republished.json<AdminDesignDetail>()).toMatchObject({
        state: 'review',
        chosen_file_id: null,
      });
      pick = version.files.at(-1)!.id;
    }

    // A third round is refused, in both languages; accepting still works.
    await merchantCall(
      m,
      'POST',
      apiPaths.merchantDesignPick,
      { requestId: id },
      { file_id: pick },
    );
    const third = await merchantCall(
      m,
      'POST',
      apiPaths.merchantDesignRevision,
      { requestId: id },
      {
        comment: 'One more change.',
      },
    );
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      message:
        'Both rounds of revisions have been used. Accept the draft you like best to receive the final files.',
      reason: 'revisions_used_up',
    });
    const thirdInBurmese = await merchantCall(
      m,
      'POST',
      apiPaths.merchantDesignRevision,
      { requestId: id },
      { comment: 'One more change.' },
      { 'accept-language': 'my' },
    );
    expect(thirdInBurmese.json()).toEqual({
      message: 'ပြင်ဆင်မှု နှစ်ကြိမ်လုံး အသုံးပြုပြီးပါပြီ။ နောက်ဆုံးဖိုင်များ ရရှိရန် သင်အကြိုက်ဆုံး အကြမ်းမူကို လက်ခံပါ။',
      reason: 'revisions_used_up',
    });
    const accepted = await merchantCall(m, 'POST', apiPaths.merchantDesignAccept, {
      requestId: id,
    });
    expect(accepted.json<DesignRequestDetail>()).toMatchObject({
      state: 'final',
      waiting_on: 'designer',
      chosen_file_id: pick,
      revision_rounds: 2,
    });

    // The finals: none is not a delivery; a PNG and a PDF are.
    const empty = await operatorCall(
      staff,
      'POST',
      apiPaths.adminDesignDeliver,
      { requestId: id },
      {},
    );
    expect(empty.json()).toEqual({
      message: 'Upload the final print-ready files before delivering.',
      reason: 'no_final_files',
    });
    await uploaded(staff, id, await image(500, 500, 'png'), 'stamp-final.png', 'image/png');
    await uploaded(staff, id, PDF, 'stamp-print.pdf', 'application/pdf');
    // Not the merchant's until delivered.
    const before = (
      await merchantCall(m, 'GET', apiPaths.merchantDesign, { requestId: id })
    ).json<DesignRequestDetail>();
    expect(before.files.filter((f) => f.kind === 'final')).toEqual([]);
    const done = await operatorCall(
      staff,
      'POST',
      apiPaths.adminDesignDeliver,
      { requestId: id },
      {
        note: 'The PDF is for the printer.',
      },
    );
    expect(done.statusCode).toBe(200);
    const finished = (
      await merchantCall(m, 'GET', apiPaths.merchantDesign, { requestId: id })
    ).json<DesignRequestDetail>();
    expect(finished).toMatchObject({ state: 'delivered', waiting_on: null, revisions_left: 0 });
    expect(typeof finished.delivered_at).toBe('string');
    expect(finished.files.filter((f) => f.kind === 'final').map((f) => f.name)).toEqual([
      'stamp-final.png',
      'stamp-print.pdf',
    ]);
    expect(finished.comments.map((c) => [c.author, c.kind, c.round])).toEqual([
      ['designer', 'consultation', 0],
      ['designer', 'note', 0],
      ['merchant', 'revision', 1],
      ['merchant', 'revision', 2],
      ['designer', 'note', 2],
    ]);
    // Nothing more happens to a delivered request.
    const late = await operatorCall(
      staff,
      'POST',
      apiPaths.adminDesignPublish,
      { requestId: id },
      {},
    );
    expect(late.json()).toEqual({
      message: 'This design request is not at that step.',
      reason: 'wrong_step',
    });

    // Every designer's step is in the audit log, with the request before and after.
    const audit = await database.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM audit_log WHERE subject_type = 'design_request'
        ORDER BY id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'design.consultation',
      'design.draft_upload',
      'design.draft_upload',
      'design.publish',
      'design.draft_upload',
      'design.publish',
      'design.draft_upload',
      'design.publish',
      'design.final_upload',
      'design.final_upload',
      'design.deliver',
    ]);
    const delivery = audit.rows.at(-1)!;
    const asObject = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    expect(asObject(delivery.before)).toEqual({
      state: 'final',
      revision_rounds: 2,
      chosen_file_id: pick,
    });
    expect(asObject(delivery.after)).toEqual({
      state: 'delivered',
      revision_rounds: 2,
      chosen_file_id: pick,
      note: 'The PDF is for the printer.',
    });
  });

  test('units: none bought is the plan’s 403; a request uses the units its price needs; too few is 403', async () => {
    const none = await newMerchant(app);
    const noPlan = await createRequest(none);
    expect(noPlan.statusCode).toBe(403);
    expect(noPlan.json()).toEqual({ message: 'Your plan does not include this feature' });

    const withoutAddon = await shopWith(0);
    expect((await createRequest(withoutAddon)).json()).toEqual({
      message: 'Your plan does not include this feature',
    });
    expect(
      (await merchantCall(withoutAddon, 'GET', apiPaths.merchantDesigns)).json<MerchantDesigns>()
        .units,
    ).toEqual({ bought: 0, used: 0, left: 0 });

    const m = await shopWith(1);
    expect(
      (await merchantCall(m, 'GET', apiPaths.merchantDesigns)).json<MerchantDesigns>().units,
    ).toEqual({
      bought: 1,
      used: 0,
      left: 1,
    });
    // The stamp with its two extras, 20,000 MMK, needs three units of 8,000: refused, naming both.
    const dear = await createRequest(m);
    expect(dear.statusCode).toBe(403);
    expect(dear.json()).toEqual({
      message:
        'This design with its extras uses 3 design units and you have 1 left. Add Stamp & Card Designs to your plan, or choose a smaller design.',
    });
    expect((await createRequest(m, PLAIN)).statusCode).toBe(201);
    const second = await createRequest(m, { ...BRIEF, product: 'gift_card', extras: [] });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      message:
        'The 1 design bought with your plan is used. Add Stamp & Card Designs to your plan to ask for another.',
    });
    const burmese = await merchantCall(m, 'POST', apiPaths.merchantDesigns, {}, PLAIN, {
      'accept-language': 'my',
    });
    expect(burmese.json()).toEqual({
      message:
        'သင့်အစီအစဉ်ဖြင့် ဝယ်ထားသော ဒီဇိုင်း ၁ ခုလုံးကို အသုံးပြုပြီးပါပြီ။ နောက်ထပ် ဒီဇိုင်းတစ်ခု တောင်းဆိုရန် တံဆိပ်နှင့် ကတ် ဒီဇိုင်းများကို သင့်အစီအစဉ်တွင် ထပ်ထည့်ပါ။',
    });
    const list = (await merchantCall(m, 'GET', apiPaths.merchantDesigns)).json<MerchantDesigns>();
    expect(list.units).toEqual({ bought: 1, used: 1, left: 0 });
    expect(list.requests).toHaveLength(1);

    // Two briefs at once for the last unit: one is made, the other refused.
    const racing = await shopWith(1);
    const raced = await Promise.all([
      createRequest(racing, PLAIN, 'race-1'),
      createRequest(racing, PLAIN, 'race-2'),
    ]);
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);

    // A brief typed in Zawgyi is refused: the designer could not read it.
    const zawgyi = await createRequest(await shopWith(1), {
      ...BRIEF,
      brief: 'ေရႊျမန္မာ စားေသာက္ဆိုင္',
    });
    expect(zawgyi.statusCode).toBe(422);
    expect(zawgyi.json().data.errors).toEqual({
      brief: ['This text looks like Zawgyi. Please type it in Myanmar Unicode.'],
    });

    // An unknown product or extra is named, and uses no unit.
    const roomy = await shopWith(3);
    const unknown = await createRequest(roomy, { ...BRIEF, product: 'poster' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.errors).toEqual({ product: ['The selected product is invalid.'] });
    const extra = await createRequest(roomy, { ...BRIEF, extras: ['glitter'] });
    expect(extra.json().data.errors).toEqual({ extras: ['The selected extras is invalid.'] });
    expect(
      (await merchantCall(roomy, 'GET', apiPaths.merchantDesigns)).json<MerchantDesigns>().units,
    ).toEqual({ bought: 3, used: 0, left: 3 });

    // The stamp set of 5, 30,000 MMK, uses four units: with four bought, none is left after it.
    const four = await shopWith(4);
    expect((await createRequest(four, { ...PLAIN, product: 'stamp_set' })).statusCode).toBe(201);
    expect(
      (await merchantCall(four, 'GET', apiPaths.merchantDesigns)).json<MerchantDesigns>().units,
    ).toEqual({ bought: 4, used: 4, left: 0 });
  });

  test('another shop’s request is 404 on every call; the cashier is refused, the manager not', async () => {
    const a = await shopWith(3);
    const b = await shopWith(3);
    const staff = await designer();
    const { id, final } = await delivered(a, staff);
    expect(final.length).toBeGreaterThan(0);
    const mine = (
      await merchantCall(a, 'GET', apiPaths.merchantDesign, { requestId: id })
    ).json<DesignRequestDetail>();
    const fileId = mine.files[0]!.id;

    const answers = [
      await merchantCall(b, 'GET', apiPaths.merchantDesign, { requestId: id }),
      await merchantCall(
        b,
        'POST',
        apiPaths.merchantDesignPick,
        { requestId: id },
        { file_id: fileId },
      ),
      await merchantCall(
        b,
        'POST',
        apiPaths.merchantDesignRevision,
        { requestId: id },
        {
          comment: 'Mine now.',
        },
      ),
      await merchantCall(b, 'POST', apiPaths.merchantDesignAccept, { requestId: id }),
      await merchantCall(b, 'GET', apiPaths.merchantDesignFile, { requestId: id, fileId }),
      await merchantCall(b, 'POST', apiPaths.merchantDesignStampCard, { requestId: id }, {}),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers[0]!.json()).toEqual({ message: 'Design request not found' });
    expect(answers[4]!.json()).toEqual({ message: 'File not found' });
    const theirs = (await merchantCall(b, 'GET', apiPaths.merchantDesigns)).json<MerchantDesigns>();
    expect(theirs.requests).toEqual([]);

    // A's team: a cashier may not see the designs, a manager may.
    const members: Record<string, string> = {};
    for (const [phone, role] of [
      ['09790007001', 'cashier'],
      ['09790007002', 'manager'],
    ] as const) {
      const invited = await app.inject({
        method: 'POST',
        url: url(teamPaths.merchantTeam, { merchantId: a.merchantId }),
        headers: a.headers,
        payload: { phone, name: `Member ${role}`, role },
      });
      expect(invited.statusCode).toBe(201);
      const sent = await app.inject({
        method: 'POST',
        url: `/api/${teamPaths.staffSendOtp}`,
        payload: { phone },
      });
      const code = sent.json<SendOtpResponse>().data.code!;
      const signedIn = await app.inject({
        method: 'POST',
        url: `/api/${teamPaths.staffSignIn}`,
        payload: { phone, otp: code },
      });
      members[role] = signedIn.json<StaffSignInResponse>().token;
    }
    const asCashier = { ...a, headers: bearer(members.cashier!) };
    const asManager = { ...a, headers: bearer(members.manager!) };
    for (const answer of [
      await merchantCall(asCashier, 'GET', apiPaths.merchantDesigns),
      await merchantCall(asCashier, 'GET', apiPaths.merchantDesign, { requestId: id }),
      await createRequest(asCashier),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: 'Your role in this shop does not allow this.' });
    }
    expect(
      (await merchantCall(asManager, 'GET', apiPaths.merchantDesign, { requestId: id })).statusCode,
    ).toBe(200);
  });

  test('the designer and admin roles are let in; support and finance are refused', async () => {
    const m = await shopWith(3);
    const request = await created(m);
    const byRole: Record<string, number[]> = {};
    for (const role of ['designer', 'admin', 'support', 'finance'] as const) {
      const headers = await designer(role);
      byRole[role] = [
        (await operatorCall(headers, 'GET', apiPaths.adminDesigns)).statusCode,
        (await operatorCall(headers, 'GET', apiPaths.adminDesign, { requestId: request.id }))
          .statusCode,
        (await operatorCall(headers, 'GET', apiPaths.adminDesignEvents)).statusCode,
      ];
    }
    expect(byRole).toEqual({
      designer: [200, 200, 200],
      admin: [200, 200, 200],
      support: [403, 403, 403],
      finance: [403, 403, 403],
    });
    const support = await designer('support');
    const refused = await operatorCall(
      support,
      'POST',
      apiPaths.adminDesignConsultation,
      {
        requestId: request.id,
      },
      { note: 'Not mine to note.' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your role does not allow this.' });
    // A merchant's token is no operator's.
    expect((await operatorCall(m.headers, 'GET', apiPaths.adminDesigns)).statusCode).toBe(401);
    // Nothing changed.
    const detail = (
      await merchantCall(m, 'GET', apiPaths.merchantDesign, { requestId: request.id })
    ).json<DesignRequestDetail>();
    expect(detail.state).toBe('consultation');
  });

  test('files are judged by their content: a text or a damaged image is refused', async () => {
    const m = await shopWith(3);
    const staff = await designer();
    const { id } = await created(m);
    await operatorCall(
      staff,
      'POST',
      apiPaths.adminDesignConsultation,
      { requestId: id },
      {
        note: 'Noted.',
      },
    );
    const png = await image(200, 200, 'png');
    const refusals = [
      await upload(
        staff,
        id,
        Buffer.from('just some words, not a picture'),
        'draft.png',
        'image/png',
      ),
      await upload(staff, id, png.subarray(0, Math.floor(png.length / 2)), 'half.png', 'image/png'),
      await upload(staff, id, await image(200, 200, 'gif'), 'moving.gif', 'image/gif'),
      await upload(staff, id, Buffer.from('%PDF-1.4 but no end'), 'broken.pdf', 'application/pdf'),
    ];
    for (const answer of refusals) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().data.errors).toEqual({
        file: ['This file is damaged or not a PNG, JPEG or PDF file. Please choose one that is.'],
      });
    }
    // Print-ready files are large: 6 MB is taken, past 15 MB is refused.
    const bigPdf = (megabytes: number) =>
      Buffer.concat([
        PDF.subarray(0, PDF.length - 6),
        Buffer.alloc(megabytes * 1024 * 1024, 0x20),
        Buffer.from('\n%%EOF\n'),
      ]);
    const large = await uploaded(staff, id, bigPdf(6), 'print.pdf', 'application/pdf');
    expect(large.files.map((f) => [f.name, f.size > 6 * 1024 * 1024])).toEqual([
      ['print.pdf', true],
    ]);
    const tooLarge = await upload(staff, id, bigPdf(16), 'huge.pdf', 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'The file must not be larger than 15 MB.' });
    const takenBack = await operatorCall(staff, 'DELETE', apiPaths.adminDesignFile, {
      requestId: id,
      fileId: large.files[0]!.id,
    });
    expect(takenBack.statusCode).toBe(200);
    // A PNG named otherwise is kept as what it is.
    const renamed = await uploaded(staff, id, png, 'logo.pdf', 'application/pdf');
    expect(renamed.files.map((f) => [f.name, f.content_type])).toEqual([['logo.png', 'image/png']]);
    // Only the drafts' step takes a file; no request, no upload.
    const missing = await upload(staff, 999_999, png, 'x.png', 'image/png');
    expect(missing.statusCode).toBe(404);
    const noFile = await operatorCall(
      staff,
      'POST',
      apiPaths.adminDesignFiles,
      { requestId: id },
      {},
    );
    expect(noFile.statusCode).toBe(422);
    // An unpublished draft may be taken back.
    const removed = await operatorCall(staff, 'DELETE', apiPaths.adminDesignFile, {
      requestId: id,
      fileId: renamed.files[0]!.id,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AdminDesignDetail>().files).toEqual([]);

    // The merchant's logo: a text is refused, a photo is re-encoded and kept with the request.
    const other = await shopWith(6);
    const badLogo = parts([
      { field: 'data', value: JSON.stringify(BRIEF) },
      { file: 'logo', bytes: Buffer.from('not an image'), name: 'logo.png', type: 'image/png' },
    ]);
    const refusedLogo = await app.inject({
      method: 'POST',
      url: url(apiPaths.merchantDesigns, { merchantId: other.merchantId }),
      headers: { ...other.headers, 'content-type': badLogo.contentType },
      payload: badLogo.payload,
    });
    expect(refusedLogo.statusCode).toBe(422);
    expect(refusedLogo.json().data.errors).toEqual({
      logo: ['Unsupported image. Please choose a JPEG, PNG or WebP photo.'],
    });
    const goodLogo = parts([
      { field: 'data', value: JSON.stringify(BRIEF) },
      {
        file: 'logo',
        bytes: await image(3000, 1500, 'webp'),
        name: 'our logo.webp',
        type: 'image/webp',
      },
    ]);
    const withLogo = await app.inject({
      method: 'POST',
      url: url(apiPaths.merchantDesigns, { merchantId: other.merchantId }),
      headers: { ...other.headers, 'content-type': goodLogo.contentType },
      payload: goodLogo.payload,
    });
    expect(withLogo.statusCode).toBe(201);
    const logoRequest = withLogo.json<DesignRequestDetail>();
    expect(logoRequest.files.map((f) => [f.kind, f.name, f.content_type])).toEqual([
      ['logo', 'our logo.png', 'image/png'],
    ]);
    expect(logoRequest.logo_file_id).toBe(logoRequest.files[0]!.id);
    const logo = await operatorCall(staff, 'GET', apiPaths.adminDesignFile, {
      requestId: logoRequest.id,
      fileId: logoRequest.logo_file_id!,
    });
    expect(logo.headers['content-type']).toBe('image/png');
    // Re-encoded: at most 2,000 pixels a side, its proportions kept.
    const sharp = (await import('sharp')).default;
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 2000,
      height: 1000,
    });
  });

  test('a delivered stamp design goes on the stamp card, and reads back from it', async () => {
    const m = await shopWith(6);
    const staff = await designer();
    await saveStore(app, m);
    const { id } = await delivered(m, staff);

    // No stamp card yet: set it up first.
    const noCard = await merchantCall(
      m,
      'POST',
      apiPaths.merchantDesignStampCard,
      { requestId: id },
      {},
    );
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json()).toEqual({
      message: 'Set up your stamp card first, then put the design on it.',
      reason: 'no_stamp_card',
    });
    const card = await app.inject({
      method: 'PUT',
      url: url(apiPaths.merchantStampCard, { merchantId: m.merchantId }),
      headers: m.headers,
      payload: {
        enabled: true,
        stamps_needed: 8,
        reward: 'A free tea',
        background: '#fff8e1',
        color: '#8d6e63',
        logo_photo_id: null,
      },
    });
    expect(card.statusCode).toBe(200);
    expect(card.json<MerchantStampCard>().own_logo).toBeNull();

    const applied = await merchantCall(
      m,
      'POST',
      apiPaths.merchantDesignStampCard,
      { requestId: id },
      {},
    );
    expect(applied.statusCode).toBe(200);
    const withDesign = applied.json<MerchantStampCard>();
    expect(withDesign).toMatchObject({
      enabled: true,
      stamps_needed: 8,
      reward: 'A free tea',
      own_logo: { width: 400, height: 400 },
    });
    const photoId = withDesign.own_logo!.id;
    // The stamp card reads it back, and the photo is served.
    const overview = (
      await merchantCall(m, 'GET', apiPaths.merchantLoyalty)
    ).json<LoyaltyOverview>();
    expect(overview.stamp_card?.own_logo?.id).toBe(photoId);
    expect(overview.stamp_card?.logo?.id).toBe(photoId);
    const served = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.photo, { photoId, width: 160 })}`,
    });
    expect(served.statusCode).toBe(200);
    // Applying it again puts the same photo back; no second photo is made.
    const again = await merchantCall(
      m,
      'POST',
      apiPaths.merchantDesignStampCard,
      { requestId: id },
      {},
    );
    expect(again.json<MerchantStampCard>().own_logo?.id).toBe(photoId);
    const photos = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM photos WHERE merchant_id = $1',
      [m.merchantId],
    );
    expect(photos.rows[0]?.n).toBe(1);

    // A gift card is not a stamp; an undelivered design is not ready.
    const gift = await delivered(m, staff, { ...BRIEF, product: 'gift_card', extras: [] });
    const giftAnswer = await merchantCall(
      m,
      'POST',
      apiPaths.merchantDesignStampCard,
      {
        requestId: gift.id,
      },
      {},
    );
    expect(giftAnswer.json()).toEqual({
      message: 'Only a loyalty stamp or a stamp set design can go on the stamp card.',
      reason: 'not_stamp_design',
    });
  });

  test('each side’s unseen steps, marked seen up to the last one read', async () => {
    const m = await shopWith(3);
    const staff = await designer();
    const events = async () =>
      (await merchantCall(m, 'GET', apiPaths.merchantDesignEvents)).json<DesignEvents>();
    const designerEvents = async () =>
      (await operatorCall(staff, 'GET', apiPaths.adminDesignEvents)).json<DesignEvents>();

    const { id } = await created(m);
    expect((await events()).unseen).toBe(0);
    const toDesigner = await designerEvents();
    expect(toDesigner.unseen).toBe(1);
    expect(toDesigner.events.map((e) => [e.request_id, e.kind, e.seen])).toEqual([
      [id, 'briefSubmitted', false],
    ]);
    expect(
      (await operatorCall(staff, 'GET', apiPaths.adminDesigns)).json<AdminDesignQueue>().unseen,
    ).toBe(1);

    await operatorCall(
      staff,
      'POST',
      apiPaths.adminDesignConsultation,
      { requestId: id },
      {
        note: 'Noted.',
      },
    );
    await uploaded(staff, id, await image(200, 200, 'png'), 'a.png', 'image/png');
    await uploaded(staff, id, await image(210, 200, 'png'), 'b.png', 'image/png');
    await operatorCall(staff, 'POST', apiPaths.adminDesignPublish, { requestId: id }, {});
    const toMerchant = await events();
    expect(toMerchant.unseen).toBe(2);
    expect(toMerchant.events.map((e) => e.kind)).toEqual(['draftsPublished', 'consultationNoted']);
    expect(
      (await merchantCall(m, 'GET', apiPaths.merchantDesigns)).json<MerchantDesigns>().unseen,
    ).toBe(2);

    // Marked seen up to the older one: the newer stays unseen.
    const older = toMerchant.events[1]!.id;
    const marked = await merchantCall(
      m,
      'POST',
      apiPaths.merchantDesignEventsSeen,
      {},
      {
        up_to: older,
      },
    );
    expect(marked.json<DesignEvents>().unseen).toBe(1);
    const all = await merchantCall(
      m,
      'POST',
      apiPaths.merchantDesignEventsSeen,
      {},
      {
        up_to: toMerchant.events[0]!.id,
      },
    );
    expect(all.json<DesignEvents>().unseen).toBe(0);

    // The merchant's steps are the designers' to hear of; a pick alone tells no one.
    const review = (
      await merchantCall(m, 'GET', apiPaths.merchantDesign, { requestId: id })
    ).json<DesignRequestDetail>();
    await merchantCall(
      m,
      'POST',
      apiPaths.merchantDesignPick,
      { requestId: id },
      {
        file_id: review.files[0]!.id,
      },
    );
    expect((await designerEvents()).unseen).toBe(1);
    await merchantCall(m, 'POST', apiPaths.merchantDesignAccept, { requestId: id });
    const after = await designerEvents();
    expect(after.events.map((e) => [e.kind, e.seen])).toEqual([
      ['accepted', false],
      ['briefSubmitted', false],
    ]);
    const seen = await operatorCall(
      staff,
      'POST',
      apiPaths.adminDesignEventsSeen,
      {},
      {
        up_to: after.events[0]!.id,
      },
    );
    expect(seen.json<DesignEvents>().unseen).toBe(0);
    // Another shop sees none of these.
    const other = await newMerchant(app);
    expect(
      (await merchantCall(other, 'GET', apiPaths.merchantDesignEvents)).json<DesignEvents>(),
    ).toEqual({
      unseen: 0,
      events: [],
    });
  });
});
