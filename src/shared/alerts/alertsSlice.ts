import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The one alert mechanism of the app: a screen or a listener raises an alert here, and the
 * layout's AlertDialog shows the queue's head until it is dismissed. Never window.alert.
 */
export interface Alert {
  id: string;
  message: string;
}

export interface AlertsState {
  queue: Alert[];
}

export const initialAlertsState: AlertsState = { queue: [] };

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState: initialAlertsState,
  reducers: {
    raised: {
      reducer: (state, action: PayloadAction<Alert>) => {
        state.queue.push(action.payload);
      },
      prepare: (message: string) => ({ payload: { id: nanoid(), message } }),
    },
    /** The user acknowledged the alert with this id; an unknown id changes nothing. */
    dismissed: (state, action: PayloadAction<string>) => {
      const index = state.queue.findIndex((alert) => alert.id === action.payload);
      if (index !== -1) state.queue.splice(index, 1);
    },
  },
  selectors: {
    /** The alert on screen now, or null. */
    selectCurrentAlert: (alerts): Alert | null => alerts.queue[0] ?? null,
    selectPendingAlertCount: (alerts): number => alerts.queue.length,
  },
});

export const { raised: alertRaised, dismissed: alertDismissed } = alertsSlice.actions;
export const alertsReducer = alertsSlice.reducer;
export const { selectCurrentAlert, selectPendingAlertCount } = alertsSlice.selectors;
