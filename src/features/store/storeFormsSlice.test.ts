import type { UnknownAction } from '@reduxjs/toolkit';
import type { BranchRequest } from '@contract/store';
import { storePageLeft } from './storePageSlice';
import {
  branchFormOpened,
  branchSubmitted,
  catalogueTabChosen,
  deletionAsked,
  deletionConfirmed,
  deletionDismissed,
  deletionDone,
  deletionFailed,
  formClosed,
  formInvalid,
  formSaveFailed,
  formSaved,
  initialStoreFormsState,
  itemFormOpened,
  moveAnnounced,
  moveFailed,
  sectionFormOpened,
  sectionSubmitted,
  storeFormsReducer,
  type StoreFormsState,
} from './storeFormsSlice';

const body: BranchRequest = {
  name: 'Sanchaung',
  address: '',
  township_id: 2,
  phone: '09420000009',
  hours: [],
};
const submitted = (b: BranchRequest, freshKey: string) => ({
  type: branchSubmitted.type,
  payload: { body: b, freshKey },
});
const editingNew: StoreFormsState = {
  ...initialStoreFormsState,
  branch: {
    status: 'editing',
    target: { branchId: null },
    attempt: null,
    fieldErrors: {},
    error: null,
  },
};
const savingNew: StoreFormsState = {
  ...initialStoreFormsState,
  branch: {
    status: 'saving',
    target: { branchId: null },
    attempt: { idempotencyKey: 'key-1', body },
  },
};
const failedNew: StoreFormsState = {
  ...initialStoreFormsState,
  branch: {
    status: 'editing',
    target: { branchId: null },
    attempt: { idempotencyKey: 'key-1', body },
    fieldErrors: { name: 'Your plan allows 3 branches.' },
    error: 'The given data was invalid.',
  },
};
const target = { kind: 'section', id: 10, name: 'Noodles' } as const;
const asking: StoreFormsState = {
  ...initialStoreFormsState,
  deletion: { status: 'asking', target, error: null },
};
const deleting: StoreFormsState = {
  ...initialStoreFormsState,
  deletion: { status: 'deleting', target },
};

describe('the store forms slice', () => {
  it.each<[string, StoreFormsState, UnknownAction, StoreFormsState]>([
    [
      'closed + Add branch',
      initialStoreFormsState,
      branchFormOpened({ branchId: null }),
      editingNew,
    ],
    ['editing + submitted: a new key', editingNew, submitted(body, 'key-1'), savingNew],
    [
      'saving + refused (422): the form again, with the attempt kept',
      savingNew,
      formSaveFailed({
        form: 'branch',
        fieldErrors: { name: 'Your plan allows 3 branches.' },
        error: 'The given data was invalid.',
      }),
      failedNew,
    ],
    [
      'refused + the same details again: the same key',
      failedNew,
      submitted(body, 'key-2'),
      savingNew,
    ],
    [
      'refused + other details: a new key',
      failedNew,
      submitted({ ...body, address: '3 Baho Road' }, 'key-2'),
      {
        ...initialStoreFormsState,
        branch: {
          status: 'saving',
          target: { branchId: null },
          attempt: { idempotencyKey: 'key-2', body: { ...body, address: '3 Baho Road' } },
        },
      },
    ],
    ['saving + saved', savingNew, formSaved('branch'), initialStoreFormsState],
    ['editing + closed', failedNew, formClosed('branch'), initialStoreFormsState],
    [
      'editing + invalid',
      editingNew,
      formInvalid({ form: 'branch', fieldErrors: { name: 'Enter the branch name.' } }),
      {
        ...editingNew,
        branch: {
          ...editingNew.branch,
          fieldErrors: { name: 'Enter the branch name.' },
        } as StoreFormsState['branch'],
      },
    ],
    [
      'closed + Add menu item to a section',
      initialStoreFormsState,
      itemFormOpened({ itemId: null, kind: 'menu_item', sectionId: 11 }),
      {
        ...initialStoreFormsState,
        item: {
          status: 'editing',
          target: { itemId: null, kind: 'menu_item', sectionId: 11 },
          attempt: null,
          fieldErrors: {},
          error: null,
        },
      },
    ],
    [
      'closed + Rename section',
      initialStoreFormsState,
      sectionFormOpened({ sectionId: 10 }),
      {
        ...initialStoreFormsState,
        section: {
          status: 'editing',
          target: { sectionId: 10 },
          attempt: null,
          fieldErrors: {},
          error: null,
        },
      },
    ],
    [
      'section editing + submitted',
      {
        ...initialStoreFormsState,
        section: {
          status: 'editing',
          target: { sectionId: 10 },
          attempt: null,
          fieldErrors: {},
          error: null,
        },
      },
      sectionSubmitted(),
      {
        ...initialStoreFormsState,
        section: { status: 'saving', target: { sectionId: 10 }, attempt: null },
      },
    ],
    ['closed + Remove asked', initialStoreFormsState, deletionAsked(target), asking],
    ['asking + dismissed', asking, deletionDismissed(), initialStoreFormsState],
    ['asking + confirmed', asking, deletionConfirmed(), deleting],
    ['deleting + done', deleting, deletionDone(), initialStoreFormsState],
    [
      'deleting + refused (409): the question again, with why',
      deleting,
      deletionFailed('This menu section still has items.'),
      {
        ...initialStoreFormsState,
        deletion: { status: 'asking', target, error: 'This menu section still has items.' },
      },
    ],
    [
      'a tab chosen',
      initialStoreFormsState,
      catalogueTabChosen('menu_item'),
      { ...initialStoreFormsState, kind: 'menu_item' },
    ],
    [
      'a move announced',
      initialStoreFormsState,
      moveAnnounced({ name: 'Tea', position: 2, count: 3 }),
      {
        ...initialStoreFormsState,
        announcement: { kind: 'moved', name: 'Tea', position: 2, count: 3, serial: 1 },
      },
    ],
    [
      'a move refused after its announcement',
      {
        ...initialStoreFormsState,
        announcement: { kind: 'moved', name: 'Tea', position: 2, count: 3, serial: 1 },
      },
      moveFailed({ name: 'Tea', error: 'No.' }),
      {
        ...initialStoreFormsState,
        announcement: { kind: 'moveFailed', name: 'Tea', error: 'No.', serial: 2 },
      },
    ],
    ['left with a form open', failedNew, storePageLeft(), initialStoreFormsState],
  ])('%s', (_name, before, event, after) => {
    expect(storeFormsReducer(before, event)).toEqual(after);
  });

  it.each<[string, StoreFormsState, UnknownAction]>([
    ['Add branch while one is open', editingNew, branchFormOpened({ branchId: 1 })],
    ['closed while saving (Escape during the call)', savingNew, formClosed('branch')],
    ['submitted while saving (a double press)', savingNew, submitted(body, 'key-9')],
    ['submitted while closed', initialStoreFormsState, submitted(body, 'key-9')],
    ['saved while editing', editingNew, formSaved('branch')],
    [
      'refused while editing',
      editingNew,
      formSaveFailed({ form: 'branch', fieldErrors: {}, error: 'x' }),
    ],
    [
      'invalid while saving',
      savingNew,
      formInvalid({ form: 'branch', fieldErrors: { name: 'x' } }),
    ],
    [
      'another removal asked while asking',
      asking,
      deletionAsked({ kind: 'item', id: 1, name: 'Tea' }),
    ],
    ['dismissed while deleting', deleting, deletionDismissed()],
    ['confirmed while deleting', deleting, deletionConfirmed()],
    ['done while asking', asking, deletionDone()],
    ['refused while asking', asking, deletionFailed('x')],
  ])('%s changes nothing', (_name, before, event) => {
    expect(storeFormsReducer(before, event)).toBe(before);
  });

  it('gives each new submission its own key', () => {
    const first = branchSubmitted(body);
    const second = branchSubmitted(body);
    expect(first.payload.freshKey).not.toBe(second.payload.freshKey);
  });
});
