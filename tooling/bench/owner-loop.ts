/**
 * What the owner's benchmarks share (bench:content, bench:preview): a fresh local Content Lake on
 * the port the build was compiled against, whose webhook reaches the production build (`next
 * start`) on a port of the benchmark's own, and the Studio's sign-in in Chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import { lakeOptionsFromEnv } from '../../stand-ins/sanity-content-lake/config.ts';
import { startContentLake, type ContentLake } from '../../stand-ins/sanity-content-lake/server.ts';
import { LOCAL_CONTENT_LAKE_PORT } from '../../lib/env/public.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const LAKE = `http://localhost:${LOCAL_CONTENT_LAKE_PORT}`;

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

function run(command: string, argv: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: ROOT, env: process.env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${argv.join(' ')} → ${code}`))));
  });
}

/** Runs `work` against a fresh lake and the built site on `sitePort`; stops both after. */
export async function withOwnerBackends<T>(
  { sitePort, skipBuild }: { sitePort: number; skipBuild: boolean },
  work: (backends: { site: string; lake: ContentLake }) => Promise<T>,
): Promise<T> {
  const site = `http://localhost:${sitePort}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-owner-'));
  const lake = await startContentLake({
    ...lakeOptionsFromEnv({
      ...process.env,
      CONTENT_LAKE_DIR: dir,
      CONTENT_LAKE_WEBHOOK_URL: `http://127.0.0.1:${sitePort}/api/revalidate`,
    }),
    port: LOCAL_CONTENT_LAKE_PORT,
  });
  let server: ChildProcess | undefined;
  try {
    if (!skipBuild) await run('npm', ['run', '--silent', 'build']);
    server = spawn('npx', ['next', 'start', '-p', String(sitePort)], { cwd: ROOT, stdio: 'ignore', detached: true });
    for (let tries = 0; ; tries++) {
      if (
        await fetch(site).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (tries > 300) throw new Error('next start did not answer');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await work({ site, lake });
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await lake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The owner signs in to the Studio at `site` through the lake's provider page. */
export async function signInToStudio(page: Page, site: string) {
  await page.goto(`${site}/studio`);
  await page.getByText('Sign in with a local account').first().click();
  await page.getByLabel('Email address').fill(LOCAL_ACCOUNT_DEFAULTS.owner.email);
  await page.getByLabel('Password').fill(LOCAL_ACCOUNT_DEFAULTS.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
