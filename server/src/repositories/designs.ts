/**
 * Stamp & Card Designs: the products and extras, the requests, their files (bytes kept here, as
 * photos' are), comments, and the steps each side is to hear of. Every step of a request runs in
 * one transaction with the request's row locked: the contract's pure `designStep` decides it, the
 * request and what the step wrote change together, the other side's event is written with it,
 * and an operator's step writes its audit row (with the request before and after) in it too.
 *
 * A request uses one unit of the Stamp & Card Designs add-on bought with the subscription in
 * force when it is made: the subscription's row is locked meanwhile, so two requests at once
 * cannot both take the last unit.
 */
import {
  CONCEPT_DRAFTS,
  MAX_REVISION_ROUNDS,
  designStep,
  designUnitsFor,
  designUnitsLeft,
  waitingOn,
  type AdminDesignDetail,
  type AdminDesignQueue,
  type AdminDesignSummary,
  type DesignCatalogue,
  type DesignComment,
  type DesignEvent,
  type DesignEvents,
  type DesignFile,
  type DesignFileType,
  type DesignProgress,
  type DesignRefusal,
  type DesignRequestDetail,
  type DesignRequestSummary,
  type DesignShop,
  type DesignSide,
  type DesignState,
  type DesignUnits,
} from '@contract/designs';
import { ADDON } from '@contract/entitlements';
import type { PhotoRef } from '@contract/store';
import type { Db } from '../db/db';
import { isoTime } from '../db/time';
import { recordAudit, type AuditActor } from './audit';
import { ACTIVE_SUBSCRIPTION } from './entitlements';
import { photoRefJson } from './photos';

/** A file's bytes with what it is. */
export interface FileContent {
  bytes: Buffer;
  contentType: DesignFileType;
  name: string;
}

export interface NewDesignRequest {
  product: string;
  extras: readonly string[];
  brief: string;
  colours: readonly string[];
  logoPhotoId: string | null;
  /** A logo uploaded with the request, already checked and re-encoded. */
  logo: FileContent | null;
  idempotencyKey: string | undefined;
}

export type CreateResult =
  | { kind: 'created'; id: number }
  | { kind: 'replayed'; id: number }
  /** No unit left: `bought` is what the subscription in force has (0: none, or no subscription). */
  | { kind: 'noUnits'; bought: number }
  /** Units left, but fewer than the design's price needs. */
  | { kind: 'tooFewUnits'; needed: number; left: number }
  | { kind: 'unknownProduct' }
  | { kind: 'unknownExtra' };

/** The outcome of a step. */
export type StepResult<T = null> =
  | { kind: 'done'; value: T }
  | { kind: 'notFound' }
  /** The file the step names is not one it may take. */
  | { kind: 'fileNotFound' }
  | { kind: 'refused'; refusal: DesignRefusal };

/** What the stamp card may take from a delivered design. */
export type StampDesignFile =
  | { kind: 'file'; file: FileContent; fileId: number }
  | { kind: 'notFound' }
  | { kind: 'fileNotFound' }
  | { kind: 'notDelivered' }
  | { kind: 'notStampDesign' }
  | { kind: 'noImage' };

interface RequestRow {
  id: number;
  merchant_id: number;
  product_code: string;
  product_name: string;
  product_price: number;
  state: DesignState;
  revision_rounds: number;
  chosen_file_id: number | null;
  brief: string;
  colours: string[] | string;
  logo_photo_id: string | null;
  extras: unknown;
  created_at: unknown;
  updated_at: unknown;
  delivered_at: unknown;
}

interface FileRow {
  id: number;
  kind: DesignFile['kind'];
  round: number;
  name: string;
  content_type: string;
  size: number;
  published_at: unknown;
  created_at: unknown;
}

/** JSON as either driver returns it (parsed, or as text). */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** Bytes as the drivers return them (node-postgres: a Buffer; PGlite: a Uint8Array). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A `text[]` as either driver returns it. */
function textArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((part) => part.replace(/^"|"$/g, ''));
}

/** The columns of a request as the summaries and details read them (over `r`, `p`). */
const REQUEST_COLUMNS = `r.id, r.merchant_id, r.product_code, p.name AS product_name, r.product_price,
       r.state, r.revision_rounds, r.chosen_file_id, r.brief, r.colours, r.logo_photo_id,
       r.created_at, r.updated_at, r.delivered_at,
       coalesce((SELECT json_agg(json_build_object('code', x.extra_code, 'name', e.name,
                                                   'price', x.price) ORDER BY e.position)
                   FROM design_request_extras x JOIN design_extras e ON e.code = x.extra_code
                  WHERE x.request_id = r.id), '[]'::json) AS extras`;

const REQUEST_FROM = 'design_requests r JOIN design_products p ON p.code = r.product_code';

/** The shop of a request (over `r`): its store's name, else the registered one, and the phone. */
const SHOP_JSON = `(SELECT json_build_object('merchant_id', m.id,
                            'shop_name', coalesce(st.name, m.name), 'phone', u.phone)
                      FROM merchants m JOIN users u ON u.id = m.user_id
                      LEFT JOIN stores st ON st.merchant_id = m.id
                     WHERE m.id = r.merchant_id) AS shop`;

function summaryOf(row: RequestRow): DesignRequestSummary {
  const extras = fromJson<Array<{ code: string; name: string; price: number }>>(row.extras);
  return {
    id: row.id,
    product: { code: row.product_code, name: row.product_name, price: row.product_price },
    extras,
    total: row.product_price + extras.reduce((sum, extra) => sum + extra.price, 0),
    state: row.state,
    waiting_on: waitingOn(row.state),
    revision_rounds: row.revision_rounds,
    revisions_left: Math.max(0, MAX_REVISION_ROUNDS - row.revision_rounds),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    delivered_at: row.delivered_at === null ? null : isoTime(row.delivered_at),
  };
}

function fileOf(row: FileRow): DesignFile {
  return {
    id: row.id,
    kind: row.kind,
    round: row.round,
    name: row.name,
    content_type: row.content_type,
    size: row.size,
    published: row.published_at !== null,
    created_at: isoTime(row.created_at),
  };
}

/**
 * SQL condition (over `f`) of the files the merchant may see: the logo, published drafts, and
 * finals once delivered (they are published with the delivery).
 */
const MERCHANT_SEES = `(f.kind = 'logo' OR f.published_at IS NOT NULL)`;

/** The request's whole detail; `side` decides which files are shown. */
async function detailOf(q: Db, row: RequestRow, side: DesignSide): Promise<DesignRequestDetail> {
  const files = await q.query<FileRow>(
    `SELECT f.id, f.kind, f.round, f.name, f.content_type, f.size, f.published_at, f.created_at
       FROM design_files f
      WHERE f.request_id = $1 ${side === 'merchant' ? `AND ${MERCHANT_SEES}` : ''}
      ORDER BY f.id`,
    [row.id],
  );
  const comments = await q.query<Omit<DesignComment, 'created_at'> & { created_at: unknown }>(
    `SELECT id, author, kind, body, round, created_at FROM design_comments
      WHERE request_id = $1 ORDER BY id`,
    [row.id],
  );
  const logo = await q.query<{ ref: PhotoRef | string | null }>(
    `SELECT ${photoRefJson('$1::text')} AS ref`,
    [row.logo_photo_id],
  );
  const logoRef = logo.rows[0]?.ref ?? null;
  return {
    ...summaryOf(row),
    brief: row.brief,
    colours: textArray(row.colours),
    logo_photo: logoRef === null ? null : fromJson<PhotoRef>(logoRef),
    logo_file_id: files.rows.find((file) => file.kind === 'logo')?.id ?? null,
    chosen_file_id: row.chosen_file_id,
    files: files.rows.map(fileOf),
    comments: comments.rows.map((comment) => ({
      ...comment,
      created_at: isoTime(comment.created_at),
    })),
  };
}

/** The request's row (of `merchantId` only, when given), locked when `lock`. */
async function requestRow(
  q: Db,
  requestId: number,
  merchantId: number | null,
  lock = false,
): Promise<RequestRow | null> {
  const { rows } = await q.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM}
      WHERE r.id = $1 AND ($2::integer IS NULL OR r.merchant_id = $2)
      ${lock ? 'FOR UPDATE OF r' : ''}`,
    [requestId, merchantId],
  );
  return rows[0] ?? null;
}

/** Files the designer uploaded at the request's step and has not published. */
async function unpublishedAt(q: Db, row: RequestRow): Promise<number> {
  let found: { rows: Array<{ n: number }> };
  if (row.state === 'drafts' || row.state === 'revision') {
    found = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM design_files
        WHERE request_id = $1 AND published_at IS NULL AND kind = 'draft' AND round = $2`,
      [row.id, row.revision_rounds],
    );
  } else if (row.state === 'final') {
    found = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM design_files
        WHERE request_id = $1 AND published_at IS NULL AND kind = 'final'`,
      [row.id],
    );
  } else {
    return 0;
  }
  return found.rows[0]?.n ?? 0;
}

/** What the audit keeps of a request before and after a step. */
function auditState(progress: DesignProgress) {
  return {
    state: progress.state,
    revision_rounds: progress.revisionRounds,
    chosen_file_id: progress.chosenFileId,
  };
}

/** Who takes a step: the merchant of the request, or a designer (audited). */
type Actor = { side: 'merchant'; merchantId: number } | { side: 'designer'; operator: AuditActor };

interface StepContext {
  tx: Db;
  row: RequestRow;
  before: DesignProgress;
  after: DesignProgress;
}

/**
 * One step of a request in one transaction: the row locked, the step decided by `designStep`,
 * the request updated, `effect` written, the other side's event and (for a designer) the audit
 * row added. `check` may refuse first, naming a file the step cannot take.
 */
async function step<T>(
  db: Db,
  requestId: number,
  actor: Actor,
  event: DesignEvent,
  audit: { action: string; details?: Record<string, unknown> } | null,
  effect: (context: StepContext) => Promise<T>,
  check?: (tx: Db, row: RequestRow) => Promise<boolean>,
): Promise<StepResult<T>> {
  return db.transaction(async (tx): Promise<StepResult<T>> => {
    const merchantId = actor.side === 'merchant' ? actor.merchantId : null;
    const row = await requestRow(tx, requestId, merchantId, true);
    if (!row) return { kind: 'notFound' };
    if (check && !(await check(tx, row))) return { kind: 'fileNotFound' };
    const before: DesignProgress = {
      state: row.state,
      revisionRounds: row.revision_rounds,
      chosenFileId: row.chosen_file_id,
      unpublished: await unpublishedAt(tx, row),
    };
    const decided = designStep(before, event);
    if (!decided.ok) return { kind: 'refused', refusal: decided.refusal };
    const after = decided.progress;
    await tx.query(
      `UPDATE design_requests
          SET state = $2::text, revision_rounds = $3, chosen_file_id = $4, updated_at = now(),
              delivered_at = CASE WHEN $2::text = 'delivered' THEN now() ELSE NULL END
        WHERE id = $1`,
      [row.id, after.state, after.revisionRounds, after.chosenFileId],
    );
    const value = await effect({ tx, row, before, after });
    if (decided.notify) {
      await tx.query(
        `INSERT INTO design_events (request_id, merchant_id, kind, for_side)
         VALUES ($1, $2, $3, $4)`,
        [row.id, row.merchant_id, event.type, decided.notify],
      );
    }
    if (actor.side === 'designer' && audit) {
      await recordAudit(tx, actor.operator, {
        action: audit.action,
        subjectType: 'design_request',
        subjectId: row.id,
        merchantId: row.merchant_id,
        before: auditState(before),
        after: { ...auditState(after), ...audit.details },
      });
    }
    return { kind: 'done', value };
  });
}

/** What one unit of the Stamp & Card Designs add-on is worth: its price in the price list. */
async function unitPriceOf(q: Db): Promise<number> {
  const { rows } = await q.query<{ price: number }>(
    'SELECT price_3month AS price FROM addon_types WHERE id = $1',
    [ADDON.stampCardDesigns],
  );
  return rows[0]?.price ?? 0;
}

/** The units of the merchant's subscription in force (locked with `FOR UPDATE` when asked). */
async function unitsOf(
  q: Db,
  merchantId: number,
  lock = false,
): Promise<DesignUnits & { subscriptionId: number | null }> {
  const { rows } = await q.query<{ id: number; bought: number }>(
    `SELECT s.id,
            coalesce((SELECT a.quantity FROM subscription_addons a
                       WHERE a.subscription_id = s.id AND a.addon_type_id = $2), 0) AS bought
       FROM subscriptions s
      WHERE s.merchant_id = $1 AND ${ACTIVE_SUBSCRIPTION}
      ${lock ? 'FOR UPDATE OF s' : ''}`,
    [merchantId, ADDON.stampCardDesigns],
  );
  const subscription = rows[0];
  if (!subscription) return { subscriptionId: null, bought: 0, used: 0, left: 0 };
  const used = await q.query<{ n: number }>(
    'SELECT coalesce(sum(units), 0)::int AS n FROM design_requests WHERE subscription_id = $1',
    [subscription.id],
  );
  const n = used.rows[0]?.n ?? 0;
  return {
    subscriptionId: subscription.id,
    bought: subscription.bought,
    used: n,
    left: designUnitsLeft(subscription.bought, n),
  };
}

/** The events for one side (of one shop, for the merchant), newest first, and how many unseen. */
async function eventsFor(
  q: Db,
  side: DesignSide,
  merchantId: number | null,
  limit: number,
): Promise<DesignEvents> {
  const { rows } = await q.query<{
    id: number;
    request_id: number;
    kind: string;
    seen_at: unknown;
    created_at: unknown;
  }>(
    `SELECT id, request_id, kind, seen_at, created_at FROM design_events
      WHERE for_side = $1 AND ($2::integer IS NULL OR merchant_id = $2)
      ORDER BY id DESC LIMIT $3`,
    [side, merchantId, limit],
  );
  const unseen = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM design_events
      WHERE for_side = $1 AND ($2::integer IS NULL OR merchant_id = $2) AND seen_at IS NULL`,
    [side, merchantId],
  );
  return {
    unseen: unseen.rows[0]?.n ?? 0,
    events: rows.map((row) => ({
      id: row.id,
      request_id: row.request_id,
      kind: row.kind,
      seen: row.seen_at !== null,
      created_at: isoTime(row.created_at),
    })),
  };
}

/** Marks the side's events up to `upTo` seen; answers how many stay unseen. */
async function markSeen(
  db: Db,
  side: DesignSide,
  merchantId: number | null,
  upTo: number,
): Promise<number> {
  await db.query(
    `UPDATE design_events SET seen_at = now()
      WHERE for_side = $1 AND ($2::integer IS NULL OR merchant_id = $2)
        AND id <= $3 AND seen_at IS NULL`,
    [side, merchantId, upTo],
  );
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM design_events
      WHERE for_side = $1 AND ($2::integer IS NULL OR merchant_id = $2) AND seen_at IS NULL`,
    [side, merchantId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * A file's bytes, when it is of the request (of `merchantId` only, when given) and, for the
 * merchant, one they may see.
 */
async function fileContent(
  q: Db,
  requestId: number,
  fileId: number,
  merchantId: number | null,
): Promise<FileContent | null> {
  const { rows } = await q.query<{ bytes: Uint8Array; content_type: DesignFileType; name: string }>(
    `SELECT f.bytes, f.content_type, f.name
       FROM design_files f JOIN design_requests r ON r.id = f.request_id
      WHERE f.id = $1 AND f.request_id = $2
        AND ($3::integer IS NULL OR (r.merchant_id = $3 AND ${MERCHANT_SEES}))`,
    [fileId, requestId, merchantId],
  );
  const row = rows[0];
  return row ? { bytes: asBuffer(row.bytes), contentType: row.content_type, name: row.name } : null;
}

/** Events a side reads at once. */
const EVENTS_READ = 50;

export function createDesignRepository(db: Db) {
  return {
    /** The products and extras with their prices, in their order. */
    async catalogue(): Promise<DesignCatalogue> {
      const products = await db.query<DesignCatalogue['products'][number]>(
        'SELECT code, name, name_my, price, stamp_card FROM design_products ORDER BY position',
      );
      const extras = await db.query<DesignCatalogue['extras'][number]>(
        'SELECT code, name, name_my, price FROM design_extras ORDER BY position',
      );
      return {
        products: products.rows,
        extras: extras.rows,
        concept_drafts: { min: CONCEPT_DRAFTS.min, max: CONCEPT_DRAFTS.max },
        revision_rounds: MAX_REVISION_ROUNDS,
        unit_price: await unitPriceOf(db),
      };
    },

    /** The design units of the merchant's subscription in force. */
    async units(merchantId: number): Promise<DesignUnits> {
      const { bought, used, left } = await unitsOf(db, merchantId);
      return { bought, used, left };
    },

    /** The merchant's requests, newest first. */
    async list(merchantId: number): Promise<DesignRequestSummary[]> {
      const { rows } = await db.query<RequestRow>(
        `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.merchant_id = $1 ORDER BY r.id DESC`,
        [merchantId],
      );
      return rows.map(summaryOf);
    },

    /**
     * A request made by submitting its brief, with one unit of the subscription in force. With
     * an idempotency key the merchant used before, nothing is made: the first request answers.
     */
    async create(merchantId: number, input: NewDesignRequest): Promise<CreateResult> {
      return db.transaction(async (tx): Promise<CreateResult> => {
        const units = await unitsOf(tx, merchantId, true);
        if (input.idempotencyKey !== undefined) {
          const first = await tx.query<{ id: number }>(
            'SELECT id FROM design_requests WHERE merchant_id = $1 AND idempotency_key = $2',
            [merchantId, input.idempotencyKey],
          );
          if (first.rows[0]) return { kind: 'replayed', id: first.rows[0].id };
        }
        if (units.subscriptionId === null || units.left === 0) {
          return { kind: 'noUnits', bought: units.bought };
        }
        const product = await tx.query<{ price: number }>(
          'SELECT price FROM design_products WHERE code = $1',
          [input.product],
        );
        if (!product.rows[0]) return { kind: 'unknownProduct' };
        const extras = await tx.query<{ code: string; price: number }>(
          'SELECT code, price FROM design_extras WHERE code = ANY($1::text[])',
          [[...input.extras]],
        );
        if (extras.rows.length !== input.extras.length) return { kind: 'unknownExtra' };
        const total =
          product.rows[0].price + extras.rows.reduce((sum, extra) => sum + extra.price, 0);
        const needed = designUnitsFor(total, await unitPriceOf(tx));
        if (needed > units.left) return { kind: 'tooFewUnits', needed, left: units.left };
        const initial: DesignProgress = {
          state: 'brief',
          revisionRounds: 0,
          chosenFileId: null,
          unpublished: 0,
        };
        const submitted = designStep(initial, { type: 'briefSubmitted' });
        if (!submitted.ok) throw new Error(`a new brief was refused: ${submitted.refusal}`);
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO design_requests (merchant_id, subscription_id, product_code, product_price,
                                        brief, colours, logo_photo_id, state, idempotency_key,
                                        units)
           VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10)
           ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
           RETURNING id`,
          [
            merchantId,
            units.subscriptionId,
            input.product,
            product.rows[0].price,
            input.brief,
            [...input.colours],
            input.logoPhotoId,
            submitted.progress.state,
            input.idempotencyKey ?? null,
            needed,
          ],
        );
        const id = inserted.rows[0]?.id;
        if (id === undefined) throw new Error('a design request of a new key was not inserted');
        for (const extra of extras.rows) {
          await tx.query(
            'INSERT INTO design_request_extras (request_id, extra_code, price) VALUES ($1, $2, $3)',
            [id, extra.code, extra.price],
          );
        }
        if (input.logo) {
          await tx.query(
            `INSERT INTO design_files (request_id, kind, name, content_type, bytes, size)
             VALUES ($1, 'logo', $2, $3, $4, $5)`,
            [
              id,
              input.logo.name,
              input.logo.contentType,
              input.logo.bytes,
              input.logo.bytes.length,
            ],
          );
        }
        if (submitted.notify) {
          await tx.query(
            `INSERT INTO design_events (request_id, merchant_id, kind, for_side)
             VALUES ($1, $2, 'briefSubmitted', $3)`,
            [id, merchantId, submitted.notify],
          );
        }
        return { kind: 'created', id };
      });
    },

    /** One of the merchant's requests whole, or null (another shop's too). */
    async merchantDetail(merchantId: number, requestId: number) {
      const row = await requestRow(db, requestId, merchantId);
      return row ? detailOf(db, row, 'merchant') : null;
    },

    /** The merchant picks one of the request's published drafts. */
    pick(merchantId: number, requestId: number, fileId: number): Promise<StepResult> {
      return step(
        db,
        requestId,
        { side: 'merchant', merchantId },
        { type: 'draftPicked', fileId },
        null,
        async () => null,
        async (tx, row) => {
          const { rows } = await tx.query(
            `SELECT 1 FROM design_files
              WHERE id = $1 AND request_id = $2 AND kind = 'draft' AND published_at IS NOT NULL`,
            [fileId, row.id],
          );
          return rows.length > 0;
        },
      );
    },

    /** The merchant asks for a revision of the chosen draft, saying what to change. */
    askRevision(merchantId: number, requestId: number, comment: string): Promise<StepResult> {
      return step(
        db,
        requestId,
        { side: 'merchant', merchantId },
        { type: 'revisionAsked' },
        null,
        async ({ tx, row, after }) => {
          await tx.query(
            `INSERT INTO design_comments (request_id, author, kind, body, round)
             VALUES ($1, 'merchant', 'revision', $2, $3)`,
            [row.id, comment, after.revisionRounds],
          );
          return null;
        },
      );
    },

    /** The merchant accepts the chosen draft: the designer prepares the print-ready files. */
    accept(merchantId: number, requestId: number): Promise<StepResult> {
      return step(
        db,
        requestId,
        { side: 'merchant', merchantId },
        { type: 'accepted' },
        null,
        async () => null,
      );
    },

    /** A file of the merchant's request they may see, or null. */
    merchantFile: (merchantId: number, requestId: number, fileId: number) =>
      fileContent(db, requestId, fileId, merchantId),

    /**
     * The final image of a delivered stamp design for the stamp card: `fileId`, or the first
     * PNG or JPEG final.
     */
    async stampDesignFile(
      merchantId: number,
      requestId: number,
      fileId: number | undefined,
    ): Promise<StampDesignFile> {
      const row = await requestRow(db, requestId, merchantId);
      if (!row) return { kind: 'notFound' };
      if (row.state !== 'delivered') return { kind: 'notDelivered' };
      const product = await db.query<{ stamp_card: boolean }>(
        'SELECT stamp_card FROM design_products WHERE code = $1',
        [row.product_code],
      );
      if (!product.rows[0]?.stamp_card) return { kind: 'notStampDesign' };
      const finals = await db.query<{ id: number; content_type: string }>(
        `SELECT id, content_type FROM design_files
          WHERE request_id = $1 AND kind = 'final' AND published_at IS NOT NULL
          ORDER BY id`,
        [row.id],
      );
      const isImage = (type: string) => type === 'image/png' || type === 'image/jpeg';
      let chosen: number | undefined;
      if (fileId !== undefined) {
        const named = finals.rows.find((file) => file.id === fileId);
        if (!named) return { kind: 'fileNotFound' };
        if (!isImage(named.content_type)) return { kind: 'noImage' };
        chosen = named.id;
      } else {
        chosen = finals.rows.find((file) => isImage(file.content_type))?.id;
        if (chosen === undefined) return { kind: 'noImage' };
      }
      const file = await fileContent(db, row.id, chosen, null);
      if (!file) return { kind: 'fileNotFound' };
      return { kind: 'file', file, fileId: chosen };
    },

    /**
     * Puts a photo on the merchant's stamp card as its logo; false when the shop has no stamp
     * card yet.
     */
    async setStampCardLogo(merchantId: number, photoId: string): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE stamp_cards SET logo_photo_id = $2, updated_at = now()
          WHERE merchant_id = $1 RETURNING merchant_id`,
        [merchantId, photoId],
      );
      return rows.length > 0;
    },

    /** Whether the shop has a stamp card (the one a stamp design can go on). */
    async hasStampCard(merchantId: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM stamp_cards WHERE merchant_id = $1', [
        merchantId,
      ]);
      return rows.length > 0;
    },

    /** The steps the merchant is to hear of, and how many unseen. */
    merchantEvents: (merchantId: number) => eventsFor(db, 'merchant', merchantId, EVENTS_READ),

    /** Marks the merchant's events up to `upTo` seen; how many stay unseen. */
    markMerchantSeen: (merchantId: number, upTo: number) =>
      markSeen(db, 'merchant', merchantId, upTo),

    /* ------------------------------ the designers ---------------------------- */

    /** The requests waiting for a designer, oldest step first (or all, newest first). */
    async queue(status: 'waiting' | 'all'): Promise<AdminDesignQueue> {
      const waiting = status === 'waiting';
      const { rows } = await db.query<RequestRow & { shop: DesignShop | string }>(
        `SELECT ${REQUEST_COLUMNS}, ${SHOP_JSON} FROM ${REQUEST_FROM}
          ${waiting ? `WHERE r.state IN ('consultation', 'drafts', 'revision', 'final')` : ''}
          ORDER BY ${waiting ? 'r.updated_at, r.id' : 'r.id DESC'}
          LIMIT 200`,
      );
      const unseen = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM design_events
          WHERE for_side = 'designer' AND seen_at IS NULL`,
      );
      return {
        requests: rows.map((row): AdminDesignSummary => ({
          ...summaryOf(row),
          shop: fromJson<DesignShop>(row.shop),
        })),
        unseen: unseen.rows[0]?.n ?? 0,
      };
    },

    /** A request whole, every file included, with its shop; null when there is none. */
    async designerDetail(requestId: number): Promise<AdminDesignDetail | null> {
      const row = await requestRow(db, requestId, null);
      if (!row) return null;
      const shop = await db.query<{ shop: DesignShop | string }>(
        `SELECT ${SHOP_JSON} FROM design_requests r WHERE r.id = $1`,
        [requestId],
      );
      return {
        ...(await detailOf(db, row, 'designer')),
        shop: fromJson<DesignShop>(shop.rows[0]?.shop),
      };
    },

    /** Any file of a request (the designer's), or null. */
    designerFile: (requestId: number, fileId: number) => fileContent(db, requestId, fileId, null),

    /** The designer notes the consultation: the concept drafts are next. */
    noteConsultation(operator: AuditActor, requestId: number, note: string): Promise<StepResult> {
      return step(
        db,
        requestId,
        { side: 'designer', operator },
        { type: 'consultationNoted' },
        { action: 'design.consultation', details: { note } },
        async ({ tx, row }) => {
          await tx.query(
            `INSERT INTO design_comments (request_id, author, operator_id, kind, body, round)
             VALUES ($1, 'designer', $2, 'consultation', $3, 0)`,
            [row.id, operator.operatorId, note],
          );
          return null;
        },
      );
    },

    /**
     * A draft (at `drafts` or `revision`, of the current round) or a final file (at `final`),
     * unpublished until the designer publishes or delivers.
     */
    addFile(
      operator: AuditActor,
      requestId: number,
      file: FileContent,
    ): Promise<StepResult<DesignFile>> {
      return db.transaction(async (tx) => {
        const row = await requestRow(tx, requestId, null, true);
        if (!row) return { kind: 'notFound' as const };
        const kind = row.state === 'final' ? 'final' : 'draft';
        const round = kind === 'draft' ? row.revision_rounds : 0;
        return step(
          tx,
          requestId,
          { side: 'designer', operator },
          { type: 'fileUploaded', kind },
          {
            action: kind === 'final' ? 'design.final_upload' : 'design.draft_upload',
            details: {
              file: { name: file.name, content_type: file.contentType, size: file.bytes.length },
            },
          },
          async ({ tx: inner }) => {
            const { rows } = await inner.query<FileRow>(
              `INSERT INTO design_files (request_id, kind, round, name, content_type, bytes, size,
                                         uploaded_by)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
               RETURNING id, kind, round, name, content_type, size, published_at, created_at`,
              [
                requestId,
                kind,
                round,
                file.name,
                file.contentType,
                file.bytes,
                file.bytes.length,
                operator.operatorId,
              ],
            );
            return fileOf(rows[0]!);
          },
        );
      });
    },

    /** Removes a file the designer uploaded at this step and has not published. */
    removeFile(operator: AuditActor, requestId: number, fileId: number): Promise<StepResult> {
      return step(
        db,
        requestId,
        { side: 'designer', operator },
        { type: 'fileRemoved' },
        { action: 'design.file_remove', details: { file_id: fileId } },
        async ({ tx }) => {
          await tx.query('DELETE FROM design_files WHERE id = $1', [fileId]);
          return null;
        },
        async (tx, row) => {
          const kind = row.state === 'final' ? 'final' : 'draft';
          const { rows } = await tx.query(
            `SELECT 1 FROM design_files
              WHERE id = $1 AND request_id = $2 AND kind = $3 AND published_at IS NULL
                AND (kind = 'final' OR round = $4)`,
            [fileId, row.id, kind, row.revision_rounds],
          );
          return rows.length > 0;
        },
      );
    },

    /** Publishes the drafts (or the revised version) of this step: the merchant picks next. */
    publish(operator: AuditActor, requestId: number, note: string | null): Promise<StepResult> {
      return step(
        db,
        requestId,
        { side: 'designer', operator },
        { type: 'draftsPublished' },
        { action: 'design.publish', details: note === null ? {} : { note } },
        async ({ tx, row, before }) => {
          await tx.query(
            `UPDATE design_files SET published_at = now()
              WHERE request_id = $1 AND kind = 'draft' AND published_at IS NULL`,
            [row.id],
          );
          if (note !== null) {
            await tx.query(
              `INSERT INTO design_comments (request_id, author, operator_id, kind, body, round)
               VALUES ($1, 'designer', $2, 'note', $3, $4)`,
              [row.id, operator.operatorId, note, before.revisionRounds],
            );
          }
          return null;
        },
      );
    },

    /** Delivers the final files: the merchant may download them. */
    deliver(operator: AuditActor, requestId: number, note: string | null): Promise<StepResult> {
      return step(
        db,
        requestId,
        { side: 'designer', operator },
        { type: 'delivered' },
        { action: 'design.deliver', details: note === null ? {} : { note } },
        async ({ tx, row, before }) => {
          await tx.query(
            `UPDATE design_files SET published_at = now()
              WHERE request_id = $1 AND kind = 'final' AND published_at IS NULL`,
            [row.id],
          );
          if (note !== null) {
            await tx.query(
              `INSERT INTO design_comments (request_id, author, operator_id, kind, body, round)
               VALUES ($1, 'designer', $2, 'note', $3, $4)`,
              [row.id, operator.operatorId, note, before.revisionRounds],
            );
          }
          return null;
        },
      );
    },

    /** The steps the designers are to hear of, and how many unseen. */
    designerEvents: () => eventsFor(db, 'designer', null, EVENTS_READ),

    /** Marks the designers' events up to `upTo` seen; how many stay unseen. */
    markDesignerSeen: (upTo: number) => markSeen(db, 'designer', null, upTo),
  };
}

export type DesignRepository = ReturnType<typeof createDesignRepository>;
