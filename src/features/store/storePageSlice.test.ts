import type { UnknownAction } from '@reduxjs/toolkit';
import { unauthorized } from '../../api/events';
import {
  profileInvalid,
  profileSaveFailed,
  profileSaved,
  profileSubmitted,
  publishFailed,
  publishRequested,
  publishSucceeded,
  selectIsStoreSessionExpired,
  selectProfileSave,
  selectPublishing,
  storePageLeft,
  storePageOpened,
  storePageReducer,
  type StorePageState,
} from './storePageSlice';

const closed: StorePageState = { status: 'closed' };
const editing = { status: 'editing', fieldErrors: {}, error: null, saved: false } as const;
const open: StorePageState = { status: 'open', publishing: { status: 'idle' }, profile: editing };
const publishing: StorePageState = { ...open, publishing: { status: 'publishing' } };
const unpublishing: StorePageState = { ...open, publishing: { status: 'unpublishing' } };
const saving: StorePageState = { ...open, profile: { status: 'saving' } };
const expired: StorePageState = { status: 'sessionExpired' };
const a401 = unauthorized({ endpoint: 'getStore' });

describe('the store page slice', () => {
  it.each<[string, StorePageState, UnknownAction, StorePageState]>([
    ['closed + opened', closed, storePageOpened(), open],
    ['open + left', open, storePageLeft(), closed],
    ['saving + left', saving, storePageLeft(), closed],
    ['session expired + left', expired, storePageLeft(), closed],
    ['open + a 401', open, a401, expired],
    ['publishing + a 401', publishing, a401, expired],
    ['open + Publish', open, publishRequested({ publish: true }), publishing],
    ['open + Unpublish', open, publishRequested({ publish: false }), unpublishing],
    ['publishing + succeeded', publishing, publishSucceeded(), open],
    ['unpublishing + succeeded', unpublishing, publishSucceeded(), open],
    [
      'publishing + refused',
      publishing,
      publishFailed('Verify your phone first.'),
      { ...open, publishing: { status: 'failed', error: 'Verify your phone first.' } },
    ],
    [
      'failed + Publish again',
      { ...open, publishing: { status: 'failed', error: 'x' } },
      publishRequested({ publish: true }),
      publishing,
    ],
    [
      'editing + invalid',
      open,
      profileInvalid({ name: 'Enter your shop’s name.' }),
      { ...open, profile: { ...editing, fieldErrors: { name: 'Enter your shop’s name.' } } },
    ],
    ['editing + submitted', open, profileSubmitted(), saving],
    ['saving + saved', saving, profileSaved(), { ...open, profile: { ...editing, saved: true } }],
    [
      'saving + refused (422)',
      saving,
      profileSaveFailed({ fieldErrors: { slug: ['taken'].join() }, error: 'Invalid.' }),
      { ...open, profile: { ...editing, fieldErrors: { slug: 'taken' }, error: 'Invalid.' } },
    ],
    [
      'saved + submitted again',
      { ...open, profile: { ...editing, saved: true } },
      profileSubmitted(),
      saving,
    ],
  ])('%s', (_name, before, event, after) => {
    expect(storePageReducer(before, event)).toEqual(after);
  });

  it.each<[string, StorePageState, UnknownAction]>([
    ['opened again while open', open, storePageOpened()],
    ['left while closed', closed, storePageLeft()],
    ['a 401 while closed (another page saw it)', closed, a401],
    ['a second 401', expired, a401],
    ['Publish while publishing (a double press)', publishing, publishRequested({ publish: true })],
    ['Unpublish while publishing', publishing, publishRequested({ publish: false })],
    ['Publish while closed', closed, publishRequested({ publish: true })],
    ['succeeded while idle', open, publishSucceeded()],
    ['refused while idle', open, publishFailed('x')],
    ['Save while saving (a double press)', saving, profileSubmitted()],
    ['invalid while saving', saving, profileInvalid({ name: 'x' })],
    ['saved while editing', open, profileSaved()],
    ['refused while editing', open, profileSaveFailed({ fieldErrors: {}, error: 'x' })],
    ['Save after the session expired', expired, profileSubmitted()],
  ])('%s changes nothing', (_name, before, event) => {
    expect(storePageReducer(before, event)).toBe(before);
  });

  it('selects the session-expired screen, publishing and saving, and reads closed before injection', () => {
    expect(selectIsStoreSessionExpired({ storePage: expired })).toBe(true);
    expect(selectIsStoreSessionExpired({ storePage: open })).toBe(false);
    expect(selectIsStoreSessionExpired({})).toBe(false);
    expect(selectPublishing({ storePage: publishing })).toEqual({ status: 'publishing' });
    expect(selectPublishing({})).toEqual({ status: 'idle' });
    expect(selectProfileSave({ storePage: saving })).toEqual({ status: 'saving' });
    expect(selectProfileSave({ storePage: expired })).toEqual(editing);
  });
});
