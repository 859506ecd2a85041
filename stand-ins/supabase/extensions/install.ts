import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, chmod, copyFile, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Each stand-in's files, as PostgreSQL looks them up in <sharedir>/extension. */
const STAND_INS = [
  { control: 'pg_net.control', scripts: ['pg_net--0.20.0.sql'] },
  { control: 'supabase_vault.control', scripts: ['supabase_vault--0.3.1.sql'] },
];

/** Our control files' comment line says so; a real pg_net or supabase_vault's does not. */
const STAND_IN_COMMENT = /^comment\s*=.*local stand-in/m;

const readOrNull = (file: string) => readFile(file, 'utf8').catch(() => null);

/**
 * Puts the pg_net and supabase_vault stand-ins where `create extension` finds them, unless they
 * are there already or a real pg_net / supabase_vault is installed (that one is left alone).
 */
export async function installStandInExtensions(binDir: string): Promise<void> {
  const { stdout } = await run(path.join(binDir, 'pg_config'), ['--sharedir']);
  const target = path.join(stdout.trim(), 'extension');

  const missing: string[] = [];
  for (const { control, scripts } of STAND_INS) {
    const installed = await readOrNull(path.join(target, control));
    if (installed !== null && !STAND_IN_COMMENT.test(installed)) continue;
    for (const file of [control, ...scripts]) {
      const [ours, theirs] = await Promise.all([
        readFile(path.join(HERE, file), 'utf8'),
        readOrNull(path.join(target, file)),
      ]);
      if (ours !== theirs) missing.push(file);
    }
  }
  if (missing.length === 0) return;

  try {
    await access(target, constants.W_OK);
  } catch {
    throw new Error(
      `Cannot write to ${target}, where PostgreSQL looks for extensions. Copy the local stand-ins there ` +
        `once, as root:\n  cp ${missing.map((file) => path.join(HERE, file)).join(' ')} ${target}/`,
    );
  }
  for (const file of missing) {
    // Written beside and renamed over, so a concurrent `create extension` never reads half a file.
    const temporary = path.join(target, `.${file}.${process.pid}.tmp`);
    await copyFile(path.join(HERE, file), temporary);
    await chmod(temporary, 0o644);
    await rename(temporary, path.join(target, file));
  }
}
