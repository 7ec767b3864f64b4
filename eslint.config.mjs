import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPluginAsShipped from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withTypeImportCycles } from './scripts/eslintTypeImportCycles.mjs';

/** eslint-plugin-import, its no-cycle rule counting type imports too. */
const importPlugin = withTypeImportCycles(importPluginAsShipped);

/** One folder a feature; each may import only its own files among them. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-ssr',
      'server/dist',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      // Without it the plugin cannot read the TypeScript files an import leads to, and
      // no-cycle sees no cycle at all.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/eslintResolver.cjs', import.meta.url))]: {
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
        },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A lazy slice declares itself with `interface LazyLoadedSlices extends WithSlice<...> {}`.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      // Imports flow one way: shared views, the API layer, the shared layer and persistence know
      // no feature; a feature imports no other feature (features talk through actions); the
      // server never reaches into the SPA except for the wire contract.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/components', from: ['./src/features', './src/shared'] },
            { target: './src/api', from: ['./src/features', './src/shared'] },
            { target: './src/shared', from: './src/features' },
            { target: './src/persist', from: './src/features' },
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature imports no other feature: share through src/shared or an action.',
            })),
            { target: './contract', from: ['./src', './server'] },
            { target: './server', from: './src' },
            // Component tests take their fixtures from the server's seed data, and only that.
            { target: './src', from: './server', except: ['./src/db/seedData.ts'] },
            { target: './src/!(test)/**', from: './server/src/db/seedData.ts' },
          ],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'log', 'info'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        exports: 'writable',
        module: 'writable',
        __dirname: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
