// The public routes rendered to HTML after the browser build, in both languages: for each, the
// built index.html with the page's markup in #root, `<html lang>`, the page's own style sheets
// (so it paints styled before any script runs), its title, and compressed copies. Written to
// dist/prerendered/{en,my}/{route}.html; the server sends them (server/src/plugins/app/spa.ts)
// and the browser hydrates them (src/app/start.tsx). The render bundle is webpack.ssr.config.ts's.
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const require = createRequire(import.meta.url);
const {
  renderRoute,
  pageDocument,
  loadDocumentTemplate,
  PRERENDERED_DIR,
  PRERENDERED_ROUTES,
  prerenderedFileOf,
  NOT_FOUND_PAGE_FILE,
  NOT_FOUND_RENDER_PATH,
  ORIGIN_PLACEHOLDER,
} = require(path.join(root, 'dist-ssr', 'prerender.cjs'));

const template = loadDocumentTemplate(dist);

const started = performance.now();
let bytes = 0;
for (const language of ['en', 'my']) {
  const folder = path.join(dist, PRERENDERED_DIR, language);
  mkdirSync(folder, { recursive: true });
  // The public routes, and the page of every path no route matches (sent as a 404).
  for (const route of [...PRERENDERED_ROUTES, NOT_FOUND_RENDER_PATH]) {
    const notFound = route === NOT_FOUND_RENDER_PATH;
    // A public page names its addresses (canonical, languages, share picture) at a placeholder
    // origin, which the server fills with the site's as it sends the page; the not-found page
    // names none.
    const { html, head } = await renderRoute(
      route,
      language,
      notFound ? {} : { publicOrigin: ORIGIN_PLACEHOLDER },
    );
    // The not-found page's files are those of route-preloads.json's `*`.
    const page = Buffer.from(
      pageDocument(template, {
        route: notFound ? '*' : route,
        language,
        html,
        ...(head ? { social: head.social, jsonLd: head.jsonLd } : {}),
      }),
    );
    const name = notFound ? NOT_FOUND_PAGE_FILE : prerenderedFileOf(route);
    const file = path.join(folder, name);
    writeFileSync(file, page);
    writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    bytes += page.length;
  }
}
console.log(
  `prerendered ${(PRERENDERED_ROUTES.length + 1) * 2} pages (${(bytes / 1024).toFixed(0)} KB) in ${(
    (performance.now() - started) /
    1000
  ).toFixed(1)} s`,
);
