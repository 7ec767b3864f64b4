/**
 * Noto Sans Myanmar for the share pictures, as sharp can read it. The app ships the font as the
 * WOFF files of `@fontsource/noto-sans-myanmar` (its Burmese and its Latin faces); sharp's
 * FreeType reads neither WOFF nor WOFF2, so each is unpacked to the TrueType it wraps (WOFF 1.0
 * is TrueType whose tables are each deflated: https://www.w3.org/TR/WOFF/) and written once per
 * process to a folder of the system's temporary directory, named after the fonts' contents.
 *
 * sharp keeps every font file it was given for the life of the process, under the family the
 * file names: after both faces were given once, `Noto Sans Myanmar` draws Burmese letters from
 * the one and Latin letters and digits from the other.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

/** The TrueType (or OpenType) font a WOFF 1.0 file wraps. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF 1.0 font');
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const tag = woff.readUInt32BE(at);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const checksum = woff.readUInt32BE(at + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table has the wrong length');
    return { tag, checksum, data };
  });
  let searchPower = 1;
  let entrySelector = 0;
  while (searchPower * 2 <= numTables) {
    searchPower *= 2;
    entrySelector += 1;
  }
  const directoryLength = SFNT_HEADER + numTables * SFNT_ENTRY;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), directoryLength);
  const sfnt = Buffer.alloc(total);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchPower * 16, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchPower * 16, 10);
  let offset = directoryLength;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

const FACES = ['myanmar', 'latin'] as const;

async function unpackFonts(): Promise<string> {
  const require = createRequire(__filename);
  const files = await Promise.all(
    FACES.map((face) =>
      readFile(
        require.resolve(
          `@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-${face}-400-normal.woff`,
        ),
      ),
    ),
  );
  const fonts = files.map(woffToSfnt);
  const hash = createHash('sha256');
  for (const font of fonts) hash.update(font);
  const folder = join(tmpdir(), `share-fonts-${hash.digest('hex').slice(0, 16)}`);
  await mkdir(folder, { recursive: true });
  const paths = await Promise.all(
    FACES.map(async (face, index) => {
      const path = join(folder, `noto-sans-myanmar-${face}.ttf`);
      // Written beside and renamed: another process starting at once never reads half a file.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, fonts[index]!);
      await rename(partial, path);
      return path;
    }),
  );
  // Each file given to sharp once; it keeps them for the life of the process.
  for (const fontfile of paths) {
    await sharp({ text: { text: 'a', font: 'Noto Sans Myanmar 8px', fontfile } })
      .png()
      .toBuffer();
  }
  return paths[0]!;
}

let unpacked: Promise<string> | undefined;

/** The Burmese face's file, to give sharp as `fontfile`, with the Latin face given before it. */
export function shareFonts(): Promise<string> {
  unpacked ??= unpackFonts().catch((error: unknown) => {
    unpacked = undefined;
    throw error;
  });
  return unpacked;
}
