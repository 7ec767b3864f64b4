import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
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
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      // Imports flow one way (STYLE.md): shared views and the API layer know no feature; the
      // server never reaches into the SPA except for the wire contract.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/components', from: './src/features' },
            { target: './src/api', from: './src/features' },
            { target: './src/contract', from: './src', except: ['./contract'] },
            { target: './server', from: './src', except: ['./contract'] },
            { target: './src', from: './server' },
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
  prettier,
);
