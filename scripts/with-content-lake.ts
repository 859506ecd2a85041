/**
 * Runs a command (the production build, a benchmark) with the configured Content Lake answering.
 * On embedded defaults, if no local lake is running, one is started for the command's duration on
 * the same data (CONTENT_LAKE_DIR), so `next build` reads content through the same client as ever
 * and needs nothing running beforehand. With a hosted project it only runs the command.
 */
import { spawn } from 'node:child_process';
import { lakeOptionsFromEnv } from '../stand-ins/sanity-content-lake/config.ts';
import { startContentLake, type ContentLakeOptions } from '../stand-ins/sanity-content-lake/server.ts';
import { contentLake } from '../lib/env/public.ts';

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/v1/ping`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts the local lake unless it (or a hosted project) is already there; returns how to stop it. */
export async function ensureContentLake(overrides: Partial<ContentLakeOptions> = {}): Promise<() => Promise<void>> {
  if (!contentLake.isLocal || !contentLake.apiHost || (await answers(contentLake.apiHost))) return async () => {};
  const port = Number(new URL(contentLake.apiHost).port);
  const lake = await startContentLake({ ...lakeOptionsFromEnv(), port, ...overrides });
  console.log(`Started the local Content Lake on ${lake.url} (${lake.store.dir}).`);
  return () => lake.close();
}

if (import.meta.main) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('usage: node scripts/with-content-lake.ts <command> [args…]');
  // No webhook: nothing is edited during the command, and no site is there to tell.
  const stop = await ensureContentLake({ webhooks: [] });
  const child = spawn(command, args, { stdio: 'inherit' });
  const code = await new Promise<number>((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  await stop();
  process.exit(code);
}
