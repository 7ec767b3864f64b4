// `npm run screenshots`: PNGs of every route at 360 and 1280 px into screenshots/ (not committed).
// `npm run screenshots -- --docs` also rewrites the small images of docs/development.md (Screenshots), English and Burmese (docs/).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const docs = process.argv.includes('--docs');
const result = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.screenshots.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...(docs ? { SCREENSHOTS_DOCS: '1' } : {}) },
});
process.exit(result.status ?? 1);
