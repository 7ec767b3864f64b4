import { unauthorized } from '../../api/events';
import {
  acceptConfirmed,
  acceptOpened,
  acceptRefused,
  briefOpened,
  briefRefused,
  briefSent,
  designRequested,
  designsPageLeft,
  designsPageOpened,
  designsSlice,
  dialogClosed,
  draftAccepted,
  draftPickEnded,
  draftPickStarted,
  initialDesignsState,
  requestClosed,
  requestOpened,
  revisionAsked,
  revisionOpened,
  revisionRefused,
  revisionSent,
  stampCardEnded,
  stampCardStarted,
  type BriefBody,
  type DesignsState,
} from './designsSlice';

const reduce = (state: DesignsState, ...actions: Array<{ type: string }>) =>
  actions.reduce((s, a) => designsSlice.reducer(s, a as never), state);
const start = initialDesignsState;
const open7: DesignsState = { ...start, page: 'open', opened: 7 };

const body: BriefBody = {
  request: { product: 'gift_card', extras: ['printing'], brief: 'Gold', colours: ['#c8a040'] },
  logo: null,
};
/** `briefSent` with a fixed key, as its prepare callback would make it. */
const sent = (b: BriefBody, freshKey: string) => ({
  type: briefSent.type,
  payload: { body: b, freshKey },
});

describe('the design page, as a state machine', () => {
  it('sends a brief: open → sending → closed, the new request opened', () => {
    const briefing = reduce(start, briefOpened());
    expect(briefing.dialog).toEqual({ status: 'briefing', fieldErrors: {}, error: null });
    const sending = reduce(briefing, sent(body, 'key-1'));
    expect(sending.dialog).toEqual({ status: 'sendingBrief' });
    expect(sending.attempt).toEqual({ idempotencyKey: 'key-1', body });
    expect(reduce(sending, designRequested(8))).toEqual({
      ...start,
      opened: 8,
      notice: { kind: 'requested', requestId: 8 },
    });
  });

  it('keeps a refused brief open, and sends the same brief again with the same key', () => {
    const refused = reduce(
      start,
      briefOpened(),
      sent(body, 'key-1'),
      briefRefused({ fieldErrors: { brief: 'Too long' }, error: null }),
    );
    expect(refused.dialog).toEqual({
      status: 'briefing',
      fieldErrors: { brief: 'Too long' },
      error: null,
    });
    expect(reduce(refused, sent(body, 'key-2')).attempt?.idempotencyKey).toBe('key-1');
    const other = { ...body, logo: 'logo.png:2048:1' };
    expect(reduce(refused, sent(other, 'key-3')).attempt).toEqual({
      idempotencyKey: 'key-3',
      body: other,
    });
  });

  it('opens and closes a request, one at a time', () => {
    const opened = reduce(start, requestOpened(7));
    expect(opened.opened).toBe(7);
    expect(reduce(opened, requestOpened(5)).opened).toBe(5);
    expect(reduce(opened, requestClosed()).opened).toBeNull();
    // Not while a dialog is open.
    const briefing = reduce(opened, briefOpened());
    expect(reduce(briefing, requestOpened(5))).toEqual(briefing);
  });

  it('picks a draft: idle → picking → idle, a refusal said once', () => {
    const picking = reduce(open7, draftPickStarted(25));
    expect(picking.step).toEqual({ status: 'picking', requestId: 7, fileId: 25 });
    // One step at a time.
    expect(reduce(picking, draftPickStarted(21))).toEqual(picking);
    expect(reduce(picking, draftPickEnded(null))).toEqual(open7);
    expect(reduce(picking, draftPickEnded('Pick a draft first.'))).toEqual({
      ...open7,
      notice: { kind: 'failed', message: 'Pick a draft first.' },
    });
    // Nothing to pick from without an open request.
    expect(reduce(start, draftPickStarted(25))).toEqual(start);
  });

  it('asks for a revision, keeping the server’s refusal in the dialog', () => {
    const revising = reduce(open7, revisionOpened());
    expect(revising.dialog).toEqual({
      status: 'revising',
      requestId: 7,
      fieldErrors: {},
      error: null,
    });
    const sending = reduce(revising, revisionSent());
    expect(sending.dialog).toEqual({ status: 'sendingRevision', requestId: 7 });
    expect(
      reduce(sending, revisionRefused({ fieldErrors: {}, error: 'Both rounds have been used.' }))
        .dialog,
    ).toEqual({
      status: 'revising',
      requestId: 7,
      fieldErrors: {},
      error: 'Both rounds have been used.',
    });
    expect(reduce(sending, revisionAsked())).toEqual({
      ...open7,
      notice: { kind: 'revisionAsked' },
    });
  });

  it('accepts only after the question is answered', () => {
    const asked = reduce(open7, acceptOpened());
    expect(asked.dialog).toEqual({ status: 'confirmingAccept', requestId: 7, error: null });
    const accepting = reduce(asked, acceptConfirmed());
    expect(accepting.dialog).toEqual({ status: 'accepting', requestId: 7 });
    // A dialog being sent waits for its answer.
    expect(reduce(accepting, dialogClosed())).toEqual(accepting);
    expect(reduce(accepting, acceptRefused('Pick a draft first.')).dialog).toEqual({
      status: 'confirmingAccept',
      requestId: 7,
      error: 'Pick a draft first.',
    });
    expect(reduce(accepting, draftAccepted())).toEqual({ ...open7, notice: { kind: 'accepted' } });
    expect(reduce(asked, dialogClosed())).toEqual(open7);
  });

  it('puts a design on the stamp card: applied, or refused with the server’s words', () => {
    const applying = reduce(open7, stampCardStarted());
    expect(applying.step).toEqual({ status: 'applying', requestId: 7 });
    expect(reduce(applying, stampCardEnded(null))).toEqual({
      ...open7,
      notice: { kind: 'applied' },
    });
    expect(reduce(applying, stampCardEnded('Set up your stamp card first.')).notice).toEqual({
      kind: 'failed',
      message: 'Set up your stamp card first.',
    });
    // An answer nobody waits for changes nothing.
    expect(reduce(open7, stampCardEnded(null))).toEqual(open7);
  });

  it('shows the session-expired screen for a 401 only while the page is open', () => {
    expect(reduce(start, unauthorized({ endpoint: 'x' }))).toEqual(start);
    const opened = reduce(start, designsPageOpened());
    expect(opened.page).toBe('open');
    expect(reduce(opened, unauthorized({ endpoint: 'getDesigns' })).page).toBe('sessionExpired');
    expect(reduce(opened, briefOpened(), designsPageLeft())).toEqual(start);
  });
});
