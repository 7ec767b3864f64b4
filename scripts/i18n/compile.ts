/**
 * `npm run i18n:compile`: compiles src/i18n/catalogues/{en,my}.json (ICU MessageFormat) into
 * src/i18n/compiled/<language>/<chunk>.ts (the chunks of src/i18n/namespaces.ts) and
 * src/i18n/compiled/keys.ts (the typed keys, from English). A Jest test fails when the compiled
 * files differ from what the catalogues compile to.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../src/i18n/language';
import { compileCatalogue, compileKeys, flatten } from '../../src/i18n/compiler/icu';
import { CATALOGUE_CHUNKS, chunkOfKey } from '../../src/i18n/namespaces';

const dir = path.resolve(__dirname, '../../src/i18n');

/** The compiled files, by path under src/i18n/compiled. */
export function compiledFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const source = path.join(dir, 'catalogues', `${language}.json`);
    const messages = flatten(JSON.parse(readFileSync(source, 'utf8')));
    for (const chunk of CATALOGUE_CHUNKS) {
      const own = Object.fromEntries(
        Object.entries(messages).filter(([key]) => chunkOfKey(key) === chunk),
      );
      files[`${language}/${chunk}.ts`] = compileCatalogue(own, language);
    }
    const stray = Object.keys(messages).filter((key) => chunkOfKey(key) === undefined);
    if (stray.length) throw new Error(`Keys of no chunk in ${language}.json: ${stray.join(', ')}`);
    if (language === 'en') files['keys.ts'] = compileKeys(messages);
  }
  return files;
}

if (require.main === module) {
  const out = path.join(dir, 'compiled');
  rmSync(out, { recursive: true, force: true });
  for (const [name, text] of Object.entries(compiledFiles())) {
    mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
    writeFileSync(path.join(out, name), text);
    console.log(`wrote src/i18n/compiled/${name}`);
  }
}
