/**
 * `npm run i18n:size`: what the i18n layer costs in this webpack build (production settings of
 * webpack.config.ts, gzip -9 as the bundle bench measures): the runtime a page loads at start,
 * each language's catalogue chunks, the Zawgyi detector's lazy chunk, and the font files. Each
 * probe in scripts/i18n/probe is compared with a floor that already has webpack's chunk loader.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Build } from '../bench/size';

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function scripts(b: Build) {
  const initial = new Set(b.stats.entrypoints?.main?.assets?.map((asset) => asset.name));
  const files = readdirSync(path.join(b.dir, 'assets')).map((name) => `assets/${name}`);
  const js = files.filter((name) => name.endsWith('.js'));
  // A lazy chunk's file is named by its id (webpack.config.ts): its name is in the stats.
  const chunkNames = new Map(
    (b.stats.chunks ?? []).flatMap((chunk) =>
      [...(chunk.files ?? [])].map((file) => [file, chunk.names?.[0] ?? String(chunk.id)] as const),
    ),
  );
  return {
    initial: js
      .filter((name) => initial.has(name))
      .reduce((sum, f) => sum + gzip(path.join(b.dir, f)), 0),
    lazy: js
      .filter((name) => !initial.has(name))
      .map((file) => ({ name: chunkNames.get(file) ?? file, gzip: gzip(path.join(b.dir, file)) })),
    files,
  };
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'i18n-size-'));
  try {
    const probe = (name: string) =>
      build(path.resolve(__dirname, 'probe', `${name}.ts`), path.join(tmp, name)).then(scripts);
    const floor = await probe('baseline');
    const runtime = await probe('runtime');
    const zawgyi = await probe('zawgyi');
    const rows: [string, number][] = [
      [
        'runtime loaded at start (lookup, formatters, start-up, chunk map)',
        runtime.initial - floor.initial,
      ],
      ...runtime.lazy
        .filter((chunk) => /i18n-/.test(chunk.name))
        .map((chunk): [string, number] => [`catalogue ${chunk.name}`, chunk.gzip])
        .sort(([a], [b]) => a.localeCompare(b)),
      ['Zawgyi check loaded at start (the Myanmar-letter gate)', zawgyi.initial - floor.initial],
      ...zawgyi.lazy.map((chunk): [string, number] => ['Zawgyi detector chunk (lazy)', chunk.gzip]),
    ];
    for (const [label, bytes] of rows)
      console.log(`${label.padEnd(66)} ${(bytes / 1024).toFixed(2)} KB`);
    const whole = path.resolve(__dirname, '../../node_modules/@fontsource/noto-sans-myanmar/files');
    const burmese = path.resolve(__dirname, '../../src/i18n/fonts');
    // One weight: the browser draws bold from it (src/i18n/fonts.css).
    for (const [label, file] of [
      [
        'Burmese letters, Burmese pages only',
        `${burmese}/noto-sans-myanmar-burmese-400-normal.woff2`,
      ],
      ['whole, Mon/Shan/Karen letters only', `${whole}/noto-sans-myanmar-myanmar-400-normal.woff2`],
    ] as const) {
      console.log(
        `${`font Noto Sans Myanmar 400 (woff2, ${label})`.padEnd(66)} ${(statSync(file).size / 1024).toFixed(2)} KB`,
      );
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

void main();
