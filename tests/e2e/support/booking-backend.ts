import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NOTIFICATION_FUNCTION } from '../../../stand-ins/supabase/edge-functions.ts';
import { startGateway } from '../../../stand-ins/supabase/gateway.ts';
import { freePort } from '../../../stand-ins/shared/http.ts';
import { pushMigrations } from '../../../stand-ins/supabase/migrations.ts';
import { startPostgres } from '../../../stand-ins/supabase/postgres.ts';
import { REPO_ROOT, startLocalStack } from '../../../stand-ins/supabase/stack.ts';

/**
 * Backends with one part down, private to one spec's worker so the shared stack (used by tests
 * running in parallel) is never disturbed. Built the way tests/integration/faults.test.ts breaks
 * things: a gateway whose function address has nothing listening, or a gateway over a cluster that
 * is then stopped. Everything else is real: PostgreSQL, the Deno function, the mail catcher, one
 * private stack behind both gateways.
 */
export interface FaultyBackend {
  /** The gateway the page's (or the server's) Supabase traffic is sent to. */
  apiUrl: string;
  /** Where rows would be stored (superuser), null when the database is down. */
  databaseUrl: string | null;
  /** The private stack's mail catcher. */
  mailUrl: string;
}

export interface FaultyBackends {
  functionDown: FaultyBackend;
  databaseDown: FaultyBackend;
  stop(): Promise<void>;
}

const asAuthenticator = (superuserUrl: string) => {
  const url = new URL(superuserUrl);
  url.username = 'authenticator';
  return url.toString();
};

export async function startFaultyBackends(): Promise<FaultyBackends> {
  const stack = await startLocalStack({ ephemeral: true });
  const stoppers: (() => Promise<void>)[] = [stack.stop];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };
  try {
    const functionDown = await startGateway({
      port: 0,
      databaseUrl: asAuthenticator(stack.databaseUrl),
      functions: { [NOTIFICATION_FUNCTION]: { url: `http://127.0.0.1:${await freePort()}`, verifyJwt: false } },
    });
    stoppers.push(functionDown.stop);
    // Its own cluster, stopped below; the private stack's real function stays reachable.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'caparica-e2e-fault-db-'));
    await chmod(dir, 0o711);
    stoppers.push(() => rm(dir, { recursive: true, force: true }));
    const cluster = await startPostgres({
      dir,
      port: await freePort(),
      fast: true,
      bootstrapSql: path.join(REPO_ROOT, 'stand-ins', 'supabase', 'bootstrap.sql'),
    });
    await pushMigrations(REPO_ROOT, cluster.superuserUrl).catch(async (error: unknown) => {
      await cluster.stop();
      throw error;
    });
    const databaseDown = await startGateway({
      port: 0,
      databaseUrl: cluster.authenticatorUrl,
      functions: { [NOTIFICATION_FUNCTION]: { url: `${stack.apiUrl}/functions/v1`, verifyJwt: false } },
    });
    stoppers.push(databaseDown.stop);
    await cluster.stop();
    return {
      functionDown: { apiUrl: functionDown.url, databaseUrl: stack.databaseUrl, mailUrl: stack.mailUrl },
      databaseDown: { apiUrl: databaseDown.url, databaseUrl: null, mailUrl: stack.mailUrl },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface SiteServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A second server (`npm start`'s) of the same build whose server-side booking calls (the no-JavaScript
 * form post) go to `supabaseServerUrl`: the server's traffic cannot be rerouted from the page.
 */
export async function startSiteServer(supabaseServerUrl: string): Promise<SiteServer> {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.ts'), '-p', String(port)], {
    cwd: REPO_ROOT,
    env: { ...process.env, SUPABASE_SERVER_URL: supabaseServerUrl },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The site's server exited (${server.exitCode}): ${errors}`);
    const up = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The site's server did not answer on ${url}: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
