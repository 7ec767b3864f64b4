import type { OptionGroupRequest } from '@contract/options';
import {
  choicesClosed,
  choicesOpened,
  groupFormClosed,
  groupFormInvalid,
  groupFormOpened,
  groupMoveAnnounced,
  groupRemovalAsked,
  groupRemovalConfirmed,
  groupRemovalFailed,
  groupSaveFailed,
  groupSaved,
  groupSubmitted,
  initialOptionFormsState,
  optionFormsReducer,
  type OptionEditor,
  type OptionFormsState,
} from './optionFormSlice';
import { storePageLeft } from './storePageSlice';

const body: OptionGroupRequest = {
  name: 'Size',
  name_my: '',
  min: 1,
  max: 1,
  options: [{ name: 'Regular', name_my: '', price: 0 }],
};
const open = (
  patch: Partial<Extract<OptionEditor, { status: 'open' }>> = {},
): OptionFormsState => ({
  editor: {
    status: 'open',
    itemId: 1,
    form: { status: 'closed' },
    removal: { status: 'closed' },
    announcement: null,
    ...patch,
  },
});
const editingNew = open({
  form: {
    status: 'editing',
    target: { groupId: null },
    attempt: null,
    fieldErrors: {},
    error: null,
  },
});
const savingNew = open({
  form: {
    status: 'saving',
    target: { groupId: null },
    attempt: { idempotencyKey: 'key-1', body },
  },
});
const submitted = (b: OptionGroupRequest, freshKey: string) => ({
  type: groupSubmitted.type,
  payload: { body: b, freshKey },
});

describe('the choices editor', () => {
  it.each([
    ['opens on an item', initialOptionFormsState, choicesOpened(1), open()],
    ['closes when nothing is under way', open(), choicesClosed(), initialOptionFormsState],
    ['stays open while a form is in front of it', editingNew, choicesClosed(), editingNew],
    ['opens the form of a new group', open(), groupFormOpened({ groupId: null }), editingNew],
    ['closes the form being edited', editingNew, groupFormClosed(), open()],
    ['keeps a form being sent open', savingNew, groupFormClosed(), savingNew],
    ['sends with a fresh key', editingNew, submitted(body, 'key-1'), savingNew],
    ['closes the form once saved', savingNew, groupSaved(), open()],
    [
      'shows the checks’ words',
      editingNew,
      groupFormInvalid({ name: 'Enter a name for the group.' }),
      open({
        form: {
          status: 'editing',
          target: { groupId: null },
          attempt: null,
          fieldErrors: { name: 'Enter a name for the group.' },
          error: null,
        },
      }),
    ],
    [
      'asks before a removal',
      open(),
      groupRemovalAsked({ groupId: 11, name: 'Size' }),
      open({ removal: { status: 'asking', groupId: 11, name: 'Size', error: null } }),
    ],
    [
      'asks nothing while a form is open',
      editingNew,
      groupRemovalAsked({ groupId: 11, name: 'Size' }),
      editingNew,
    ],
    [
      'removes once confirmed',
      open({ removal: { status: 'asking', groupId: 11, name: 'Size', error: null } }),
      groupRemovalConfirmed(),
      open({ removal: { status: 'deleting', groupId: 11, name: 'Size' } }),
    ],
    [
      'asks again with why a removal failed',
      open({ removal: { status: 'deleting', groupId: 11, name: 'Size' } }),
      groupRemovalFailed('Not found'),
      open({ removal: { status: 'asking', groupId: 11, name: 'Size', error: 'Not found' } }),
    ],
    [
      'announces a move',
      open(),
      groupMoveAnnounced({ name: 'Size', position: 2, count: 2 }),
      open({ announcement: { kind: 'moved', name: 'Size', position: 2, count: 2, serial: 1 } }),
    ],
    ['closes when the page is left', savingNew, storePageLeft(), initialOptionFormsState],
  ])('%s', (_name, before, action, after) => {
    expect(optionFormsReducer(before, action)).toEqual(after);
  });

  it('keeps the key of a failed submission when the same group is sent again', () => {
    const failed = optionFormsReducer(
      savingNew,
      groupSaveFailed({ fieldErrors: {}, error: 'Service unavailable' }),
    );
    expect(failed).toEqual(
      open({
        form: {
          status: 'editing',
          target: { groupId: null },
          attempt: { idempotencyKey: 'key-1', body },
          fieldErrors: {},
          error: 'Service unavailable',
        },
      }),
    );
    expect(optionFormsReducer(failed, submitted(body, 'key-2'))).toEqual(savingNew);
    const changed = { ...body, name: 'Sizes' };
    expect(optionFormsReducer(failed, submitted(changed, 'key-2'))).toEqual(
      open({
        form: {
          status: 'saving',
          target: { groupId: null },
          attempt: { idempotencyKey: 'key-2', body: changed },
        },
      }),
    );
  });
});
