import type { Config } from 'jest';

const tsJest: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    'ts-jest',
    {
      tsconfig: {
        jsx: 'react-jsx',
        module: 'CommonJS',
        moduleResolution: 'Node',
        esModuleInterop: true,
        isolatedModules: true,
      },
      diagnostics: false,
    },
  ],
};

const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: tsJest,
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/src/test/styleStub.ts',
        '\\.(png|jpg|jpeg|webp|avif|svg|mp4|webm|woff2?)$': '<rootDir>/src/test/fileStub.ts',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest,
      transformIgnorePatterns: ['/node_modules/'],
    },
  ],
};

export default config;
