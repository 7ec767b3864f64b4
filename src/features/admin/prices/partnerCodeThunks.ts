import type { NewPartnerCodeRequest } from '@contract/adminPrices';
import type { AppThunk } from '../../../app/store';
import {
  codeMade,
  codeRefused,
  codeSubmitted,
  selectCreateCode,
  selectSwitching,
  switchAsked,
  switchDone,
  switchFailed,
} from './partnerCodesSlice';
import { messageOf, pricesApi } from './pricesApi';

/** 'Make the code': the code made (its name), or the server's refusal. Returns whether made. */
export const submitPartnerCode =
  (request: NewPartnerCodeRequest): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    dispatch(codeSubmitted());
    if (selectCreateCode(getState()).status !== 'submitting') return false;
    const answer = await dispatch(pricesApi.endpoints.createPartnerCode.initiate(request));
    if ('data' in answer && answer.data) {
      dispatch(codeMade(answer.data.code));
      return true;
    }
    dispatch(codeRefused(messageOf(answer.error) ?? ''));
    return false;
  };

/** 'Switch off' / 'Switch on' one code. */
export const switchPartnerCode =
  (codeId: number, active: boolean): AppThunk =>
  async (dispatch, getState) => {
    dispatch(switchAsked(codeId));
    const state = selectSwitching(getState());
    if (state.status !== 'switching' || state.codeId !== codeId) return;
    const answer = await dispatch(
      pricesApi.endpoints.updatePartnerCode.initiate({ codeId, body: { active } }),
    );
    dispatch('data' in answer && answer.data ? switchDone() : switchFailed());
  };
