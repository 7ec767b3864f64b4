/**
 * The choices editor's calls: a group checked and sent (added with an Idempotency-Key, or
 * replaced), removed after the question, and moved. Each tells the slice how it went: a 422's
 * field errors at their fields, any other refusal as a message. A 401 has already put up the
 * session-expired screen (the page slice heard it).
 */
import { optionName } from '@contract/optionRules';
import type { ApiCallError } from '../../api/apiError';
import { startAppListening, type RootState } from '../../app/store';
import { translatorOfState } from '../../i18n/stateTranslator';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import { moveId } from './catalogueOrder';
import { checkGroup, groupRequestOf } from './optionForm';
import {
  groupFormInvalid,
  groupMoveAnnounced,
  groupMoveFailed,
  groupMoveRequested,
  groupRemovalConfirmed,
  groupRemovalDone,
  groupRemovalFailed,
  groupSaveFailed,
  groupSaveRequested,
  groupSaved,
  groupSubmitted,
  selectOptionEditor,
} from './optionFormSlice';
import { optionsApi } from './optionsApi';
import { storeApi } from './storeApi';
import { readCallFailure } from './storeErrors';

/** How a call ended, whatever it answered. */
type Settled = { error?: ApiCallError };

/**
 * The API's cache as the store's endpoints type it: the root state names the base API, whose
 * type does not know the tags the store adds.
 */
type StoreApiState = Parameters<ReturnType<typeof storeApi.endpoints.getCatalogue.select>>[0];
const groupsOf = (state: RootState, merchantId: number, itemId: number) =>
  storeApi.endpoints.getCatalogue
    .select(merchantId)(state as unknown as StoreApiState)
    .data?.items.find((item) => item.id === itemId)?.options ?? [];

/** 'Save' in the group form: checked as the server checks it, then added or replaced. */
startAppListening({
  actionCreator: groupSaveRequested,
  effect: async (action, api) => {
    const state = api.getState();
    const t = translatorOfState(state);
    const merchantId = selectMerchantId(state);
    const editor = selectOptionEditor(state);
    if (merchantId === null || editor.status !== 'open' || editor.form.status !== 'editing') return;
    const problems = checkGroup(action.payload);
    if (Object.keys(problems).length > 0) {
      api.dispatch(
        groupFormInvalid(
          Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])),
        ),
      );
      return;
    }
    const body = groupRequestOf(action.payload);
    api.dispatch(groupSubmitted(body));
    const sent = selectOptionEditor(api.getState());
    if (sent.status !== 'open' || sent.form.status !== 'saving' || sent.form.attempt === null) {
      return;
    }
    const { itemId } = sent;
    const { groupId } = sent.form.target;
    const result: Settled =
      groupId === null
        ? await api.dispatch(
            optionsApi.endpoints.addOptionGroup.initiate(
              { merchantId, itemId, idempotencyKey: sent.form.attempt.idempotencyKey, body },
              { track: false },
            ),
          )
        : await api.dispatch(
            optionsApi.endpoints.updateOptionGroup.initiate(
              { merchantId, itemId, groupId, body },
              { track: false },
            ),
          );
    if (result.error) {
      const failure = readCallFailure(result.error, t);
      api.dispatch(
        groupSaveFailed({
          fieldErrors: failure.fieldErrors,
          error: failure.unauthorized ? null : failure.message,
        }),
      );
      return;
    }
    api.dispatch(groupSaved());
  },
});

/** 'Remove' in the question: the group and its options go. */
startAppListening({
  actionCreator: groupRemovalConfirmed,
  effect: async (_action, api) => {
    const state = api.getState();
    const merchantId = selectMerchantId(state);
    const editor = selectOptionEditor(state);
    if (merchantId === null || editor.status !== 'open' || editor.removal.status !== 'deleting') {
      return;
    }
    const result: Settled = await api.dispatch(
      optionsApi.endpoints.deleteOptionGroup.initiate(
        { merchantId, itemId: editor.itemId, groupId: editor.removal.groupId },
        { track: false },
      ),
    );
    if (result.error) {
      api.dispatch(
        groupRemovalFailed(
          readCallFailure(result.error, translatorOfState(api.getState())).message,
        ),
      );
    } else {
      api.dispatch(groupRemovalDone());
    }
  },
});

/**
 * A group moved among the item's groups: the new order shows at once and is announced; if the
 * server refuses it, the old order comes back and the merchant is told.
 */
startAppListening({
  actionCreator: groupMoveRequested,
  effect: async (action, api) => {
    const state = api.getState();
    const merchantId = selectMerchantId(state);
    const editor = selectOptionEditor(state);
    if (merchantId === null || editor.status !== 'open') return;
    const { itemId } = editor;
    const groups = groupsOf(state, merchantId, itemId);
    const group = groups.find((candidate) => candidate.id === action.payload.groupId);
    if (!group) return;
    const ids = moveId(
      groups.map((entry) => entry.id),
      group.id,
      action.payload.toIndex,
    );
    if (ids === null) return;
    const reorder = api.dispatch(
      optionsApi.endpoints.reorderOptionGroups.initiate(
        { merchantId, itemId, ids },
        { track: false },
      ),
    );
    const t = translatorOfState(state);
    const name = optionName(group, t.language);
    api.dispatch(
      groupMoveAnnounced({ name, position: ids.indexOf(group.id) + 1, count: ids.length }),
    );
    const result: Settled = await reorder;
    if (result.error) {
      const failure = readCallFailure(result.error, t);
      if (!failure.unauthorized) api.dispatch(groupMoveFailed({ name, error: failure.message }));
    }
  },
});
