// `npm start`: build what is missing or stale, then run the API, which migrates and seeds the
// database and serves the built SPA and /api on one port.
// It is not production (NODE_ENV is not set here), so the SMS and card sandboxes need no settings.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (p) => path.join(root, p);

/** Newest modification time below `p` (a file or a folder), 0 when absent. */
function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

function stale(output, inputs) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return built === 0 || inputs.some((input) => newest(at(input)) > built);
}

/** `npm run <script>`; the process exits with the script's status if it fails. */
function run(script) {
  console.log(`> npm run ${script}`);
  return new Promise((resolve) => {
    spawn('npm', ['run', script], { cwd: root, stdio: 'inherit' }).on('exit', (code) => {
      if (code !== 0) process.exit(code ?? 1);
      resolve();
    });
  });
}

const shared = ['contract', 'scripts/routePreloads.ts', 'package-lock.json'];
// The web build and the server's are independent: they run at the same time.
const builds = [];
if (
  stale(at('dist/index.html'), [
    'src',
    'public',
    'webpack.config.ts',
    'webpack.ssr.config.ts',
    'scripts/prerender.mjs',
    ...shared,
  ])
) {
  builds.push(
    run('build:web').then(() => {
      // webpack leaves an unchanged index.html as it was: mark the build as newer than its sources.
      const now = new Date();
      utimesSync(at('dist/index.html'), now, now);
    }),
  );
}
if (stale(at('server/dist/server.cjs'), ['server/src', ...shared]))
  builds.push(run('build:server'));
await Promise.all(builds);

await import(at('server/dist/server.cjs'));
