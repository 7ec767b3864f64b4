import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The one alert mechanism of the app (DECISIONS section 5): where the specification says
 * "alert", a screen or a listener raises one here, and the layout's AlertDialog shows the queue's
 * head until it is dismissed. Never window.alert.
 */
export interface Alert {
  id: string;
  message: string;
}

export interface AlertsState {
  queue: Alert[];
}

export const initialAlertsState: AlertsState = { queue: [] };

const alertsSlice = createSlice({
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
});

export const { raised: alertRaised, dismissed: alertDismissed } = alertsSlice.actions;
export const alertsReducer = alertsSlice.reducer;

export interface WithAlerts {
  alerts: AlertsState;
}

/** The alert on screen now, or null. */
export const selectCurrentAlert = (state: WithAlerts): Alert | null =>
  state.alerts.queue[0] ?? null;
export const selectPendingAlertCount = (state: WithAlerts): number => state.alerts.queue.length;
