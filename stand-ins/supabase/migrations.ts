import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * Applies supabase/migrations exactly as to production: `supabase db push` against a database URL
 * (the CLI records them in supabase_migrations.schema_migrations, so a warm start applies only new
 * ones), after platform.sql has enabled what a hosted project has before any migration.
 */
export async function pushMigrations(repoRoot: string, databaseUrl: string): Promise<void> {
  const platform = await readFile(path.join(repoRoot, 'stand-ins', 'supabase', 'platform.sql'), 'utf8');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(platform);
  } finally {
    await client.end();
  }
  const cli = path.join(repoRoot, 'node_modules', '.bin', 'supabase');
  const url = `${databaseUrl}?sslmode=disable`;
  try {
    await run(cli, ['db', 'push', `--remote=${url}`, '--yes', '--workdir', repoRoot], {
      cwd: repoRoot,
      env: { ...process.env, DO_NOT_TRACK: '1' },
    });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`supabase db push failed: ${stderr || stdout || (error as Error).message}`);
  }
}
