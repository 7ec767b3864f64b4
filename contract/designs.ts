/**
 * Stamp & Card Designs: a design the merchant asks for (a loyalty stamp, a gift card or a branded
 * stamp set of 5, with extras), made by an operator with the `designer` role in four steps:
 * consultation, 2-3 concept drafts, at most two rounds of revisions, final print-ready delivery.
 * Each unit of the add-on bought with the active subscription is one design request.
 *
 * A request moves through `brief → consultation → drafts → review ⇄ revision → final →
 * delivered` (`designStep`, pure: the server decides with it, the SPA shows each side its
 * buttons from `waitingOn`). Refusals of a step answer 409 `{ message, reason }` with a
 * `DesignRefusal`; a request of another shop answers 404.
 */
import { Type, type Static } from '@sinclair/typebox';
import { COLOR_PATTERN } from './loyaltyRules';
import { PhotoId, PhotoRef } from './store';

const MAX_INT = 2_147_483_647;
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const DateTime = Type.String({ format: 'date-time' });

/* ------------------------------- the rules ------------------------- */

export const DESIGN_LIMITS = {
  brief: 2000,
  /** The shop's colours the brief names, `#rrggbb` each. */
  colours: 5,
  comment: 1000,
  note: 2000,
  /** A file's name as shown (the server keeps the last part of the uploaded name, cut to this). */
  fileName: 100,
  /** Bytes of one draft or final file (print-ready PDFs are large). */
  fileBytes: 15 * 1024 * 1024,
  /** Final files of one request. */
  finalFiles: 10,
} as const;

/** Concept drafts the designer publishes at once: two or three. */
export const CONCEPT_DRAFTS = { min: 2, max: 3 } as const;
/** Versions the designer publishes in one round of revisions. */
export const REVISED_VERSIONS = { min: 1, max: 3 } as const;
/** Rounds of revisions a request includes. */
export const MAX_REVISION_ROUNDS = 2;

/**
 * - `brief`: the merchant writes what they want (a request is made by submitting it);
 * - `consultation`: submitted; the designer reads it and notes the consultation;
 * - `drafts`: the designer prepares 2-3 concept drafts;
 * - `review`: drafts (or a revised version) published; the merchant picks one and accepts it or
 *   asks for a revision;
 * - `revision`: the designer prepares the revised version of the chosen draft;
 * - `final`: accepted; the designer prepares the print-ready files;
 * - `delivered`: the final files are the merchant's.
 */
export const DESIGN_STATES = [
  'brief',
  'consultation',
  'drafts',
  'review',
  'revision',
  'final',
  'delivered',
] as const;
export type DesignState = (typeof DESIGN_STATES)[number];
export const DesignStateSchema = Type.Union(DESIGN_STATES.map((s) => Type.Literal(s)));

/** The two sides of a request. */
export type DesignSide = 'merchant' | 'designer';
export const DesignSideSchema = Type.Union([Type.Literal('merchant'), Type.Literal('designer')]);

/** Who the request waits for in each state; null once delivered. */
export function waitingOn(state: DesignState): DesignSide | null {
  switch (state) {
    case 'brief':
    case 'review':
      return 'merchant';
    case 'consultation':
    case 'drafts':
    case 'revision':
    case 'final':
      return 'designer';
    case 'delivered':
      return null;
  }
}

/** Where a request stands, as the steps read it. */
export interface DesignProgress {
  state: DesignState;
  /** Rounds of revisions asked so far (0 to `MAX_REVISION_ROUNDS`). */
  revisionRounds: number;
  /** The published draft the merchant picked; null until they pick one (again after a revision). */
  chosenFileId: number | null;
  /** Files the designer uploaded at this step and has not published (drafts or finals). */
  unpublished: number;
}

/** What can happen to a request, each by one side. */
export type DesignEvent =
  | { type: 'briefSubmitted' }
  | { type: 'consultationNoted' }
  | { type: 'fileUploaded'; kind: 'draft' | 'final' }
  | { type: 'fileRemoved' }
  | { type: 'draftsPublished' }
  | { type: 'draftPicked'; fileId: number }
  | { type: 'revisionAsked' }
  | { type: 'accepted' }
  | { type: 'delivered' };
export type DesignEventType = DesignEvent['type'];

/** Which side causes each event. */
export const DESIGN_EVENT_SIDE: Readonly<Record<DesignEventType, DesignSide>> = {
  briefSubmitted: 'merchant',
  consultationNoted: 'designer',
  fileUploaded: 'designer',
  fileRemoved: 'designer',
  draftsPublished: 'designer',
  draftPicked: 'merchant',
  revisionAsked: 'merchant',
  accepted: 'merchant',
  delivered: 'designer',
};

/** Why a step is refused (409 `reason`). */
export const DESIGN_REFUSALS = [
  /** The request is not at the step the event belongs to. */
  'wrong_step',
  /** Concept drafts are published two or three at once. */
  'too_few_drafts',
  /** No more drafts (or revised versions) at this step. */
  'too_many_drafts',
  /** A revised version is published with at least one file. */
  'no_revised_version',
  /** Both rounds of revisions have been used. */
  'revisions_used_up',
  /** Accepting or asking for a revision needs a draft picked first. */
  'no_draft_chosen',
  /** Delivery needs at least one final file; at most `DESIGN_LIMITS.finalFiles`. */
  'no_final_files',
  'too_many_files',
  /** Nothing to remove at this step. */
  'nothing_unpublished',
] as const;
export type DesignRefusal = (typeof DESIGN_REFUSALS)[number];

export type DesignStepResult =
  | {
      ok: true;
      progress: DesignProgress;
      /** The side told of the step (an unseen event), or null for a step of no interest to it. */
      notify: DesignSide | null;
    }
  | { ok: false; refusal: DesignRefusal };

function refused(refusal: DesignRefusal): DesignStepResult {
  return { ok: false, refusal };
}

function moved(progress: DesignProgress, notify: DesignSide | null): DesignStepResult {
  return { ok: true, progress, notify };
}

/** Pure: what `event` does to a request at `progress`. */
export function designStep(progress: DesignProgress, event: DesignEvent): DesignStepResult {
  const { state, unpublished } = progress;
  switch (event.type) {
    case 'briefSubmitted':
      if (state !== 'brief') return refused('wrong_step');
      return moved({ ...progress, state: 'consultation' }, 'designer');
    case 'consultationNoted':
      if (state !== 'consultation') return refused('wrong_step');
      return moved({ ...progress, state: 'drafts', unpublished: 0 }, 'merchant');
    case 'fileUploaded':
      if (event.kind === 'draft') {
        if (state !== 'drafts' && state !== 'revision') return refused('wrong_step');
        const most = state === 'drafts' ? CONCEPT_DRAFTS.max : REVISED_VERSIONS.max;
        if (unpublished >= most) return refused('too_many_drafts');
      } else {
        if (state !== 'final') return refused('wrong_step');
        if (unpublished >= DESIGN_LIMITS.finalFiles) return refused('too_many_files');
      }
      return moved({ ...progress, unpublished: unpublished + 1 }, null);
    case 'fileRemoved':
      if (state !== 'drafts' && state !== 'revision' && state !== 'final') {
        return refused('wrong_step');
      }
      if (unpublished === 0) return refused('nothing_unpublished');
      return moved({ ...progress, unpublished: unpublished - 1 }, null);
    case 'draftsPublished':
      if (state === 'drafts') {
        if (unpublished < CONCEPT_DRAFTS.min) return refused('too_few_drafts');
      } else if (state === 'revision') {
        if (unpublished < REVISED_VERSIONS.min) return refused('no_revised_version');
      } else {
        return refused('wrong_step');
      }
      // The merchant picks again: the revised version, or any draft before it.
      return moved(
        { ...progress, state: 'review', unpublished: 0, chosenFileId: null },
        'merchant',
      );
    case 'draftPicked':
      if (state !== 'review') return refused('wrong_step');
      return moved({ ...progress, chosenFileId: event.fileId }, null);
    case 'revisionAsked':
      if (state !== 'review') return refused('wrong_step');
      if (progress.revisionRounds >= MAX_REVISION_ROUNDS) return refused('revisions_used_up');
      if (progress.chosenFileId === null) return refused('no_draft_chosen');
      return moved(
        {
          ...progress,
          state: 'revision',
          revisionRounds: progress.revisionRounds + 1,
          unpublished: 0,
        },
        'designer',
      );
    case 'accepted':
      if (state !== 'review') return refused('wrong_step');
      if (progress.chosenFileId === null) return refused('no_draft_chosen');
      return moved({ ...progress, state: 'final', unpublished: 0 }, 'designer');
    case 'delivered':
      if (state !== 'final') return refused('wrong_step');
      if (unpublished === 0) return refused('no_final_files');
      return moved({ ...progress, state: 'delivered', unpublished: 0 }, 'merchant');
  }
}

/** Pure: the design units a shop has left: units bought with its plan less those its requests used. */
export function designUnitsLeft(bought: number, used: number): number {
  return Math.max(0, bought - used);
}

/**
 * Pure: the units a design of `total` MMK (its product and extras) uses, a unit being worth
 * `unitPrice` (the add-on's price): at least one, and as many as cover the total.
 */
export function designUnitsFor(total: number, unitPrice: number): number {
  if (unitPrice <= 0) return 1;
  return Math.max(1, Math.ceil(total / unitPrice));
}

/** The kinds of file a request holds: the merchant's logo, drafts (and revisions), finals. */
export const DESIGN_FILE_KINDS = ['logo', 'draft', 'final'] as const;
export type DesignFileKind = (typeof DESIGN_FILE_KINDS)[number];

/** What drafts and finals may be, decided by their content: PNG, JPEG or PDF. */
export const DESIGN_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type DesignFileType = (typeof DESIGN_FILE_TYPES)[number];

/* ------------------------------- the wire -------------------------- */

/** A product's or an extra's stable code (reference data of the database). */
const Code = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_]+$' });
const Colour = Type.String({ pattern: COLOR_PATTERN });

/** A design product with its price in MMK; `stamp_card`: its design can go on the stamp card. */
export const DesignProduct = Type.Object({
  code: Type.String(),
  name: Type.String(),
  name_my: Type.String(),
  price: Type.Integer(),
  stamp_card: Type.Boolean(),
});
export type DesignProduct = Static<typeof DesignProduct>;

/** An extra of a design with its price in MMK (added to the product's). */
export const DesignExtra = Type.Object({
  code: Type.String(),
  name: Type.String(),
  name_my: Type.String(),
  price: Type.Integer(),
});
export type DesignExtra = Static<typeof DesignExtra>;

/** `merchantDesignCatalogue`: what can be asked for, and the steps' numbers. */
export const DesignCatalogue = Type.Object({
  products: Type.Array(DesignProduct),
  extras: Type.Array(DesignExtra),
  concept_drafts: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  revision_rounds: Type.Integer(),
  /** What one unit of the add-on is worth (its price): a design uses as many as its total needs. */
  unit_price: Type.Integer(),
});
export type DesignCatalogue = Static<typeof DesignCatalogue>;

/** The design units of the active subscription: bought, used by requests made, left. */
export const DesignUnits = Type.Object({
  bought: Type.Integer(),
  used: Type.Integer(),
  left: Type.Integer(),
});
export type DesignUnits = Static<typeof DesignUnits>;

/** A product or extra as a request keeps it: at the price of the day it was asked for. */
const PricedLine = Type.Object({ code: Type.String(), name: Type.String(), price: Type.Integer() });

/** A request as lists show it. */
export const DesignRequestSummary = Type.Object({
  id: Id,
  product: PricedLine,
  extras: Type.Array(PricedLine),
  /** The product and its extras, MMK. */
  total: Type.Integer(),
  state: DesignStateSchema,
  waiting_on: Type.Union([DesignSideSchema, Type.Null()]),
  revision_rounds: Type.Integer(),
  revisions_left: Type.Integer(),
  created_at: DateTime,
  updated_at: DateTime,
  delivered_at: Type.Union([DateTime, Type.Null()]),
});
export type DesignRequestSummary = Static<typeof DesignRequestSummary>;

/** A file of a request (its bytes are downloaded on their own). */
export const DesignFile = Type.Object({
  id: Id,
  kind: Type.Union(DESIGN_FILE_KINDS.map((k) => Type.Literal(k))),
  /** 0: the concept drafts (and the logo, the finals); 1 and 2: the rounds of revisions. */
  round: Type.Integer(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  published: Type.Boolean(),
  created_at: DateTime,
});
export type DesignFile = Static<typeof DesignFile>;

/** A comment: the designer's consultation note or notes, the merchant's revision comments. */
export const DesignComment = Type.Object({
  id: Id,
  author: DesignSideSchema,
  kind: Type.Union([Type.Literal('consultation'), Type.Literal('revision'), Type.Literal('note')]),
  body: Type.String(),
  round: Type.Integer(),
  created_at: DateTime,
});
export type DesignComment = Static<typeof DesignComment>;

/** A request whole: the brief, the logo, the chosen draft, its files and comments. */
export const DesignRequestDetail = Type.Composite([
  DesignRequestSummary,
  Type.Object({
    brief: Type.String(),
    colours: Type.Array(Type.String()),
    /** A photo of the shop's, or a logo uploaded with the request (`logo_file_id`); or neither. */
    logo_photo: Type.Union([PhotoRef, Type.Null()]),
    logo_file_id: Type.Union([Id, Type.Null()]),
    chosen_file_id: Type.Union([Id, Type.Null()]),
    /** The merchant sees published drafts and, once delivered, the finals; the designer all. */
    files: Type.Array(DesignFile),
    comments: Type.Array(DesignComment),
  }),
]);
export type DesignRequestDetail = Static<typeof DesignRequestDetail>;

/** A step the other side has to hear of. */
export const DesignEventItem = Type.Object({
  id: Id,
  request_id: Id,
  /** The `DesignEvent` type of the step. */
  kind: Type.String(),
  seen: Type.Boolean(),
  created_at: DateTime,
});
export type DesignEventItem = Static<typeof DesignEventItem>;

/** `merchantDesigns` GET: the shop's requests, newest first, and what its plan leaves. */
export const MerchantDesigns = Type.Object({
  requests: Type.Array(DesignRequestSummary),
  units: DesignUnits,
  /** Steps of the designer's not yet seen. */
  unseen: Type.Integer(),
});
export type MerchantDesigns = Static<typeof MerchantDesigns>;

/**
 * `merchantDesigns` POST (Idempotency-Key): a brief, submitted. As JSON, or as multipart with the
 * JSON in field `data` and a logo (JPEG, PNG or WebP) in file `logo`; or `logo_photo_id`, a
 * photo of the shop's.
 */
export const CreateDesignRequest = Type.Object(
  {
    product: Code,
    extras: Type.Array(Code, { maxItems: 3, uniqueItems: true }),
    brief: Type.String({ minLength: 1, maxLength: DESIGN_LIMITS.brief }),
    colours: Type.Array(Colour, { maxItems: DESIGN_LIMITS.colours }),
    logo_photo_id: Type.Optional(Type.Union([PhotoId, Type.Null()])),
  },
  { additionalProperties: false },
);
export type CreateDesignRequest = Static<typeof CreateDesignRequest>;

/** The path of one request of a shop's. */
export const MerchantDesignParams = Type.Object(
  { merchantId: Id, requestId: Id },
  { additionalProperties: false },
);
export type MerchantDesignParams = Static<typeof MerchantDesignParams>;

/** The path of one file of a shop's request. */
export const MerchantDesignFileParams = Type.Object(
  { merchantId: Id, requestId: Id, fileId: Id },
  { additionalProperties: false },
);
export type MerchantDesignFileParams = Static<typeof MerchantDesignFileParams>;

/** `merchantDesignPick`: the published draft the merchant picks. */
export const PickDraftRequest = Type.Object({ file_id: Id }, { additionalProperties: false });
export type PickDraftRequest = Static<typeof PickDraftRequest>;

/** `merchantDesignRevision`: what to change in the chosen draft. */
export const RevisionRequest = Type.Object(
  { comment: Type.String({ minLength: 1, maxLength: DESIGN_LIMITS.comment }) },
  { additionalProperties: false },
);
export type RevisionRequest = Static<typeof RevisionRequest>;

/**
 * `merchantDesignStampCard`: a delivered stamp design on the shop's stamp card, as its logo.
 * `file_id`: which final image; absent: the first one.
 */
export const ApplyStampDesignRequest = Type.Object(
  { file_id: Type.Optional(Id) },
  { additionalProperties: false },
);
export type ApplyStampDesignRequest = Static<typeof ApplyStampDesignRequest>;

/** `merchantDesignEvents` and `adminDesignEvents`: the side's steps, newest first. */
export const DesignEvents = Type.Object({
  unseen: Type.Integer(),
  events: Type.Array(DesignEventItem),
});
export type DesignEvents = Static<typeof DesignEvents>;

/** Marks the side's events up to this id (included) seen. */
export const DesignEventsSeenRequest = Type.Object({ up_to: Id }, { additionalProperties: false });
export type DesignEventsSeenRequest = Static<typeof DesignEventsSeenRequest>;

/** A refused step: 409 with its reason. */
export const DesignRefusalBody = Type.Object({
  message: Type.String(),
  reason: Type.Union(DESIGN_REFUSALS.map((r) => Type.Literal(r))),
});
export type DesignRefusalBody = Static<typeof DesignRefusalBody>;

/* ------------------------------ the back office -------------------- */

/** `adminDesigns?status=`: the requests waiting for the designer (the default), or all. */
export const AdminDesignsQuery = Type.Object(
  { status: Type.Optional(Type.Union([Type.Literal('waiting'), Type.Literal('all')])) },
  { additionalProperties: false },
);
export type AdminDesignsQuery = Static<typeof AdminDesignsQuery>;

/** The shop a request is for. */
export const DesignShop = Type.Object({
  merchant_id: Id,
  shop_name: Type.String(),
  phone: Type.String(),
});
export type DesignShop = Static<typeof DesignShop>;

export const AdminDesignSummary = Type.Composite([
  DesignRequestSummary,
  Type.Object({ shop: DesignShop }),
]);
export type AdminDesignSummary = Static<typeof AdminDesignSummary>;

/** The designer's queue, oldest waiting first. */
export const AdminDesignQueue = Type.Object({
  requests: Type.Array(AdminDesignSummary),
  /** Steps of merchants' not yet seen by a designer. */
  unseen: Type.Integer(),
});
export type AdminDesignQueue = Static<typeof AdminDesignQueue>;

export const AdminDesignDetail = Type.Composite([
  DesignRequestDetail,
  Type.Object({ shop: DesignShop }),
]);
export type AdminDesignDetail = Static<typeof AdminDesignDetail>;

export const AdminDesignParams = Type.Object({ requestId: Id }, { additionalProperties: false });
export type AdminDesignParams = Static<typeof AdminDesignParams>;

export const AdminDesignFileParams = Type.Object(
  { requestId: Id, fileId: Id },
  { additionalProperties: false },
);
export type AdminDesignFileParams = Static<typeof AdminDesignFileParams>;

/** `adminDesignConsultation`: the designer's note of the consultation. */
export const ConsultationNoteRequest = Type.Object(
  { note: Type.String({ minLength: 1, maxLength: DESIGN_LIMITS.note }) },
  { additionalProperties: false },
);
export type ConsultationNoteRequest = Static<typeof ConsultationNoteRequest>;

/** `adminDesignPublish` and `adminDesignDeliver`: a note for the merchant with the files. */
export const DesignerNoteRequest = Type.Object(
  { note: Type.Optional(Type.String({ maxLength: DESIGN_LIMITS.note })) },
  { additionalProperties: false },
);
export type DesignerNoteRequest = Static<typeof DesignerNoteRequest>;
