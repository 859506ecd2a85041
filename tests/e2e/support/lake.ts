import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../../stand-ins/sanity-content-lake/auth.ts';
import { signInToLake } from '../../../stand-ins/sanity-content-lake/session.ts';
import { LOCAL_CONTENT_LAKE_PORT } from '../../../lib/env/public.ts';

/**
 * The local Content Lake of the browser tests: a real `stand-ins/sanity-content-lake/start.ts` process on the port
 * the build was compiled against, with its own data folder, signing webhooks to the e2e site.
 * It runs as a process of its own so a test can crash it (SIGKILL) and start it again on the same
 * data, as an owner's machine would.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const LAKE_URL = `http://localhost:${LOCAL_CONTENT_LAKE_PORT}`;
const STATE_DIR = path.join(REPO_ROOT, '.local', 'e2e');
const PID_FILE = path.join(STATE_DIR, 'lake.pid');
export const OWNER = LOCAL_ACCOUNT_DEFAULTS.owner;
export const TRANSLATOR = LOCAL_ACCOUNT_DEFAULTS.translator;
const API = `${LAKE_URL}/v2025-10-01`;

export async function lakeAnswers(): Promise<boolean> {
  return fetch(`${API}/ping`, { signal: AbortSignal.timeout(1_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/** Starts the lake on `dir`; resolves once it answers. */
export async function startLakeProcess(dir: string, webhookUrl: string): Promise<number> {
  mkdirSync(STATE_DIR, { recursive: true });
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'stand-ins', 'sanity-content-lake', 'start.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      CONTENT_LAKE_DIR: dir,
      CONTENT_LAKE_WEBHOOK_URL: webhookUrl,
      CONTENT_LAKE_PORT: String(LOCAL_CONTENT_LAKE_PORT),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  child.unref();
  writeFileSync(PID_FILE, JSON.stringify({ pid: child.pid, dir, webhookUrl }));
  for (let tries = 0; tries < 150; tries++) {
    if (await lakeAnswers()) return child.pid!;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The local Content Lake did not start on ${LAKE_URL}`);
}

function running(): { pid: number; dir: string; webhookUrl: string } {
  return JSON.parse(readFileSync(PID_FILE, 'utf8'));
}

export async function stopLakeProcess(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const { pid } = running();
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  for (let tries = 0; tries < 100 && (await lakeAnswers()); tries++) await new Promise((r) => setTimeout(r, 100));
}

/** Starts the lake again on the data and webhook it last ran with. */
export async function startLakeProcessAgain(): Promise<void> {
  const { dir, webhookUrl } = running();
  await startLakeProcess(dir, webhookUrl);
}

/** Kills the lake without warning (a crash) and starts it again on the same data. */
export async function crashAndRestartLake(): Promise<void> {
  const { dir, webhookUrl } = running();
  await stopLakeProcess('SIGKILL');
  await startLakeProcess(dir, webhookUrl);
}

/** Signs in through the lake's provider page, as the Studio does, and returns the session token. */
export const signIn = (account: { email: string; password: string }) =>
  signInToLake(LAKE_URL, account, `http://localhost:${process.env.E2E_PORT ?? 3100}/studio`);

export async function mutate(token: string | null, mutations: unknown[]): Promise<Response> {
  return fetch(`${API}/data/mutate/production?returnIds=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ mutations }),
  });
}

/** Uploads bytes as an editor would from the Studio; returns the stored asset's CDN path. */
export async function uploadAsset(
  token: string,
  kind: 'images' | 'files',
  file: { name: string; type: string; body: string },
): Promise<string> {
  const response = await fetch(`${API}/assets/${kind}/production?filename=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': file.type },
    body: file.body,
  });
  if (!response.ok) throw new Error(`upload of ${file.name} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { document: { path: string } }).document.path;
}

export async function lakeQuery<T>(query: string, token: string | null = null, perspective = 'raw'): Promise<T> {
  const url = new URL(`${API}/data/query/production`);
  url.searchParams.set('query', query);
  url.searchParams.set('perspective', perspective);
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return ((await response.json()) as { result: T }).result;
}

export async function lakeDocument<T>(id: string, token: string | null = null): Promise<T | undefined> {
  const response = await fetch(`${API}/data/doc/production/${id}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return ((await response.json()) as { documents: T[] }).documents[0];
}

/** A document's history events as the Studio's History panel reads them, newest first. */
export async function lakeHistoryEvents(id: string, token: string): Promise<{ type: string; timestamp: string }[]> {
  const response = await fetch(`${API}/data/history/production/events/documents/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (
    ((await response.json()) as { events: Record<string, { type: string; timestamp: string }[]> }).events[id] ?? []
  );
}
