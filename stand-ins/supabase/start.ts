// `npm run stack`: the whole local Supabase-compatible stack in the foreground; Ctrl-C stops it.
import { startLocalStack } from './stack.ts';

const startedAt = performance.now();
const stack = await startLocalStack();
console.log(`Local Supabase stack ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s

  API URL          ${stack.apiUrl}
  Functions        ${stack.apiUrl}/functions/v1/send-contact-notification
  Database         ${stack.databaseUrl}
  Mail (captured)  ${stack.mailUrl}
  Publishable key  ${stack.publishableKey}
  Secret key       ${stack.secretKey}
  anon key         ${stack.anonKey} (legacy)
  service_role key ${stack.serviceRoleKey} (legacy)

For the site: NEXT_PUBLIC_SUPABASE_URL=${stack.apiUrl} NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=<publishable key above>
Stored requests: npm run bookings:list   ·   Ctrl-C stops the stack.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
