import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium';
import { e2eWorkers } from './tests/e2e/servers';

// CHROMIUM_PATH, Debian's Chromium or Playwright's own (`npm test` installs one when none is found:
// scripts/chromium.ts). The flags keep it off the closed network (see ARCHITECTURE.md, known traps).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  // spec files spread over the workers, each worker with a server of its own (tests/e2e/servers.ts);
  // the tests of one file run in order
  fullyParallel: false,
  workers: e2eWorkers(),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // under `npm test`, failed and flaky tests also go to its closing summary
  reporter: process.env.SWITCHBOARD_FAILURES_FILE ? [['list'], ['./scripts/playwrightFailuresReporter.ts']] : [['list']],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // the console honours reduced motion (src/kernel/shell/motion.ts): no transition to wait out
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: findChromium()?.path ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
