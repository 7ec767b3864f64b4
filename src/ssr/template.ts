/**
 * What every rendered page is made from, read from the browser build once (Node only: the
 * build script and the server call it through the render bundle): `index.html`, each route's
 * files (route-preloads.json), the style sheets' text, and the Burmese font files they name.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_PRELOADS_FILE } from '../../scripts/routePreloads';
import { burmeseFontIn, type DocumentTemplate } from './document';

export function loadDocumentTemplate(staticDir: string): DocumentTemplate {
  const html = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const preloadsFile = path.join(staticDir, ROUTE_PRELOADS_FILE);
  const preloads = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as DocumentTemplate['preloads'])
    : {};
  const assets = path.join(staticDir, 'assets');
  const css: Record<string, string> = {};
  if (existsSync(assets)) {
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.css'))) {
      css[`/assets/${file}`] = readFileSync(path.join(assets, file), 'utf8');
    }
  }
  return { html, preloads, css, burmeseFont: burmeseFontIn(Object.values(css).join('\n')) };
}
