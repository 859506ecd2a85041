import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  'server-only': path.resolve(import.meta.dirname, 'tests/support/server-only.ts'),
};

const UNIT_TESTS = [
  'lib/**/*.test.ts',
  'content/**/*.test.ts',
  'scripts/**/*.test.ts',
  'stand-ins/**/*.test.ts',
  'tooling/**/*.test.ts',
  'schemas/**/*.test.ts',
  'studio/**/*.test.ts',
  'proxy.test.ts',
];
/** Unit test files that replace a module with `vi.mock`: only a module registry of their own keeps it. */
const MODULE_MOCKS = ['lib/content/{reviews,service-faqs,before-after-pairs}.test.ts'];

/** Integration files run on real stacks (tests/integration/global-setup.ts starts one per project). */
const INTEGRATION = {
  environment: 'node' as const,
  globalSetup: ['tests/integration/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};
const SCHEDULE_TEST = 'tests/integration/digest-schedule.test.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: MODULE_MOCKS,
          environment: 'node',
          // Pure logic shares one module registry per worker: evaluating the shared modules once,
          // not once per file, is most of the unit run's time.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { name: 'unit-isolated', include: MODULE_MOCKS, environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [SCHEDULE_TEST],
          ...INTEGRATION,
          // The files share one stack, whose rows, mails and rate limits each file counts.
          fileParallelism: false,
        },
      },
      {
        // Supabase Cron's minute tick, waited for beside the files above on a stack of its own.
        resolve: { alias },
        test: { name: 'integration-schedule', include: [SCHEDULE_TEST], ...INTEGRATION },
      },
    ],
  },
});
