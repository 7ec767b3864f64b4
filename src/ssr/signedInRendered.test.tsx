/**
 * Signed-in pages rendered per request with the reader's session (the merchant's dashboard,
 * store editor and inbox, the shopper's orders): the HTML holds the page's data, not its spinner,
 * and the browser, signed in as the render was, hydrates it without a mismatch and without asking
 * again for what the page carries (src/api/pageAnswers.ts); the same page without its data asks
 * for it (the check can fail). The API is the component tests' fake network (msw).
 */
import { act } from 'react';
import { writeLegacySession } from '../persist/legacyStorage';
import { writeCustomerSession } from '../persist/customerStorage';
import { createFakeInbox } from '../features/orders/inboxTestKit';
import { fakeCustomerServer, placedOrder, thiri } from '../features/customer/testSetup';
import { sampleAccount, server } from '../test/server';
import { hydrateSent } from './hydrateTestKit';
import { renderRoute, type RenderSession } from './renderRoute';

jest.setTimeout(30_000);

/** The paths of the API calls made from now on, in order. */
function recordCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

const fragment = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

const merchant: RenderSession = {
  merchant: {
    token: sampleAccount.token,
    user: sampleAccount.user,
    merchantUser: sampleAccount.merchantUser,
  },
};
const shopper: RenderSession = {
  customer: { token: `cust-${thiri.phone}`, customer: thiri },
};

/** The browser's local storage as the sign-in left it (the render started from the same). */
function signInBrowser(session: RenderSession) {
  if (session.merchant) writeLegacySession(window.localStorage, session.merchant);
  if (session.customer) writeCustomerSession(window.localStorage, session.customer);
}

interface Case {
  url: string;
  session: RenderSession;
  /** An element only the page's data draws, and a piece of that data. */
  content: string;
  shows: string;
  /** What the page asks for when it arrives without data. */
  asks: string;
  /**
   * A live answer: its stream starts as the page opens and, once open, reads the answer once
   * more (what changed between the render and the stream's start).
   */
  live?: string;
  fake?: () => void;
}

const merchantId = sampleAccount.merchantUser.merchant_id;

const CASES: Case[] = [
  {
    url: '/dashboard',
    session: merchant,
    content: '.dashboard-page',
    shows: sampleAccount.user.phone,
    asks: `/api/merchant/dashboard/${merchantId}`,
  },
  {
    url: '/store',
    session: merchant,
    content: '.store-page',
    shows: 'Build the page customers see',
    asks: `/api/merchant/store/${merchantId}`,
  },
  {
    url: '/store/orders',
    session: merchant,
    content: '.inbox-page .inbox-section',
    shows: 'Daw Mya',
    asks: `/api/merchant/store/${merchantId}`,
    live: `/api/merchant/store/${merchantId}/inbox?date=`,
    fake: () => server.use(...createFakeInbox().handlers),
  },
  {
    url: '/my/orders',
    session: shopper,
    content: '.customer-page',
    shows: placedOrder.lines[1]!.name,
    asks: '/api/customer/orders',
    live: '/api/customer/orders',
    fake: () => server.use(...fakeCustomerServer().handlers),
  },
];

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

const isStream = (call: string) => call.endsWith('/events');

describe.each(CASES)(
  '$url rendered with the session',
  ({ url, session, content, shows, asks, live, fake }) => {
    beforeEach(() => fake?.());

    it('holds the data, and hydrates signed in without asking for it again', async () => {
      const { html, status, data } = await renderRoute(url, 'en', { withData: true, session });
      expect(status).toBe(200);
      const sent = fragment(html);
      expect(sent.querySelector(content)).not.toBeNull();
      expect(sent.textContent).toContain(shows);
      expect(sent.querySelector('.spinner')).toBeNull();
      // The header is the signed-in one the browser draws.
      if (session.merchant) expect(sent.textContent).toContain(sampleAccount.user.username);

      signInBrowser(session);
      const browsing = recordCalls();
      const hydrated = await hydrateSent(html, url, 'en', { data });
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      browsing.stop();
      hydrated.dispose();
      expect(hydrated.recoverable).toEqual([]);
      expect(hydrated.errors).toEqual([]);
      // Nothing the page carries is asked for; a live answer's stream starts, and only once it is
      // open is that answer read again.
      const stream = browsing.calls.findIndex(isStream);
      expect(live === undefined ? browsing.calls : browsing.calls.slice(0, stream)).toEqual([]);
      const after = browsing.calls.slice(stream + 1).filter((call) => !isStream(call));
      expect(after.filter((call) => live === undefined || !call.startsWith(live))).toEqual([]);
      expect(hydrated.container.querySelector(content)).not.toBeNull();
      expect(hydrated.container.querySelector('.spinner')).toBeNull();
    });

    it('without its data, the same page asks for it (the check can fail)', async () => {
      const { html } = await renderRoute(url, 'en', { withData: true, session });
      signInBrowser(session);
      const browsing = recordCalls();
      const hydrated = await hydrateSent(html, url, 'en');
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      browsing.stop();
      hydrated.dispose();
      expect(browsing.calls).toContain(asks);
    });
  },
);

it('without a session, a signed-in page renders no one’s data', async () => {
  const { html, data } = await renderRoute('/dashboard', 'en', { withData: true });
  expect(fragment(html).querySelector('.dashboard-page')).toBeNull();
  expect(Object.keys(data!.queries)).toEqual([]);
});
