// Bundles the API (server/src/server.ts and the shared contract) into one CommonJS file.
// Packages stay external: node_modules is there at run time.
// `process.env.NODE_ENV` is left to run time (esbuild defines it for browser builds only): whether
// an instance is production is the operator's setting, never the build's.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/src/server.ts'],
  outfile: 'server/dist/server.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // sharp loads its native libvips binding at run time: it cannot be bundled.
  external: ['@electric-sql/pglite', 'pg', 'pg-native', '@node-rs/*', 'sharp'],
  // The wire contract, shared with the SPA.
  alias: { '@contract': './contract' },
  sourcemap: true,
  logLevel: 'warning',
});
