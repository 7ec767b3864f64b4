import {
  adminDesignsSlice,
  designOpened,
  dialogClosed,
  filterChosen,
  initialAdminDesignsState,
  removalEnded,
  removalStarted,
  stepDone,
  stepOpened,
  stepRefused,
  stepSent,
  uploadEnded,
  uploadMissing,
  uploadStarted,
  type AdminDesignsState,
} from './adminDesignsSlice';

const reduce = (state: AdminDesignsState, ...actions: Array<{ type: string }>) =>
  actions.reduce((s, a) => adminDesignsSlice.reducer(s, a as never), state);
const idle = initialAdminDesignsState;

describe('the designer’s steps on a request, as a state machine', () => {
  it('notes the consultation: dialog → sending → done, a refusal kept in the dialog', () => {
    const editing = reduce(idle, stepOpened({ step: 'consultation', requestId: 7 }));
    expect(editing.action).toEqual({
      status: 'editing',
      step: 'consultation',
      requestId: 7,
      error: null,
    });
    const sending = reduce(editing, stepSent());
    expect(sending.action).toEqual({ status: 'sending', step: 'consultation', requestId: 7 });
    expect(reduce(sending, stepRefused('This design request is not at that step.')).action).toEqual(
      {
        status: 'editing',
        step: 'consultation',
        requestId: 7,
        error: 'This design request is not at that step.',
      },
    );
    expect(reduce(sending, stepDone())).toEqual({
      ...idle,
      notice: { kind: 'done', step: 'consultation' },
    });
  });

  it('closes a dialog being edited, never one being sent', () => {
    const editing = reduce(idle, stepOpened({ step: 'publish', requestId: 9 }));
    expect(reduce(editing, dialogClosed())).toEqual(idle);
    const sending = reduce(editing, stepSent());
    expect(reduce(sending, dialogClosed())).toEqual(sending);
  });

  it('uploads one file at a time: stored, or refused with the server’s words', () => {
    const uploading = reduce(idle, uploadStarted({ requestId: 9, name: 'gift-b.pdf' }));
    expect(uploading.action).toEqual({ status: 'uploading', requestId: 9, name: 'gift-b.pdf' });
    expect(reduce(uploading, uploadStarted({ requestId: 9, name: 'other.png' }))).toEqual(
      uploading,
    );
    expect(reduce(uploading, stepOpened({ step: 'publish', requestId: 9 }))).toEqual(uploading);
    expect(reduce(uploading, uploadEnded(null))).toEqual({
      ...idle,
      notice: { kind: 'uploaded', name: 'gift-b.pdf' },
    });
    expect(reduce(uploading, uploadEnded('Not a PNG, JPEG or PDF file.')).notice).toEqual({
      kind: 'failed',
      message: 'Not a PNG, JPEG or PDF file.',
    });
    expect(reduce(idle, uploadMissing('Choose a file first.')).notice).toEqual({
      kind: 'failed',
      message: 'Choose a file first.',
    });
  });

  it('removes a file, and an answer nobody waits for changes nothing', () => {
    const removing = reduce(idle, removalStarted({ requestId: 9, fileId: 51, name: 'gift-a.png' }));
    expect(removing.action).toEqual({
      status: 'removing',
      requestId: 9,
      fileId: 51,
      name: 'gift-a.png',
    });
    expect(reduce(removing, removalEnded(null)).notice).toEqual({
      kind: 'removed',
      name: 'gift-a.png',
    });
    expect(reduce(idle, removalEnded(null))).toEqual(idle);
    expect(reduce(idle, stepDone())).toEqual(idle);
    expect(reduce(idle, uploadEnded(null))).toEqual(idle);
  });

  it('keeps the queue’s filter, and forgets what was said when another request opens', () => {
    const all = reduce(idle, filterChosen('all'));
    expect(all.filter).toBe('all');
    const said = reduce(all, uploadStarted({ requestId: 9, name: 'a.png' }), uploadEnded(null));
    expect(reduce(said, designOpened(7))).toEqual({ ...all, notice: null });
  });
});
