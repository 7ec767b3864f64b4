/**
 * The web app manifest, one per language, and its icons, made at build time (webpack.config.ts
 * adds the plugin): the icons are drawn by sharp from the brand mark (public/favicon.svg) at the
 * sizes browsers ask for, the names come from the catalogues, the theme colour from the design
 * tokens. The server answers `/manifest.webmanifest` with the reader's language's file
 * (server/src/plugins/app/spa.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import webpack from 'webpack';
import { START_PATH, manifestFileOf } from '../contract/installedApp';
import { PAGE_LANGUAGES, type PageLanguage } from '../contract/pages';

const root = path.resolve(__dirname, '..');

/** iOS takes the home-screen icon from here (and asks this address when no page names one). */
export const APPLE_TOUCH_ICON = 'apple-touch-icon.png';

/** A colour of src/styles/tokens.css (`--color-brand-600: #0f5f8c;`). */
export function tokenColour(css: string, token: string): string {
  const match = new RegExp(`--${token}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`tokens.css has no colour --${token}`);
  return match[1];
}

interface ManifestWords {
  name: string;
  shortName: string;
  description: string;
}

/** The manifest's words in a language, from its catalogue. */
export function manifestWords(catalogue: Record<string, Record<string, unknown>>): ManifestWords {
  const word = (namespace: string, key: string) => {
    const value = catalogue[namespace]?.[key];
    if (typeof value !== 'string' || value === '') {
      throw new Error(`the catalogue has no ${namespace}.${key}`);
    }
    return value;
  };
  return {
    name: word('app', 'brandName'),
    shortName: word('offline', 'appShortName'),
    description: word('app', 'tagline'),
  };
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export function webManifest(
  language: PageLanguage,
  words: ManifestWords,
  colours: { theme: string; background: string },
  icons: ManifestIcon[],
) {
  return {
    // One app whatever the language its manifest was read in.
    id: '/',
    name: words.name,
    short_name: words.shortName,
    description: words.description,
    lang: language,
    dir: 'ltr',
    start_url: START_PATH,
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons,
  };
}

/** The brand mark at `size` pixels, as drawn (rounded corners, transparent around them). */
function drawnMark(svg: Buffer, size: number): Promise<Buffer> {
  // The mark is 32 units wide: drawn at the density that makes it `size` pixels, never scaled up.
  return sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/**
 * The mark on a full square of its own colour, at `share` of the side: a maskable icon (the
 * launcher's mask may cut anything outside the middle 80 %) and iOS's, which has no transparency.
 */
async function fullBleedMark(svg: Buffer, size: number, share: number, background: string) {
  const inner = Math.round(size * share);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await drawnMark(svg, inner), gravity: 'centre' }])
    .png()
    .toBuffer();
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 8);

export interface Built {
  files: Record<string, Buffer>;
  manifests: Record<string, string>;
}

let built: { key: string; result: Promise<Built> } | null = null;

/** The icons and both manifests for this brand mark and these tokens. */
export async function buildWebManifests(svg: Buffer, tokens: string): Promise<Built> {
  const brand = tokenColour(tokens, 'color-brand-600');
  const background = tokenColour(tokens, 'color-surface');
  const files: Record<string, Buffer> = {};
  const icons: ManifestIcon[] = [];
  const add = (name: string, size: number, purpose: ManifestIcon['purpose'], bytes: Buffer) => {
    const file = `assets/${name}.${hashOf(bytes)}.png`;
    files[file] = bytes;
    icons.push({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose });
  };
  add('icon-192', 192, 'any', await drawnMark(svg, 192));
  add('icon-512', 512, 'any', await drawnMark(svg, 512));
  add('icon-maskable-512', 512, 'maskable', await fullBleedMark(svg, 512, 0.8, brand));
  files[APPLE_TOUCH_ICON] = await fullBleedMark(svg, 180, 0.85, brand);
  const manifests: Record<string, string> = {};
  for (const language of PAGE_LANGUAGES) {
    const catalogue = JSON.parse(
      readFileSync(path.join(root, 'src', 'i18n', 'catalogues', `${language}.json`), 'utf8'),
    ) as Record<string, Record<string, unknown>>;
    const manifest = webManifest(
      language,
      manifestWords(catalogue),
      { theme: brand, background },
      icons,
    );
    manifests[manifestFileOf(language)] = JSON.stringify(manifest, null, 2);
  }
  return { files, manifests };
}

export class WebManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('WebManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'WebManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const sources = ['public/favicon.svg', 'src/styles/tokens.css'].map((file) =>
            path.join(root, file),
          );
          for (const file of sources) compilation.fileDependencies.add(file);
          const [svg, tokens] = sources.map((file) => readFileSync(file));
          const key = hashOf(Buffer.concat([svg!, tokens!]));
          // Drawn once per change of the mark or the tokens, not on every rebuild of a watch.
          if (built?.key !== key)
            built = { key, result: buildWebManifests(svg!, tokens!.toString('utf8')) };
          const { files, manifests } = await built.result;
          for (const [name, bytes] of Object.entries(files)) {
            compilation.emitAsset(name, new webpack.sources.RawSource(bytes));
          }
          for (const [name, text] of Object.entries(manifests)) {
            compilation.emitAsset(name, new webpack.sources.RawSource(text));
          }
        },
      );
    });
  }
}
