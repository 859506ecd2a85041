import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * Browser tests run against the production build (`npm start`) on embedded defaults, with the
 * local Content Lake (fresh data, so content edits never touch the repository or a developer's
 * lake) and the local Supabase-compatible stack started by the global setup.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A site already running on embedded defaults (`npm run local`): its spec runs against it, nothing is started. */
const RUNNING_SITE = process.env.E2E_BASE_URL;

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
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
    baseURL: RUNNING_SITE ?? `http://localhost:${E2E_PORT}`,
    // No trace by default: one is recorded for every test before it can fail, which costs the
    // CPU-bound run a sixth of its time (docs/testing.md). A failure keeps its screenshot and page
    // snapshot; `--trace retain-on-failure` records traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // The translation status and the desk must first be seen on the bundled content (they write
      // drafts only, which no public page shows, so they run beside the visitors' journeys: no
      // dependency, since a project that has one waits for every project of the phase before;
      // first in the list, so their long journeys start the run rather than end its first phase)…
      name: 'studio-bundled',
      testMatch: /studio-(translations|desk)\.spec\.ts/,
      use: browser,
    },
    {
      name: 'chromium',
      testIgnore: /(content-updates|studio-.*|deployment)\.spec\.ts/,
      use: browser,
    },
    {
      // …the site as it is deployed, two instances on a shared cache behind nginx (it renames a
      // service no Studio journey reads, and books with addresses of its own), one worker's run
      // (listed first, so it starts the phase rather than ending it alone), beside…
      name: 'deployment',
      testMatch: /deployment\.spec\.ts/,
      dependencies: ['chromium', 'studio-bundled'],
      use: browser,
    },
    {
      // …the owner's and translator's journeys, which edit and publish content (a service title
      // renamed while the desk lists services would fail it), after every other journey…
      name: 'studio',
      testMatch: /studio-.*\.spec\.ts/,
      testIgnore: /studio-(translations|desk)\.spec\.ts/,
      dependencies: ['chromium', 'studio-bundled'],
      use: browser,
    },
    {
      // …and the content-source faults (the lake stopped and crashed) after both.
      name: 'content-updates',
      testMatch: /content-updates\.spec\.ts/,
      dependencies: ['studio', 'deployment'],
      use: browser,
    },
  ],
  webServer: RUNNING_SITE
    ? undefined
    : {
        command: `npm start -- -p ${E2E_PORT}`,
        // A page renders on its first visit, from the lake the global setup starts after this server.
        url: `http://localhost:${E2E_PORT}/robots.txt`,
        reuseExistingServer: false,
        timeout: 120_000,
      },
});
