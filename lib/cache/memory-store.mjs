// @ts-check
/**
 * One instance's page and data cache, in memory, on Next's public cache-handler interface
 * (`get`/`set`/`revalidateTag`). A revalidated tag leaves a page stale, not gone: Next serves it as
 * it was while one request regenerates it, so while the content source is down the last good page
 * stays up. Data entries of a revalidated tag miss at once, so that regeneration reads fresh content.
 * Bounded in entries and in bytes, whatever URLs visitors make up: past either bound the least
 * recently used entry goes. The site's own pages and data (three languages) take a small part of it.
 */
export const MAX_ENTRIES = 1000;
export const MAX_BYTES = 64 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';

/** @typedef {{ value: any, lastModified: number, tags: string[], size: number, cacheControl?: { revalidate: number | false, expire?: number } }} Entry */

/**
 * About how many bytes a stored value holds: its strings (two bytes a character, as JavaScript may
 * keep them), buffers, and what maps, arrays and objects hold, whatever the shape Next gives it.
 * @param {unknown} value
 * @returns {number}
 */
export function approximateSize(value) {
  if (typeof value === 'string') return 2 * value.length;
  if (value === null || typeof value !== 'object') return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  const parts = value instanceof Map ? [...value.keys(), ...value.values()] : Object.entries(value).flat();
  return parts.reduce((total, part) => total + approximateSize(part), 16);
}

export class MemoryStore {
  /** In order of use, the least recently used first. @type {Map<string, Entry>} */
  entries = new Map();
  bytes = 0;
  /** When each tag was last revalidated (ms since the epoch). @type {Map<string, number>} */
  revalidatedAt = new Map();

  /** @param {string} key @param {{ tags?: string[], softTags?: string[] }} [ctx] */
  get(key, ctx = {}) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    this.entries.set(key, entry);
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
    this.delete(key);
    if (!value) return;
    const header = value.headers?.[TAGS_HEADER];
    const tags = [...(ctx.tags ?? []), ...(typeof header === 'string' ? header.split(',') : [])];
    const size = approximateSize(value);
    if (size > MAX_BYTES) return;
    this.entries.set(key, { value, lastModified: Date.now(), tags, size, cacheControl: ctx.cacheControl });
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.delete(oldest);
    }
  }

  /** @param {string} key */
  delete(key) {
    this.bytes -= this.entries.get(key)?.size ?? 0;
    this.entries.delete(key);
  }

  /** @param {string | string[]} tags */
  revalidateTag(tags) {
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) this.revalidatedAt.set(tag, now);
  }
}
