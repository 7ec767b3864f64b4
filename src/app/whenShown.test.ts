import { PICTURE_WAIT_MS, whenShown } from './whenShown';

type Entry = { name: string; entryType: string; url?: string };

/**
 * A PerformanceObserver whose reports the test makes, for the entry types it is given; an
 * observer asking for `buffered` entries gets those reported before it observed, as a browser's.
 */
function fakeObserver(supported: string[]) {
  const observers: { callback: PerformanceObserverCallback; types: string[] }[] = [];
  const reported: Entry[] = [];
  const deliver = (
    observer: { callback: PerformanceObserverCallback; types: string[] },
    entries: Entry[],
  ) => {
    const seen = entries.filter((entry) => observer.types.includes(entry.entryType));
    if (seen.length === 0) return;
    observer.callback(
      {
        getEntries: () => seen,
        getEntriesByName: (name: string) => seen.filter((entry) => entry.name === name),
        getEntriesByType: (type: string) => seen.filter((entry) => entry.entryType === type),
      } as unknown as PerformanceObserverEntryList,
      observer as unknown as PerformanceObserver,
    );
  };
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly me: { callback: PerformanceObserverCallback; types: string[] };
    constructor(callback: PerformanceObserverCallback) {
      this.me = { callback, types: [] };
      observers.push(this.me);
    }
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      if (!supported.includes(type)) throw new Error(`not supported here: ${type}`);
      this.me.types.push(type);
      const earlier = reported.filter((entry) => entry.entryType === type);
      if (buffered) queueMicrotask(() => deliver({ ...this.me, types: [type] }, earlier));
    }
    disconnect() {
      observers.splice(observers.indexOf(this.me), 1);
    }
  }
  /** The browser reports entries to every observer of their type. */
  const report = (entries: Entry[]) => {
    reported.push(...entries);
    for (const observer of [...observers]) deliver(observer, entries);
  };
  return { FakeObserver, report, observers };
}

const FCP = { name: 'first-contentful-paint', entryType: 'paint' };
const TEXT_LCP = { name: '', entryType: 'largest-contentful-paint', url: '' };
const PICTURE_LCP = { name: '', entryType: 'largest-contentful-paint', url: '/media/poster.webp' };

/** Whether the promise has settled once pending timers, frames and promise callbacks have run. */
async function settled(promise: Promise<unknown>, ms = 0) {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(ms + 20);
  return done;
}

describe('whenShown: when the app may load over a page the server rendered', () => {
  const original = globalThis.PerformanceObserver;
  let browser: ReturnType<typeof fakeObserver>;

  beforeEach(() => {
    jest.useFakeTimers();
    browser = fakeObserver(['paint', 'largest-contentful-paint']);
    globalThis.PerformanceObserver = browser.FakeObserver as unknown as typeof PerformanceObserver;
    document.head.innerHTML = '';
  });

  afterEach(() => {
    globalThis.PerformanceObserver = original;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for the first contentful paint to be reported', async () => {
    const shown = whenShown();
    expect(await settled(shown)).toBe(false);
    browser.report([TEXT_LCP]);
    expect(await settled(shown)).toBe(false);
    browser.report([FCP]);
    expect(await settled(shown)).toBe(true);
    expect(browser.observers).toHaveLength(0);
  });

  it('waits for the picture the page preloads to be reported painted too', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="image" href="/media/poster.webp" fetchpriority="high">';
    // Painted before the entry ran: the browser keeps the report for an observer that asks.
    browser.report([FCP, TEXT_LCP]);
    const shown = whenShown();
    expect(await settled(shown)).toBe(false);
    browser.report([PICTURE_LCP]);
    expect(await settled(shown)).toBe(true);
  });

  it('does not wait for a picture preloaded at normal priority (React’s, for a logo)', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="image" imagesrcset="/api/photos/l/160 160w">';
    const shown = whenShown();
    browser.report([FCP, TEXT_LCP]);
    expect(await settled(shown)).toBe(true);
  });

  it('waits a second at most for a picture that never paints', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="image" href="/media/missing.webp" fetchpriority="high">';
    const shown = whenShown();
    browser.report([FCP]);
    expect(await settled(shown, PICTURE_WAIT_MS - 100)).toBe(false);
    expect(await settled(shown, 100)).toBe(true);
  });

  it('does not wait for a report the browser does not make', async () => {
    browser = fakeObserver(['paint']);
    globalThis.PerformanceObserver = browser.FakeObserver as unknown as typeof PerformanceObserver;
    document.head.innerHTML =
      '<link rel="preload" as="image" href="/media/poster.webp" fetchpriority="high">';
    const shown = whenShown();
    expect(await settled(shown)).toBe(false);
    browser.report([FCP]);
    expect(await settled(shown)).toBe(true);

    browser = fakeObserver([]);
    globalThis.PerformanceObserver = browser.FakeObserver as unknown as typeof PerformanceObserver;
    expect(await settled(whenShown())).toBe(true);
  });

  it('does not wait in a hidden tab, which paints nothing', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(whenShown())).toBe(true);
  });

  it('waits for the page to have loaded', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const shown = whenShown();
    browser.report([FCP]);
    expect(await settled(shown)).toBe(false);
    expect(browser.observers).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(0);
    browser.report([FCP]);
    expect(await settled(shown)).toBe(true);
  });
});
