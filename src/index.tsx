import './i18n/fonts.css';
import './styles/global.css';

/**
 * The entry: the shell's styles (render-blocking, in index.html) and this loader, nothing else.
 * HTML first: a page the server sent already rendered is painted before any of the app's
 * scripts download (they would share a slow connection with the page's styles and images, and
 * their start would hold the first frame); then the app loads and hydrates it. A page that
 * arrives empty (a merchant's screens) loads the app at once, its files preloaded with it.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** After the next frame is painted (a hidden tab paints nothing: no wait there). */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function load(root: HTMLElement) {
  if (root.firstChild && document.visibilityState === 'visible') await painted();
  const { start } = await import(/* webpackChunkName: "app" */ './app/start');
  await start(root);
}

void load(container);
