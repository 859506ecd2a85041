// `npm run bench:booking [-- --n 500]`: N concurrent full booking submissions (insert, then the
// notification function) through a throwaway local stack; prints latency percentiles per call and
// per submission, and checks that every request was stored and mailed exactly twice.
// The stack runs in this process; the submissions are fired from a child process (this file with
// --client), so the client's own work does not slow the gateway and the figures stay honest.
import { createClient } from '@supabase/supabase-js';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { toNotificationPayload, toSubmissionRow } from '../../lib/booking/payloads.ts';
import type { Database } from '../../lib/booking/database.types.ts';
import { LOCALES } from '../../lib/constants.ts';
import type { CapturedMail } from '../../supabase/local/mail-catcher.ts';
import { startLocalStack } from '../../supabase/local/stack.ts';

const DEFAULT_SUBMISSIONS = 500;

const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: String(DEFAULT_SUBMISSIONS) },
    client: { type: 'string' },
    run: { type: 'string' },
  },
});
const n = Number(args.n);
if (!Number.isInteger(n) || n < 1) throw new Error(`--n must be a positive integer, got ${args.n}`);

interface Timing {
  insertMs: number;
  invokeMs: number | null;
  totalMs: number;
  failure: string | null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;
  return `${label.padEnd(22)} p50 ${f(percentile(sorted, 50))}   p95 ${f(percentile(sorted, 95))}   max ${f(sorted.at(-1) ?? Number.NaN)}`;
}

/** Client mode: fires the submissions at `apiUrl` and prints the timings as JSON. */
async function fireSubmissions(apiUrl: string, anonKey: string, run: string): Promise<{ timings: Timing[]; wallMs: number }> {
  const client = createClient<Database>(apiUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });

  // The same two calls, in the same order, as lib/booking/submit-booking-request.ts, timed apart.
  async function submit(index: number): Promise<Timing> {
    const values = {
      name: `Bench visitor ${index}`,
      email: `bench-${run}-${index}@example.com`,
      phone: index % 2 === 0 ? '+351 912 345 678' : '',
      service: 'full-detail',
      vehicle: 'Tesla Model 3',
      preferredDate: '',
      message: index % 3 === 0 ? 'Benchmark request' : '',
      honeypot: '',
      idempotencyKey: randomUUID(),
      startedAt: 0,
    };
    // Each submission is a different visitor, as the per-address rate limit sees them.
    const address = `2001:db8::${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}`;
    const started = performance.now();
    const { error: insertError } = await client
      .from('contact_submissions')
      .insert(toSubmissionRow(values))
      .setHeader('x-forwarded-for', address);
    const inserted = performance.now();
    if (insertError) return { insertMs: inserted - started, invokeMs: null, totalMs: inserted - started, failure: `insert: ${insertError.message}` };
    const { error: invokeError } = await client.functions.invoke('send-contact-notification', {
      body: toNotificationPayload(values, LOCALES[index % LOCALES.length]!),
      headers: { 'x-forwarded-for': address },
    });
    const done = performance.now();
    return {
      insertMs: inserted - started,
      invokeMs: done - inserted,
      totalMs: done - started,
      failure: invokeError ? `invoke: ${invokeError.message}` : null,
    };
  }

  const wallStart = performance.now();
  const timings = await Promise.all(Array.from({ length: n }, (_, index) => submit(index)));
  return { timings, wallMs: performance.now() - wallStart };
}

if (args.client !== undefined) {
  const result = await fireSubmissions(args.client, process.env.BENCH_ANON_KEY ?? '', args.run ?? '');
  process.stdout.write(JSON.stringify(result));
} else {
  const stack = await startLocalStack({ ephemeral: true });
  try {
    const run = randomUUID().slice(0, 8);
    console.log(`Firing ${n} concurrent booking submissions at ${stack.apiUrl} from a separate process …`);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [fileURLToPath(import.meta.url), '--client', stack.apiUrl, '--run', run, '--n', String(n)],
      { env: { ...process.env, BENCH_ANON_KEY: stack.anonKey }, maxBuffer: 64 * 1024 * 1024 },
    );
    const { timings, wallMs } = JSON.parse(stdout) as { timings: Timing[]; wallMs: number };

    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ stored: string; notified: string }>(
      `select count(*) as stored, count(notified_at) as notified from public.contact_submissions where email like $1`,
      [`bench-${run}-%`],
    );
    await db.end();
    const mails = (await (await fetch(`${stack.mailUrl}/api/emails`)).json()) as CapturedMail[];
    const benchMails = mails.filter((mail) => [...mail.to, ...mail.replyTo].some((to) => to.startsWith(`bench-${run}-`)));

    const failures = timings.filter((timing) => timing.failure !== null);
    const stored = Number(rows[0]!.stored);
    const notified = Number(rows[0]!.notified);
    console.log(
      [
        summary('insert (call 1)', timings.map((t) => t.insertMs)),
        summary('invoke (call 2)', timings.flatMap((t) => (t.invokeMs === null ? [] : [t.invokeMs]))),
        summary('whole submission', timings.map((t) => t.totalMs)),
        `wall time              ${(wallMs / 1000).toFixed(2)} s  (${(n / (wallMs / 1000)).toFixed(0)} submissions/s)`,
        `rows stored            ${stored} / ${n}   notified ${notified}`,
        `mails captured         ${benchMails.length} / ${2 * n}`,
        `failed submissions     ${failures.length}`,
      ].join('\n'),
    );
    for (const failure of failures.slice(0, 5)) console.log(`  e.g. ${failure.failure}`);
    if (failures.length > 0 || stored !== n || notified !== n || benchMails.length !== 2 * n) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}
