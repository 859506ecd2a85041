import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PORTS, startLocalStack, TEST_RUN_ACKNOWLEDGEMENTS_PER_HOUR } from '../../stand-ins/supabase/stack.ts';
import { LAKE_URL, lakeAnswers, startLakeProcess, stopLakeProcess } from './support/lake.ts';

/**
 * Starts the embedded backends on the ports the production build was compiled against: the local
 * Content Lake (fresh data, seeded from content/dataset.ndjson like the build's, webhooks to the
 * e2e site) and the local Supabase-compatible stack (real PostgreSQL, gateway, Deno function, mail
 * catcher). Tests reach the mail catcher and the database through E2E_MAIL_URL / E2E_DATABASE_URL.
 * A Supabase stack already listening (a developer's `npm run stack`) is reused; a lake is not,
 * since the tests edit content and need its webhooks.
 */
export default async function globalSetup() {
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
    process.env.E2E_MAIL_URL ??= `http://127.0.0.1:${DEFAULT_PORTS.mail}`;
    process.env.E2E_DATABASE_URL ??= `postgresql://postgres@127.0.0.1:${DEFAULT_PORTS.db}/postgres`;
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
  return async () => {
    await stack.stop();
    await stopLake();
  };
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
