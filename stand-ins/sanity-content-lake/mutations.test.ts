import { describe, expect, it } from 'vitest';
import { LakeError } from './errors.ts';
import { prepareTransaction } from './mutations.ts';
import type { LakeDocument } from './store.ts';

/** Sanity's mutation semantics on a small in-memory dataset: nothing is committed by prepareTransaction. */
const NOW = new Date('2026-01-02T03:04:05.000Z');
const author = 'p-owner';

function dataset(): Map<string, LakeDocument> {
  const docs: LakeDocument[] = [
    {
      _id: 'a',
      _type: 'probe',
      _rev: 'rev-a',
      _createdAt: '2024-01-01T00:00:00.000Z',
      _updatedAt: '2024-01-01T00:00:00.000Z',
      title: 'Alpha',
      count: 1,
      tags: [
        { _key: 'k1', name: 'one' },
        { _key: 'k2', name: 'two' },
      ],
      text: 'The quick brown fox',
    },
    { _id: 'b', _type: 'probe', _rev: 'rev-b', title: 'Beta', count: 5 },
    { _id: 'drafts.b', _type: 'probe', _rev: 'rev-db', title: 'Beta draft', count: 6 },
    { _id: 'c', _type: 'other', _rev: 'rev-c', title: 'Gamma' },
  ];
  return new Map(docs.map((doc) => [doc._id, doc]));
}

const snapshot = (documents: Map<string, LakeDocument>) => JSON.stringify([...documents.entries()]);

async function failure(promise: Promise<unknown>): Promise<LakeError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LakeError);
  return error as LakeError;
}

type ErrorBody = { error: { type: string; description: string; items: { error: { type: string; id?: string } }[] } };

describe('prepareTransaction', () => {
  it('generates an id for a create without _id and completes an _id ending with a dot', async () => {
    const documents = dataset();
    const { transaction, results } = await prepareTransaction(
      documents,
      [{ create: { _type: 'probe', title: 'no id' } }, { create: { _id: 'drafts.', _type: 'probe', title: 'prefix' } }],
      { author, transactionId: 'tx-1', now: NOW },
    );
    expect(results).toHaveLength(2);
    const [generated, prefixed] = results;
    expect(generated).toMatchObject({ operation: 'create', id: expect.stringMatching(/^[A-Za-z0-9]{22}$/) });
    expect(prefixed).toMatchObject({ operation: 'create', id: expect.stringMatching(/^drafts\.[A-Za-z0-9]{22}$/) });
    expect(transaction).toMatchObject({ id: 'tx-1', author, timestamp: NOW.toISOString() });
    expect(transaction.after[generated!.id]).toEqual({
      _id: generated!.id,
      _type: 'probe',
      title: 'no id',
      _rev: 'tx-1',
      _createdAt: NOW.toISOString(),
      _updatedAt: NOW.toISOString(),
    });
    expect(transaction.before[generated!.id]).toBeNull();
    expect(documents.has(generated!.id), 'prepare never commits').toBe(false);
  });

  it('refuses a create of an existing id with 409 documentAlreadyExistsError', async () => {
    const error = await failure(prepareTransaction(dataset(), [{ create: { _id: 'a', _type: 'probe' } }], { author }));
    expect(error.status).toBe(409);
    const body = error.body as ErrorBody;
    expect(body.error.type).toBe('mutationError');
    expect(body.error.items[0]!.error).toMatchObject({ type: 'documentAlreadyExistsError', id: 'a' });
  });

  it('createIfNotExists on an existing document is operation none and writes nothing', async () => {
    const { transaction, results } = await prepareTransaction(
      dataset(),
      [{ createIfNotExists: { _id: 'a', _type: 'probe', title: 'ignored' } }],
      { author },
    );
    expect(results).toEqual([{ id: 'a', operation: 'none' }]);
    expect(transaction.after).toEqual({});
    expect(transaction.before).toEqual({});
  });

  it('createOrReplace replaces the whole document, keeps _createdAt and reports update', async () => {
    const { transaction, results } = await prepareTransaction(
      dataset(),
      [{ createOrReplace: { _id: 'a', _type: 'probe', title: 'Replaced' } }],
      { author, transactionId: 'tx-r', now: NOW },
    );
    expect(results).toEqual([{ id: 'a', operation: 'update' }]);
    expect(transaction.after.a).toEqual({
      _id: 'a',
      _type: 'probe',
      title: 'Replaced',
      _rev: 'tx-r',
      _createdAt: '2024-01-01T00:00:00.000Z',
      _updatedAt: NOW.toISOString(),
    });
    expect(transaction.before.a).toMatchObject({ _rev: 'rev-a', title: 'Alpha' });
  });

  it('deletes by id (none when absent) and by GROQ query', async () => {
    const byId = await prepareTransaction(dataset(), [{ delete: { id: 'a' } }, { delete: { id: 'missing' } }], {
      author,
    });
    expect(byId.results).toEqual([
      { id: 'a', operation: 'delete' },
      { id: 'missing', operation: 'none' },
    ]);
    expect(byId.transaction.after).toEqual({ a: null });
    expect(byId.transaction.before.a).toMatchObject({ _id: 'a' });

    const byQuery = await prepareTransaction(
      dataset(),
      [{ delete: { query: '*[_type == $type]', params: { type: 'probe' } } }],
      { author },
    );
    expect(byQuery.results.map((result) => result.id).sort()).toEqual(['a', 'b', 'drafts.b']);
    expect(Object.keys(byQuery.transaction.after).sort()).toEqual(['a', 'b', 'drafts.b']);
    expect(Object.values(byQuery.transaction.after).every((doc) => doc === null)).toBe(true);
  });

  it('patches with set, setIfMissing, unset, inc, dec, insert and diffMatchPatch', async () => {
    const { transaction } = await prepareTransaction(
      dataset(),
      [
        { patch: { id: 'a', set: { title: 'Alpha 2' }, setIfMissing: { title: 'no', subtitle: 'added' } } },
        { patch: { id: 'a', unset: ['text'], inc: { count: 10 } } },
        { patch: { id: 'a', dec: { count: 3 } } },
        { patch: { id: 'a', insert: { after: 'tags[_key=="k1"]', items: [{ _key: 'k1b', name: 'one and a half' }] } } },
        { patch: { id: 'a', insert: { before: 'tags[0]', items: [{ _key: 'k0', name: 'zero' }] } } },
        { patch: { id: 'a', insert: { replace: 'tags[_key=="k2"]', items: [{ _key: 'k3', name: 'three' }] } } },
        { patch: { id: 'b', diffMatchPatch: { title: '@@ -1,4 +1,4 @@\n-Beta\n+Zeta\n' } } },
      ],
      { author, transactionId: 'tx-p', now: NOW },
    );
    expect(transaction.after.a).toMatchObject({
      title: 'Alpha 2',
      subtitle: 'added',
      count: 8,
      tags: [
        { _key: 'k0', name: 'zero' },
        { _key: 'k1', name: 'one' },
        { _key: 'k1b', name: 'one and a half' },
        { _key: 'k3', name: 'three' },
      ],
      _rev: 'tx-p',
      _updatedAt: NOW.toISOString(),
      _createdAt: '2024-01-01T00:00:00.000Z',
    });
    expect(transaction.after.a).not.toHaveProperty('text');
    expect(transaction.after.b).toMatchObject({ title: 'Zeta', _rev: 'tx-p' });
    expect(Object.keys(transaction.after).sort()).toEqual(['a', 'b']);
    expect(transaction.before.a).toMatchObject({ title: 'Alpha', count: 1, _rev: 'rev-a' });
  });

  it('patches every document a query matches', async () => {
    const { results, transaction } = await prepareTransaction(
      dataset(),
      [{ patch: { query: '*[_type == "probe" && !(_id in path("drafts.**"))]', set: { flagged: true } } }],
      { author },
    );
    expect(results.map((result) => result.id).sort()).toEqual(['a', 'b']);
    expect(transaction.after.a).toMatchObject({ flagged: true });
    expect(transaction.after.b).toMatchObject({ flagged: true });
    expect(transaction.after).not.toHaveProperty('drafts.b');
  });

  it('a later mutation sees what an earlier one in the same transaction did', async () => {
    const { transaction, results } = await prepareTransaction(
      dataset(),
      [{ create: { _id: 'new', _type: 'probe', count: 1 } }, { patch: { id: 'new', inc: { count: 1 } } }],
      { author, transactionId: 'tx-n' },
    );
    expect(results).toEqual([
      { id: 'new', operation: 'create' },
      { id: 'new', operation: 'update' },
    ]);
    expect(transaction.after.new).toMatchObject({ count: 2, _rev: 'tx-n' });
    expect(transaction.before.new).toBeNull();
  });

  it('ifRevisionID mismatch is a 409 mutationError and nothing is prepared', async () => {
    const documents = dataset();
    const before = snapshot(documents);
    const error = await failure(
      prepareTransaction(documents, [{ patch: { id: 'a', ifRevisionID: 'stale', set: { title: 'x' } } }], { author }),
    );
    expect(error.status).toBe(409);
    const body = error.body as ErrorBody;
    expect(body.error.type).toBe('mutationError');
    expect(body.error.items[0]!.error).toMatchObject({ type: 'documentRevisionIDDoesNotMatchError', id: 'a' });
    expect(snapshot(documents)).toBe(before);

    const ok = await prepareTransaction(
      documents,
      [{ patch: { id: 'a', ifRevisionID: 'rev-a', set: { title: 'x' } } }],
      { author },
    );
    expect(ok.transaction.after.a).toMatchObject({ title: 'x' });
  });

  it('fails the whole transaction when any mutation fails, leaving the documents untouched', async () => {
    const documents = dataset();
    const before = snapshot(documents);
    const error = await failure(
      prepareTransaction(
        documents,
        [{ patch: { id: 'a', set: { title: 'first applied?' } } }, { create: { _id: 'b', _type: 'probe' } }],
        { author },
      ),
    );
    expect(error.status).toBe(409);
    expect(snapshot(documents)).toBe(before);
  });

  it('a patch of a missing document is a 404 documentNotFoundError', async () => {
    const error = await failure(prepareTransaction(dataset(), [{ patch: { id: 'nope', set: { a: 1 } } }], { author }));
    expect(error.status).toBe(404);
    expect((error.body as ErrorBody).error.items[0]!.error.type).toBe('documentNotFoundError');
  });

  it('refuses invalid ids, empty transactions, ambiguous mutations and documents without _type', async () => {
    const cases: [unknown, number, string][] = [
      [[{ create: { _id: 'has space', _type: 'probe' } }], 400, 'invalidDocumentIdError'],
      [[{ create: { _id: '.hidden', _type: 'probe' } }], 400, 'invalidDocumentIdError'],
      [[{ patch: { id: 'a..b', set: { a: 1 } } }], 400, 'invalidDocumentIdError'],
      [[], 400, 'invalidMutationError'],
      ['not an array', 400, 'invalidMutationError'],
      [[{ create: { _id: 'x', _type: 'probe' }, delete: { id: 'a' } }], 400, 'invalidMutationError'],
      [[{ create: { _id: 'x' } }], 400, 'invalidMutationError'],
      [[{ delete: { query: '*[' } }], 400, 'queryParseError'],
    ];
    for (const [mutations, status, type] of cases) {
      const error = await failure(prepareTransaction(dataset(), mutations, { author }));
      expect(error.status, JSON.stringify(mutations)).toBe(status);
      expect((error.body as ErrorBody).error.type).toBe('mutationError');
      expect((error.body as ErrorBody).error.items[0]!.error.type, JSON.stringify(mutations)).toBe(type);
    }
  });

  it('refuses to delete a strongly referenced document, unless the referrer goes too or the reference is weak', async () => {
    const documents = dataset();
    documents.set('holder', {
      _id: 'holder',
      _type: 'probe',
      items: [{ _key: 'x', target: { _type: 'reference', _ref: 'c' } }],
      weak: { _type: 'reference', _ref: 'b', _weak: true },
    });
    const error = await failure(prepareTransaction(documents, [{ delete: { id: 'c' } }], { author }));
    expect(error.status).toBe(409);
    expect((error.body as ErrorBody).error.items[0]!.error).toMatchObject({
      type: 'documentHasExistingReferencesError',
      id: 'c',
    });
    const both = await prepareTransaction(documents, [{ delete: { id: 'holder' } }, { delete: { id: 'c' } }], {
      author,
    });
    expect(both.transaction.after).toEqual({ holder: null, c: null });
    const weak = await prepareTransaction(documents, [{ delete: { id: 'b' } }], { author });
    expect(weak.transaction.after).toEqual({ b: null });
    // A reference created in the same transaction holds the target too.
    const created = await failure(
      prepareTransaction(
        dataset(),
        [{ create: { _id: 'n', _type: 'probe', ref: { _type: 'reference', _ref: 'a' } } }, { delete: { id: 'a' } }],
        { author },
      ),
    );
    expect(created.status).toBe(409);
  });

  it('refuses a patch that changes _id', async () => {
    const error = await failure(prepareTransaction(dataset(), [{ patch: { id: 'a', set: { _id: 'z' } } }], { author }));
    expect(error.status).toBe(400);
    expect((error.body as ErrorBody).error.items[0]!.error.type).toBe('invalidPatchError');
  });

  it('a patch that changes nothing writes nothing and keeps the revision', async () => {
    const { transaction, results } = await prepareTransaction(
      dataset(),
      [{ patch: { id: 'a', set: { title: 'Alpha' } } }],
      { author },
    );
    expect(results).toEqual([{ id: 'a', operation: 'update' }]);
    expect(transaction.after).toEqual({});
  });
});
