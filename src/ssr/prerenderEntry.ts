/** What the render bundle (webpack.ssr.config.ts) gives `scripts/prerender.mjs`. */
export { renderRoute } from './renderRoute';
export { PRERENDERED_DIR, PRERENDERED_ROUTES, prerenderedFileOf } from '@contract/pages';
