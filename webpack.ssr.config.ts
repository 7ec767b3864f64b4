/**
 * The render bundle (`dist-ssr/prerender.cjs`): the app's route table and components built for
 * Node, one file, for `scripts/prerender.mjs` to render the public routes to HTML at build time.
 * Same sources, aliases and defines as the browser build (webpack.config.ts), and the same asset
 * names (`[contenthash]`), so the HTML names the files the browser has; styles are left out.
 */
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';

export default (): Configuration => ({
  mode: 'production',
  target: 'node20',
  entry: './src/ssr/prerenderEntry.ts',
  output: {
    path: path.resolve(__dirname, 'dist-ssr'),
    filename: 'prerender.cjs',
    library: { type: 'commonjs2' },
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    publicPath: '/',
    clean: true,
  },
  devtool: false,
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { '@contract': path.resolve(__dirname, 'contract') },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true } },
      },
      { test: /\.css$/, use: path.resolve(__dirname, 'scripts/emptyModuleLoader.cjs') },
      {
        test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2?)$/,
        type: 'asset/resource',
        // The browser build writes them; here only their names are wanted.
        generator: { emit: false },
      },
    ],
  },
  plugins: [
    new webpack.DefinePlugin({
      'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? '/api'),
      'process.env.MERCHANT_PORTAL_URL': JSON.stringify(
        process.env.MERCHANT_PORTAL_URL ?? '/dashboard',
      ),
    }),
    // Pages and catalogues are `import()`ed: in one file they load without a request.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
});
