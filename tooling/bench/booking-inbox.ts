// `npm run bench:inbox [-- --n 10000 --runs 20]`: the Studio's Requests tool over a throwaway local
// stack holding N stored requests (the target's volume: 10,000). Times, as the site's server sees them
// (lib/booking/inbox/queries.ts on a secret-key client, through the API gateway), the first page, a
// filtered first page and searches (p50/p95 over the runs, after a warm-up; target 300 ms), and the
// CSV export of every request read to its end (target 5 s). Beside each, the SQL function's own time
// in the database (the same call as the superuser), so the gateway's share shows. Exits 1 when a
// figure misses its target or the export lacks a request.
import { createClient } from '@supabase/supabase-js';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Database } from '../../lib/booking/database.types.ts';
import { createInbox, parseCsv } from '../../lib/booking/inbox/index.ts';
import type { InboxFilter } from '../../lib/booking/inbox/index.ts';
import { asSuperuser, startLocalStack } from '../../stand-ins/supabase/stack.ts';
import { seedRequests } from './booking-seed.ts';

const DEFAULT_REQUESTS = 10_000;
const DEFAULT_RUNS = 20;
const WARMUP_RUNS = 3;
/** The first page and a search answer within this at the server (p95 here)… */
const PAGE_TARGET_MS = 300;
/** …and the CSV export of every request streams in under this. */
const EXPORT_TARGET_MS = 5_000;

const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: String(DEFAULT_REQUESTS) },
    runs: { type: 'string', default: String(DEFAULT_RUNS) },
  },
});
const positive = (name: string, value: string | undefined) => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer, got ${value}`);
  return parsed;
};
const n = positive('n', args.n);
const runs = positive('runs', args.runs);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

interface Timed {
  label: string;
  /** Through the gateway, as the site's server calls it. */
  client: number[];
  /** The SQL function alone, in the database. */
  database: number[];
}

async function main(): Promise<boolean> {
  console.log(`Starting a throwaway stack and storing ${n} booking requests …`);
  const stack = await startLocalStack({ ephemeral: true, contentApiHost: null, bookingSchedules: false });
  try {
    const seedStart = performance.now();
    await asSuperuser(stack.databaseUrl, (db) => seedRequests(db, n));
    console.log(`  stored in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const service = createClient<Database>(stack.apiUrl, stack.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const inbox = createInbox({ client: service });
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      // A surname many share, one person's email, a phone number as typed, Cyrillic, a word no one has.
      const cases: { label: string; filter: InboxFilter }[] = [
        { label: 'first page', filter: {} },
        { label: 'first page, status new', filter: { status: 'new' } },
        { label: 'page 100', filter: { page: Math.max(1, Math.min(100, Math.floor(n / 50))) } },
        { label: 'search "conceicao"', filter: { search: 'conceicao' } },
        { label: 'search an email', filter: { search: `visitor${Math.floor(n / 2)}@example` } },
        { label: 'search a phone', filter: { search: '912 345' } },
        { label: 'search "коваленко"', filter: { search: 'коваленко' } },
        { label: 'search, no match', filter: { search: 'zzqxw' } },
      ];
      const timings: Timed[] = [];
      for (const { label, filter } of cases) {
        const timed: Timed = { label, client: [], database: [] };
        const sqlArgs = [filter.status ?? null, filter.service ?? null, filter.search ?? null, filter.page ?? 1];
        for (let run = 0; run < WARMUP_RUNS + runs; run += 1) {
          let started = performance.now();
          const page = await inbox.list(filter);
          const clientMs = performance.now() - started;
          started = performance.now();
          await db.query('select public.list_booking_requests($1, $2, $3, $4)', sqlArgs);
          const databaseMs = performance.now() - started;
          if (run >= WARMUP_RUNS) {
            timed.client.push(clientMs);
            timed.database.push(databaseMs);
          }
          if (run === 0) timed.label += ` (${page.total} match)`;
        }
        timings.push(timed);
      }

      let ok = true;
      console.log(
        `\nThe list, ${runs} runs each after ${WARMUP_RUNS} warm-up runs (target p95 ≤ ${PAGE_TARGET_MS} ms):`,
      );
      for (const timed of timings) {
        const client = [...timed.client].sort((a, b) => a - b);
        const database = [...timed.database].sort((a, b) => a - b);
        const within = percentile(client, 95) <= PAGE_TARGET_MS;
        ok &&= within;
        console.log(
          `  ${timed.label.padEnd(38)} server p50 ${ms(percentile(client, 50))}  p95 ${ms(percentile(client, 95))}` +
            `   database p50 ${ms(percentile(database, 50))}   ${within ? 'within' : 'OVER'}`,
        );
      }

      const exportStart = performance.now();
      let firstByteMs = Number.NaN;
      const chunks: Uint8Array[] = [];
      const reader = inbox.exportCsv().getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (chunks.length === 1) firstByteMs = performance.now() - exportStart;
        chunks.push(value);
      }
      const exportMs = performance.now() - exportStart;
      const bytes = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
      const records = parseCsv(new TextDecoder().decode(Buffer.concat(chunks))).length - 1;
      const exportWithin = exportMs <= EXPORT_TARGET_MS;
      ok &&= exportWithin && records === n;
      console.log(
        `\nCSV export of all ${n} requests: ${(exportMs / 1000).toFixed(2)} s (first rows after ${ms(firstByteMs).trim()}), ` +
          `${(bytes / 1024 / 1024).toFixed(2)} MiB, ${records} records ${records === n ? '(all)' : `(EXPECTED ${n})`}; ` +
          `target ${EXPORT_TARGET_MS / 1000} s: ${exportWithin ? 'within' : 'OVER'}`,
      );
      return ok;
    } finally {
      await db.end();
    }
  } finally {
    await stack.stop();
  }
}

if (!(await main())) process.exitCode = 1;
