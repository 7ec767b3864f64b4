import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The font faces as the CSS declares them (webpack copies each url's file into the build). */
const css = readFileSync(path.join(__dirname, 'fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] as string);

describe('the Burmese font', () => {
  it('declares Noto Sans Myanmar in regular and bold', () => {
    expect(faces.map((face) => /font-weight:\s*(\d+)/.exec(face)?.[1])).toEqual(['400', '700']);
    for (const face of faces) expect(face).toMatch(/font-family:\s*'Noto Sans Myanmar'/);
  });

  it('is used only for the Myanmar blocks, so English pages download no font', () => {
    for (const face of faces) {
      expect(face).toMatch(/unicode-range:\s*U\+1000-109F, U\+AA60-AA7F, U\+A9E0-A9FF;/);
    }
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
        expect(existsSync(require.resolve(url))).toBe(true);
      }
    }
  });
});
