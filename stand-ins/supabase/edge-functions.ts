import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The one function this project has; its local runner lives in supabase/functions/_local. */
export const NOTIFICATION_FUNCTION = 'send-contact-notification';
/** A cold Deno cache downloads the function's npm dependencies first. */
const FUNCTION_START_TIMEOUT_MS = 60_000;

/** `verify_jwt` per function from supabase/config.toml (true unless a section turns it off). */
export async function readVerifyJwt(repoRoot: string, name: string): Promise<boolean> {
  const toml = await readFile(path.join(repoRoot, 'supabase', 'config.toml'), 'utf8');
  const section =
    new RegExp(`^\\[functions\\.${name.replace(/[-]/g, '\\-')}\\]\\s*$([\\s\\S]*?)(?=^\\[|(?![\\s\\S]))`, 'm').exec(
      toml,
    )?.[1] ?? '';
  return !/^\s*verify_jwt\s*=\s*false\b/m.test(section);
}

export interface FunctionProcess {
  url: string;
  stop(): Promise<void>;
}

export interface FunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  /** JSON {"default": "sb_secret_…"}, as hosted functions get it; preferred over the legacy key. */
  SUPABASE_SECRET_KEYS?: string;
  RESEND_BASE_URL: string;
  RESEND_API_KEY: string;
  OWNER_EMAIL: string;
  MAIL_FROM: string;
  BOOKING_CHALLENGE_SECRET: string;
  /** The Bearer token of the digest schedule (Vault's booking_digest_secret). */
  BOOKING_DIGEST_SECRET?: string;
  /** The content source for service titles (service-titles.ts); unset: the function's own list. */
  SANITY_API_HOST?: string;
  /** Optional: how long the function waits for the content source. */
  CONTENT_TIMEOUT_MS?: string;
  /** Optional: how long the function waits for the mail API (the function's default otherwise). */
  MAIL_TIMEOUT_MS?: string;
}

/** Runs the real edge function under Deno, as the Supabase edge runtime would, on a private port. */
export async function startEdgeFunction(repoRoot: string, port: number, env: FunctionEnv): Promise<FunctionProcess> {
  const deno = path.join(repoRoot, 'node_modules', '.bin', 'deno');
  const runner = path.join(repoRoot, 'supabase', 'functions', '_local', 'serve-function.ts');
  const child = spawn(deno, ['run', '--allow-net', '--allow-env', '--no-prompt', runner], {
    cwd: repoRoot,
    env: { ...process.env, ...env, FUNCTION_PORT: String(port), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitForListening(child, exited);
  // Function logs (console.error of mail failures) go to the stack's stderr, like `supabase functions serve`.
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[${NOTIFICATION_FUNCTION}] ${chunk}`));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${NOTIFICATION_FUNCTION}] ${chunk}`));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForListening(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Deno function did not start within ${FUNCTION_START_TIMEOUT_MS} ms:\n${output}`));
    }, FUNCTION_START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('function listening on')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Deno function exited with ${code} before listening:\n${output}`));
    });
  });
}
