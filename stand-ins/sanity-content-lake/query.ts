import { evaluate, parse } from 'groq-js';
import { LakeError } from './errors.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.ts';
import { traceSourceMap, Untraceable, type ContentSourceMap, type SourceMapMode } from './source-map.ts';
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

function parsed(query: string, params: Record<string, unknown>) {
  try {
    return parse(withTextQuerySupport(query, params), { params });
  } catch (error) {
    throw new LakeError(400, {
      error: { description: String((error as Error).message ?? error), query, type: 'queryParseError' },
    });
  }
}

async function evaluated(
  tree: ReturnType<typeof parse>,
  documents: LakeDocument[],
  query: string,
  params: Record<string, unknown>,
  timestamp?: Date,
): Promise<unknown> {
  try {
    return await (await evaluate(tree, { dataset: documents, params, timestamp })).get();
  } catch (error) {
    throw new LakeError(400, {
      error: { description: String((error as Error).message ?? error), query, type: 'queryExecutionError' },
    });
  }
}

export async function runQuery(
  documents: LakeDocument[],
  query: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  return evaluated(parsed(query, params), documents, query, params);
}

/**
 * `resultSourceMap`: `true` (array items by index in source paths), `withKeyArraySelector` (by
 * `_key`, what @sanity/client asks for with stega), `false` or absent (none). Sanity documents
 * source maps from API version 2021-03-25; older versions answer without one.
 */
export function parseResultSourceMap(value: string | null, apiVersion: string): SourceMapMode | undefined {
  if (value === null || value === '' || value === 'false') return undefined;
  if (value !== 'true' && value !== 'withKeyArraySelector') {
    throw new LakeError(400, {
      error: {
        description: `Invalid value for resultSourceMap: "${value}" (expected true, false or withKeyArraySelector)`,
        type: 'validationError',
      },
    });
  }
  const date = /^v?(\d{4}-\d{2}-\d{2})$/.exec(apiVersion)?.[1];
  if (apiVersion !== 'vX' && (date === undefined || date < '2021-03-25')) return undefined;
  return value === 'true' ? 'index' : 'key';
}

/** The documents a query's answer names in its source map: a drafts overlay stands for its draft. */
export const storedIdOf = (perspective: Perspective) => (doc: LakeDocument) =>
  perspective === 'drafts' && typeof doc._originalId === 'string' ? doc._originalId : doc._id;

/**
 * A query's result with its Content Source Map (source-map.ts). The result is groq-js's, as
 * without a map; the map comes from a traced second evaluation over the same documents, parameters
 * and clock, and is used only if that evaluation gave the very same JSON. Otherwise, or where the
 * tracer cannot follow the query, the map is empty (nothing is encoded, nothing is wrong) and the
 * reason is logged.
 */
export async function runQueryWithSourceMap(
  documents: LakeDocument[],
  query: string,
  params: Record<string, unknown>,
  options: { mode: SourceMapMode; perspective: Perspective },
): Promise<{ json: string; sourceMap: ContentSourceMap }> {
  const tree = parsed(query, params);
  const timestamp = new Date();
  const json = JSON.stringify((await evaluated(tree, documents, query, params, timestamp)) ?? null);
  const empty: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  try {
    const traced = traceSourceMap({
      tree,
      documents,
      params,
      timestamp,
      storedIdOf: storedIdOf(options.perspective),
      mode: options.mode,
    });
    if (JSON.stringify(traced.result ?? null) === json) return { json, sourceMap: traced.sourceMap };
    console.warn('[content-lake] resultSourceMap left empty: the traced evaluation differed from the result', query);
  } catch (error) {
    if (!(error instanceof Untraceable)) throw error;
    console.warn(`[content-lake] resultSourceMap left empty: ${error.message}`, query);
  }
  return { json, sourceMap: empty };
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
