import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../stand-ins/supabase/stack.ts';

/**
 * A production build checks its configuration before compiling: a malformed public variable, or
 * a hosted backend without the site's public origin or a secret it needs, stops `next build` at once
 * with a message naming the variable (and nothing is built).
 */
const distDir = mkdtempSync(path.join(os.tmpdir(), 'caparica-config-build-'));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

function build(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: path.relative(REPO_ROOT, distDir),
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('a production build with a wrong configuration', () => {
  it.each([
    [
      { NEXT_PUBLIC_SUPABASE_URL: 'abc.supabase.co' },
      /NEXT_PUBLIC_SUPABASE_URL must be an absolute http\(s\) URL \(got "abc\.supabase\.co"\)/,
    ],
    [{ NEXT_PUBLIC_SITE_URL: 'caparica-detailing.pt' }, /NEXT_PUBLIC_SITE_URL must be an absolute http\(s\) URL/],
    [{ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }, /NEXT_PUBLIC_SITE_URL is required with a hosted backend/],
    [{ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' }, /NEXT_PUBLIC_SITE_URL is required with a hosted backend/],
    [
      { NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co', NEXT_PUBLIC_SITE_URL: 'https://caparica-detailing.pt' },
      /BOOKING_CHALLENGE_SECRET is required with a hosted Supabase project/,
    ],
    [
      {
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
        NEXT_PUBLIC_SITE_URL: 'https://caparica-detailing.pt',
        SANITY_REVALIDATE_SECRET: 'a-revalidate-secret',
      },
      /SANITY_API_WRITE_TOKEN is required with a hosted Sanity project/,
    ],
    [{ BOOKING_CHALLENGE_SECRET: 'too-short' }, /BOOKING_CHALLENGE_SECRET must be at least 32 characters/],
    [{ BEHIND_PROXY: 'yes' }, /BEHIND_PROXY must be true or false/],
    [
      { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abc' },
      /NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is a secret key: it must never be public/,
    ],
    [
      { SUPABASE_SECRET_KEY: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH' },
      /SUPABASE_SECRET_KEY is a publishable key/,
    ],
  ])('stops, naming the variable (%o)', (env, message) => {
    const { status, output } = build(env);
    expect(status).not.toBe(0);
    expect(output).toMatch(message);
    expect(output).not.toMatch(/Creating an optimized production build/);
  });
});
