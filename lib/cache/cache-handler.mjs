// @ts-check
/**
 * The cache behind ISR pages and `fetch` data, on Next's public cache-handler interface, in a store
 * chosen by configuration:
 * - `REDIS_URL` set: one Redis shared by every instance (@fortedigital/nextjs-cache-handler), so a
 *   webhook to any instance invalidates the content everywhere, and a restarted instance finds what
 *   the others stored;
 * - otherwise one instance's memory (memory-store.mjs), and `npm run local` needs no Redis. A
 *   started instance renders each page on its first visit.
 * On Vercel, next.config.mjs sets no handler at all (Vercel's own cache serves pages there).
 *
 * Either way every page read from it carries a Content-Security-Policy with the hashes of the
 * inline scripts of the very HTML being served (lib/security), so a policy can never disagree
 * with its page, whatever instance or regeneration wrote it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withPolicy } from '../security/content-security-policy.mjs';
import { MemoryStore } from './memory-store.mjs';

const BUILD_PHASE = 'phase-production-build';
const ORIGINS_FILE = 'content-security-policy-origins.json';

/**
 * The backends' origins the policy allows, as the build compiled them into the pages' scripts.
 * The build records them next to its output; a server reads them from there, so a run-time
 * environment without (or with a wrong) NEXT_PUBLIC_* value cannot break the policy.
 * @param {string} serverDistDir
 * @returns {Promise<{ supabaseUrl: string, sanityApiHost?: string }>}
 */
async function originsOfBuild(serverDistDir) {
  const file = path.join(serverDistDir, ORIGINS_FILE);
  if (process.env.NEXT_PHASE === BUILD_PHASE) {
    const { publicEnv, contentLake } = await import('../env/public.ts');
    const origins = { supabaseUrl: publicEnv.supabaseUrl, sanityApiHost: contentLake.apiHost };
    writeFileSync(file, JSON.stringify(origins));
    return origins;
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @type {Map<string, Promise<{ supabaseUrl: string, sanityApiHost?: string }>>} */
const originsByBuild = new Map();
/** The library's CacheHandler class, configured once per process. @type {Promise<any> | undefined} */
let redis;
/** @type {MemoryStore | undefined} */
let memory;

/** Next's cache handler interface, delegated to the chosen store. */
export default class CacheHandler {
  /** @param {any} context */
  constructor(context) {
    // Undefined where Next.js builds a cache for the proxy's own fetches, which stores no pages.
    /** @type {string | undefined} */
    this.serverDistDir = context.serverDistDir;
    // Prerendered pages are not stored through the handler, so the build records its origins now.
    if (process.env.NEXT_PHASE === BUILD_PHASE && this.serverDistDir) this.origins().catch(() => {});
    // The build never writes to a shared cache: its entries could outlive a webhook that reached the
    // previous deployment while this one was being built.
    const redisUrl = process.env.NEXT_PHASE === BUILD_PHASE ? undefined : process.env.REDIS_URL;
    this.store = redisUrl
      ? (redis ??= redisCacheHandler(redisUrl)).then((LibraryCacheHandler) => new LibraryCacheHandler(context))
      : (memory ??= new MemoryStore());
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const entry = await (await this.store).get(key, ctx);
    if (entry?.value) await this.addPolicy(key, entry.value);
    return entry;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    // The same object answers the request that regenerated the page, so it gets its policy here.
    return (await this.store).set(key, await this.addPolicy(key, data), ctx);
  }

  /** @param {string | string[]} tags @param {any} [durations] */
  async revalidateTag(tags, durations) {
    return (await this.store).revalidateTag(tags, durations);
  }

  resetRequestCache() {}

  /** @param {string} key @param {any} value */
  async addPolicy(key, value) {
    return value?.kind === 'APP_PAGE' ? withPolicy(key, value, await this.origins()) : value;
  }

  origins() {
    const dir = this.serverDistDir;
    if (!dir) throw new Error('The cache handler stores pages only where Next.js gives it its output folder');
    let origins = originsByBuild.get(dir);
    if (!origins) originsByBuild.set(dir, (origins = originsOfBuild(dir)));
    return origins;
  }
}

/**
 * The Redis store, configured once per process. Keys carry the build id, so instances of a new
 * deployment never serve pages that name the previous build's scripts. While Redis is unreachable,
 * reads miss and pages render on request (correct, slower); the client reconnects by itself.
 * @param {string} url
 */
async function redisCacheHandler(url) {
  const [{ CacheHandler }, { default: createRedisHandler }, { createClient }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler'),
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
    import('redis'),
  ]);
  const client = createClient({ url });
  let reported = false;
  client.on('error', (/** @type {Error} */ error) => {
    if (!reported) console.error(`[cache] Redis at ${new URL(url).host} unreachable: ${error.message}`);
    reported = true;
  });
  client.on('ready', () => (reported = false));
  client.connect().catch(() => {});
  CacheHandler.onCreation(({ buildId }) => ({
    handlers: [createRedisHandler({ client, keyPrefix: `caparica:${buildId}:` })],
  }));
  return CacheHandler;
}
