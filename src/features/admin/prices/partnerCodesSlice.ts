import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/store';

/**
 * The partner codes' page as state machines (the form's typed values stay in the form):
 * - making a code: editing → submitting → editing with the code made (`made`) or the refusal
 *   (`failed`: the server's words, or '' when it sent none);
 * - switching a code off or on: idle → switching (that code) → idle, or idle with `failed`.
 */
export type CreateState =
  { status: 'editing'; made: string | null; failed: string | null } | { status: 'submitting' };

export type SwitchState =
  { status: 'idle'; failed: boolean } | { status: 'switching'; codeId: number };

export interface PartnerCodesState {
  create: CreateState;
  switching: SwitchState;
}

export const initialPartnerCodesState: PartnerCodesState = {
  create: { status: 'editing', made: null, failed: null },
  switching: { status: 'idle', failed: false },
};

export const partnerCodesSlice = createSlice({
  name: 'partnerCodesPage',
  initialState: initialPartnerCodesState,
  reducers: {
    codeSubmitted: (state) =>
      state.create.status === 'editing' ? { ...state, create: { status: 'submitting' } } : state,
    codeMade: (state, action: PayloadAction<string>) =>
      state.create.status === 'submitting'
        ? { ...state, create: { status: 'editing', made: action.payload, failed: null } }
        : state,
    codeRefused: (state, action: PayloadAction<string>) =>
      state.create.status === 'submitting'
        ? { ...state, create: { status: 'editing', made: null, failed: action.payload } }
        : state,
    switchAsked: (state, action: PayloadAction<number>) =>
      state.switching.status === 'idle'
        ? { ...state, switching: { status: 'switching', codeId: action.payload } }
        : state,
    switchDone: (state) =>
      state.switching.status === 'switching'
        ? { ...state, switching: { status: 'idle', failed: false } }
        : state,
    switchFailed: (state) =>
      state.switching.status === 'switching'
        ? { ...state, switching: { status: 'idle', failed: true } }
        : state,
  },
  selectors: {
    selectCreateCode: (state) => state.create,
    selectSwitching: (state) => state.switching,
  },
});

export const { codeSubmitted, codeMade, codeRefused, switchAsked, switchDone, switchFailed } =
  partnerCodesSlice.actions;
export const partnerCodesReducer = partnerCodesSlice.reducer;

declare module '../../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof partnerCodesSlice> {}
}

export const { selectCreateCode, selectSwitching } =
  partnerCodesSlice.injectInto(rootReducer).selectors;
