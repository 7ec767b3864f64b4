import { apiPaths, fillPath } from '@contract/apiPaths';
import { requestLanguage } from '../../api/baseQuery';
import { readEventStream, type EventStreamOptions } from '../../api/eventStream';
import type { LiveLifecycle } from '../../api/liveLifecycle';
import { absoluteApiBase } from '../../app/config';
import type { RootState } from '../../app/store';

export interface MerchantEventsOptions extends Pick<
  EventStreamOptions,
  'onMessage' | 'onOpen' | 'onDisconnect' | 'onRefused'
> {
  merchantId: number;
  /** Only the events of one topic (e.g. 'payments'); every event when absent. */
  topic?: string;
}

/**
 * Reads the merchant's stream of events, with the signed-in merchant's token and the page's
 * language, until the cache entry it keeps live is removed (src/api/eventStream.ts reconnects
 * after drops with Last-Event-ID and ends on a refusal). Nothing is read without a token.
 */
export async function readMerchantEvents(
  { getState, cacheEntryRemoved }: Pick<LiveLifecycle<unknown>, 'getState' | 'cacheEntryRemoved'>,
  { merchantId, topic, ...handlers }: MerchantEventsOptions,
): Promise<void> {
  const state = getState() as RootState;
  const token = state.session.token;
  if (!token) return;
  const path = fillPath(apiPaths.merchantEvents, { merchantId });
  const query = topic === undefined ? '' : `?topic=${encodeURIComponent(topic)}`;
  const controller = new AbortController();
  const stream = readEventStream({
    url: `${absoluteApiBase()}${path}${query}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': requestLanguage(state) },
    signal: controller.signal,
    ...handlers,
  });
  await cacheEntryRemoved;
  controller.abort();
  await stream;
}
