import { Mutation } from '@sanity/mutator';
import { LakeError } from './errors.ts';
import { runQuery, type QueryRunner } from './query.ts';
import { randomId, type LakeDocument, type Transaction } from './store.ts';

/**
 * Sanity's mutation semantics (https://www.sanity.io/docs/http-mutations) over the lake's
 * documents: the patch operations themselves are applied by @sanity/mutator, Sanity's own patch
 * engine; this module resolves targets (by id or GROQ query), checks ids, existence and
 * `ifRevisionID`, and stamps revisions. A transaction applies all or nothing.
 */
export type MutationInput = Record<string, unknown>;
export type Operation = 'create' | 'update' | 'delete' | 'none';

export interface PreparedTransaction {
  transaction: Transaction;
  results: { id: string; operation: Operation }[];
}

const ID_PATTERN = /^[a-zA-Z0-9._-]{1,128}$/;
const OPERATIONS = ['create', 'createIfNotExists', 'createOrReplace', 'delete', 'patch'] as const;

const clone = <T>(value: T): T => structuredClone(value);

function mutationError(status: number, type: string, description: string, id?: string): LakeError {
  return new LakeError(status, {
    error: {
      description: `The mutation(s) failed: ${description}`,
      items: [{ error: { description, id, type } }],
      type: 'mutationError',
    },
  });
}

function checkId(id: unknown): string {
  if (typeof id !== 'string' || !ID_PATTERN.test(id) || id.startsWith('.') || id.includes('..')) {
    throw mutationError(400, 'invalidDocumentIdError', `Document ID "${String(id)}" is not valid`);
  }
  return id;
}

/** A create's `_id`: generated when absent, or completed when it ends with a dot (`drafts.`). */
function idForCreate(doc: LakeDocument): string {
  if (doc._id === undefined || doc._id === '') return randomId();
  if (typeof doc._id === 'string' && doc._id.endsWith('.')) return `${doc._id}${randomId()}`;
  return checkId(doc._id);
}

function checkDocumentBody(doc: unknown, operation: string): LakeDocument {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    throw mutationError(400, 'invalidMutationError', `${operation} needs a document object`);
  }
  const typed = doc as LakeDocument;
  if (typeof typed._type !== 'string' || typed._type === '') {
    throw mutationError(400, 'invalidMutationError', `Document is missing a _type`);
  }
  return clone(typed);
}

function idsOf(result: unknown): string[] {
  const docs = Array.isArray(result) ? result : result ? [result] : [];
  return docs.flatMap((doc) => (doc && typeof doc === 'object' && '_id' in doc ? [String(doc._id)] : []));
}

/** Resolves query-targeted deletes and patches to ids, against the state before the transaction. */
async function resolveQueryTargets(
  documents: Map<string, LakeDocument>,
  mutations: MutationInput[],
  evaluate: QueryRunner,
): Promise<Map<MutationInput, string[]>> {
  const targets = new Map<MutationInput, string[]>();
  for (const mutation of mutations) {
    const body = (mutation.delete ?? mutation.patch) as Record<string, unknown> | undefined;
    if (!body || !('query' in body)) continue;
    const params = (body.params ?? {}) as Record<string, unknown>;
    if (typeof body.query !== 'string') throw mutationError(400, 'invalidMutationError', 'query must be a GROQ string');
    let value: unknown;
    try {
      value = await evaluate([...documents.values()], body.query, params);
    } catch (error) {
      throw mutationError(400, 'queryParseError', `Invalid query: ${String(error)}`);
    }
    targets.set(mutation, idsOf(value));
  }
  return targets;
}

/** The ids a document strongly references (`_ref` without `_weak: true`), at any depth. */
function strongReferences(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) strongReferences(item, found);
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (typeof node._ref === 'string' && node._weak !== true) found.add(node._ref);
    for (const child of Object.values(node)) strongReferences(child, found);
  }
  return found;
}

/**
 * Sanity's referential integrity: a document that another document (as the transaction leaves
 * them) strongly references cannot be deleted; the whole transaction fails with a 409.
 */
function checkReferencesToDeleted(
  documents: Map<string, LakeDocument>,
  after: Record<string, LakeDocument | null>,
): void {
  const deleted = new Set(Object.keys(after).filter((id) => after[id] === null));
  if (deleted.size === 0) return;
  const ids = new Set([...documents.keys(), ...Object.keys(after)]);
  for (const referrer of ids) {
    const doc = referrer in after ? after[referrer] : documents.get(referrer);
    if (!doc) continue;
    for (const target of strongReferences(doc)) {
      if (!deleted.has(target)) continue;
      throw mutationError(
        409,
        'documentHasExistingReferencesError',
        `Document "${target}" cannot be deleted as there are references to it from "${referrer}"`,
        target,
      );
    }
  }
}

/**
 * Applies `mutations` to a copy of the touched documents. Throws a LakeError (nothing changed)
 * when any of them fails; otherwise returns the transaction to commit.
 */
export async function prepareTransaction(
  documents: Map<string, LakeDocument>,
  mutations: unknown,
  {
    author,
    transactionId = randomId(),
    now = new Date(),
    evaluate = runQuery,
  }: {
    author: string;
    transactionId?: string;
    now?: Date;
    /** How target queries are evaluated (the lake's query pool, so they keep its time limit). */
    evaluate?: QueryRunner;
  },
): Promise<PreparedTransaction> {
  if (!Array.isArray(mutations) || mutations.length === 0) {
    throw mutationError(400, 'invalidMutationError', 'Expected a non-empty array of mutations');
  }
  const list = mutations as MutationInput[];
  const queryTargets = await resolveQueryTargets(documents, list, evaluate);
  const timestamp = now.toISOString();
  const before: Record<string, LakeDocument | null> = {};
  const working = new Map<string, LakeDocument | null>();
  const current = (id: string): LakeDocument | null =>
    working.has(id) ? (working.get(id) ?? null) : clone(documents.get(id) ?? null);
  const write = (id: string, doc: LakeDocument | null) => {
    if (!(id in before)) before[id] = clone(documents.get(id) ?? null);
    working.set(id, doc);
  };
  const results: PreparedTransaction['results'] = [];
  // What the listeners and the history are told: every mutation with its resolved target id.
  const effective: MutationInput[] = [];

  for (const mutation of list) {
    const kinds = OPERATIONS.filter((kind) => kind in (mutation ?? {}));
    if (kinds.length !== 1) {
      throw mutationError(400, 'invalidMutationError', `Each mutation needs exactly one of ${OPERATIONS.join(', ')}`);
    }
    const kind = kinds[0]!;
    const apply = (id: string, input: LakeDocument | null, one: MutationInput) =>
      new Mutation({ mutations: [one], timestamp, resultRev: transactionId, transactionId }).apply(
        input,
      ) as LakeDocument | null;

    if (kind === 'create' || kind === 'createIfNotExists' || kind === 'createOrReplace') {
      const doc = checkDocumentBody(mutation[kind], kind);
      const id = kind === 'create' ? idForCreate(doc) : checkId(doc._id);
      doc._id = id;
      const existing = current(id);
      if (kind === 'create' && existing) {
        throw mutationError(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id);
      }
      effective.push({ [kind]: clone(doc) });
      if (kind === 'createIfNotExists' && existing) {
        results.push({ id, operation: 'none' });
        continue;
      }
      const created = apply(id, existing, { [kind]: doc });
      if (created && existing?._createdAt) created._createdAt = existing._createdAt;
      write(id, created);
      results.push({ id, operation: existing ? 'update' : 'create' });
      continue;
    }

    const body = mutation[kind] as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') throw mutationError(400, 'invalidMutationError', `${kind} needs an object`);
    const ids = queryTargets.get(mutation) ?? [checkId(body.id)];

    if (kind === 'delete') {
      for (const id of ids) {
        const existing = current(id);
        effective.push({ delete: { id } });
        if (existing) write(id, null);
        results.push({ id, operation: existing ? 'delete' : 'none' });
      }
      continue;
    }

    for (const id of ids) {
      const existing = current(id);
      if (!existing) throw mutationError(404, 'documentNotFoundError', `Document "${id}" not found`, id);
      if (typeof body.ifRevisionID === 'string' && body.ifRevisionID !== existing._rev) {
        throw mutationError(
          409,
          'documentRevisionIDDoesNotMatchError',
          `Document "${id}" has unexpected revision ID ("${existing._rev}"), expected "${body.ifRevisionID}"`,
          id,
        );
      }
      const operations = Object.fromEntries(
        Object.entries(body).filter(([key]) => key !== 'query' && key !== 'params' && key !== 'ifRevisionID'),
      );
      effective.push({ patch: { ...clone(operations), id } });
      let patched: LakeDocument | null;
      try {
        patched = apply(id, existing, { patch: { ...clone(operations), id } });
      } catch (error) {
        throw mutationError(400, 'invalidPatchError', `Patch on "${id}" failed: ${String(error)}`, id);
      }
      if (patched && (patched._id !== id || typeof patched._type !== 'string')) {
        throw mutationError(400, 'invalidPatchError', `A patch cannot change _id or remove _type ("${id}")`, id);
      }
      write(id, patched);
      results.push({ id, operation: 'update' });
    }
  }

  // @sanity/mutator stamps `_rev` and `_updatedAt` on every patched document: compare without them.
  const content = (doc: LakeDocument | null | undefined) =>
    JSON.stringify(doc ? { ...doc, _rev: undefined, _updatedAt: undefined } : null);
  const after: Record<string, LakeDocument | null> = {};
  for (const [id, doc] of working) {
    if (content(doc) === content(before[id])) continue; // no-op writes change nothing
    if (doc) {
      doc._rev = transactionId;
      doc._updatedAt = timestamp;
      doc._createdAt ??= timestamp;
    }
    after[id] = doc;
  }
  for (const id of Object.keys(before)) if (!(id in after)) delete before[id];
  checkReferencesToDeleted(documents, after);

  return {
    transaction: { id: transactionId, timestamp, author, mutations: effective, before, after },
    results,
  };
}
