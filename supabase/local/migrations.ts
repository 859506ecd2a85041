import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Applies supabase/migrations exactly as to production: `supabase db push` against a database URL
 * (the CLI records them in supabase_migrations.schema_migrations, so a warm start applies only new ones).
 */
export async function pushMigrations(repoRoot: string, databaseUrl: string): Promise<void> {
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
