import { evaluate, parse } from 'groq-js';
import { LakeError } from './errors.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.ts';
import type { LakeDocument } from './store.ts';

/**
 * GROQ over the lake with Sanity's perspectives, evaluated by groq-js (Sanity's own GROQ engine).
 * Who may see drafts is decided by the caller: anonymous readers only ever get published documents.
 */
export type Perspective = 'raw' | 'published' | 'drafts';

/** API versions from 2025-02-19 on default to `published`; older ones to `raw` (Sanity's rule). */
export function defaultPerspective(apiVersion: string): Perspective {
  const date = /^v?(\d{4}-\d{2}-\d{2})$/.exec(apiVersion)?.[1];
  return date !== undefined && date >= '2025-02-19' ? 'published' : 'raw';
}

export function parsePerspective(value: string | null, apiVersion: string): Perspective {
  if (value === null || value === '') return defaultPerspective(apiVersion);
  if (value === 'raw' || value === 'published') return value;
  if (value === 'drafts' || value === 'previewDrafts') return 'drafts';
  throw new LakeError(400, {
    error: {
      description: `Unsupported perspective "${value}" (the local Content Lake has no releases)`,
      type: 'validationError',
    },
  });
}

/** Published ids have no path (`drafts.x`, `sanity-preview-url-secret.x` are private). */
export const isPublishedId = (id: string) => !id.includes('.');
const publishedIdOf = (id: string) => id.replace(/^drafts\./, '');

/** The documents a perspective shows; `canReadDrafts` false hides every non-published id. */
export function documentsInPerspective(
  documents: Iterable<LakeDocument>,
  perspective: Perspective,
  canReadDrafts: boolean,
): LakeDocument[] {
  const all = [...documents];
  if (!canReadDrafts || perspective === 'published') return all.filter((doc) => isPublishedId(doc._id));
  if (perspective === 'raw') return all;
  // drafts: a draft stands in for its published document, under the published id.
  const byId = new Map<string, LakeDocument>();
  for (const doc of all) if (isPublishedId(doc._id)) byId.set(doc._id, doc);
  for (const doc of all) {
    if (!doc._id.startsWith('drafts.')) continue;
    const id = publishedIdOf(doc._id);
    byId.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  return [...byId.values()];
}

/**
 * groq-js has no `text::query()`, which the Studio's search sends. `match text::query($q)` becomes
 * a plain `match $q` (word-prefix matching, close to Sanity's), and the wildcard `*` matches all.
 */
export function withTextQuerySupport(query: string, params: Record<string, unknown>): string {
  return query.replace(/match\s+text::query\(\s*\$(\w+)\s*\)/g, (_expression, name: string) =>
    params[name] === '*' || params[name] === '' ? 'match "*"' : `match $${name}`,
  );
}

/** Evaluates a query over documents: `runQuery` here, or the lake's query pool off its event loop. */
export type QueryRunner = (
  documents: LakeDocument[],
  query: string,
  params: Record<string, unknown>,
) => Promise<unknown>;

export async function runQuery(
  documents: LakeDocument[],
  query: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(withTextQuerySupport(query, params), { params });
  } catch (error) {
    throw new LakeError(400, {
      error: { description: String((error as Error).message ?? error), query, type: 'queryParseError' },
    });
  }
  try {
    return await (await evaluate(tree, { dataset: documents, params })).get();
  } catch (error) {
    throw new LakeError(400, {
      error: { description: String((error as Error).message ?? error), query, type: 'queryExecutionError' },
    });
  }
}

/** `$name=<JSON>` query-string parameters, as @sanity/client sends GET queries. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const refuse = (description: string) => new LakeError(400, { error: { description, type: 'httpBadRequest' } });
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw refuse(`Parameter "${key}" is not valid JSON`);
    }
    if (nestedDeeperThan(params[key.slice(1)])) {
      throw refuse(`Parameter "${key}" nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`);
    }
  }
  return params;
}
