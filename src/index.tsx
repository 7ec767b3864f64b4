import './i18n/fonts.css';
import './styles/global.css';

/**
 * The entry: the shell's styles (render-blocking, in index.html) and this loader, nothing else.
 * HTML first: a page the server sent already rendered is painted, with the pictures and fonts it
 * shows first, before any of the app's scripts download (they would share a slow connection with
 * them, and their start would hold the first frame); then the app loads and hydrates it, its
 * buttons and fields disabled until then (Layout.tsx). A page that arrives empty (a merchant's
 * screens) loads the app at once, its files preloaded with it.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Once the page has loaded (what it shows; lazy pictures never hold this). */
const loaded = () =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve(undefined);
    else window.addEventListener('load', resolve, { once: true });
  });

/** The longest the app waits for the page's first picture to be reported painted. */
const PICTURE_WAIT_MS = 1000;

/** After the next frame. */
const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Once the browser reports the page as shown (a frame is drawn well before it is on screen): its
 * first contentful paint, and the picture it paints first (the one its head preloads: a hero's
 * poster, a store's cover), then one more frame. A hidden tab paints nothing: no wait there;
 * a picture that never paints (it failed) is waited for a second at most.
 */
const shown = () =>
  document.visibilityState === 'visible' &&
  new Promise((resolve) => {
    let painted = false;
    let pictured = !document.querySelector('link[rel="preload"][as="image"]');
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
    observer.observe({ type: 'paint', buffered: true });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(go, PICTURE_WAIT_MS);
  });

async function load(root: HTMLElement) {
  if (root.firstChild) await loaded().then(shown);
  const { start } = await import(/* webpackChunkName: "app" */ './app/start');
  await start(root);
}

void load(container);
