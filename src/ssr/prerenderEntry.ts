/**
 * What the render bundle (webpack.ssr.config.ts) gives its two users: `scripts/prerender.mjs`
 * (the public pages at build time) and the server (server/src/plugins/app/pageRender.ts: store
 * pages and the marketplace per request, its API answering the render's calls in-process).
 */
export { renderRoute } from './renderRoute';
export { pageDocument } from './document';
export { loadDocumentTemplate } from './template';
export { setApiTransport } from '../api/transport';
export {
  NOT_FOUND_PAGE_FILE,
  NOT_FOUND_RENDER_PATH,
  PRERENDERED_DIR,
  PRERENDERED_ROUTES,
  prerenderedFileOf,
} from '@contract/pages';
export { ORIGIN_PLACEHOLDER } from '@contract/pageLinks';
