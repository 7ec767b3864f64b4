import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compiledFiles } from '../../scripts/i18n/compile';

describe('compiled catalogues', () => {
  it('are what the catalogues compile to (run `npm run i18n:compile` after editing them)', () => {
    for (const [name, text] of Object.entries(compiledFiles())) {
      expect([name, readFileSync(path.join(__dirname, 'compiled', name), 'utf8')]).toEqual([
        name,
        text,
      ]);
    }
  });
});
