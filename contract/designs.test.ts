import {
  DESIGN_STATES,
  designStep,
  designUnitsFor,
  designUnitsLeft,
  waitingOn,
  type DesignEvent,
  type DesignProgress,
  type DesignRefusal,
  type DesignSide,
  type DesignState,
} from './designs';

/** A request at `state`, with nothing picked, no rounds used and nothing unpublished. */
function at(state: DesignState, more: Partial<DesignProgress> = {}): DesignProgress {
  return { state, revisionRounds: 0, chosenFileId: null, unpublished: 0, ...more };
}

const EVENTS: Record<string, DesignEvent> = {
  briefSubmitted: { type: 'briefSubmitted' },
  consultationNoted: { type: 'consultationNoted' },
  draftUploaded: { type: 'fileUploaded', kind: 'draft' },
  finalUploaded: { type: 'fileUploaded', kind: 'final' },
  fileRemoved: { type: 'fileRemoved' },
  draftsPublished: { type: 'draftsPublished' },
  draftPicked: { type: 'draftPicked', fileId: 41 },
  revisionAsked: { type: 'revisionAsked' },
  accepted: { type: 'accepted' },
  delivered: { type: 'delivered' },
};
type EventName = keyof typeof EVENTS;

describe('the design request’s steps', () => {
  // Every allowed step, written out with where it leads and whom it tells: the table is the rule
  // (docs/rules.md, Stamp & Card Designs).
  const allowed: Array<[string, DesignProgress, EventName, DesignProgress, DesignSide | null]> = [
    ['submitting the brief', at('brief'), 'briefSubmitted', at('consultation'), 'designer'],
    ['noting the consultation', at('consultation'), 'consultationNoted', at('drafts'), 'merchant'],
    ['a first draft', at('drafts'), 'draftUploaded', at('drafts', { unpublished: 1 }), null],
    [
      'a third draft',
      at('drafts', { unpublished: 2 }),
      'draftUploaded',
      at('drafts', { unpublished: 3 }),
      null,
    ],
    [
      'removing a draft',
      at('drafts', { unpublished: 2 }),
      'fileRemoved',
      at('drafts', { unpublished: 1 }),
      null,
    ],
    [
      'publishing two drafts',
      at('drafts', { unpublished: 2 }),
      'draftsPublished',
      at('review'),
      'merchant',
    ],
    [
      'publishing three drafts',
      at('drafts', { unpublished: 3 }),
      'draftsPublished',
      at('review'),
      'merchant',
    ],
    ['picking a draft', at('review'), 'draftPicked', at('review', { chosenFileId: 41 }), null],
    [
      'picking another draft',
      at('review', { chosenFileId: 7 }),
      'draftPicked',
      at('review', { chosenFileId: 41 }),
      null,
    ],
    [
      'the first revision',
      at('review', { chosenFileId: 41 }),
      'revisionAsked',
      at('revision', { revisionRounds: 1, chosenFileId: 41 }),
      'designer',
    ],
    [
      'the second revision',
      at('review', { revisionRounds: 1, chosenFileId: 41 }),
      'revisionAsked',
      at('revision', { revisionRounds: 2, chosenFileId: 41 }),
      'designer',
    ],
    [
      'a revised version',
      at('revision', { revisionRounds: 1, chosenFileId: 41 }),
      'draftUploaded',
      at('revision', { revisionRounds: 1, chosenFileId: 41, unpublished: 1 }),
      null,
    ],
    [
      'removing a revised version',
      at('revision', { revisionRounds: 1, chosenFileId: 41, unpublished: 1 }),
      'fileRemoved',
      at('revision', { revisionRounds: 1, chosenFileId: 41 }),
      null,
    ],
    [
      'publishing the revised version: picked afresh',
      at('revision', { revisionRounds: 1, chosenFileId: 41, unpublished: 1 }),
      'draftsPublished',
      at('review', { revisionRounds: 1 }),
      'merchant',
    ],
    [
      'accepting the chosen draft',
      at('review', { chosenFileId: 41 }),
      'accepted',
      at('final', { chosenFileId: 41 }),
      'designer',
    ],
    [
      'accepting after both revisions',
      at('review', { revisionRounds: 2, chosenFileId: 41 }),
      'accepted',
      at('final', { revisionRounds: 2, chosenFileId: 41 }),
      'designer',
    ],
    [
      'a final file',
      at('final', { chosenFileId: 41 }),
      'finalUploaded',
      at('final', { chosenFileId: 41, unpublished: 1 }),
      null,
    ],
    [
      'removing a final file',
      at('final', { chosenFileId: 41, unpublished: 2 }),
      'fileRemoved',
      at('final', { chosenFileId: 41, unpublished: 1 }),
      null,
    ],
    [
      'delivering',
      at('final', { chosenFileId: 41, unpublished: 2 }),
      'delivered',
      at('delivered', { chosenFileId: 41 }),
      'merchant',
    ],
  ];

  it.each(allowed)('%s', (_what, from, event, to, notify) => {
    expect(designStep(from, EVENTS[event]!)).toEqual({ ok: true, progress: to, notify });
  });

  // The refusals of the steps' own rules, each written out.
  const guarded: Array<[string, DesignProgress, EventName, DesignRefusal]> = [
    [
      'publishing one concept draft',
      at('drafts', { unpublished: 1 }),
      'draftsPublished',
      'too_few_drafts',
    ],
    ['publishing no concept draft', at('drafts'), 'draftsPublished', 'too_few_drafts'],
    [
      'a fourth concept draft',
      at('drafts', { unpublished: 3 }),
      'draftUploaded',
      'too_many_drafts',
    ],
    [
      'a fourth revised version',
      at('revision', { revisionRounds: 1, chosenFileId: 41, unpublished: 3 }),
      'draftUploaded',
      'too_many_drafts',
    ],
    [
      'publishing no revised version',
      at('revision', { revisionRounds: 1, chosenFileId: 41 }),
      'draftsPublished',
      'no_revised_version',
    ],
    [
      'a third round of revisions',
      at('review', { revisionRounds: 2, chosenFileId: 41 }),
      'revisionAsked',
      'revisions_used_up',
    ],
    ['a revision of no draft', at('review'), 'revisionAsked', 'no_draft_chosen'],
    ['accepting no draft', at('review', { revisionRounds: 1 }), 'accepted', 'no_draft_chosen'],
    ['delivering no final file', at('final', { chosenFileId: 41 }), 'delivered', 'no_final_files'],
    [
      'an eleventh final file',
      at('final', { chosenFileId: 41, unpublished: 10 }),
      'finalUploaded',
      'too_many_files',
    ],
    ['removing nothing', at('drafts'), 'fileRemoved', 'nothing_unpublished'],
    [
      'removing no final file',
      at('final', { chosenFileId: 41 }),
      'fileRemoved',
      'nothing_unpublished',
    ],
  ];

  it.each(guarded)('refuses %s', (_what, from, event, refusal) => {
    expect(designStep(from, EVENTS[event]!)).toEqual({ ok: false, refusal });
  });

  // Where each event belongs; in every other state it is the wrong step.
  const belongs: Record<EventName, DesignState[]> = {
    briefSubmitted: ['brief'],
    consultationNoted: ['consultation'],
    draftUploaded: ['drafts', 'revision'],
    finalUploaded: ['final'],
    fileRemoved: ['drafts', 'revision', 'final'],
    draftsPublished: ['drafts', 'revision'],
    draftPicked: ['review'],
    revisionAsked: ['review'],
    accepted: ['review'],
    delivered: ['final'],
  };

  it('refuses every event outside its step as the wrong step', () => {
    const outside = Object.entries(belongs).flatMap(([event, states]) =>
      DESIGN_STATES.filter((state) => !states.includes(state)).map((state) => ({
        state,
        event,
        // Whatever else the request holds, the state alone refuses it.
        answer: designStep(at(state, { chosenFileId: 41, unpublished: 2 }), EVENTS[event]!),
      })),
    );
    // 10 events × 7 states, less the 14 pairs above where an event belongs.
    expect(outside).toHaveLength(56);
    for (const { state, event, answer } of outside) {
      expect({ state, event, answer }).toEqual({
        state,
        event,
        answer: { ok: false, refusal: 'wrong_step' },
      });
    }
  });

  it('says whom each state waits for', () => {
    expect(DESIGN_STATES.map((state) => [state, waitingOn(state)])).toEqual([
      ['brief', 'merchant'],
      ['consultation', 'designer'],
      ['drafts', 'designer'],
      ['review', 'merchant'],
      ['revision', 'designer'],
      ['final', 'designer'],
      ['delivered', null],
    ]);
  });

  it('walks a whole request: two drafts, two revisions, the third refused, delivered', () => {
    const events: DesignEvent[] = [
      { type: 'briefSubmitted' },
      { type: 'consultationNoted' },
      { type: 'fileUploaded', kind: 'draft' },
      { type: 'fileUploaded', kind: 'draft' },
      { type: 'draftsPublished' },
      { type: 'draftPicked', fileId: 2 },
      { type: 'revisionAsked' },
      { type: 'fileUploaded', kind: 'draft' },
      { type: 'draftsPublished' },
      { type: 'draftPicked', fileId: 3 },
      { type: 'revisionAsked' },
      { type: 'fileUploaded', kind: 'draft' },
      { type: 'draftsPublished' },
      { type: 'draftPicked', fileId: 4 },
    ];
    let progress = at('brief');
    for (const event of events) {
      const step = designStep(progress, event);
      if (!step.ok) throw new Error(`${event.type} refused: ${step.refusal}`);
      progress = step.progress;
    }
    expect(progress).toEqual(at('review', { revisionRounds: 2, chosenFileId: 4 }));
    expect(designStep(progress, { type: 'revisionAsked' })).toEqual({
      ok: false,
      refusal: 'revisions_used_up',
    });
    const accepted = designStep(progress, { type: 'accepted' });
    expect(accepted).toEqual({
      ok: true,
      progress: at('final', { revisionRounds: 2, chosenFileId: 4 }),
      notify: 'designer',
    });
  });
});

describe('design units', () => {
  it('leaves what was bought less what was used, never below none', () => {
    expect(designUnitsLeft(3, 0)).toBe(3);
    expect(designUnitsLeft(3, 2)).toBe(1);
    expect(designUnitsLeft(3, 3)).toBe(0);
    expect(designUnitsLeft(0, 0)).toBe(0);
    // A plan replaced by one with fewer units: the requests already made stay.
    expect(designUnitsLeft(1, 2)).toBe(0);
  });
});

describe('the design units a design uses', () => {
  it('takes as many 8,000 MMK units as cover the design and its extras, and at least one', () => {
    // A loyalty stamp, 8,000: one unit; a gift card, 10,000: two; a stamp set of 5 with 3D
    // mockups, 30,000 + 5,000 = 35,000: five (32,000 would not cover it).
    expect(designUnitsFor(8000, 8000)).toBe(1);
    expect(designUnitsFor(10000, 8000)).toBe(2);
    expect(designUnitsFor(35000, 8000)).toBe(5);
    expect(designUnitsFor(0, 8000)).toBe(1);
    expect(designUnitsFor(5000, 0)).toBe(1);
  });
});
