import { once } from 'node:events';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, readBody } from '../../stand-ins/shared/http.ts';
import { startPgNetWorker } from '../../stand-ins/supabase/pg-net-worker.ts';
import { startPostgres } from '../../stand-ins/supabase/postgres.ts';
import type { PostgresCluster } from '../../stand-ins/supabase/postgres.ts';

/**
 * The local pg_net and Vault stand-ins (stand-ins/supabase/extensions) against the interface
 * Supabase documents and the real extensions have
 * (https://supabase.com/docs/guides/functions/schedule-functions, supabase/pg_net, supabase/vault),
 * on a throwaway cluster of their own rather than the suite's stack.
 */

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface ResponseRow {
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean | null;
  error_msg: string | null;
}

let dir: string;
let cluster: PostgresCluster;
let db: pg.Client;
let worker: Awaited<ReturnType<typeof startPgNetWorker>>;
let server: Server;
let baseUrl: string;
const received: Received[] = [];

async function waitFor<T>(probe: () => Promise<T | undefined | null>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const requestsTo = (pathname: string) =>
  received.filter((request) => new URL(request.url, baseUrl).pathname === pathname);
const requestTo = (pathname: string) => waitFor(async () => requestsTo(pathname)[0], `a request to ${pathname}`);

async function responseFor(id: string, timeoutMs?: number): Promise<ResponseRow> {
  return waitFor(
    async () =>
      (
        await db.query<ResponseRow>(
          'select status_code, content_type, headers, content, timed_out, error_msg from net._http_response where id = $1',
          [id],
        )
      ).rows[0],
    `the response to request ${id}`,
    timeoutMs,
  );
}

async function httpPost(args: string, values: unknown[] = []): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`select net.http_post(${args}) as id`, values);
  return rows[0]!.id;
}

beforeAll(async () => {
  // startPostgres installs the stand-ins where `create extension` finds them.
  dir = await mkdtemp(path.join(os.tmpdir(), 'caparica-pg-net-'));
  // mkdtemp makes the dir private to us; the server runs as another OS user when we are root.
  await chmod(dir, 0o711);
  const bootstrapSql = path.join(dir, 'bootstrap.sql');
  await writeFile(
    bootstrapSql,
    'create schema extensions;\ncreate role anon nologin;\ncreate role authenticated nologin;\ncreate role service_role nologin;\n',
  );
  cluster = await startPostgres({ dir, port: await freePort(), fast: true, bootstrapSql });

  db = new pg.Client({ connectionString: cluster.superuserUrl });
  await db.connect();
  await db.query('create extension if not exists pg_net with schema extensions');
  await db.query('create extension if not exists supabase_vault');

  server = createServer(async (request, response) => {
    const body = (await readBody(request)).toString('utf8');
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
    const { pathname } = new URL(request.url ?? '/', baseUrl);
    if (pathname === '/hang') return; // never answers; closed in afterAll
    response.writeHead(201, { 'content-type': 'application/json', 'x-stand-in': 'yes' });
    response.end(JSON.stringify({ ok: true, path: pathname }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  baseUrl = `http://127.0.0.1:${address.port}`;

  worker = await startPgNetWorker({ databaseUrl: cluster.superuserUrl });
});

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await worker?.stop();
  await db?.end();
  await cluster?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pg_net stand-in', () => {
  it('is created as Supabase documents it: create extension pg_net with schema extensions', async () => {
    await db.query('create extension if not exists pg_net with schema extensions');
    const { rows } = await db.query(
      `select e.extversion, n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
       where e.extname = 'pg_net'`,
    );
    expect(rows).toEqual([{ extversion: '0.20.0', nspname: 'extensions' }]);
    const tables = await db.query(
      `select table_name from information_schema.tables where table_schema = 'net' order by table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(['_http_response', 'http_request_queue']);
  });

  it("has pg_net's net.http_post signature: argument names, defaults and return type", async () => {
    const { rows } = await db.query(
      `select pg_get_function_arguments(p.oid) as arguments, pg_get_function_result(p.oid) as result
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'net' and p.proname = 'http_post'`,
    );
    expect(rows).toEqual([
      {
        arguments:
          "url text, body jsonb DEFAULT '{}'::jsonb, params jsonb DEFAULT '{}'::jsonb, " +
          `headers jsonb DEFAULT '{"Content-Type": "application/json"}'::jsonb, ` +
          'timeout_milliseconds integer DEFAULT 5000',
        result: 'bigint',
      },
    ]);
    const parameters = await db.query(
      `select p.parameter_name, p.data_type, p.parameter_mode from information_schema.parameters p
       join information_schema.routines r on r.specific_name = p.specific_name
       where r.routine_schema = 'net' and r.routine_name = 'http_post' order by p.ordinal_position`,
    );
    expect(parameters.rows).toEqual([
      { parameter_name: 'url', data_type: 'text', parameter_mode: 'IN' },
      { parameter_name: 'body', data_type: 'jsonb', parameter_mode: 'IN' },
      { parameter_name: 'params', data_type: 'jsonb', parameter_mode: 'IN' },
      { parameter_name: 'headers', data_type: 'jsonb', parameter_mode: 'IN' },
      { parameter_name: 'timeout_milliseconds', data_type: 'integer', parameter_mode: 'IN' },
    ]);
  });

  it('sends the request only after the transaction commits: POST, the JSON body, the headers and the params', async () => {
    await db.query('begin');
    const id = await httpPost(`url := $1, body := '{"hello": "world"}', params := $2, headers := $3`, [
      `${baseUrl}/after-commit?existing=1`,
      JSON.stringify({ 'a b': 'c&d/é', plain: 'x' }),
      JSON.stringify({ 'X-Custom': 'custom value' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // longer than the worker's poll
    expect(requestsTo('/after-commit')).toEqual([]);
    await db.query('commit');

    const request = await requestTo('/after-commit');
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({ hello: 'world' });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-custom']).toBe('custom value');
    expect(request.headers['user-agent']).toBe('pg_net/0.20.0');
    // Appended to the existing query, percent-encoded as curl_easy_escape does (%20, not +).
    expect(request.url).toBe('/after-commit?existing=1&a%20b=c%26d%2F%C3%A9&plain=x');

    const response = await responseFor(id);
    expect(response).toMatchObject({ status_code: 201, timed_out: false, error_msg: null });
  });

  it('adds the default Content-Type to headers that have none, and accepts a JSON one in any case', async () => {
    await httpPost(`url := $1, headers := '{"Authorization": "Bearer token"}'`, [`${baseUrl}/default-type`]);
    await httpPost(`url := $1, headers := '{"content-type": "application/json"}'`, [`${baseUrl}/own-type`]);
    const withDefault = await requestTo('/default-type');
    expect(withDefault.headers['content-type']).toBe('application/json');
    expect(withDefault.headers.authorization).toBe('Bearer token');
    expect(withDefault.body).toBe('{}');
    expect((await requestTo('/own-type')).headers['content-type']).toBe('application/json');
  });

  it('refuses a Content-Type other than application/json, as pg_net does', async () => {
    await expect(
      httpPost(`url := $1, headers := '{"Content-Type": "text/plain"}'`, [`${baseUrl}/text`]),
    ).rejects.toThrow('Content-Type header must be "application/json"');
    await expect(
      httpPost(`url := $1, headers := '{"Content-Type": "application/json; charset=utf-8"}'`, [`${baseUrl}/text`]),
    ).rejects.toThrow('Content-Type header must be "application/json"');
  });

  it('sends a null body as an empty POST, as pg_net does since 0.6', async () => {
    await httpPost('url := $1, body := null', [`${baseUrl}/empty`]);
    const request = await requestTo('/empty');
    expect(request.method).toBe('POST');
    expect(request.headers['content-length']).toBe('0');
    expect(request.body).toBe('');
  });

  it('sends nothing for a rolled-back call', async () => {
    await db.query('begin');
    await httpPost('url := $1', [`${baseUrl}/rolled-back`]);
    await db.query('rollback');
    // A later committed request arrives, so the worker has had its turn.
    await httpPost('url := $1', [`${baseUrl}/after-rollback`]);
    await requestTo('/after-rollback');
    expect(requestsTo('/rolled-back')).toEqual([]);
    const queued = await db.query('select count(*)::int as count from net.http_request_queue');
    expect(queued.rows[0].count).toBe(0);
  });

  it('records the response under the returned id: status, content type, headers and content', async () => {
    const id = await httpPost('url := $1', [`${baseUrl}/response`]);
    expect(id).toMatch(/^\d+$/);
    const response = await responseFor(id);
    expect(response).toMatchObject({
      status_code: 201,
      content_type: 'application/json',
      content: JSON.stringify({ ok: true, path: '/response' }),
      timed_out: false,
      error_msg: null,
    });
    expect(response.headers).toMatchObject({ 'content-type': 'application/json', 'x-stand-in': 'yes' });
  });

  it('records a refused connection with its error and no status', async () => {
    const closedPort = await freePort();
    const id = await httpPost('url := $1', [`http://127.0.0.1:${closedPort}/nobody`]);
    expect(await responseFor(id)).toEqual({
      status_code: null,
      content_type: null,
      headers: null,
      content: null,
      timed_out: false,
      error_msg: "Couldn't connect to server",
    });
  });

  it('records a timeout with timed_out and no status, while other requests go on concurrently', async () => {
    const slow = await httpPost('url := $1, timeout_milliseconds := 1500', [`${baseUrl}/hang`]);
    const fast = await httpPost('url := $1', [`${baseUrl}/beside-hang`]);
    await responseFor(fast);
    const pending = await db.query('select 1 from net._http_response where id = $1', [slow]);
    expect(pending.rowCount).toBe(0);

    const response = await responseFor(slow);
    expect(response).toMatchObject({ status_code: null, content: null, timed_out: true });
    expect(response.error_msg).toMatch(/^Timeout of 1500 ms reached\. Total time: [\d.]+ ms/);
  });

  it("deletes responses older than pg_net's 6 hour ttl", async () => {
    await db.query(
      `insert into net._http_response (id, status_code, created) values (-1, 200, now() - interval '7 hours'),
       (-2, 200, now() - interval '5 hours')`,
    );
    await responseFor(await httpPost('url := $1', [`${baseUrl}/ttl`]));
    const { rows } = await db.query('select id from net._http_response where id < 0 order by id');
    expect(rows).toEqual([{ id: '-2' }]);
  });
});

describe('Vault stand-in', () => {
  it('has the signatures of vault.create_secret and vault.update_secret', async () => {
    const { rows } = await db.query(
      `select p.proname, pg_get_function_arguments(p.oid) as arguments, pg_get_function_result(p.oid) as result
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'vault' and p.proname in ('create_secret', 'update_secret') order by p.proname`,
    );
    expect(rows).toEqual([
      {
        proname: 'create_secret',
        arguments:
          "new_secret text, new_name text DEFAULT NULL::text, new_description text DEFAULT ''::text, " +
          'new_key_id uuid DEFAULT NULL::uuid',
        result: 'uuid',
      },
      {
        proname: 'update_secret',
        arguments:
          'secret_id uuid, new_secret text DEFAULT NULL::text, new_name text DEFAULT NULL::text, ' +
          'new_description text DEFAULT NULL::text, new_key_id uuid DEFAULT NULL::uuid',
        result: 'void',
      },
    ]);
  });

  it('creates a secret, shows it by name in decrypted_secrets, and updates it', async () => {
    const created = await db.query(`select vault.create_secret('first value', 'contract_secret', 'a test') as id`);
    const id: string = created.rows[0].id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const read = () =>
      db.query(`select id, decrypted_secret, description from vault.decrypted_secrets where name = 'contract_secret'`);
    expect((await read()).rows).toEqual([{ id, decrypted_secret: 'first value', description: 'a test' }]);
    const stored = await db.query('select secret from vault.secrets where id = $1', [id]);
    expect(stored.rows[0].secret).not.toContain('first value');

    await db.query(`select vault.update_secret($1, new_secret := 'second value')`, [id]);
    expect((await read()).rows).toEqual([{ id, decrypted_secret: 'second value', description: 'a test' }]);
  });

  it('keeps names unique', async () => {
    await db.query(`select vault.create_secret('one', 'unique_name')`);
    await expect(db.query(`select vault.create_secret('two', 'unique_name')`)).rejects.toMatchObject({
      code: '23505',
    });
  });

  it("serves the documented net.http_post call, with the url and token from Vault's secrets", async () => {
    await db.query(`select vault.create_secret($1, 'contract_project_url')`, [baseUrl]);
    await db.query(`select vault.create_secret('digest-token', 'contract_digest_secret')`);
    await db.query(`
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'contract_project_url')
          || '/functions/v1/booking-digest',
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' ||
          (select decrypted_secret from vault.decrypted_secrets where name = 'contract_digest_secret')),
        body := '{}'::jsonb,
        timeout_milliseconds := 60000)`);
    const request = await requestTo('/functions/v1/booking-digest');
    expect(request.headers.authorization).toBe('Bearer digest-token');
    expect(request.body).toBe('{}');
  });

  it('is not readable by anon', async () => {
    await db.query('begin');
    try {
      await db.query('set local role anon');
      for (const relation of ['vault.secrets', 'vault.decrypted_secrets']) {
        await db.query('savepoint attempt');
        await expect(db.query(`select * from ${relation}`)).rejects.toMatchObject({ code: '42501' });
        await db.query('rollback to savepoint attempt');
      }
      await expect(db.query(`select vault.create_secret('x', 'anon_secret')`)).rejects.toMatchObject({
        code: '42501',
      });
    } finally {
      await db.query('rollback');
    }
  });
});
