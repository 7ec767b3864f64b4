/**
 * Debian's Chromium, never a downloaded browser (nothing can be downloaded here), and the flags
 * every run of it uses: the browser tests, the screenshots and the Lighthouse bench.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
