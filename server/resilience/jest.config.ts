/**
 * `npm run test:resilience`: the API as real processes, killed, restarted and doubled. Slower than
 * the unit suites and kept out of `npm test`; `.ci/run` runs it as well.
 */
import path from 'node:path';
import type { Config } from 'jest';
import base from '../../jest.config';

const server = (
  base.projects as Array<Exclude<NonNullable<Config['projects']>[number], string>>
).find((p) => p.displayName === 'server');

const rootDir = path.resolve(__dirname, '..', '..');

const config: Config = {
  rootDir,
  watchman: false,
  projects: [
    {
      ...server,
      rootDir,
      displayName: 'resilience',
      roots: ['<rootDir>/server/resilience'],
      testMatch: ['**/*.resilience.ts'],
    },
  ],
};

export default config;
