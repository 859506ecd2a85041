import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
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

describe('the database linter', () => {
  it('finds nothing at any level (security and performance) in the migrated schema', async () => {
    expect(await databaseAdvisors()).toEqual([]);
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
