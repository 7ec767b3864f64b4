import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { unauthorized } from '../../api/events';

/**
 * The dashboard as a state machine: closed, open, or replaced by the session-expired screen when
 * any call answers 401 while it is open (the API layer announces it as session/unauthorized).
 */
export type DashboardState =
  { status: 'closed' } | { status: 'open' } | { status: 'sessionExpired' };

const closed: DashboardState = { status: 'closed' };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: closed as DashboardState,
  reducers: {
    pageOpened: (state): DashboardState => (state.status === 'closed' ? { status: 'open' } : state),
    pageLeft: (state): DashboardState => (state.status === 'closed' ? state : closed),
  },
  extraReducers: (builder) => {
    builder.addCase(unauthorized, (state): DashboardState =>
      state.status === 'open' ? { status: 'sessionExpired' } : state,
    );
  },
  selectors: {
    selectIsDashboardSessionExpired: (state): boolean => state.status === 'sessionExpired',
  },
});

export const { pageOpened: dashboardPageOpened, pageLeft: dashboardPageLeft } =
  dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}

export const { selectIsDashboardSessionExpired } = dashboardSlice.injectInto(rootReducer).selectors;
