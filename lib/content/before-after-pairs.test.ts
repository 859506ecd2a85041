import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentFetch } from './fetch';
import { getBeforeAfterPairs } from '.';
import { beforeAfterPairsQuery } from './queries';
import { CACHE_TAGS } from './tags';

vi.mock('./fetch', () => ({ contentFetch: vi.fn() }));
const fetched = vi.mocked(contentFetch);

beforeEach(() => fetched.mockReset());

const photo = (id: string, alt: string | null, crop: Record<string, number> | null = null) => ({
  _key: null,
  alt,
  hotspot: null,
  crop,
  asset: { _id: `image-${id}-1600x1000-webp`, url: null, width: 1600, height: 1000, lqip: null },
});

const row = (overrides: Record<string, unknown> = {}) => ({
  _id: 'beforeAfterPair-a',
  service: { value: 'paint-correction', title: 'Paint correction' },
  caption: 'Swirls polished out',
  before: photo('b1', 'Swirled bonnet'),
  after: photo('a1', 'Mirror-finish bonnet'),
  ...overrides,
});

describe('getBeforeAfterPairs', () => {
  it('asks for every pair, or one service’s, in the language, tagged with the types it reads', async () => {
    fetched.mockResolvedValue([]);
    await getBeforeAfterPairs('pt');
    expect(fetched).toHaveBeenLastCalledWith({
      query: beforeAfterPairsQuery,
      params: { lang: 'pt', service: null },
      tags: [CACHE_TAGS.beforeAfterPair, CACHE_TAGS.service],
    });
    await getBeforeAfterPairs('uk', 'interior-detailing');
    expect(fetched).toHaveBeenLastCalledWith({
      query: beforeAfterPairsQuery,
      params: { lang: 'uk', service: 'interior-detailing' },
      tags: [CACHE_TAGS.beforeAfterPair, CACHE_TAGS.service],
    });
  });

  it('gives each pair with both photos, its size (the before photo’s crop) and a name for its slider', async () => {
    fetched.mockResolvedValue([
      row(),
      row({ _id: 'no-after', after: null }),
      row({ _id: 'no-before-asset', before: { ...photo('b2', 'x'), asset: null } }),
      row({
        _id: 'beforeAfterPair-b',
        caption: null,
        before: photo('b3', 'Dusty seat', { top: 0, bottom: 0.2, left: 0, right: 0 }),
      }),
      row({ _id: 'beforeAfterPair-c', caption: null, service: null }),
    ]);
    const pairs = await getBeforeAfterPairs('en');
    expect(pairs.map((pair) => pair.id)).toEqual(['beforeAfterPair-a', 'beforeAfterPair-b', 'beforeAfterPair-c']);
    expect(pairs[0]).toEqual({
      id: 'beforeAfterPair-a',
      service: 'paint-correction',
      caption: 'Swirls polished out',
      name: 'Swirls polished out',
      before: photo('b1', 'Swirled bonnet'),
      after: photo('a1', 'Mirror-finish bonnet'),
      width: 1600,
      height: 1000,
    });
    // The frame takes the before photo as the URL serves it: its crop.
    expect(pairs[1]).toMatchObject({ width: 1600, height: 800, caption: null, name: 'Paint correction' });
    // Without a caption or a service, the after photo's alt text names it.
    expect(pairs[2]).toMatchObject({ service: null, name: 'Mirror-finish bonnet' });
  });
});
