import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../stand-ins/supabase/stack.ts';
import { stack, superuserQuery } from './support.ts';

/**
 * Supabase's database linter (splinter's SQL lints, as embedded in the Supabase CLI's
 * `db advisors`) against the migrated database. The CLI runs the lints inside a transaction with
 * `pgrst.db_schemas` set from supabase/config.toml ([api] schemas), then rolls back.
 */

interface Finding {
  name: string;
  level: string;
  detail: string;
  metadata: { schema?: string; name?: string };
}

async function databaseAdvisors(): Promise<Finding[]> {
  const cli = path.join(REPO_ROOT, 'node_modules', '.bin', 'supabase');
  const { stdout } = await promisify(execFile)(
    cli,
    [
      'db',
      'advisors',
      `--remote=${stack.databaseUrl}?sslmode=disable`,
      '--type=all',
      '--level=info',
      '--fail-on=none',
      '--output-format=json',
      '--workdir',
      REPO_ROOT,
    ],
    { env: { ...process.env, DO_NOT_TRACK: '1' } },
  );
  return (JSON.parse(stdout) as { results: Finding[] }).results;
}

/**
 * `unused_index` reads how often each index was scanned since the database started: on a test
 * database that depends on which tests ran before and on the planner preferring a sequential scan
 * of a few rows, not on the schema. The test below pins what it stands for instead: every index
 * serves a statement of the migrations' functions.
 */
const USAGE_STATISTICS = 'unused_index';

/** Index scans so far of every index the unused_index lint weighs (neither unique nor a key). */
async function indexScans(client: pg.Client): Promise<Map<string, number>> {
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ name: string; scans: string }>(
    `select s.schemaname || '.' || s.indexrelname as name, s.idx_scan as scans
       from pg_catalog.pg_stat_user_indexes s join pg_catalog.pg_index i on i.indexrelid = s.indexrelid
      where s.schemaname in ('public', 'private') and not i.indisunique and not i.indisprimary`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.scans)]));
}

describe('the database linter', () => {
  it('finds nothing at any level (security and performance) in the migrated schema', async () => {
    const findings = await databaseAdvisors();
    expect(findings.filter((finding) => finding.name !== USAGE_STATISTICS)).toEqual([]);
  });

  it('has no index that no function uses: each serves a statement of the booking functions', async () => {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      const before = await indexScans(client);
      // With sequential scans priced out, the planner takes an index wherever one fits the statement.
      await client.query('set enable_seqscan = off');
      await client.query('begin');
      // booking_digest_due()'s three questions, each asked (the function stops at the first answer).
      await client.query('select count(*) from private.due_booking_digests');
      await client.query('select count(*) from private.booking_requests_awaiting_digest');
      await client.query(
        `select exists (select 1 from private.booking_digests as d
           where d.round_started_at > now() - (select s.digest_interval from private.booking_settings as s))`,
      );
      await client.query('select public.claim_contact_notification($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)', [
        randomUUID(),
        'Nobody',
        'nobody@example.invalid',
        null,
        null,
        null,
        null,
        null,
        null,
        [],
      ]);
      await client.query('select public.export_booking_data($1)', ['nobody@example.invalid']);
      await client.query("select public.use_booking_challenge($1, $2, now() + interval '1 hour')", [
        randomBytes(8).toString('hex'),
        randomUUID(),
      ]);
      // A sent digest whose requests are gone: retention looks for its requests, then removes it
      // (and clears it from the appointment mails it reported).
      await client.query(
        `insert into private.booking_digests (round_started_at, part, parts, sent_at) values (now(), 1, 1, now())`,
      );
      await client.query('select private.delete_expired_booking_requests()');
      // The Requests tool: a page unfiltered, by status, by a search; one request with its history.
      await client.query('select public.list_booking_requests()');
      await client.query('select public.list_booking_requests(p_status => $1)', ['contacted']);
      await client.query('select public.list_booking_requests(p_search => $1)', ['nobody']);
      const {
        rows: [request],
      } = await client.query<{ id: string }>(
        `insert into public.contact_submissions (name, email, idempotency_key) values ('Index Probe', 'nobody@example.invalid', gen_random_uuid()) returning id`,
      );
      await client.query('select public.set_booking_request_status($1, $2, $3, $4)', [
        request!.id,
        'contacted',
        'index-probe',
        'Index Probe',
      ]);
      // Appointments: the week view, the reminders' schedule, the function's next mail; erasing
      // the person deletes their appointment's mails and used links with the request.
      await client.query(`select public.list_booking_appointments(to_char(now(), 'YYYY-MM-DD'), 14)`);
      await client.query('select private.queue_booking_reminders()');
      await client.query('select public.claim_booking_mail()');
      await client.query('select public.erase_booking_data($1)', ['nobody@example.invalid']);
      await client.query('rollback');
      await client.query('select pg_stat_force_next_flush()');
      await client.query('select 1');
      const after = await indexScans(client);
      const unused = [...before.keys()].filter((name) => after.get(name)! <= before.get(name)!);
      expect(before.size).toBeGreaterThan(0);
      expect(unused).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('sees the API schemas as on Supabase (authenticator has pgrst.db_schemas = public)', async () => {
    const rows = await superuserQuery<{ setconfig: string[] }>(
      `select s.setconfig from pg_catalog.pg_db_role_setting s join pg_catalog.pg_roles r on r.oid = s.setrole
        where r.rolname = 'authenticator'`,
    );
    expect(rows.flatMap((row) => row.setconfig)).toContain('pgrst.db_schemas=public');
  });

  it('is live: it flags a public table without RLS and an anon policy WITH CHECK (true)', async () => {
    const suffix = randomBytes(4).toString('hex');
    const open = `linter_probe_open_${suffix}`;
    const permissive = `linter_probe_permissive_${suffix}`;
    await superuserQuery(`create table public.${open} (id int primary key)`);
    await superuserQuery(`create table public.${permissive} (id int primary key)`);
    await superuserQuery(`alter table public.${permissive} enable row level security`);
    await superuserQuery(`create policy "anyone" on public.${permissive} for insert to anon with check (true)`);
    try {
      const findings = await databaseAdvisors();
      expect(findings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            name: 'rls_disabled_in_public',
            metadata: expect.objectContaining({ name: open }),
          }),
          expect.objectContaining({
            name: 'rls_policy_always_true',
            metadata: expect.objectContaining({ name: permissive }),
          }),
        ]),
      );
    } finally {
      await superuserQuery(`drop table public.${open}, public.${permissive}`);
    }
  });
});
