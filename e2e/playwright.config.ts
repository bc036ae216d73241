import { defineConfig } from '@playwright/test';

/** Debian's Chromium, as root, with no network beyond loopback (see the README's Test section). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    // antd's zoom-in lets a click land beside a dialog's button while it grows on a loaded machine; users who
    // ask for reduced motion get the same still UI (ui/src/theme.ts)
    reducedMotion: 'reduce',
  },
});
