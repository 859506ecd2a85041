import pg from 'pg';
import type { Pool, PoolClient } from 'pg';
import type { JWTPayload } from 'jose';
import type { ApiRole } from './keys.ts';
import { ApiFailure, toApiFailure } from './postgrest-errors.ts';

/**
 * The subset of PostgREST (v12) that the site and its tests use, on the exposed schema only:
 * table insert/select/update/delete with `eq` filters, and RPC with named arguments. Every
 * statement runs in a transaction as the JWT's role with PostgREST's request settings, so
 * grants and row-level security decide exactly as they do behind hosted Supabase.
 */

export const EXPOSED_SCHEMA = 'public';

interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

interface FunctionInfo {
  args: FunctionArg[];
  returnsSet: boolean;
  returnsVoid: boolean;
}

interface SchemaCache {
  tables: Map<string, Set<string>>;
  functions: Map<string, FunctionInfo[]>;
}

export interface RestRequest {
  method: string;
  /** Path below /rest/v1, e.g. "/contact_submissions" or "/rpc/claim_contact_notification". */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  role: ApiRole;
  claims: JWTPayload;
}

export interface RestResponse {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };
const SINGLE_OBJECT_TYPE = 'application/vnd.pgrst.object+json';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (name: string) => `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}`;

function header(request: RestRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

function preferences(request: RestRequest): Set<string> {
  return new Set(
    header(request, 'prefer')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

async function loadSchemaCache(pool: Pool): Promise<SchemaCache> {
  const tables = await pool.query<{ table_name: string; columns: string[] }>(
    `select c.relname as table_name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
      group by c.relname`,
    [EXPOSED_SCHEMA],
  );
  const functions = await pool.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[];
    default_count: number;
    returns_set: boolean;
    returns_void: boolean;
  }>(
    `select p.proname as name, p.proargnames as arg_names,
            array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
            p.pronargdefaults as default_count, p.proretset as returns_set,
            p.prorettype = 'pg_catalog.void'::pg_catalog.regtype as returns_void
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'pg_catalog.trigger'::pg_catalog.regtype`,
    [EXPOSED_SCHEMA],
  );
  const cache: SchemaCache = { tables: new Map(), functions: new Map() };
  for (const row of tables.rows) cache.tables.set(row.table_name, new Set(row.columns));
  for (const row of functions.rows) {
    const firstDefault = row.arg_types.length - row.default_count;
    const info: FunctionInfo = {
      args: row.arg_types.map((type, index) => ({
        name: row.arg_names?.[index] ?? '',
        type,
        hasDefault: index >= firstDefault,
      })),
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
    };
    cache.functions.set(row.name, [...(cache.functions.get(row.name) ?? []), info]);
  }
  return cache;
}

/** Media types of request bodies this subset reads (PostgREST also takes CSV and forms; the site sends JSON). */
const JSON_BODY_TYPES = new Set(['application/json', 'application/vnd.pgrst.object+json']);

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A path segment decoded as PostgREST's server (Warp) does: a malformed %-escape stays as written. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function parseJsonBody(request: RestRequest): unknown {
  // PostgREST reads a body without Content-Type as JSON.
  const mediaType = header(request, 'content-type').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== '' && !JSON_BODY_TYPES.has(mediaType)) {
    throw new ApiFailure(415, 'PGRST107', `None of these media types are available: ${mediaType}`);
  }
  // JSON is UTF-8; PostgREST's parser refuses other bytes rather than storing U+FFFD in their place.
  let text: string;
  try {
    text = UTF8.decode(request.body);
  } catch {
    throw new ApiFailure(400, 'PGRST102', 'Empty or invalid json', 'The body is not valid UTF-8');
  }
  try {
    const parsed: unknown = text.trim() === '' ? undefined : JSON.parse(text);
    // The statements below send the body on re-serialised: a value nested too deeply for that (or
    // for JSON.parse) is refused here as the client's error, never answered as a database failure.
    JSON.stringify(parsed);
    return parsed;
  } catch {
    throw new ApiFailure(400, 'PGRST102', 'Empty or invalid json');
  }
}

function tableColumns(cache: SchemaCache, table: string): Set<string> {
  const columns = cache.tables.get(table);
  if (!columns) {
    throw new ApiFailure(404, 'PGRST205', `Could not find the table '${EXPOSED_SCHEMA}.${table}' in the schema cache`);
  }
  return columns;
}

function requireColumns(columns: Set<string>, names: string[], table: string): void {
  const unknown = names.find((name) => !columns.has(name));
  if (unknown !== undefined) {
    throw new ApiFailure(400, 'PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`);
  }
}

/** `select=*` or a plain column list; embedding, renames and casts are not part of this subset. */
function selectList(request: RestRequest): string {
  const select = request.query.get('select') ?? '*';
  if (select.trim() === '*') return '*';
  const names = select.split(',').map((name) => name.trim());
  if (names.some((name) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))) {
    throw new ApiFailure(400, 'PGRST100', `"failed to parse select parameter (${select})"`);
  }
  return names.map(quoteIdent).join(', ');
}

/** Query parameters that are not filters. Ordering and paging are not part of this subset. */
const RESERVED_PARAMS = new Set(['select', 'columns', 'on_conflict']);

/**
 * Horizontal filters as a WHERE clause with bound parameters: only `column=eq.value` (and
 * `not.eq`), the one operator the product and its tests send. PostgREST has many more; here any
 * other filter (or `order`, `limit`, `offset`) is refused with PGRST100 rather than ignored, so a
 * call that would need them fails loudly instead of reading the wrong rows.
 */
function whereClause(request: RestRequest, params: unknown[], columns: Set<string>, table: string): string {
  const conditions: string[] = [];
  for (const [column, filter] of request.query) {
    if (RESERVED_PARAMS.has(column)) continue;
    const match = /^(not\.)?eq\.(.*)$/s.exec(filter);
    if (!match) throw new ApiFailure(400, 'PGRST100', `"failed to parse filter (${filter})"`);
    // PostgreSQL's own answer to a filter on no column, which PostgREST passes on as a 400.
    if (!columns.has(column)) throw new ApiFailure(400, '42703', `column ${table}.${column} does not exist`);
    const [, negated, value] = match as unknown as [string, string | undefined, string];
    params.push(value);
    const condition = `${quoteIdent(column)} = $${params.length}`;
    conditions.push(negated ? `not (${condition})` : condition);
  }
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

function asJsonArray(rowsSql: string, isDataModifying: boolean): string {
  return isDataModifying
    ? `with pgrst_source as (${rowsSql}) select coalesce(json_agg(_), '[]')::text as body from pgrst_source _`
    : `select coalesce(json_agg(_), '[]')::text as body from (${rowsSql}) _`;
}

/** Turns a JSON array into PostgREST's answer, honouring `Accept: application/vnd.pgrst.object+json`. */
function rowsResponse(request: RestRequest, status: number, body: string): RestResponse {
  if (!header(request, 'accept').includes(SINGLE_OBJECT_TYPE)) return { status, body, headers: JSON_HEADERS };
  const rows = JSON.parse(body) as unknown[];
  if (rows.length !== 1) {
    throw new ApiFailure(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${rows.length} rows`,
    );
  }
  return { status, body: JSON.stringify(rows[0]), headers: { 'content-type': `${SINGLE_OBJECT_TYPE}; charset=utf-8` } };
}

interface Statement {
  sql: string;
  params: unknown[];
  /** Whether the statement yields a `body` column with the JSON answer. */
  returnsBody: boolean;
}

function insertStatement(request: RestRequest, cache: SchemaCache, table: string): Statement {
  const columns = tableColumns(cache, table);
  const body = parseJsonBody(request);
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))) {
    throw new ApiFailure(400, 'PGRST102', 'Empty or invalid json');
  }
  const objects = rows as Record<string, unknown>[];
  const columnsParam = request.query.get('columns');
  let names: string[];
  if (columnsParam !== null) {
    names = columnsParam.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
  } else {
    names = Object.keys(objects[0] ?? {});
    const signature = [...names].sort().join(',');
    if (objects.some((row) => Object.keys(row).sort().join(',') !== signature)) {
      throw new ApiFailure(400, 'PGRST102', 'All object keys must match');
    }
  }
  requireColumns(columns, names, table);
  const list = names.map(quoteIdent).join(', ');
  const source = `json_populate_recordset(null::${qualified(table)}, $1::json)`;
  const insert =
    names.length > 0
      ? `insert into ${qualified(table)} (${list}) select ${list} from ${source} _`
      : `insert into ${qualified(table)} default values`;
  const representation = preferences(request).has('return=representation');
  const params = names.length > 0 ? [JSON.stringify(objects)] : [];
  return representation
    ? { sql: asJsonArray(`${insert} returning ${selectList(request)}`, true), params, returnsBody: true }
    : { sql: insert, params, returnsBody: false };
}

function selectStatement(request: RestRequest, cache: SchemaCache, table: string): Statement {
  const columns = tableColumns(cache, table);
  const params: unknown[] = [];
  const where = whereClause(request, params, columns, table);
  return {
    sql: asJsonArray(`select ${selectList(request)} from ${qualified(table)}${where}`, false),
    params,
    returnsBody: true,
  };
}

function updateStatement(request: RestRequest, cache: SchemaCache, table: string): Statement {
  const columns = tableColumns(cache, table);
  const body = parseJsonBody(request);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiFailure(400, 'PGRST102', 'Empty or invalid json');
  }
  const names = Object.keys(body);
  requireColumns(columns, names, table);
  const params: unknown[] = [JSON.stringify(body)];
  const list = names.map(quoteIdent).join(', ');
  const where = whereClause(request, params, columns, table);
  const update = `update ${qualified(table)} set (${list}) = (select ${list} from json_populate_record(null::${qualified(table)}, $1::json))${where}`;
  return modifyingStatement(request, update, params);
}

function deleteStatement(request: RestRequest, cache: SchemaCache, table: string): Statement {
  const columns = tableColumns(cache, table);
  const params: unknown[] = [];
  const where = whereClause(request, params, columns, table);
  return modifyingStatement(request, `delete from ${qualified(table)}${where}`, params);
}

/** Without `return=representation` nothing is returned, as with PostgREST's default `return=minimal`. */
function modifyingStatement(request: RestRequest, sql: string, params: unknown[]): Statement {
  return preferences(request).has('return=representation')
    ? { sql: asJsonArray(`${sql} returning ${selectList(request)}`, true), params, returnsBody: true }
    : { sql, params, returnsBody: false };
}

function rpcStatement(request: RestRequest, cache: SchemaCache, name: string): Statement {
  const body = parseJsonBody(request) ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiFailure(400, 'PGRST102', 'Empty or invalid json');
  }
  const args = body as Record<string, unknown>;
  const given = Object.keys(args);
  const candidates = cache.functions.get(name) ?? [];
  const fn = candidates.find(
    (candidate) =>
      given.every((key) => candidate.args.some((arg) => arg.name === key)) &&
      candidate.args.every((arg) => arg.hasDefault || given.includes(arg.name)),
  );
  if (!fn) {
    throw new ApiFailure(
      404,
      'PGRST202',
      `Could not find the function ${EXPOSED_SCHEMA}.${name}(${[...given].sort().join(', ')}) in the schema cache`,
    );
  }
  const params: unknown[] = [];
  const named = given.map((key) => {
    const value = args[key];
    const type = fn.args.find((arg) => arg.name === key)!.type;
    // A JSON array for an array parameter is that array (PostgREST reads arguments with
    // json_to_record); node-postgres writes a JavaScript array as an array literal.
    params.push(
      value === null || value === undefined
        ? null
        : Array.isArray(value) && type.endsWith('[]')
          ? value
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value),
    );
    return `${quoteIdent(key)} := $${params.length}::${type}`;
  });
  const call = `${qualified(name)}(${named.join(', ')})`;
  if (fn.returnsVoid) return { sql: `select ${call}`, params, returnsBody: false };
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(_), '[]')::text as body from ${call} _`
    : `select to_json(${call})::text as body`;
  return { sql, params, returnsBody: true };
}

/**
 * `request.headers` as PostgREST sets it: one JSON object of lower-cased header names to string
 * values, without the Cookie header (PostgREST exposes cookies as `request.cookies` instead).
 */
function requestHeadersSetting(headers: RestRequest['headers']): Record<string, string> {
  const setting: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.toLowerCase() === 'cookie') continue;
    setting[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return setting;
}

export interface RestApi {
  handle(request: RestRequest): Promise<RestResponse>;
}

/** `pool` connects as `authenticator`, which may only switch to the API roles. */
export async function createRestApi(pool: Pool): Promise<RestApi> {
  const cache = await loadSchemaCache(pool);

  async function run(request: RestRequest, statement: Statement): Promise<string | null> {
    let client: PoolClient | undefined;
    // Whether the server answered the commit: the transaction has then ended either way (a commit
    // of a failed transaction rolls it back), so no rollback is needed.
    let ended = false;
    try {
      client = await pool.connect();
      const literal = client.escapeLiteral.bind(client);
      // The pool's connections pipeline (see gateway.ts): the three queries below go out together,
      // corked into one write, and the server runs them in order, so a request costs one round trip
      // (and one wake-up of the server) instead of three.
      // The first opens the transaction and sets PostgREST's request settings (escaped literals: a
      // multi-statement query cannot take parameters); the statement itself stays parameterised.
      // Should the first fail, the statement fails too (the transaction is aborted) and the commit
      // rolls back; the first error is the one reported.
      const settingsSql = `begin; select set_config('role', ${literal(request.role)}, true),
                       set_config('request.jwt.claims', ${literal(JSON.stringify(request.claims))}, true),
                       set_config('request.method', ${literal(request.method)}, true),
                       set_config('request.path', ${literal(`/${request.path.replace(/^\//, '')}`)}, true),
                       set_config('request.headers', ${literal(JSON.stringify(requestHeadersSetting(request.headers)))}, true)`;
      const socket = client.connection.stream;
      let queries: [Promise<unknown>, Promise<{ rows: { body: string }[] }>, Promise<unknown>];
      socket.cork();
      try {
        queries = [
          client.query(settingsSql),
          client.query<{ body: string }>(statement.sql, statement.params),
          client.query('commit'),
        ];
      } finally {
        socket.uncork();
      }
      const [settings, result, commit] = queries;
      const outcomes = await Promise.allSettled([settings, result, commit]);
      const committed = outcomes[2];
      ended = committed.status === 'fulfilled' || committed.reason instanceof pg.DatabaseError;
      for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
      const { rows } = (outcomes[1] as PromiseFulfilledResult<{ rows: { body: string }[] }>).value;
      return statement.returnsBody ? (rows[0]?.body ?? 'null') : null;
    } catch (error) {
      if (!ended) await client?.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client?.release();
    }
  }

  return {
    async handle(request) {
      try {
        const segments = request.path
          .replace(/^\/+|\/+$/g, '')
          .split('/')
          .map(decodePathSegment);
        if (segments[0] === 'rpc' && segments.length === 2) {
          if (request.method !== 'POST')
            throw new ApiFailure(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
          const statement = rpcStatement(request, cache, segments[1]!);
          const body = await run(request, statement);
          return body === null
            ? { status: 204, body: null, headers: {} }
            : { status: 200, body, headers: JSON_HEADERS };
        }
        if (segments.length !== 1 || segments[0] === '') {
          throw new ApiFailure(404, 'PGRST125', `Invalid path specified in request URL`);
        }
        const table = segments[0]!;
        const build = {
          GET: selectStatement,
          HEAD: selectStatement,
          POST: insertStatement,
          PATCH: updateStatement,
          DELETE: deleteStatement,
        }[request.method];
        if (!build) throw new ApiFailure(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
        const statement = build(request, cache, table);
        const body = await run(request, statement);
        const success = request.method === 'POST' ? 201 : body === null ? 204 : 200;
        return body === null ? { status: success, body: null, headers: {} } : rowsResponse(request, success, body);
      } catch (error) {
        const failure = toApiFailure(error, request.role);
        return { status: failure.status, body: JSON.stringify(failure.body), headers: JSON_HEADERS };
      }
    },
  };
}
