import { createAction } from '@reduxjs/toolkit';
import type { LiveEvent } from '@contract/orders';

/** The shop's live stream connected (again): changes arrive as they happen. */
export const inboxStreamOpened = createAction('inbox/streamOpened');
/** The stream dropped; it is being reconnected. */
export const inboxStreamDropped = createAction('inbox/streamDropped');
/** The server refused the stream (401/403): it is not retried. */
export const inboxStreamRefused = createAction<number>('inbox/streamRefused');
/** A live event was applied to the inbox; `added` when its record was not in it before. */
export const liveEventArrived = createAction<{ event: LiveEvent; added: boolean }>(
  'inbox/liveEventArrived',
);
