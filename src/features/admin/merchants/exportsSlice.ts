/**
 * The exports page's download, as a state machine: one download at a time; it ends saved or
 * failed, and another may start after either.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ExportDataset } from '@contract/operators';
import { rootReducer } from '../../../app/store';

export type ExportsState =
  | { status: 'idle' }
  | { status: 'downloading'; dataset: ExportDataset }
  | { status: 'saved'; dataset: ExportDataset }
  | { status: 'failed'; dataset: ExportDataset };

export const initialExportsState: ExportsState = { status: 'idle' };

export const exportsSlice = createSlice({
  name: 'adminExports',
  initialState: initialExportsState as ExportsState,
  reducers: {
    exportRequested: (state, action: PayloadAction<ExportDataset>) =>
      state.status === 'downloading'
        ? state
        : { status: 'downloading' as const, dataset: action.payload },
    exportSaved: (state) =>
      state.status === 'downloading' ? { status: 'saved' as const, dataset: state.dataset } : state,
    exportFailed: (state) =>
      state.status === 'downloading'
        ? { status: 'failed' as const, dataset: state.dataset }
        : state,
  },
  selectors: {
    selectExports: (state) => state,
  },
});

export const { exportRequested, exportSaved, exportFailed } = exportsSlice.actions;

declare module '../../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof exportsSlice> {}
}

export const { selectExports } = exportsSlice.injectInto(rootReducer).selectors;
