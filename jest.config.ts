import type { Config } from 'jest';

/** TypeScript, JSX and the ESM-only packages listed below, compiled to CommonJS by swc. */
const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    '@swc/jest',
    {
      swcrc: false,
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

/**
 * Modules whose exports a test replaces with `jest.spyOn(module, 'name')`, compiled by ts-jest:
 * swc's CommonJS exports are read-only getters, which `jest.spyOn` cannot redefine ("Cannot
 * redefine property"); TypeScript's are plain properties.
 */
const spiedModules: Config['transform'] = {
  '/server/src/photos/encode\\.ts$': [
    'ts-jest',
    {
      tsconfig: {
        module: 'CommonJS',
        moduleResolution: 'Node',
        esModuleInterop: true,
        isolatedModules: true,
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
  // Jest reads the time limit of a test from here, not from a project's settings. Screen tests type
  // whole forms key by key and some wait out the app's own delays (the registration's 2 s
  // redirect), and a server test may run a dozen requests: the 5 s default is too close on a busy
  // 2-core machine with a worker per core.
  testTimeout: 15_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src', '<rootDir>/contract'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: swc,
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      // msw 2 depends on a few ESM-only packages that Node 20's require cannot load: compile them.
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)',
      ],
      moduleNameMapper: {
        ...contractAlias,
        '\\.(css)$': '<rootDir>/src/test/styleStub.ts',
        // No canvas in jsdom: the charts' library records what it is given (src/test/uplotStub.ts).
        '^uplot$': '<rootDir>/src/test/uplotStub.ts',
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
      // First match wins: the spied modules before the rest.
      transform: { ...spiedModules, ...swc },
      transformIgnorePatterns: ['/node_modules/'],
      moduleNameMapper: contractAlias,
    },
    {
      // The scripts' own checks: the documentation's links and the comments' citations.
      displayName: 'scripts',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: swc,
      transformIgnorePatterns: ['/node_modules/'],
    },
  ],
};

export default config;
