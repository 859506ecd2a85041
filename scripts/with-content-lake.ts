/**
 * Runs a command (the production build) with the configured Content Lake answering. On embedded
 * defaults, if no local lake is running, one is started for the command's duration on the same
 * data (CONTENT_LAKE_DIR), so `next build` reads content through the same client as ever and
 * needs nothing running beforehand. With a hosted project it only runs the command.
 */
import { spawn } from 'node:child_process';
import { lakeOptionsFromEnv } from '../content/lake/config.ts';
import { startContentLake } from '../content/lake/server.ts';
import { contentLake } from '../lib/env.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: node scripts/with-content-lake.ts <command> [args…]');

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/v1/ping`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

let stop = async () => {};
if (contentLake.isLocal && contentLake.apiHost && !(await answers(contentLake.apiHost))) {
  const port = Number(new URL(contentLake.apiHost).port);
  // No webhook: nothing changes during a build, and no site is there to tell.
  const lake = await startContentLake({ ...lakeOptionsFromEnv(), port, webhooks: [] });
  console.log(`Started the local Content Lake for this command on ${lake.url} (${lake.store.dir}).`);
  stop = () => lake.close();
}

const child = spawn(command, args, { stdio: 'inherit', shell: false });
const code = await new Promise<number>((resolve) =>
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);
await stop();
process.exit(code);
