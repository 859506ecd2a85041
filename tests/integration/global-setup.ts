import type { TestProject } from 'vitest/node';
import { startLocalStack, TEST_RUN_ACKNOWLEDGEMENTS_PER_HOUR } from '../../stand-ins/supabase/stack.ts';

/** What the test files receive through `inject('localStack')`. */
export interface ProvidedStack {
  apiUrl: string;
  anonKey: string;
  publishableKey: string;
  serviceRoleKey: string;
  secretKey: string;
  mailUrl: string;
  databaseUrl: string;
  ownerEmail: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: ProvidedStack;
  }
}

/**
 * One real stack per project and run: PostgreSQL, the gateway, the Deno function and the mail
 * catcher. Supabase Cron's digest runs only in the stack of `integration-schedule`, whose one file
 * watches it fire; in the others no digest takes rows while a test looks at them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { stop, ...stack } = await startLocalStack({
    ephemeral: true,
    acknowledgementsPerHour: TEST_RUN_ACKNOWLEDGEMENTS_PER_HOUR,
    // The function's own service titles; tests/integration/service-titles.test.ts gives it a lake.
    contentApiHost: null,
    bookingSchedules: project.name === 'integration-schedule',
  });
  project.provide('localStack', stack);
  return stop;
}
