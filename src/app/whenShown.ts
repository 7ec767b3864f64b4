/**
 * When the entry (src/index.tsx) may load the app over a page the server rendered: once the page
 * has loaded and the browser reports it shown, so that the app's scripts never share a slow
 * connection with what the page paints first, nor hold its first frame.
 */

/** The longest the app waits for the page's first picture to be reported painted. */
export const PICTURE_WAIT_MS = 1000;

/** Once the page has loaded (what it shows; lazy pictures never hold this). */
const loaded = () =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve(undefined);
    else window.addEventListener('load', resolve, { once: true });
  });

/** After the next frame. */
const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Once the browser reports the page as shown (a frame is drawn well before it is on screen): its
 * first contentful paint, and the picture it paints first (the one its head preloads: a hero's
 * poster, a store's cover), then one more frame. A report the browser does not make is not waited
 * for; a hidden tab paints nothing: no wait there; a picture that never paints (it failed) is
 * waited for a second at most.
 */
const shown = () => {
  const reports = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  let painted = !reports.includes('paint');
  let pictured =
    !reports.includes('largest-contentful-paint') ||
    // The first picture's preload that src/ssr/document.ts writes (React's own preloads of other
    // pictures, a shop's logo, name no largest paint to wait for).
    !document.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]');
  if ((painted && pictured) || document.visibilityState !== 'visible') return undefined;
  return new Promise((resolve) => {
    const go = () => {
      observer.disconnect();
      resolve(nextFrame());
    };
    const observer = new PerformanceObserver((entries) => {
      painted ||= entries.getEntriesByName('first-contentful-paint').length > 0;
      pictured ||= entries
        .getEntriesByType('largest-contentful-paint')
        .some((entry) => (entry as PerformanceEntry & { url: string }).url !== '');
      if (painted && pictured) go();
    });
    for (const type of ['paint', 'largest-contentful-paint'])
      if (reports.includes(type)) observer.observe({ type, buffered: true });
    setTimeout(go, PICTURE_WAIT_MS);
  });
};

export const whenShown = () => loaded().then(shown);
