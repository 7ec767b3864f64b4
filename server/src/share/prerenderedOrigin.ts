/**
 * The pages rendered at build time (scripts/prerender.mjs) name their own addresses (canonical,
 * alternate languages, share picture) at `ORIGIN_PLACEHOLDER`: the site's address is not known
 * when they are built. They are sent with the site's public origin in its place (`PUBLIC_URL`,
 * else the request's own), each page read, filled and compressed once per origin and kept.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ORIGIN_PLACEHOLDER } from '@contract/pageLinks';
import { compressedForms, renderCache, type RenderedPage } from '../plugins/app/pageRender';
import { weakEtag } from '../plugins/app/httpCaching';

/** Pages kept (each of the few prerendered pages, per language and origin). */
const PAGES_KEPT = 200;

/** A page file of the build with `origin` in its addresses: read once, then kept. */
export function prerenderedWithOrigin(staticDir: string) {
  // Kept until the process ends: the build's files do not change under a running server.
  const cached = renderCache<RenderedPage>(Number.POSITIVE_INFINITY, PAGES_KEPT);
  return (file: string, origin: string): Promise<RenderedPage> =>
    cached(`${origin} ${file}`, async () => {
      const text = await readFile(path.join(staticDir, file), 'utf8');
      const html = text.split(ORIGIN_PLACEHOLDER).join(origin.replace(/\/+$/, ''));
      return {
        status: 200,
        html,
        etag: weakEtag(html),
        encoded: compressedForms(Buffer.from(html)),
      };
    });
}
