import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/store';

/**
 * One transfer's slip: loading → shown (with its object URL, a string) | failed. The image itself
 * never enters the store: only the URL the browser made for it.
 */
export type SlipState =
  | { status: 'loading'; url: null }
  | { status: 'shown'; url: string }
  | { status: 'failed'; url: null };

/** The slips on screen, by checkout reference. */
export type SlipsState = Record<string, SlipState>;

export const initialSlipsState: SlipsState = {};

/** Pure: the references of `wanted` that `state` holds nothing for yet (those to fetch). */
export function slipsToFetch(state: SlipsState, wanted: readonly string[]): string[] {
  return wanted.filter((reference) => !(reference in state));
}

/** Pure: the object URLs of `state` that `wanted` no longer shows (those to revoke). */
export function slipUrlsDropped(state: SlipsState, wanted: readonly string[]): string[] {
  return Object.entries(state)
    .filter(([reference]) => !wanted.includes(reference))
    .flatMap(([, slip]) => (slip.url === null ? [] : [slip.url]));
}

export const slipsSlice = createSlice({
  name: 'adminSlips',
  initialState: initialSlipsState,
  reducers: {
    /** The list on screen now shows the slips of these references (and only those). */
    slipsWanted: (state, action: PayloadAction<string[]>) => {
      const next: SlipsState = {};
      for (const reference of action.payload) {
        next[reference] = state[reference] ?? { status: 'loading', url: null };
      }
      return next;
    },
    slipLoaded: (state, action: PayloadAction<{ reference: string; url: string }>) => {
      const { reference, url } = action.payload;
      if (state[reference]?.status === 'loading') state[reference] = { status: 'shown', url };
    },
    slipFailed: (state, action: PayloadAction<string>) => {
      if (state[action.payload]?.status === 'loading') {
        state[action.payload] = { status: 'failed', url: null };
      }
    },
    /** The section was left: no slip is shown any more. */
    slipsLeft: () => initialSlipsState,
  },
  selectors: {
    selectSlips: (state) => state,
  },
});

export const { slipsWanted, slipLoaded, slipFailed, slipsLeft } = slipsSlice.actions;

declare module '../../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof slipsSlice> {}
}

export const { selectSlips } = slipsSlice.injectInto(rootReducer).selectors;
