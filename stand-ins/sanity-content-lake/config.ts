import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LOCAL_CONTENT_LAKE_PORT,
  LOCAL_PROJECT_ID,
  LOCAL_REVALIDATE_SECRET,
  LOCAL_SANITY_READ_TOKEN,
} from '../../lib/env/public.ts';
import { LOCAL_SANITY_WRITE_TOKEN } from '../../lib/env/server-schema.ts';
import { accountsFromEnv } from './auth.ts';
import type { ContentLakeOptions } from './server.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SEED_FILE = path.join(REPO_ROOT, 'content', 'dataset.ndjson');
export const SEED_ASSETS_DIR = path.join(REPO_ROOT, 'content', 'assets');
export const DEFAULT_LAKE_DIR = path.join(REPO_ROOT, '.local', 'content-lake');
/** Sanity lets a project allow `http://localhost:*`; so does the lake by default. */
const DEFAULT_CORS_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The lake's settings from env (CONTENT_LAKE_*), with the embedded defaults. */
export function lakeOptionsFromEnv(env: Record<string, string | undefined> = process.env): ContentLakeOptions {
  const secret = env.SANITY_REVALIDATE_SECRET?.trim() || LOCAL_REVALIDATE_SECRET;
  const port = Number(env.CONTENT_LAKE_PORT || LOCAL_CONTENT_LAKE_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`CONTENT_LAKE_PORT is not a port: ${env.CONTENT_LAKE_PORT}`);
  const webhooks =
    env.CONTENT_LAKE_WEBHOOK_URL === undefined
      ? ['http://127.0.0.1:3000/api/revalidate']
      : list(env.CONTENT_LAKE_WEBHOOK_URL);
  return {
    dir: env.CONTENT_LAKE_DIR?.trim() || DEFAULT_LAKE_DIR,
    seedFile: SEED_FILE,
    seedAssetsDir: SEED_ASSETS_DIR,
    port,
    host: env.CONTENT_LAKE_HOST?.trim() || 'localhost',
    projectId: LOCAL_PROJECT_ID,
    dataset: env.NEXT_PUBLIC_SANITY_DATASET?.trim() || 'production',
    corsOrigins: env.CONTENT_LAKE_CORS_ORIGINS ? list(env.CONTENT_LAKE_CORS_ORIGINS) : DEFAULT_CORS_ORIGINS,
    webhooks: webhooks.map((url) => ({ url, secret })),
    accounts: accountsFromEnv(env),
    // The site's token (SANITY_API_READ_TOKEN, the same variable the site reads) is a Viewer here.
    viewerTokens: [env.SANITY_API_READ_TOKEN?.trim() || LOCAL_SANITY_READ_TOKEN],
    // And its write token (SANITY_API_WRITE_TOKEN) an Editor.
    editorTokens: [env.SANITY_API_WRITE_TOKEN?.trim() || LOCAL_SANITY_WRITE_TOKEN],
  };
}
