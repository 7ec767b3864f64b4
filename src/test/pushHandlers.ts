/**
 * Notifications' calls in component tests (contract/push.ts): push is off unless a test says
 * otherwise, and a shopper has asked for no SMS.
 */
import { http, HttpResponse } from 'msw';
import { pushPaths } from '@contract/pushPaths';
import { absoluteApiBase } from '../app/config';

const url = (path: string) => `${absoluteApiBase()}${path}`;

export const defaultPushHandlers = [
  http.get(url(pushPaths.pushKey), () => HttpResponse.json({ public_key: null })),
  http.get(url(pushPaths.customerNotices), () =>
    HttpResponse.json({ text_when_ready: false, language: 'en' }),
  ),
  http.put(url(pushPaths.customerNotices), async ({ request }) =>
    HttpResponse.json(await request.json()),
  ),
];
