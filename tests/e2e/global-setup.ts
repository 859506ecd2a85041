import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_PORTS, startLocalStack, TEST_RUN_ACKNOWLEDGEMENTS_PER_HOUR } from '../../stand-ins/supabase/stack.ts';
import { LAKE_URL, lakeAnswers, startLakeProcess, stopLakeProcess } from './support/lake.ts';
import { STUDIO_SESSIONS_DIR } from './support/studio.ts';

/**
 * Starts the embedded backends on the ports the production build was compiled against: the local
 * Content Lake (fresh data, seeded from content/dataset.ndjson like the build's, webhooks to the
 * e2e site) and the local Supabase-compatible stack (real PostgreSQL, gateway, Deno function, mail
 * catcher). Tests reach the mail catcher and the database through E2E_MAIL_URL / E2E_DATABASE_URL.
 * A Supabase stack already listening (a developer's `npm run stack`) is reused; a lake is not,
 * since the tests edit content and need its webhooks.
 */
export default async function globalSetup() {
  await rm(STUDIO_SESSIONS_DIR, { recursive: true, force: true });
  if (process.env.E2E_BASE_URL) return againstRunningSite(process.env.E2E_BASE_URL);
  if (await lakeAnswers()) {
    throw new Error(`A Content Lake already answers at ${LAKE_URL} (npm run local or npm run lake?): stop it first.`);
  }
  const lakeDir = await mkdtemp(path.join(os.tmpdir(), 'caparica-e2e-lake-'));
  const sitePort = Number(process.env.E2E_PORT ?? 3100);
  await startLakeProcess(lakeDir, `http://localhost:${sitePort}/api/revalidate`);
  const stopLake = async () => {
    await stopLakeProcess();
    await rm(lakeDir, { recursive: true, force: true });
  };

  if (await isListening(DEFAULT_PORTS.api)) {
    console.warn(`Reusing the Supabase-compatible stack already on port ${DEFAULT_PORTS.api}.`);
    pointAtRunningStack();
    await syncPrices();
    return stopLake;
  }
  // Only the API port is compiled into the build; the database and mail catcher take free ports.
  const stack = await startLocalStack({
    ephemeral: true,
    apiPort: DEFAULT_PORTS.api,
    acknowledgementsPerHour: TEST_RUN_ACKNOWLEDGEMENTS_PER_HOUR,
  });
  process.env.E2E_MAIL_URL = stack.mailUrl;
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  await syncPrices();
  return async () => {
    await stack.stop();
    await stopLake();
  };
}

/**
 * The bundled prices into the booking database, by the command the person deploying runs
 * (`npm run bookings:sync-prices`, the local lake and stack by default); later publishes reach it
 * through the site's webhook.
 */
async function syncPrices() {
  const env = { ...process.env };
  for (const name of ['SUPABASE_URL', 'SUPABASE_SECRET_KEY', 'NEXT_PUBLIC_SANITY_PROJECT_ID']) delete env[name];
  await promisify(execFile)('npm', ['run', '--silent', 'bookings:sync-prices'], { env });
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** The default stack's mail catcher and database, as `npm run stack` (or `npm run local`) runs them. */
function pointAtRunningStack() {
  process.env.E2E_MAIL_URL ??= `http://127.0.0.1:${DEFAULT_PORTS.mail}`;
  process.env.E2E_DATABASE_URL ??= `postgresql://postgres@127.0.0.1:${DEFAULT_PORTS.db}/postgres`;
}

/**
 * One spec against a site already running on embedded defaults (`npm run local`): its lake and
 * stack are used as they are, nothing is started or stopped. Content the developer has edited
 * there differs from the bundled dataset the specs expect.
 */
async function againstRunningSite(baseUrl: string): Promise<() => Promise<void>> {
  if (!(await lakeAnswers())) throw new Error(`E2E_BASE_URL=${baseUrl}: no Content Lake answers at ${LAKE_URL}.`);
  if (!(await isListening(DEFAULT_PORTS.api)))
    throw new Error(`E2E_BASE_URL=${baseUrl}: no Supabase-compatible stack on port ${DEFAULT_PORTS.api}.`);
  pointAtRunningStack();
  return async () => {};
}
