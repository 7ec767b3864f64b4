/**
 * The render bundle (`dist-ssr/prerender.cjs`): the app's route table and components built for
 * Node, one file, for `scripts/prerender.mjs` to render the public routes to HTML at build time.
 * Same sources, aliases and defines as the browser build (webpack.config.ts), and the same asset
 * names (`[contenthash]`), so the HTML names the files the browser has; styles are left out.
 */
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import {
  ASSET_FILES,
  ASSET_NAMES,
  appDefines,
  sharedResolve,
  typeScriptRule,
} from './webpack.config';

export default (): Configuration => ({
  mode: 'production',
  target: 'node20',
  entry: './src/ssr/prerenderEntry.ts',
  output: {
    path: path.resolve(__dirname, 'dist-ssr'),
    filename: 'prerender.cjs',
    library: { type: 'commonjs2' },
    assetModuleFilename: ASSET_NAMES,
    publicPath: '/',
    clean: true,
  },
  devtool: false,
  resolve: sharedResolve,
  module: {
    rules: [
      typeScriptRule,
      { test: /\.css$/, use: path.resolve(__dirname, 'scripts/emptyModuleLoader.cjs') },
      {
        test: ASSET_FILES,
        type: 'asset/resource',
        // The browser build writes them; here only their names are wanted.
        generator: { emit: false },
      },
    ],
  },
  plugins: [
    appDefines('server'),
    // Pages and catalogues are `import()`ed: in one file they load without a request.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
});
