import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { NOT_FOUND_CHUNK, routeChunks } from './src/app/routeChunks';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from './scripts/routePreloads';
import { WebManifestPlugin } from './scripts/webManifest';

type Env = { WEBPACK_SERVE?: boolean };
type Argv = { mode?: Configuration['mode'] };

/** Text assets worth compressing (images and videos are compressed already). */
const PRECOMPRESSED = /\.(js|css|html|svg|json|txt)$/;

/**
 * The favicon as a `data:` URL, written into every page (public/index.html): its 217 bytes would
 * otherwise be a request of their own, with about 0.9 KB of headers, sharing a slow connection
 * with what the page paints first.
 */
const FAVICON_URL = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(path.join(__dirname, 'public', 'favicon.svg'), 'utf8').trim(),
)}`;

/** The chunk of the app's start, which the entry (src/index.tsx) loads. */
const APP_CHUNK = 'app';

/**
 * Writes `route-preloads.json`: for each route of `src/app/routeChunks.ts` (and `*` for any other
 * path), the files of the app's start and of its page's chunk group that the entry does not
 * load already. The server sends them as `Link: rel=preload` with an empty `index.html`
 * (server/src/plugins/app/spa.ts), so they download beside the entry's scripts rather than
 * after they have run; a page rendered on the server links their style sheets.
 */
class RoutePreloadsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('RoutePreloadsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutePreloadsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const loaded = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
          const groupFiles = (chunkName: string) =>
            compilation.namedChunkGroups.get(chunkName)?.getFiles() ?? [];
          // Every page needs the app's start (src/app/start.tsx, loaded by the entry), then its own.
          const filesOf = (chunkName: string) =>
            [...new Set([...groupFiles(APP_CHUNK), ...groupFiles(chunkName)])]
              .filter((file) => /\.(js|css)$/.test(file) && !loaded.has(file))
              .map((file) => `/${file}`);
          const preloads: RoutePreloads = {};
          for (const [route, chunkName] of Object.entries(routeChunks)) {
            if (compilation.namedChunkGroups.has(chunkName)) {
              preloads[route.toLowerCase()] = filesOf(chunkName);
            }
          }
          if (compilation.namedChunkGroups.has(NOT_FOUND_CHUNK)) {
            preloads['*'] = filesOf(NOT_FOUND_CHUNK);
          }
          compilation.emitAsset(
            ROUTE_PRELOADS_FILE,
            new webpack.sources.RawSource(JSON.stringify(preloads)),
          );
        },
      );
    });
  }
}

/** The chunk of the offline banner, which registers the service worker (src/app/offline). */
const OFFLINE_CHUNK = 'offline';

/**
 * The files the service worker precaches with each release (src/sw/serviceWorker.ts): the empty
 * page (index.html), the entry, the app's start, the offline banner's chunk, their style sheets,
 * every catalogue chunk but the back office's, and the Burmese font. A page's own code is kept
 * once it has been fetched, not before: a shopper's phone does not download the merchant's
 * screens.
 */
function precachedFiles(compilation: webpack.Compilation): Set<string> {
  const files = new Set(['index.html']);
  for (const [name, group] of compilation.namedChunkGroups) {
    const wanted =
      name === 'main' ||
      name === APP_CHUNK ||
      name === OFFLINE_CHUNK ||
      (name.startsWith('i18n-') && !name.endsWith('-admin'));
    if (!wanted) continue;
    for (const chunk of group.chunks) {
      for (const file of [...chunk.files, ...chunk.auxiliaryFiles]) files.add(file);
    }
  }
  for (const asset of compilation.getAssets()) {
    if (asset.name.endsWith('.woff2')) files.add(asset.name);
  }
  return new Set([...files].filter((file) => /\.(js|css|woff2|html)$/.test(file)));
}

const precachedByCompilation = new WeakMap<webpack.Compilation, Set<string>>();

/*
 * What the browser build and the render bundle (webpack.ssr.config.ts) share: the HTML rendered
 * ahead of time and the browser's first render must come from the same sources, values and asset
 * names, or hydration would find them different.
 */
export const sharedResolve: Configuration['resolve'] = {
  extensions: ['.tsx', '.ts', '.js'],
  // The wire contract, shared with the server.
  alias: { '@contract': path.resolve(__dirname, 'contract') },
};

/**
 * TypeScript and JSX compiled by swc, to tsconfig.json's target (types are checked by `npm run
 * typecheck`, not here): a quarter less CPU time for the whole build than ts-loader's.
 */
export const typeScriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      swcrc: false,
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
    },
  },
};

export const ASSET_FILES = /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2?)$/;
export const ASSET_NAMES = 'assets/[name].[contenthash:8][ext]';

/** The build-time settings the app reads as `process.env.*`. */
export const appDefines = (target: 'browser' | 'server' = 'browser') =>
  new webpack.DefinePlugin({
    // Where the build runs: the browser, or the server's render (webpack.ssr.config.ts), whose
    // API calls go to its own process (src/api/transport.ts). Unset under Jest: the browser's.
    'process.env.RENDER_TARGET': JSON.stringify(target),
    'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? '/api'),
    // The year a page rendered ahead of time says on its copyright line (src/app/Layout.tsx).
    'process.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    'process.env.MERCHANT_PORTAL_URL': JSON.stringify(
      process.env.MERCHANT_PORTAL_URL ?? '/dashboard',
    ),
  });

/** The port the API listens on while `npm run dev` proxies `/api` to it. */
const API_DEV_PORT = Number(process.env.API_PORT ?? 3001);

export default (_env: Env, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const production = (argv.mode ?? 'production') === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // A lazy chunk's file is named by its id, not its name: webpack's runtime, which `/` loads,
      // would carry a table of every chunk's name (about 0.4 KB gzip with the style sheets').
      // The names are in the build's stats (scripts/bench/size.ts, scripts/i18n/size.ts).
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: ASSET_NAMES,
      publicPath: '/',
      clean: true,
      // Every file is written, changed or not, so dist/index.html is newer than the sources it
      // was built from: `npm start` (scripts/start.mjs) rebuilds only when a source is newer.
      compareBeforeEmit: false,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: sharedResolve,
    module: {
      rules: [
        typeScriptRule,
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: ASSET_FILES, type: 'asset/resource' },
      ],
    },
    plugins: [
      appDefines(),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        templateParameters: { favicon: FAVICON_URL },
      }),
      new RoutePreloadsPlugin(),
      new WebManifestPlugin(),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
        ],
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash:8].css',
              chunkFilename: 'assets/[id].[contenthash:8].css',
            }),
            // Compressed once here (the plugin's defaults are the highest levels: brotli 11,
            // gzip 9) rather than on every request: the server sends `x.js.br` or `x.js.gz`
            // for `x.js` (@fastify/static's preCompressed).
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: PRECOMPRESSED,
              threshold: 1024,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              algorithm: 'gzip',
              filename: '[path][base].gz',
              test: PRECOMPRESSED,
              threshold: 1024,
              minRatio: 0.9,
            }),
            // The service worker, its own file (`/sw.js`), with the list of files to precache. Not
            // in development: a worker serving yesterday's files would fight the dev server's
            // hot reloading.
            new InjectManifest({
              swSrc: './src/sw/serviceWorker.ts',
              swDest: 'sw.js',
              include: [
                ({
                  asset,
                  compilation,
                }: {
                  asset: { name: string };
                  compilation: webpack.Compilation;
                }) => {
                  let files = precachedByCompilation.get(compilation);
                  if (!files) {
                    files = precachedFiles(compilation);
                    precachedByCompilation.set(compilation, files);
                  }
                  return files.has(asset.name);
                },
              ],
              // Hashed names change with their content: no revision parameter needed.
              dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
            }),
          ]
        : []),
    ],
    optimization: {
      minimizer: [
        // swc's minifier, not terser: half the CPU time of the whole build, and a smaller
        // landing page (`npm run bench:size`). Two compress passes, as webpack's terser default.
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
        new CssMinimizerPlugin(),
      ],
      // Fewer, larger shared chunks (webpack's default is 20 kB): every chunk is one more entry
      // in the runtime that `/` loads, and one more request on a merchant's slow connection.
      splitChunks: { chunks: 'all', minSize: 40_000 },
      // webpack's runtime is in the entry's file, not a file of its own: a page's first paint
      // waits for no script, but on a slow connection every request made beside the page's font
      // and picture shares the bandwidth with them (the entry changes with every build anyway).
      runtimeChunk: false,
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${API_DEV_PORT}` }],
    },
  };
};
