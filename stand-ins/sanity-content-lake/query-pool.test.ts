import { afterEach, describe, expect, it } from 'vitest';
import { LakeError } from './errors.ts';
import { QueryPool } from './query-pool.ts';
import type { LakeDocument } from './store.ts';

const docs: LakeDocument[] = [
  { _id: 'a', _type: 'probe', title: 'A' },
  { _id: 'drafts.a', _type: 'probe', title: 'Draft A' },
];
// Evaluation that never ends on its own: nested scans of a large parameter.
const SPIN = 'count($n[count($n[count($n[count($n) > 0]) > 0]) > 0])';
const spinParams = { n: Array.from({ length: 1_000 }, (_, index) => index) };

const pools: QueryPool[] = [];
function pool(timeoutMs = 5_000) {
  const created = new QueryPool(() => docs, timeoutMs);
  pools.push(created);
  return created;
}

afterEach(async () => {
  for (const created of pools.splice(0)) await created.close();
});

describe('QueryPool', () => {
  it('answers with JSON text, in the perspective asked, and with the errors of the query', async () => {
    const queries = pool();
    const published = { perspective: 'published', canReadDrafts: true } as const;
    expect(await queries.run('*[_type == $type].title', { type: 'probe' }, published)).toBe('["A"]');
    expect(await queries.run('*[]._id', {}, { perspective: 'raw', canReadDrafts: false })).toBe('["a"]');
    expect(await queries.run('count(*)', {}, { documents: [] })).toBe('0');
    const error = await queries.run('*[', {}, published).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LakeError);
    expect((error as LakeError).body).toMatchObject({ error: { type: 'queryParseError' } });
  });

  it('lets later queries see a commit', async () => {
    const queries = pool();
    queries.commit({ b: { _id: 'b', _type: 'probe', title: 'B' }, a: null });
    expect(await queries.run('*[]._id', {}, { perspective: 'raw', canReadDrafts: true })).toBe('["drafts.a","b"]');
  });

  it('stops a query at the time limit, answers others meanwhile, and goes on with a new worker', async () => {
    const queries = pool(300);
    const scope = { documents: [] };
    const stopped = queries.run(SPIN, spinParams, scope).catch((caught: unknown) => caught);
    expect(await queries.run('1 + 1', {}, scope)).toBe('2');
    const error = await stopped;
    expect(error).toBeInstanceOf(LakeError);
    expect((error as LakeError).status).toBe(400);
    expect((error as LakeError).body).toEqual({
      error: { description: expect.stringMatching(/time limit of 0.3 s/), query: SPIN, type: 'queryExecutionError' },
    });
    // Every worker spinning at once: each is stopped, and queries are answered again after.
    const all = await Promise.allSettled(Array.from({ length: 6 }, () => queries.run(SPIN, spinParams, scope)));
    expect(all.map((outcome) => outcome.status)).toEqual(Array(6).fill('rejected'));
    expect(await queries.run('"still here"', {}, scope)).toBe('"still here"');
  });

  it("shares the workers fairly: one client's flood of slow queries never holds another client's query", async () => {
    const queries = pool(5_000);
    const scope = { documents: [] };
    let settled = 0;
    for (let index = 0; index < 8; index++) {
      queries.run(SPIN, spinParams, scope, 'address:a').catch(() => (settled += 1));
    }
    expect(await queries.run('"mine"', {}, scope, 'address:b')).toBe('"mine"');
    // Answered while the whole flood still runs or waits: first come, first served, it would have
    // waited for the first of the flood to be stopped at the time limit (closing the pool ends the rest).
    expect(settled).toBe(0);
  });
});
