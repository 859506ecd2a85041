// @ts-check
/**
 * One instance's page and data cache, in memory, on Next's public cache-handler interface
 * (`get`/`set`/`revalidateTag`). A revalidated tag leaves a page stale, not gone: Next serves it as
 * it was while one request regenerates it, so while the content source is down the last good page
 * stays up. Data entries of a revalidated tag miss at once, so that regeneration reads fresh content.
 * Bounded: past MAX_ENTRIES the least recently stored entry goes.
 */
const MAX_ENTRIES = 2000;
const TAGS_HEADER = 'x-next-cache-tags';

/** @typedef {{ value: any, lastModified: number, tags: string[], cacheControl?: { revalidate: number | false, expire?: number } }} Entry */

export class MemoryStore {
  /** @type {Map<string, Entry>} */
  entries = new Map();
  /** When each tag was last revalidated (ms since the epoch). @type {Map<string, number>} */
  revalidatedAt = new Map();

  /** @param {string} key @param {{ tags?: string[], softTags?: string[] }} [ctx] */
  get(key, ctx = {}) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
    const stale = tags.some((tag) => (this.revalidatedAt.get(tag) ?? -Infinity) > entry.lastModified);
    const { value, lastModified, cacheControl } = entry;
    if (!stale) return { value, lastModified, cacheControl };
    if (value?.kind !== 'APP_PAGE' && value?.kind !== 'APP_ROUTE') return null;
    // A lifetime that has run out is how Next is told to serve an entry while it regenerates it.
    return { value, lastModified, cacheControl: { ...cacheControl, revalidate: 1 } };
  }

  /**
   * @param {string} key @param {any} value
   * @param {{ tags?: string[], cacheControl?: Entry['cacheControl'] }} [ctx]
   */
  set(key, value, ctx = {}) {
    this.entries.delete(key);
    if (!value) return;
    const header = value.headers?.[TAGS_HEADER];
    const tags = [...(ctx.tags ?? []), ...(typeof header === 'string' ? header.split(',') : [])];
    this.entries.set(key, { value, lastModified: Date.now(), tags, cacheControl: ctx.cacheControl });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '');
  }

  /** @param {string | string[]} tags */
  revalidateTag(tags) {
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) this.revalidatedAt.set(tag, now);
  }
}
