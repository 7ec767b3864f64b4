import type { Config } from 'jest';

const tsJest: Config['transform'] = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    'ts-jest',
    {
      tsconfig: {
        jsx: 'react-jsx',
        module: 'CommonJS',
        moduleResolution: 'Node',
        esModuleInterop: true,
        isolatedModules: true,
        allowJs: true,
      },
      diagnostics: false,
    },
  ],
};

/** The wire contract, imported as `@contract` by the SPA and the server alike. */
const contractAlias: Record<string, string> = {
  '^@contract$': '<rootDir>/contract/index.ts',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
};

const config: Config = {
  // watchman is not installed here; without this, every run waits for it at exit.
  watchman: false,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      // Screen tests type whole forms key by key and some wait out the app's own delays (the
      // registration's 2 s redirect): Jest's 5 s default is too close on a busy 2-core machine.
      testTimeout: 15_000,
      roots: ['<rootDir>/src', '<rootDir>/contract'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: tsJest,
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      // msw 2 depends on a few ESM-only packages that Node 20's require cannot load: compile them.
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)',
      ],
      moduleNameMapper: {
        ...contractAlias,
        '\\.(css)$': '<rootDir>/src/test/styleStub.ts',
        '\\.(png|jpg|jpeg|webp|avif|svg|mp4|webm|woff2?)$': '<rootDir>/src/test/fileStub.ts',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      // PGlite is created outside Jest's module sandbox, one instance per worker (see the file).
      testEnvironment: '<rootDir>/server/test/environment.ts',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest,
      transformIgnorePatterns: ['/node_modules/'],
      moduleNameMapper: contractAlias,
    },
    {
      // The scripts' own checks: the documentation's links and the comments' citations.
      displayName: 'scripts',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest,
      transformIgnorePatterns: ['/node_modules/'],
    },
  ],
};

export default config;
