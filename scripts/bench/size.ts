/**
 * The bundle-size part of the bench (deterministic): builds our app and the floor app with the
 * same webpack settings (webpack.config.ts's factory, entry and output overridden), then compares
 * the gzip -9 size of the JS that `/` loads at start with the floor's. `npm run bench:size` runs
 * this part alone and exits non-zero when a budget fails.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type StatsCompilation } from 'webpack';
import configFactory from '../../webpack.config';
import { kb, root, runAlone, type Row } from './lib';

/** The app's start (src/app/start.tsx), which the entry loads for every page. */
const APP_CHUNK = 'app';
/** The chunk group of the home page: `webpackChunkName: "home"` in src/app/router.tsx. */
const HOME_CHUNK = 'home';
/**
 * The catalogue chunk `/` fetches before its first render (`startLanguage` in src/app/start.tsx): the
 * English `core` words are JS the landing page needs, so they count.
 */
const LANDING_CATALOGUE_CHUNK = 'i18n-en-core';
const JS_RATIO_BUDGET = 1.15;
const CSS_BUDGET = 20 * 1024;
const VIDEO_BUDGET = 1.5 * 1024 * 1024;
const POSTER_BUDGET = 60 * 1024;

export interface Build {
  dir: string;
  stats: StatsCompilation;
}

/** A production build of `entry` into `dir` with our webpack settings. */
export function build(entry: string, dir: string): Promise<Build> {
  const config = configFactory({}, { mode: 'production' });
  config.entry = entry;
  config.output = { ...config.output, path: dir };
  config.infrastructureLogging = { level: 'error' };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(stats?.toString('errors-only') ?? 'webpack failed'));
      }
      resolve({
        dir,
        stats: stats.toJson({
          all: false,
          assets: true,
          chunks: true,
          chunkGroups: true,
          entrypoints: true,
          modules: true,
          nestedModules: true,
          ids: true,
        }),
      });
    });
  });
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The files of a chunk group (entry point or named group), as webpack lists them. */
function groupFiles(stats: StatsCompilation, name: string, entry: boolean): string[] {
  const group = entry ? stats.entrypoints?.[name] : stats.namedChunkGroups?.[name];
  if (!group) throw new Error(`webpack stats have no chunk group "${name}"`);
  return (group.assets ?? []).map((asset) => asset.name);
}

/** The scripts index.html loads (it is what the browser actually fetches first). */
function htmlScripts(dir: string): string[] {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((m) => m[1] as string);
}

/**
 * Files `/` fetches at start: index.html's scripts, the entry's chunks, the app's start that the
 * entry loads, the home page's and its English catalogue chunk (the floor app has none of the
 * last three: its entry is all of it).
 */
export function landingFiles(b: Build, extension: '.js' | '.css'): string[] {
  const named = (name: string) =>
    b.stats.namedChunkGroups?.[name] ? groupFiles(b.stats, name, false) : [];
  const files = new Set<string>([
    ...(extension === '.js' ? htmlScripts(b.dir) : []),
    ...groupFiles(b.stats, 'main', true),
    ...named(APP_CHUNK),
    ...named(HOME_CHUNK),
    ...named(LANDING_CATALOGUE_CHUNK),
  ]);
  return [...files].filter((f) => f.endsWith(extension)).sort();
}

const total = (b: Build, files: string[]) =>
  files.reduce((sum, f) => sum + gzipSize(path.join(b.dir, f)), 0);

/** The installed package of a module path (`node_modules/@scope/name` or `node_modules/name`). */
function packageOf(modulePath: string): string | undefined {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(modulePath.replace(/\\/g, '/'));
  return match?.[1];
}

/**
 * Dependencies shipped twice: a package module in more than one chunk, or one package installed
 * at two paths (two versions) that both end up in the bundle.
 */
export function duplicates(stats: StatsCompilation): string[] {
  const chunksOfModule = new Map<string, Set<string | number>>();
  const pathsOfPackage = new Map<string, Set<string>>();
  for (const module of stats.modules ?? []) {
    const names = [module.name, ...(module.modules ?? []).map((inner) => inner.name)];
    for (const name of names) {
      if (!name) continue;
      const pkg = packageOf(name.replace(/^.*!/, ''));
      if (!pkg) continue;
      const key = name.replace(/ \+ \d+ modules$/, '');
      const chunks = chunksOfModule.get(key) ?? new Set();
      for (const chunk of module.chunks ?? []) chunks.add(chunk);
      chunksOfModule.set(key, chunks);
      const bare = pkg.replace(/^.*node_modules\//, '');
      const paths = pathsOfPackage.get(bare) ?? new Set();
      paths.add(pkg);
      pathsOfPackage.set(bare, paths);
    }
  }
  const found: string[] = [];
  for (const [name, chunks] of chunksOfModule) {
    if (chunks.size > 1) found.push(`${name} in ${chunks.size} chunks`);
  }
  for (const [name, paths] of pathsOfPackage) {
    if (paths.size > 1) found.push(`${name} installed ${paths.size} times`);
  }
  return found;
}

function fileRow(metric: string, file: string, budget: number): Row {
  if (!existsSync(file)) {
    return { metric, ours: 'missing', peer: '', ratio: '', budget: `< ${kb(budget)}`, pass: false };
  }
  const size = statSync(file).size;
  return {
    metric,
    ours: kb(size),
    peer: '',
    ratio: '',
    budget: `< ${kb(budget)}`,
    pass: size < budget,
  };
}

export interface SizeResult {
  rows: Row[];
  /** Our production build, kept for the parts that serve it (start-up, Lighthouse). */
  ours: Build;
  cleanup: () => Promise<void>;
}

export async function measureSize(log = console.error): Promise<SizeResult> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-size-'));
  log('size: building our app and the floor app (production, same webpack settings)...');
  const ours = await build('./src/index.tsx', path.join(tmp, 'ours'));
  const floor = await build('./scripts/bench/floor/index.tsx', path.join(tmp, 'floor'));

  const oursJs = landingFiles(ours, '.js');
  const floorJs = landingFiles(floor, '.js');
  const oursBytes = total(ours, oursJs);
  const floorBytes = total(floor, floorJs);
  const ratio = oursBytes / floorBytes;
  log(`size: / loads ${oursJs.join(', ')}`);
  log(
    `size: JS for / ${oursBytes} B, floor ${floorBytes} B, budget ${Math.floor(floorBytes * JS_RATIO_BUDGET)} B`,
  );
  const cssBytes = total(ours, landingFiles(ours, '.css'));
  const dupes = duplicates(ours.stats);
  for (const d of dupes) log(`size: shipped twice: ${d}`);

  const media = path.join(root, 'public', 'media');
  const videos = ['hero.mp4', 'hero.webm'].filter((f) => existsSync(path.join(media, f)));
  const rows: Row[] = [
    {
      metric: 'JS for / (gzip -9)',
      ours: kb(oursBytes),
      peer: kb(floorBytes),
      ratio: ratio.toFixed(2),
      budget: `<= ${JS_RATIO_BUDGET} x floor`,
      pass: ratio <= JS_RATIO_BUDGET,
    },
    {
      metric: 'CSS for / (gzip -9)',
      ours: kb(cssBytes),
      peer: '',
      ratio: '',
      budget: `< ${kb(CSS_BUDGET)}`,
      pass: cssBytes < CSS_BUDGET,
    },
    {
      metric: 'dependencies shipped twice',
      ours: String(dupes.length),
      peer: '',
      ratio: '',
      budget: '0',
      pass: dupes.length === 0,
    },
    ...(videos.length === 0
      ? [fileRow('hero video', path.join(media, 'hero.mp4'), VIDEO_BUDGET)]
      : videos.map((f) => fileRow(`hero video (${f})`, path.join(media, f), VIDEO_BUDGET))),
    fileRow('hero poster (hero-poster.webp)', path.join(media, 'hero-poster.webp'), POSTER_BUDGET),
  ];
  return { rows, ours, cleanup: () => rm(tmp, { recursive: true, force: true }) };
}

if (require.main === module) {
  runAlone(async () => {
    const { rows, cleanup } = await measureSize();
    await cleanup();
    return rows;
  });
}
