import { describe, expect, it } from 'vitest';
import { LakeError } from './errors.ts';
import {
  defaultPerspective,
  documentsInPerspective,
  paramsFromSearch,
  parsePerspective,
  runQuery,
  withTextQuerySupport,
} from './query.ts';
import type { LakeDocument } from './store.ts';

const docs: LakeDocument[] = [
  { _id: 'a', _type: 'probe', title: 'Published A' },
  { _id: 'drafts.a', _type: 'probe', title: 'Draft A' },
  { _id: 'b', _type: 'probe', title: 'Published B only' },
  { _id: 'drafts.c', _type: 'probe', title: 'Draft C only' },
  { _id: 'versions.r1.a', _type: 'probe', title: 'Release version of A' },
];

const ids = (list: LakeDocument[]) => list.map((doc) => doc._id).sort();

function thrown(run: () => unknown): LakeError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(LakeError);
    return error as LakeError;
  }
  throw new Error('expected a LakeError');
}

describe('defaultPerspective', () => {
  it('is published from API version 2025-02-19 on and raw before (Sanity’s rule)', () => {
    expect(defaultPerspective('v2025-02-19')).toBe('published');
    expect(defaultPerspective('v2025-10-01')).toBe('published');
    expect(defaultPerspective('2025-10-01')).toBe('published');
    expect(defaultPerspective('v2025-02-18')).toBe('raw');
    expect(defaultPerspective('v2021-06-07')).toBe('raw');
    expect(defaultPerspective('v1')).toBe('raw');
    expect(defaultPerspective('vX')).toBe('raw');
  });
});

describe('parsePerspective', () => {
  it('falls back to the API version’s default when absent or empty', () => {
    expect(parsePerspective(null, 'v2025-10-01')).toBe('published');
    expect(parsePerspective('', 'v2021-06-07')).toBe('raw');
  });

  it('accepts raw, published, drafts and the legacy previewDrafts', () => {
    expect(parsePerspective('raw', 'v2025-10-01')).toBe('raw');
    expect(parsePerspective('published', 'v2021-06-07')).toBe('published');
    expect(parsePerspective('drafts', 'v2025-10-01')).toBe('drafts');
    expect(parsePerspective('previewDrafts', 'v2025-10-01')).toBe('drafts');
  });

  it('refuses unknown perspectives and release stacks with a 400 validationError', () => {
    for (const value of ['bogus', 'rSomeRelease', 'drafts,rRelease', 'Published']) {
      const error = thrown(() => parsePerspective(value, 'v2025-10-01'));
      expect(error.status, value).toBe(400);
      expect(error.body).toMatchObject({ error: { type: 'validationError', description: expect.any(String) } });
    }
  });
});

describe('documentsInPerspective', () => {
  it('published shows only published ids', () => {
    expect(ids(documentsInPerspective(docs, 'published', true))).toEqual(['a', 'b']);
  });

  it('raw shows every document to a reader who may read drafts', () => {
    expect(ids(documentsInPerspective(docs, 'raw', true))).toEqual(ids(docs));
  });

  it('drafts overlays each draft on its published id with _originalId', () => {
    const result = documentsInPerspective(docs, 'drafts', true);
    expect(ids(result)).toEqual(['a', 'b', 'c']);
    const byId = new Map(result.map((doc) => [doc._id, doc]));
    expect(byId.get('a')).toMatchObject({ title: 'Draft A', _originalId: 'drafts.a' });
    expect(byId.get('b')).toMatchObject({ title: 'Published B only' });
    expect(byId.get('c')).toMatchObject({ title: 'Draft C only', _originalId: 'drafts.c' });
    // The input is not changed by the overlay.
    expect(docs[1]!._id).toBe('drafts.a');
  });

  it('a reader who may not read drafts sees published documents whatever the perspective', () => {
    for (const perspective of ['raw', 'drafts', 'published'] as const) {
      const result = documentsInPerspective(docs, perspective, false);
      expect(ids(result), perspective).toEqual(['a', 'b']);
      expect(
        result.find((doc) => doc._id === 'a'),
        perspective,
      ).toMatchObject({ title: 'Published A' });
    }
  });
});

describe('withTextQuerySupport', () => {
  it('rewrites match text::query($param) to a plain match', () => {
    expect(withTextQuerySupport('*[@ match text::query($t)]', { t: 'foo' })).toBe('*[@ match $t]');
    expect(withTextQuerySupport('*[title match text::query( $term )]{_id}', { term: 'x' })).toBe(
      '*[title match $term]{_id}',
    );
  });

  it('turns the wildcard and the empty search into match "*"', () => {
    expect(withTextQuerySupport('*[@ match text::query($t)]', { t: '*' })).toBe('*[@ match "*"]');
    expect(withTextQuerySupport('*[@ match text::query($t)]', { t: '' })).toBe('*[@ match "*"]');
  });

  it('leaves other queries alone', () => {
    const query = '*[_type == "service" && title.en match $q] | order(_id)';
    expect(withTextQuerySupport(query, { q: 'x' })).toBe(query);
  });

  it('gives a query groq-js can run', async () => {
    const query = withTextQuerySupport('*[title match text::query($t)]._id', { t: 'Draft' });
    expect(((await runQuery(docs, query, { t: 'Draft' })) as string[]).sort()).toEqual(['drafts.a', 'drafts.c']);
  });
});

describe('runQuery and paramsFromSearch', () => {
  it('evaluates GROQ with params', async () => {
    expect(await runQuery(docs, '*[_id == $id][0].title', { id: 'b' })).toBe('Published B only');
  });

  it('answers bad GROQ with a 400 queryParseError carrying the query', async () => {
    const error = await runQuery(docs, '*[_type == ', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LakeError);
    expect((error as LakeError).status).toBe(400);
    expect((error as LakeError).body).toMatchObject({ error: { type: 'queryParseError', query: '*[_type == ' } });
  });

  it('reads $-prefixed JSON params and refuses malformed ones', () => {
    const search = new URLSearchParams({ query: '*', $id: '"a"', $n: '3', $list: '["x"]', other: 'y' });
    expect(paramsFromSearch(search)).toEqual({ id: 'a', n: 3, list: ['x'] });
    const error = thrown(() => paramsFromSearch(new URLSearchParams({ $id: 'not json' })));
    expect(error.status).toBe(400);
  });
});
