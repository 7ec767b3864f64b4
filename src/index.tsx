import './i18n/fonts.css';
import './styles/global.css';
import { whenShown } from './app/whenShown';

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

async function load(root: HTMLElement) {
  if (root.firstChild) await whenShown();
  const { start } = await import(/* webpackChunkName: "app" */ './app/start');
  await start(root);
}

void load(container);
