import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The font faces as the CSS declares them (webpack copies each url's file into the build). */
const css = readFileSync(path.join(__dirname, 'fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] as string);
const rangeOf = (face: string) => /unicode-range:\s*([^;]+);/.exec(face)?.[1];
const weightOf = (face: string) => /font-weight:\s*(\d+)/.exec(face)?.[1];

/** The Myanmar blocks: Myanmar, Myanmar Extended-A and Extended-B. */
const MYANMAR_BLOCKS = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/gu;
/** The letters the Burmese faces (scripts/fonts/subset-burmese.sh) were cut to. */
const BURMESE_RANGE = 'U+1000-104F';

describe('the Burmese font', () => {
  it('declares Noto Sans Myanmar in one weight, for Burmese and for the rest', () => {
    expect(faces.map(weightOf)).toEqual(['400', '400']);
    for (const face of faces) expect(face).toMatch(/font-family:\s*'Noto Sans Myanmar'/);
  });

  it('lets the browser draw bold from it: no style sheet turns synthesis off', () => {
    const sheets = readdirSync(path.join(__dirname, '..'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(__dirname, '..', file), 'utf8'));
    expect(sheets.length).toBeGreaterThan(5);
    for (const sheet of sheets) expect(sheet).not.toMatch(/font-synthesis[\w-]*:[^;]*none/);
  });

  it('is used only for the Myanmar blocks, so English pages download no font', () => {
    expect(faces.map(rangeOf)).toEqual([BURMESE_RANGE, 'U+1050-109F, U+AA60-AA7F, U+A9E0-A9FF']);
  });

  it('draws every Burmese word of the app and of the demo shops from the Burmese faces', () => {
    const texts = [
      path.join(__dirname, 'catalogues', 'my.json'),
      path.join(__dirname, '../../server/src/db/demo/data.ts'),
    ].map((file) => readFileSync(file, 'utf8'));
    const letters = new Set(texts.flatMap((text) => text.match(MYANMAR_BLOCKS) ?? []));
    expect(letters.size).toBeGreaterThan(40);
    const outside = [...letters].filter((letter) => letter.codePointAt(0)! > 0x104f);
    expect(outside).toEqual([]);
  });

  it('shows text at once in a fallback while the font downloads', () => {
    for (const face of faces) expect(face).toMatch(/font-display:\s*swap;/);
  });

  it('is served from the app’s own files, never from another host', () => {
    for (const face of faces) {
      const urls = [...face.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1] as string);
      expect(urls).toHaveLength(1);
      for (const url of urls) {
        expect(url).not.toMatch(/^(https?:)?\/\//);
        const file = url.startsWith('./') ? path.join(__dirname, url) : require.resolve(url);
        expect(existsSync(file)).toBe(true);
      }
    }
  });
});
