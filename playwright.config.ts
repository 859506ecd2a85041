import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * Browser tests run against the production build (`next start`) on embedded defaults, with the
 * local Supabase-compatible stack started by the global setup. The server reads a private copy
 * of the bundled dataset so the ISR test can edit content without touching the repository.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const root = import.meta.dirname;
const e2eDir = path.join(root, '.local', 'e2e');

if (!process.env.E2E_DATASET_PATH) {
  // Config is re-evaluated in every worker; copy once, in the main process.
  mkdirSync(e2eDir, { recursive: true });
  process.env.E2E_DATASET_PATH = path.join(e2eDir, 'dataset.ndjson');
  copyFileSync(path.join(root, 'content', 'dataset.ndjson'), process.env.E2E_DATASET_PATH);
}

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /content-updates\.spec\.ts/,
      use: browser,
    },
    {
      // Edits the served dataset, so it runs alone, after every other journey has finished.
      name: 'content-updates',
      testMatch: /content-updates\.spec\.ts/,
      dependencies: ['chromium'],
      use: browser,
    },
  ],
  webServer: {
    command: `npx next start -p ${E2E_PORT}`,
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      LOCAL_DATASET_PATH: process.env.E2E_DATASET_PATH,
    },
  },
});
