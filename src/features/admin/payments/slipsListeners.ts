import { apiPaths, fillPath } from '@contract/apiPaths';
import { absoluteApiBase } from '../../../app/config';
import { startAppListening, type AppThunk } from '../../../app/store';
import { operatorTokenOf } from '../operatorBaseQuery';
import { operatorUnauthorized } from '../operatorEvents';
import {
  selectSlips,
  slipFailed,
  slipLoaded,
  slipsLeft,
  slipsToFetch,
  slipsWanted,
  slipUrlsDropped,
} from './slipsSlice';

/**
 * One transfer's slip fetched with the operator's token (an `<img>` cannot send it). The image
 * stays here: only the object URL made for it is dispatched, and only while the slip is still
 * awaited (a URL nobody shows any more is revoked at once). A 401 ends the operator's session
 * like any other call.
 */
export const fetchSlip =
  (reference: string): AppThunk =>
  async (dispatch, getState) => {
    const token = operatorTokenOf(getState());
    const url = new URL(fillPath(apiPaths.adminTransferSlip, { reference }), absoluteApiBase())
      .href;
    let blob: Blob | null = null;
    try {
      const response = await fetch(url, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (response.status === 401) {
        dispatch(operatorUnauthorized({ endpoint: 'adminTransferSlip' }));
      }
      if (response.ok) blob = await response.blob();
    } catch {
      blob = null;
    }
    if (blob === null) {
      dispatch(slipFailed(reference));
      return;
    }
    if (selectSlips(getState())[reference]?.status !== 'loading') return;
    const objectUrl = URL.createObjectURL(blob);
    dispatch(slipLoaded({ reference, url: objectUrl }));
    if (selectSlips(getState())[reference]?.url !== objectUrl) URL.revokeObjectURL(objectUrl);
  };

// The list changed: the slips no longer listed give their URLs back, the new ones are fetched.
startAppListening({
  actionCreator: slipsWanted,
  effect: (action, api) => {
    const before = selectSlips(api.getOriginalState());
    for (const url of slipUrlsDropped(before, action.payload)) URL.revokeObjectURL(url);
    for (const reference of slipsToFetch(before, action.payload)) {
      void api.dispatch(fetchSlip(reference));
    }
  },
});

// The section was left: every slip's URL is given back.
startAppListening({
  actionCreator: slipsLeft,
  effect: (_action, api) => {
    for (const url of slipUrlsDropped(selectSlips(api.getOriginalState()), [])) {
      URL.revokeObjectURL(url);
    }
  },
});
