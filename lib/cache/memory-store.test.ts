import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approximateSize, MAX_BYTES, MAX_ENTRIES, MemoryStore } from './memory-store.mjs';

const page = (tags: string) => ({ kind: 'APP_PAGE', html: '<h1>Hi</h1>', headers: { 'x-next-cache-tags': tags } });
const data = { kind: 'FETCH', data: { body: '{}' } };

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 12) }));
afterEach(() => vi.useRealTimers());

describe('MemoryStore', () => {
  it('returns what was stored, with its lifetime, until a tag of it is revalidated', () => {
    const store = new MemoryStore();
    store.set('/about', page('siteSettings,aboutPage'), { cacheControl: { revalidate: false } });
    expect(store.get('/about')).toEqual({
      value: page('siteSettings,aboutPage'),
      lastModified: Date.now(),
      cacheControl: { revalidate: false },
    });
    store.revalidateTag('service');
    expect(store.get('/about')?.cacheControl).toEqual({ revalidate: false });
  });

  it('a revalidated page stays, stale: its lifetime has run out, so Next serves it while it regenerates', () => {
    const store = new MemoryStore();
    store.set('/about', page('siteSettings,aboutPage'), { cacheControl: { revalidate: false } });
    vi.advanceTimersByTime(5_000);
    store.revalidateTag(['aboutPage']);
    const stale = store.get('/about');
    expect(stale?.value).toEqual(page('siteSettings,aboutPage'));
    expect(stale!.lastModified + Number(stale!.cacheControl?.revalidate) * 1000).toBeLessThan(Date.now());
    // The regenerated page is fresh again.
    store.set('/about', page('siteSettings,aboutPage'), { cacheControl: { revalidate: false } });
    expect(store.get('/about')?.cacheControl).toEqual({ revalidate: false });
  });

  it('data of a revalidated tag misses at once, by its own tags or the soft tags of the page reading it', () => {
    const store = new MemoryStore();
    store.set('q1', data, { tags: ['service'] });
    store.set('q2', data, { tags: ['faq'] });
    vi.advanceTimersByTime(1);
    store.revalidateTag('service');
    expect(store.get('q1', { tags: ['service'] })).toBeNull();
    expect(store.get('q2', { tags: ['faq'] })?.value).toEqual(data);
    store.revalidateTag('_N_T_/about');
    expect(store.get('q2', { tags: ['faq'], softTags: ['_N_T_/about'] })).toBeNull();
  });

  it('an entry stored after the revalidation is fresh; an empty value removes the entry', () => {
    const store = new MemoryStore();
    store.revalidateTag('service');
    vi.advanceTimersByTime(1);
    store.set('q1', data, { tags: ['service'] });
    expect(store.get('q1', { tags: ['service'] })?.value).toEqual(data);
    store.set('q1', null);
    expect(store.get('q1')).toBeNull();
  });

  it(`keeps at most ${MAX_ENTRIES} entries, dropping the least recently used`, () => {
    const store = new MemoryStore();
    for (let i = 0; i < MAX_ENTRIES; i++) store.set(`k${i}`, data);
    // Read, k0 is used more recently than k1.
    expect(store.get('k0')?.value).toEqual(data);
    store.set('one more', data);
    expect(store.get('k1')).toBeNull();
    expect(store.get('k0')?.value).toEqual(data);
    expect(store.get('one more')?.value).toEqual(data);
  });

  it('keeps at most MAX_BYTES of values, dropping the least recently used; a bigger value is not stored', () => {
    const store = new MemoryStore();
    const big = { kind: 'APP_PAGE', html: 'x'.repeat(MAX_BYTES / 10) };
    for (const key of ['a', 'b', 'c', 'd']) store.set(key, big);
    expect(store.bytes).toBeLessThanOrEqual(MAX_BYTES);
    store.get('a');
    store.set('e', big);
    expect(store.get('b')).toBeNull();
    expect(store.get('a')?.value).toBe(big);
    expect(store.bytes).toBeLessThanOrEqual(MAX_BYTES);
    store.set('huge', { kind: 'APP_PAGE', html: 'x'.repeat(MAX_BYTES) });
    expect(store.get('huge')).toBeNull();
    expect(store.get('e')?.value).toBe(big);
  });

  it('sizes a page by what it holds: its HTML, its RSC payload and segment buffers', () => {
    const rsc = Buffer.alloc(1000);
    const page = {
      kind: 'APP_PAGE',
      html: 'x'.repeat(500),
      rscData: rsc,
      segmentData: new Map([['/a', Buffer.alloc(300)]]),
    };
    expect(approximateSize(page)).toBeGreaterThanOrEqual(1000 + 1000 + 300);
    expect(approximateSize(page)).toBeLessThan(1000 + 1000 + 300 + 200);
  });
});
