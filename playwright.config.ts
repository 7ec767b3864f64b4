import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './e2e',
  // Every test signs up its own people, so any test can run beside any other: the tests, not the
  // files, are shared out among the workers, and a long file no longer ends the run alone.
  fullyParallel: true,
  // One worker per core of the 2-core machine: the tests share one app server and database.
  workers: 2,
  forbidOnly: !!process.env.CI,
  // On CI, a test that fails is run once more and reported 'flaky' when the second run passes: two
  // browsers and the server share two cores, and a lost race there is not the product's failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Two browsers, the server and its database share two cores: a page that is right can take
  // longer than the 5 s default to show it on a busy CI machine.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
    // The production build registers a service worker (src/sw); a page it controls answers from
    // its caches, out of the tests' routes. Specs about the worker allow it themselves.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    // A fresh embedded database per run with the back office's operators made by the CLI, then the
    // production build, served as `npm start` serves it (e2e/serve.ts).
    command: 'npx tsx e2e/serve.ts',
    env: {
      PORT: String(PORT),
      DATA_DIR: `.data/e2e-${PORT}`,
      LOG_LEVEL: 'warn',
      // Every journey registers from 127.0.0.1; the limiter itself is tested in server/test.
      RATE_LIMIT_PER_ADDRESS: '10000',
    },
    url: `${baseURL}/api/backend/getDistricts`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
