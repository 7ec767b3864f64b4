import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { InsightGrain, InsightPeriod, InsightsQuery } from '@contract/insights';
import { DEFAULT_INSIGHT_PERIOD } from '@contract/insights';
import { rootReducer } from '../../app/store';

/** The period shown: a named one, or two days the merchant chose. */
export type InsightsChoice =
  { kind: 'named'; period: InsightPeriod } | { kind: 'days'; from: string; to: string };

export type InsightsExport =
  | { status: 'idle' }
  | { status: 'downloading'; format: 'csv' | 'xlsx' }
  | { status: 'failed'; format: 'csv' | 'xlsx' };

/**
 * The insights page: the period shown and its grain (null: the server's choice for its length),
 * charts or their tables, and a file being prepared. A period is shown once chosen: the server
 * says when the days do not make one (its words shown with the fields).
 */
export interface InsightsState {
  choice: InsightsChoice;
  grain: InsightGrain | null;
  view: 'charts' | 'tables';
  download: InsightsExport;
}

const initialState: InsightsState = {
  choice: { kind: 'named', period: DEFAULT_INSIGHT_PERIOD },
  grain: null,
  view: 'charts',
  download: { status: 'idle' },
};

export const insightsSlice = createSlice({
  name: 'insights',
  initialState,
  reducers: {
    periodChosen: (state, action: PayloadAction<InsightPeriod>) => {
      state.choice = { kind: 'named', period: action.payload };
      state.grain = null;
    },
    daysChosen: (state, action: PayloadAction<{ from: string; to: string }>) => {
      state.choice = { kind: 'days', ...action.payload };
      state.grain = null;
    },
    grainChosen: (state, action: PayloadAction<InsightGrain>) => {
      state.grain = action.payload;
    },
    viewChosen: (state, action: PayloadAction<'charts' | 'tables'>) => {
      state.view = action.payload;
    },
    exportRequested: (state, action: PayloadAction<'csv' | 'xlsx'>) => {
      if (state.download.status !== 'downloading') {
        state.download = { status: 'downloading', format: action.payload };
      }
    },
    exportSaved: (state) => {
      if (state.download.status === 'downloading') state.download = { status: 'idle' };
    },
    exportFailed: (state) => {
      if (state.download.status === 'downloading') {
        state.download = { status: 'failed', format: state.download.format };
      }
    },
    insightsPageLeft: () => initialState,
  },
  selectors: {
    selectInsights: (state): InsightsState => state,
  },
});

/** The call's query for what is chosen. */
export function queryOf(state: Pick<InsightsState, 'choice' | 'grain'>): InsightsQuery {
  const period: InsightsQuery =
    state.choice.kind === 'named'
      ? { period: state.choice.period }
      : { from: state.choice.from, to: state.choice.to };
  return state.grain === null ? period : { ...period, grain: state.grain };
}

export const {
  periodChosen,
  daysChosen,
  grainChosen,
  viewChosen,
  exportRequested,
  exportSaved,
  exportFailed,
  insightsPageLeft,
} = insightsSlice.actions;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof insightsSlice> {}
}

export const { selectInsights } = insightsSlice.injectInto(rootReducer).selectors;
