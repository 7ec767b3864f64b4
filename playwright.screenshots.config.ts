import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: the same browser and server as the e2e run (on its own port, so it can run
 * beside it), but only e2e/screenshots.shot.ts, which writes PNGs instead of asserting.
 */
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3120);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...base,
  testMatch: 'screenshots.shot.ts',
  timeout: 300_000,
  reporter: [['list']],
  use: { ...base.use, baseURL, trace: 'off' },
  webServer: {
    command: `rm -rf .data/screenshots-${PORT} && node scripts/start.mjs`,
    env: { PORT: String(PORT), DATA_DIR: `.data/screenshots-${PORT}`, LOG_LEVEL: 'warn' },
    url: `${baseURL}/api/backend/getDistricts`,
    reuseExistingServer: true,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
