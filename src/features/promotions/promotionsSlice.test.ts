import type { PostRequest, PromoCodeRequest } from '@contract/loyalty';
import {
  attemptFor,
  bannerFormOpened,
  deletionAsked,
  deletionConfirmed,
  deletionDismissed,
  deletionDone,
  deletionFailed,
  formClosed,
  formInvalid,
  formSaveFailed,
  formSaved,
  initialPromotionsState,
  photoFileRejected,
  photoRemoved,
  photoUploadCancelled,
  photoUploadProgressed,
  photoUploadStarted,
  photoUploadSucceeded,
  postFormOpened,
  postLinkCopied,
  postLinkCopyClicked,
  postLinkCopyFailed,
  postSubmitted,
  promoFormOpened,
  promoSubmitted,
  promotionsPageLeft,
  promotionsReducer as reducer,
  shownPhoto,
  type PromotionsState,
} from './promotionsSlice';

const promoBody: PromoCodeRequest = {
  code: 'RAIN10',
  kind: 'percent',
  value: 10,
  valid_from: '2026-12-01',
  valid_to: '2026-12-31',
  max_uses: null,
  min_total: 0,
  active: true,
};
const postBody: PostRequest = {
  kind: 'announcement',
  title: 'New menu',
  body: '',
  event_date: null,
  event_time: null,
  photo_id: null,
};
const photo = { id: 'p1', width: 320, height: 160, widths: [320] };

const withPromo = (promo: PromotionsState['promo']): PromotionsState => ({
  ...initialPromotionsState,
  promo,
});
const editingNew = withPromo({
  status: 'editing',
  target: { promoId: null },
  attempt: null,
  fieldErrors: {},
  error: null,
});

/** A submission whose fresh key is the one given (the action's prepare makes a random one). */
const submitPromo = (body: PromoCodeRequest, freshKey: string) => ({
  ...promoSubmitted(body),
  payload: { body, freshKey },
});

describe('the promo code dialog: closed → editing → saving → closed | editing again', () => {
  it('opens for a new code or an edit, once', () => {
    expect(reducer(initialPromotionsState, promoFormOpened({ promoId: 4 })).promo).toEqual({
      status: 'editing',
      target: { promoId: 4 },
      attempt: null,
      fieldErrors: {},
      error: null,
    });
    expect(reducer(editingNew, promoFormOpened({ promoId: 4 }))).toBe(editingNew);
  });

  it('goes to saving with a fresh key, and closes once saved with a notice', () => {
    const saving = reducer(editingNew, submitPromo(promoBody, 'key-1'));
    expect(saving.promo).toEqual({
      status: 'saving',
      target: { promoId: null },
      attempt: { idempotencyKey: 'key-1', body: promoBody },
    });
    const saved = reducer(saving, formSaved('promo'));
    expect(saved.promo).toEqual({ status: 'closed' });
    expect(saved.notice).toBe('promoSaved');
  });

  it('comes back to editing with the server’s words, keeping the attempt for a retry', () => {
    const saving = reducer(editingNew, submitPromo(promoBody, 'key-1'));
    const failed = reducer(
      saving,
      formSaveFailed({ form: 'promo', fieldErrors: { code: 'Taken' }, error: 'Fix it' }),
    );
    expect(failed.promo).toEqual({
      status: 'editing',
      target: { promoId: null },
      attempt: { idempotencyKey: 'key-1', body: promoBody },
      fieldErrors: { code: 'Taken' },
      error: 'Fix it',
    });
    // The same details again: the same key; other details: a new one.
    const retry = reducer(failed, submitPromo(promoBody, 'key-2'));
    expect(retry.promo).toMatchObject({ attempt: { idempotencyKey: 'key-1' } });
    const other = reducer(failed, submitPromo({ ...promoBody, value: 15 }, 'key-3'));
    expect(other.promo).toMatchObject({ attempt: { idempotencyKey: 'key-3' } });
  });

  it('ignores events that do not apply', () => {
    expect(reducer(initialPromotionsState, submitPromo(promoBody, 'k'))).toBe(
      initialPromotionsState,
    );
    expect(reducer(editingNew, formSaved('promo'))).toBe(editingNew);
    const saving = reducer(editingNew, submitPromo(promoBody, 'k'));
    // A dialog being sent does not close on Escape.
    expect(reducer(saving, formClosed('promo'))).toBe(saving);
    expect(reducer(saving, formInvalid({ form: 'promo', fieldErrors: { code: 'x' } }))).toBe(
      saving,
    );
  });

  it('shows the page’s own problems without sending', () => {
    expect(
      reducer(editingNew, formInvalid({ form: 'promo', fieldErrors: { value: 'Too much' } })).promo,
    ).toMatchObject({ status: 'editing', fieldErrors: { value: 'Too much' }, error: null });
  });
});

describe('attemptFor', () => {
  it('keeps the key for the same details only', () => {
    const first = attemptFor(null, postBody, 'a');
    expect(first).toEqual({ idempotencyKey: 'a', body: postBody });
    expect(attemptFor(first, { ...postBody }, 'b')).toBe(first);
    expect(attemptFor(first, { ...postBody, title: 'Other' }, 'b').idempotencyKey).toBe('b');
  });
});

describe('the post dialog and its photo', () => {
  const editing = reducer(initialPromotionsState, postFormOpened({ postId: null }));

  it('starts its photo afresh, and closing forgets a change', () => {
    const uploaded = reducer(
      reducer(editing, photoUploadStarted({ slot: 'post' })),
      photoUploadSucceeded({ slot: 'post', photo }),
    );
    expect(uploaded.photos.post).toEqual({
      choice: { changed: true, photo },
      upload: { status: 'idle' },
    });
    expect(reducer(uploaded, formClosed('post')).photos.post).toEqual(
      initialPromotionsState.photos.post,
    );
  });

  it('tracks an upload: progress only grows, a cancel or a refusal keeps the photo', () => {
    const started = reducer(editing, photoUploadStarted({ slot: 'post' }));
    const at40 = reducer(started, photoUploadProgressed({ slot: 'post', percent: 40 }));
    expect(at40.photos.post.upload).toEqual({ status: 'uploading', percent: 40 });
    expect(reducer(at40, photoUploadProgressed({ slot: 'post', percent: 20 }))).toBe(at40);
    expect(reducer(at40, photoUploadCancelled({ slot: 'post' })).photos.post.upload).toEqual({
      status: 'idle',
    });
    // A file refused before sending cannot interrupt one on its way.
    expect(reducer(at40, photoFileRejected({ slot: 'post', error: 'x' }))).toBe(at40);
    expect(reducer(at40, photoRemoved({ slot: 'post' }))).toBe(at40);
  });

  it('shows the change made, or else the saved photo', () => {
    const removed = reducer(editing, photoRemoved({ slot: 'post' }));
    expect(shownPhoto(removed.photos.post, photo)).toBeNull();
    expect(shownPhoto(editing.photos.post, photo)).toBe(photo);
  });

  it('keeps the post’s key across a failed try', () => {
    const saving = reducer(editing, {
      ...postSubmitted(postBody),
      payload: { body: postBody, freshKey: 'p-1' },
    });
    const failed = reducer(
      saving,
      formSaveFailed({ form: 'post', fieldErrors: {}, error: 'No answer' }),
    );
    const again = reducer(failed, {
      ...postSubmitted(postBody),
      payload: { body: postBody, freshKey: 'p-2' },
    });
    expect(again.post).toMatchObject({ status: 'saving', attempt: { idempotencyKey: 'p-1' } });
  });
});

describe('the deletion question', () => {
  const target = { kind: 'post' as const, id: 3, name: 'New menu' };
  const asking = reducer(initialPromotionsState, deletionAsked(target));

  it('asks, deletes, and says so', () => {
    expect(asking.deletion).toEqual({ status: 'asking', target, error: null });
    const deleting = reducer(asking, deletionConfirmed());
    expect(deleting.deletion).toEqual({ status: 'deleting', target });
    const done = reducer(deleting, deletionDone());
    expect(done.deletion).toEqual({ status: 'closed' });
    expect(done.notice).toBe('postDeleted');
  });

  it('stays open with why when refused, and Cancel closes it', () => {
    const refused = reducer(reducer(asking, deletionConfirmed()), deletionFailed('Not found'));
    expect(refused.deletion).toEqual({ status: 'asking', target, error: 'Not found' });
    expect(reducer(asking, deletionDismissed()).deletion).toEqual({ status: 'closed' });
    expect(reducer(initialPromotionsState, deletionConfirmed())).toBe(initialPromotionsState);
    const deleting = reducer(asking, deletionConfirmed());
    expect(reducer(deleting, deletionDismissed())).toBe(deleting);
  });
});

describe('leaving the page', () => {
  it('forgets every dialog', () => {
    const busy = reducer(
      reducer(initialPromotionsState, bannerFormOpened({ replacing: true })),
      promoFormOpened({ promoId: null }),
    );
    expect(reducer(busy, promotionsPageLeft())).toEqual(initialPromotionsState);
  });
});

describe("a shared post's 'Copy link'", () => {
  const url = 'https://example.com/shops/shwe-yee/posts/7?via=link';
  const copying = reducer(initialPromotionsState, postLinkCopyClicked({ postId: 7, url }));

  it('goes copying → copied, or failed with the link to copy by hand', () => {
    expect(copying.linkCopy).toEqual({ status: 'copying', postId: 7 });
    expect(reducer(copying, postLinkCopied({ postId: 7 })).linkCopy).toEqual({
      status: 'copied',
      postId: 7,
    });
    expect(reducer(copying, postLinkCopyFailed({ postId: 7, url })).linkCopy).toEqual({
      status: 'failed',
      postId: 7,
      url,
    });
  });

  it("ignores another post's late answer, and another post's copy replaces this one", () => {
    expect(reducer(copying, postLinkCopied({ postId: 8 }))).toBe(copying);
    expect(reducer(copying, postLinkCopyFailed({ postId: 8, url }))).toBe(copying);
    const other = reducer(copying, postLinkCopyClicked({ postId: 8, url: 'x' }));
    expect(other.linkCopy).toEqual({ status: 'copying', postId: 8 });
    expect(reducer(initialPromotionsState, postLinkCopied({ postId: 7 }))).toBe(
      initialPromotionsState,
    );
  });

  it('is forgotten with the page', () => {
    const copied = reducer(copying, postLinkCopied({ postId: 7 }));
    expect(reducer(copied, promotionsPageLeft()).linkCopy).toEqual({ status: 'idle' });
  });
});
