// @ts-check
/**
 * Next.js's own file-system ISR cache, plus one thing: every stored page carries a
 * Content-Security-Policy with the hashes of its own inline scripts. Regenerations pass through
 * `set`; pages prerendered at build are read through `get` (their build seeds are not written
 * through a handler), so both add the header when it is missing. Next.js sends a cached page's
 * stored headers with it, so static pages stay static and still get a strict policy.
 */
import { createRequire } from 'node:module';
import { policyForStoredPage } from './content-security-policy.mjs';

const require = createRequire(import.meta.url);
/** @type {any} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

// The embedded defaults of lib/env.ts (this file is loaded by Next without a TypeScript build).
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const LOCAL_CONTENT_LAKE_URL = 'http://localhost:54330';
const CSP = 'content-security-policy';

/** The page path inside an opaque cache key (`/route-cache/APP_PAGE/<hash>/$/about` → `/about`). */
export function pathnameOfKey(key) {
  const at = key.indexOf('/$/');
  return at === -1 ? key : key.slice(at + 2);
}

/** Adds the policy to an APP_PAGE value that has HTML and no policy yet; returns the value. */
export function withPolicy(key, value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  const headers = (value.headers ??= {});
  if (!headers[CSP]) {
    headers[CSP] = policyForStoredPage(pathnameOfKey(key), value.html, {
      supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL,
      sanityApiHost:
        process.env.NEXT_PUBLIC_SANITY_API_HOST ||
        (process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ? undefined : LOCAL_CONTENT_LAKE_URL),
    });
  }
  return value;
}

export default class CspCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry?.value) withPolicy(key, entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    // A regeneration's HTML differs from the last one (new content, new flight data): new hashes.
    if (data?.kind === 'APP_PAGE' && data.headers) delete data.headers[CSP];
    return super.set(key, withPolicy(key, data), ctx);
  }
}
