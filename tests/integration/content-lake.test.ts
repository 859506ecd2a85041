/**
 * Contract tests of the local Content Lake against Sanity's documented HTTP API, with real parts
 * only: a real lake on a free port over a fresh directory, the real @sanity/client, plain fetch
 * where the client has no method, and a real node:http server receiving the webhook.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SanityClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { applyPatch } from 'mendoza';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import { lakeOptionsFromEnv, SEED_ASSETS_DIR } from '../../stand-ins/sanity-content-lake/config.ts';
import { LOCAL_SANITY_READ_TOKEN } from '../../lib/env/public.ts';
import {
  startContentLake,
  type ContentLake,
  type ContentLakeOptions,
} from '../../stand-ins/sanity-content-lake/server.ts';
import type { LakeDocument } from '../../stand-ins/sanity-content-lake/store.ts';
import { validateDocuments } from '../../scripts/content/validate-documents.ts';
import { parseNdjson } from '../../scripts/content/assemble-dataset.ts';
import { API, clientFor, DATASET, signIn, STUDIO_ORIGIN } from './content-lake-clients.ts';

const { owner: OWNER, translator: TRANSLATOR } = LOCAL_ACCOUNT_DEFAULTS;

type Doc = LakeDocument & Record<string, unknown>;
type Json = Record<string, unknown>;

const dirs: string[] = [];
const lakes: ContentLake[] = [];

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'content-lake-test-'));
  dirs.push(dir);
  return dir;
}

/** The lake as `npm run lake` configures it (defaults from config.ts), on a free port and a given dir. */
function lakeOptions(dir: string, extra: Partial<ContentLakeOptions> = {}): ContentLakeOptions {
  return {
    ...lakeOptionsFromEnv({ CONTENT_LAKE_DIR: dir, CONTENT_LAKE_PORT: '0', CONTENT_LAKE_WEBHOOK_URL: '' }),
    ...extra,
  };
}

async function startLake(dir: string, extra: Partial<ContentLakeOptions> = {}): Promise<ContentLake> {
  const started = await startContentLake(lakeOptions(dir, extra));
  lakes.push(started);
  return started;
}

async function stopLake(target: ContentLake): Promise<void> {
  lakes.splice(lakes.indexOf(target), 1);
  await target.close();
}

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function waitFor(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A client error's HTTP status and body (the client throws ClientError with `statusCode` and `response`). */
async function rejection(promise: Promise<unknown>): Promise<{ statusCode: number; body: Json }> {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { statusCode?: number; response?: { body?: Json } } | undefined;
  expect(error, 'the request should have failed').toBeDefined();
  return { statusCode: error?.statusCode ?? 0, body: error?.response?.body ?? {} };
}

async function png(width: number, height: number, rgb: [number, number, number]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
}

type ListenEvent = Json & { type: string };

/** Subscribes with the real client's `listen` and records every event. */
function listen(client: SanityClient, query: string, params: Json = {}) {
  const events: ListenEvent[] = [];
  const subscription = client
    .listen(query, params, {
      includeResult: true,
      includePreviousRevision: true,
      effectFormat: 'mendoza',
      events: ['welcome', 'mutation'],
    })
    .subscribe({
      next: (event) => events.push(event as unknown as ListenEvent),
      error: (error: unknown) => events.push({ type: 'error', error: String(error) }),
    });
  const mutations = () => events.filter((event) => event.type === 'mutation');
  return {
    events,
    mutations,
    welcomed: () => waitFor(() => events.some((event) => event.type === 'welcome'), 'the welcome event'),
    mutationCount: (count: number) => waitFor(() => mutations().length >= count, `${count} mutation event(s)`),
    stop: () => subscription.unsubscribe(),
  };
}

let lake: ContentLake;
let ownerToken: string;
let translatorToken: string;
let owner: SanityClient;
let anonymous: SanityClient;

beforeAll(async () => {
  lake = await startLake(await freshDir());
  ownerToken = await signIn(lake, OWNER.email, OWNER.password);
  translatorToken = await signIn(lake, TRANSLATOR.email, TRANSLATOR.password);
  owner = clientFor(lake, ownerToken);
  anonymous = clientFor(lake);
});

afterAll(async () => {
  for (const running of [...lakes].reverse()) await running.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A draft of service-ppf with a recognisable title (createOrReplace, so tests can call it again). */
async function ensurePpfDraft(): Promise<Doc> {
  const published = (await owner.getDocument('service-ppf')) as Doc;
  const draft = {
    ...published,
    _id: 'drafts.service-ppf',
    title: { ...(published.title as Json), en: 'PPF (draft title)' },
  };
  return (await owner.createOrReplace(draft)) as unknown as Doc;
}

describe('query', () => {
  it('answers GET queries with $params in Sanity’s {query, result, syncTags, ms} shape', async () => {
    const query = '*[_id == $id][0]{_id, value}';
    const response: unknown = await anonymous.fetch(query, { id: 'service-ppf' }, { filterResponse: false });
    expect(response).toEqual({
      query,
      result: { _id: 'service-ppf', value: 'ppf' },
      syncTags: [expect.any(String)],
      ms: expect.any(Number),
    });

    // The same over plain HTTP, as the client sends it.
    const url = new URL(`${lake.url}/${API}/data/query/${DATASET}`);
    url.searchParams.set('query', '*[_type == $type] | order(_id asc)._id');
    url.searchParams.set('$type', JSON.stringify('service'));
    const raw = await fetch(url);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await raw.json()) as { result: string[] };
    expect(body.result).toEqual([
      'service-ceramic-coating',
      'service-express-detail',
      'service-full-detail',
      'service-interior-detailing',
      'service-paint-correction',
      'service-ppf',
    ]);
  });

  it('answers long queries sent by POST (the client switches above ~11 kB)', async () => {
    const padding = 'x'.repeat(12_000);
    const query = `*[_id == $id && $padding != ""][0].value`;
    // 12 kB of params make the client POST {query, params}.
    expect(await anonymous.fetch(query, { id: 'service-ppf', padding })).toBe('ppf');

    const longQuery = `*[_id in [${Array.from({ length: 2000 }, (_, index) => `"nope-${index}"`).join(',')}, "service-ppf"]][0]._id`;
    expect(longQuery.length).toBeGreaterThan(11_264);
    const response = await fetch(`${lake.url}/${API}/data/query/${DATASET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: longQuery, params: {} }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      query: longQuery,
      result: 'service-ppf',
      syncTags: [expect.any(String)],
      ms: expect.any(Number),
    });
  });

  it('applies the published, drafts and raw perspectives for a signed-in reader', async () => {
    await ensurePpfDraft();
    const query = '*[_id in ["service-ppf", "drafts.service-ppf"]]{_id, _originalId, "title": title.en} | order(_id)';
    expect(await owner.fetch(query, {}, { perspective: 'published' })).toEqual([
      { _id: 'service-ppf', _originalId: null, title: 'Paint protection film' },
    ]);
    // API 2025-02-19 and later default to published.
    expect(await owner.fetch(query)).toEqual([
      { _id: 'service-ppf', _originalId: null, title: 'Paint protection film' },
    ]);
    const drafts = (await owner.fetch(
      '*[_id == "service-ppf"]{_id, _originalId, "title": title.en}',
      {},
      {
        perspective: 'drafts',
      },
    )) as Json[];
    expect(drafts).toEqual([{ _id: 'service-ppf', _originalId: 'drafts.service-ppf', title: 'PPF (draft title)' }]);
    const raw = (await owner.fetch(query, {}, { perspective: 'raw' })) as Json[];
    expect(raw.map((doc) => [doc._id, doc.title])).toEqual([
      ['drafts.service-ppf', 'PPF (draft title)'],
      ['service-ppf', 'Paint protection film'],
    ]);
  });

  it('never shows drafts to anonymous readers, whatever the perspective', async () => {
    await ensurePpfDraft();
    const query = '*[_id in ["service-ppf", "drafts.service-ppf"]]{_id, "title": title.en}';
    for (const perspective of ['published', 'drafts', 'raw'] as const) {
      expect(await anonymous.fetch(query, {}, { perspective }), perspective).toEqual([
        { _id: 'service-ppf', title: 'Paint protection film' },
      ]);
    }
    expect(await anonymous.fetch('count(*[_id in path("drafts.**")])', {}, { perspective: 'raw' })).toBe(0);
  });

  it('answers bad GROQ with 400 and an error type', async () => {
    const failed = await rejection(anonymous.fetch('*[_type == '));
    expect(failed.statusCode).toBe(400);
    expect(failed.body).toMatchObject({ error: { type: 'queryParseError', description: expect.any(String) } });

    const response = await fetch(`${lake.url}/${API}/data/query/${DATASET}?query=${encodeURIComponent('*[')}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { type: string } }).error.type).toEqual(expect.any(String));

    const perspective = await fetch(`${lake.url}/${API}/data/query/${DATASET}?query=1&perspective=nonsense`);
    expect(perspective.status).toBe(400);
  });
});

describe('documents endpoint', () => {
  it('returns documents by id with omitted ids, and hides drafts from anonymous readers', async () => {
    await ensurePpfDraft();
    const ids = ['service-ppf', 'missing-document', 'drafts.service-ppf'];
    const anonymousResponse = await fetch(`${lake.url}/${API}/data/doc/${DATASET}/${ids.join(',')}`);
    expect(anonymousResponse.status).toBe(200);
    const anonymousBody = (await anonymousResponse.json()) as { documents: Doc[]; omitted: Json[] };
    expect(anonymousBody.documents.map((doc) => doc._id)).toEqual(['service-ppf']);
    expect(anonymousBody.omitted).toEqual([
      { id: 'missing-document', reason: 'existence' },
      { id: 'drafts.service-ppf', reason: 'permission' },
    ]);

    expect(await anonymous.getDocument('drafts.service-ppf')).toBeUndefined();
    expect(await anonymous.getDocuments(ids)).toEqual([expect.objectContaining({ _id: 'service-ppf' }), null, null]);
    const signedIn = await owner.getDocuments(ids);
    expect(signedIn.map((doc) => doc?._id ?? null)).toEqual(['service-ppf', null, 'drafts.service-ppf']);
    expect(await owner.getDocument('drafts.service-ppf')).toMatchObject({ _type: 'service' });
  });
});

describe('references endpoint', () => {
  // As the Studio asks before unpublishing or deleting (sanity's fetchCrossDatasetReferences).
  const referencesTo = (id: string, query = '?excludeInternalReferences=true&excludePaths=true') =>
    owner.request({ url: `/data/references/${DATASET}/documents/${id}/to${query}` });

  it('answers that no other dataset refers to a document, 404 for an unknown one, 400 for internal references', async () => {
    expect(await referencesTo('service-ppf')).toEqual({ totalCount: 0, references: [] });
    await ensurePpfDraft();
    expect(await referencesTo('drafts.service-ppf')).toEqual({ totalCount: 0, references: [] });
    expect((await rejection(referencesTo('missing-document'))).statusCode).toBe(404);
    const internal = await rejection(referencesTo('service-ppf', ''));
    expect(internal.statusCode).toBe(400);
    expect(String(internal.body.message)).toContain('excludeInternalReferences=true');
  });
});

describe('mutations', () => {
  it('creates with a generated id, completes a drafts. prefix and stamps _rev, _createdAt, _updatedAt', async () => {
    const before = Date.now();
    const result = await owner
      .transaction()
      .create({ _type: 'lakeProbe', title: 'generated id' })
      .create({ _id: 'drafts.', _type: 'lakeProbe', title: 'draft prefix' })
      .commit({ returnDocuments: false });
    expect(result.transactionId).toEqual(expect.any(String));
    const [generated, prefixed] = result.results;
    expect(generated).toMatchObject({ operation: 'create', id: expect.stringMatching(/^[A-Za-z0-9]+$/) });
    expect(prefixed).toMatchObject({ operation: 'create', id: expect.stringMatching(/^drafts\.[A-Za-z0-9]+$/) });
    const created = (await owner.getDocument(generated!.id)) as Doc;
    expect(created).toMatchObject({ _type: 'lakeProbe', title: 'generated id', _rev: result.transactionId });
    expect(Date.parse(String(created._updatedAt))).toBeGreaterThanOrEqual(before - 1000);
    expect(created._createdAt).toBe(created._updatedAt);
    expect(await owner.getDocument(prefixed!.id)).toMatchObject({ title: 'draft prefix' });
  });

  it('createOrReplace replaces, createIfNotExists is a no-op (operation none) when the document exists', async () => {
    const id = unique('probe');
    await owner.create({ _id: id, _type: 'lakeProbe', title: 'first', extra: true });
    const replaced = await owner.createOrReplace({ _id: id, _type: 'lakeProbe', title: 'second' });
    expect(replaced).toMatchObject({ _id: id, title: 'second' });
    expect(replaced).not.toHaveProperty('extra');

    const response = await fetch(`${lake.url}/${API}/data/mutate/${DATASET}?returnIds=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ createIfNotExists: { _id: id, _type: 'lakeProbe', title: 'third' } }] }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { transactionId: string; results: Json[] };
    expect(body.results).toEqual([{ id, operation: 'none' }]);
    expect(await owner.getDocument(id)).toMatchObject({ title: 'second', _rev: replaced._rev });
  });

  it('answers returnIds and returnDocuments in Sanity’s shapes, with _rev the transaction id', async () => {
    const id = unique('probe');
    const response = await fetch(`${lake.url}/${API}/data/mutate/${DATASET}?returnIds=true&returnDocuments=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _id: id, _type: 'lakeProbe', title: 'shape' } }] }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { transactionId: string; results: { document: Doc }[] };
    expect(body).toMatchObject({
      transactionId: expect.any(String),
      results: [{ id, operation: 'create', document: { _id: id, _type: 'lakeProbe', title: 'shape' } }],
    });
    expect(body.results[0]!.document._rev).toBe(body.transactionId);

    const plain = await fetch(`${lake.url}/${API}/data/mutate/${DATASET}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ patch: { id, set: { title: 'shape 2' } } }] }),
    });
    const plainBody = (await plain.json()) as Json & { results: Json[] };
    expect(plainBody.transactionId).toEqual(expect.any(String));
    expect(plainBody.results[0]).not.toHaveProperty('document');

    // The client's own answers on top of those.
    const first = await owner.patch(id).set({ title: 'shape 3' }).commit({ returnDocuments: false });
    expect(first).toMatchObject({ transactionId: expect.any(String), documentId: id });
    expect(await owner.getDocument(id)).toMatchObject({ _rev: first.transactionId, title: 'shape 3' });
  });

  it('takes the transaction id from the documented transactionId query parameter', async () => {
    const id = unique('probe');
    const transactionId = unique('tx');
    const response = await fetch(`${lake.url}/${API}/data/mutate/${DATASET}?transactionId=${transactionId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _id: id, _type: 'lakeProbe' } }] }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Json).transactionId).toBe(transactionId);
    expect(await owner.getDocument(id)).toMatchObject({ _rev: transactionId });
  });

  it('takes the transaction id from the request body, as @sanity/client sends it', async () => {
    const fromBody = unique('tx');
    await owner
      .transaction()
      .create({ _id: unique('probe'), _type: 'lakeProbe' })
      .transactionId(fromBody)
      .commit();
    expect(lake.store.transactions.at(-1)?.id).toBe(fromBody);
  });

  it('patches with set, setIfMissing, unset, insert, inc, dec and diffMatchPatch', async () => {
    const id = unique('probe');
    await owner.create({
      _id: id,
      _type: 'lakeProbe',
      title: 'The quick brown fox',
      count: 10,
      obsolete: 'remove me',
      tags: [
        { _key: 'a', name: 'A' },
        { _key: 'b', name: 'B' },
      ],
    });
    await owner
      .patch(id)
      .set({ 'nested.flag': true })
      .setIfMissing({ subtitle: 'added', count: 999 })
      .unset(['obsolete'])
      .inc({ count: 5 })
      .dec({ count: 2 })
      .commit();
    await owner
      .transaction()
      .patch(id, (patch) => patch.insert('after', 'tags[_key=="a"]', [{ _key: 'a2', name: 'A2' }]))
      .patch(id, (patch) => patch.insert('before', 'tags[0]', [{ _key: 'z', name: 'Z' }]))
      .patch(id, (patch) => patch.insert('replace', 'tags[_key=="b"]', [{ _key: 'c', name: 'C' }]))
      .patch(id, (patch) => patch.diffMatchPatch({ title: '@@ -14,9 +14,9 @@\n own \n-fox\n+cat\n' }))
      .commit();
    const doc = (await owner.getDocument(id)) as Doc;
    expect(doc).toMatchObject({
      title: 'The quick brown cat',
      subtitle: 'added',
      count: 13,
      nested: { flag: true },
      tags: [
        { _key: 'z', name: 'Z' },
        { _key: 'a', name: 'A' },
        { _key: 'a2', name: 'A2' },
        { _key: 'c', name: 'C' },
      ],
    });
    expect(doc).not.toHaveProperty('obsolete');
  });

  it('deletes by id and by GROQ query', async () => {
    const batch = unique('batch');
    const ids = [unique('probe'), unique('probe'), unique('probe')];
    const transaction = owner.transaction();
    for (const id of ids) transaction.create({ _id: id, _type: 'lakeProbe', batch });
    await transaction.commit();

    const byId = await owner.delete(ids[0]!, { returnDocuments: false });
    expect(byId.results).toEqual([{ id: ids[0], operation: 'delete' }]);
    expect(await owner.getDocument(ids[0]!)).toBeUndefined();

    const byQuery = await owner.delete(
      { query: '*[_type == "lakeProbe" && batch == $batch]', params: { batch } },
      { returnDocuments: false },
    );
    expect(byQuery.results.map((result) => result.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(await owner.fetch('count(*[batch == $batch])', { batch }, { perspective: 'raw' })).toBe(0);
  });

  it('refuses a stale ifRevisionID with 409 mutationError and changes nothing', async () => {
    const id = unique('probe');
    const created = await owner.create({ _id: id, _type: 'lakeProbe', title: 'original' });
    const failed = await rejection(owner.patch(id).ifRevisionId('not-the-revision').set({ title: 'lost' }).commit());
    expect(failed.statusCode).toBe(409);
    expect(failed.body).toMatchObject({
      error: {
        type: 'mutationError',
        description: expect.any(String),
        items: [{ error: { type: 'documentRevisionIDDoesNotMatchError', id } }],
      },
    });
    expect(await owner.getDocument(id)).toMatchObject({ title: 'original', _rev: created._rev });

    const ok = await owner.patch(id).ifRevisionId(created._rev).set({ title: 'kept' }).commit();
    expect(ok).toMatchObject({ title: 'kept' });
    expect(ok._rev).not.toBe(created._rev);
  });

  it('applies a transaction all or nothing: a failing second mutation leaves the first unapplied', async () => {
    const id = unique('probe');
    const existing = unique('probe');
    await owner
      .transaction()
      .create({ _id: id, _type: 'lakeProbe', title: 'untouched' })
      .create({
        _id: existing,
        _type: 'lakeProbe',
      })
      .commit();
    const transactionsBefore = lake.store.transactions.length;
    const failed = await rejection(
      owner
        .transaction()
        .patch(id, (patch) => patch.set({ title: 'half-applied' }))
        .create({ _id: existing, _type: 'lakeProbe' })
        .commit(),
    );
    expect(failed.statusCode).toBe(409);
    expect(failed.body).toMatchObject({
      error: { type: 'mutationError', items: [{ error: { type: 'documentAlreadyExistsError' } }] },
    });
    expect(await owner.getDocument(id)).toMatchObject({ title: 'untouched' });
    expect(lake.store.transactions.length).toBe(transactionsBefore);
  });

  it('refuses to create an id that exists with 409', async () => {
    const failed = await rejection(owner.create({ _id: 'service-ppf', _type: 'service' }));
    expect(failed.statusCode).toBe(409);
    expect(failed.body).toMatchObject({ error: { type: 'mutationError' } });
    expect(await owner.getDocument('service-ppf')).toMatchObject({ value: 'ppf' });
  });

  it('refuses to delete a document that other documents strongly reference (409)', async () => {
    const gallery = (await owner.getDocument('galleryImage-01')) as Doc;
    const assetId = (gallery.image as { asset: { _ref: string } }).asset._ref;
    const failed = await rejection(owner.delete(assetId));
    expect(failed.statusCode).toBe(409);
    expect(failed.body).toMatchObject({ error: { type: 'mutationError' } });
    expect(await owner.getDocument(assetId)).toMatchObject({ _id: assetId });

    // A weak reference does not hold the target.
    const target = unique('probe');
    const holder = unique('probe');
    await owner
      .transaction()
      .create({ _id: target, _type: 'lakeProbe' })
      .create({ _id: holder, _type: 'lakeProbe', ref: { _type: 'reference', _ref: target, _weak: true } })
      .commit();
    await owner.delete(target);
    expect(await owner.getDocument(target)).toBeUndefined();
  });
});

describe('auth', () => {
  it('answers a mutation without a token with 401 {statusCode, error, message}', async () => {
    const response = await fetch(`${lake.url}/${API}/data/mutate/${DATASET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _type: 'lakeProbe' } }] }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
    const viaClient = await rejection(anonymous.create({ _type: 'lakeProbe' }));
    expect(viaClient.statusCode).toBe(401);
    const badToken = await rejection(clientFor(lake, 'sk-local-forged').create({ _type: 'lakeProbe' }));
    expect(badToken.statusCode).toBe(401);
  });

  const loginUrl = (origin: string) => `${lake.url}/v1/auth/login/lake?origin=${encodeURIComponent(origin)}`;

  it('answers a wrong password with 401 HTML carrying an accessible error and no redirect', async () => {
    const response = await fetch(loginUrl(`${STUDIO_ORIGIN}/studio`), {
      method: 'POST',
      body: new URLSearchParams({ email: OWNER.email, password: 'wrong password' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/role="alert"[^>]*>[^<]*\S/);
    expect(html).not.toContain('sid=');
  });

  it('answers empty fields with 400', async () => {
    const response = await fetch(loginUrl(`${STUDIO_ORIGIN}/studio`), {
      method: 'POST',
      body: new URLSearchParams({ email: '', password: '' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('role="alert"');
  });

  it('never hands a sid to an origin the project does not allow', async () => {
    const response = await fetch(loginUrl('https://evil.example/studio'), {
      method: 'POST',
      body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).not.toMatch(/sid=/);
  });

  it('lets a sid be traded for a token only once', async () => {
    const response = await fetch(loginUrl(`${STUDIO_ORIGIN}/studio`), {
      method: 'POST',
      body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const sid = /sid=([^&]+)/.exec(new URL(response.headers.get('location') ?? '').hash)?.[1];
    const first = await fetch(`${lake.url}/v1/auth/fetch?sid=${sid}`);
    expect(first.status).toBe(200);
    const second = await fetch(`${lake.url}/v1/auth/fetch?sid=${sid}`);
    expect(second.status).toBe(401);
    expect(await second.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('answers users/me with {} anonymously and the user with its role when signed in', async () => {
    expect(await anonymous.request({ uri: '/users/me' })).toEqual({});
    expect(await owner.request({ uri: '/users/me' })).toMatchObject({
      id: expect.any(String),
      email: OWNER.email,
      role: 'administrator',
      roles: [{ name: 'administrator' }],
    });
  });

  it('gives the translator the editor role, who can write', async () => {
    const translator = clientFor(lake, translatorToken);
    expect(await translator.request({ uri: '/users/me' })).toMatchObject({ email: TRANSLATOR.email, role: 'editor' });
    const id = unique('probe');
    const created = await translator.create({ _id: id, _type: 'lakeProbe', title: 'by the translator' });
    expect(created).toMatchObject({ _id: id });
    expect(lake.store.transactions.at(-1)?.author).toBe('p-translator');
  });

  it('invalidates the token on POST auth/logout', async () => {
    const token = await signIn(lake, OWNER.email, OWNER.password);
    const client = clientFor(lake, token);
    expect(await client.request({ uri: '/users/me' })).toMatchObject({ role: 'administrator' });
    const logout = await fetch(`${lake.url}/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    expect(await client.request({ uri: '/users/me' })).toEqual({});
    expect((await rejection(client.create({ _type: 'lakeProbe' }))).statusCode).toBe(401);
    // Other sessions are untouched.
    expect(await owner.request({ uri: '/users/me' })).toMatchObject({ role: 'administrator' });
  });
});

describe('listen', () => {
  it('sends welcome, then appear/update/disappear mutation events whose mendoza effects apply and revert', async () => {
    const key = unique('listen');
    const listener = listen(owner, '*[_type == "lakeProbe" && key == $key]', { key });
    try {
      await listener.welcomed();
      expect(listener.events[0]!.type).toBe('welcome');
      const id = unique('probe');
      const created = await owner.create({ _id: id, _type: 'lakeProbe', key, title: 'one' });
      const updated = await owner.patch(id).set({ title: 'two' }).commit();
      const deleted = await owner.delete(id, { returnDocuments: false });
      await listener.mutationCount(3);
      const [appear, update, disappear] = listener.mutations();

      expect(appear).toMatchObject({
        documentId: id,
        transition: 'appear',
        resultRev: created._rev,
        result: { _id: id, title: 'one' },
      });
      expect(update).toMatchObject({
        documentId: id,
        transition: 'update',
        previousRev: created._rev,
        resultRev: updated._rev,
        result: { title: 'two' },
      });
      expect(disappear).toMatchObject({
        documentId: id,
        transition: 'disappear',
        previousRev: updated._rev,
        transactionId: deleted.transactionId,
      });
      expect(disappear!.result).toBeUndefined();

      // Each event's effects take the previous document to the result and back.
      const steps: [ListenEvent, Doc | null, Doc | null][] = [
        [appear!, null, created as unknown as Doc],
        [update!, created as unknown as Doc, updated as unknown as Doc],
        [disappear!, updated as unknown as Doc, null],
      ];
      for (const [event, previous, result] of steps) {
        const effects = event.effects as { apply: unknown[]; revert: unknown[] };
        expect(effects, String(event.transition)).toEqual({ apply: expect.any(Array), revert: expect.any(Array) });
        expect(applyPatch(previous, effects.apply), `${event.transition} apply`).toEqual(result);
        expect(applyPatch(result, effects.revert), `${event.transition} revert`).toEqual(previous);
      }
    } finally {
      listener.stop();
    }
  });

  it('does not send draft events to anonymous listeners', async () => {
    const key = unique('anon');
    const listener = listen(anonymous, '*[_type == "lakeProbe" && key == $key]', { key });
    try {
      await listener.welcomed();
      const id = unique('probe');
      await owner.create({ _id: `drafts.${id}`, _type: 'lakeProbe', key, title: 'secret draft' });
      await owner.create({ _id: id, _type: 'lakeProbe', key, title: 'published' });
      await listener.mutationCount(1);
      // Events arrive in commit order: had the draft been sent, it would have come first.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(listener.mutations().map((event) => event.documentId)).toEqual([id]);
      expect(JSON.stringify(listener.events)).not.toContain('secret draft');
    } finally {
      listener.stop();
    }
  });

  it('tells every listener (two editors) about the same change', async () => {
    const id = unique('probe');
    await owner.create({ _id: id, _type: 'lakeProbe', title: 'shared' });
    const first = listen(owner, '*[_id == $id]', { id });
    const second = listen(clientFor(lake, translatorToken), '*[_id == $id]', { id });
    try {
      await Promise.all([first.welcomed(), second.welcomed()]);
      const patched = await owner.patch(id).set({ title: 'seen by both' }).commit({ returnDocuments: false });
      await Promise.all([first.mutationCount(1), second.mutationCount(1)]);
      for (const listener of [first, second]) {
        expect(listener.mutations()).toEqual([
          expect.objectContaining({
            documentId: id,
            transactionId: patched.transactionId,
            transition: 'update',
            result: expect.objectContaining({ title: 'seen by both' }),
          }),
        ]);
      }
    } finally {
      first.stop();
      second.stop();
    }
  });
});

describe('history', () => {
  it('lists a document’s transactions as NDJSON and returns the document at a revision', async () => {
    const id = unique('probe');
    const v1 = await owner.create({ _id: id, _type: 'lakeProbe', title: 'v1' });
    const v2 = await owner.patch(id).set({ title: 'v2' }).commit();
    const auth = { authorization: `Bearer ${ownerToken}` };

    const transactions = await fetch(
      `${lake.url}/${API}/data/history/${DATASET}/transactions/${id}?excludeContent=true&effectFormat=mendoza`,
      { headers: auth },
    );
    expect(transactions.status).toBe(200);
    expect(transactions.headers.get('content-type')).toMatch(/ndjson/);
    const lines = parseNdjson<Json & { effects: Record<string, { apply: unknown[]; revert: unknown[] }> }>(
      await transactions.text(),
    );
    expect(lines.map((line) => line.id)).toEqual([v1._rev, v2._rev]);
    for (const line of lines) {
      expect(line).toMatchObject({
        id: expect.any(String),
        timestamp: expect.any(String),
        author: 'p-owner',
        documentIDs: [id],
        effects: { [id]: { apply: expect.any(Array), revert: expect.any(Array) } },
      });
      expect(line).not.toHaveProperty('mutations');
    }
    expect(applyPatch(v1, lines[1]!.effects[id]!.apply)).toEqual(v2);
    expect(applyPatch(v2, lines[1]!.effects[id]!.revert)).toEqual(v1);

    const atRevision = await fetch(`${lake.url}/${API}/data/history/${DATASET}/documents/${id}?revision=${v1._rev}`, {
      headers: auth,
    });
    expect(atRevision.status).toBe(200);
    expect(await atRevision.json()).toEqual({ documents: [v1] });

    const anonymousHistory = await fetch(`${lake.url}/${API}/data/history/${DATASET}/transactions/${id}`);
    expect(anonymousHistory.status).toBe(401);
    expect(await anonymousHistory.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});

describe('assets', () => {
  it('uploads an image as a sanity.imageAsset with Sanity’s id, metadata, lqip and palette, deduplicated', async () => {
    const bytes = await png(40, 30, [200, 30, 40]);
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const asset = await owner.assets.upload('image', bytes, { filename: 'probe.png' });
    expect(asset).toMatchObject({
      _id: `image-${sha1}-40x30-png`,
      _type: 'sanity.imageAsset',
      sha1hash: sha1,
      extension: 'png',
      mimeType: 'image/png',
      size: bytes.length,
      originalFilename: 'probe.png',
      path: `images/local/${DATASET}/${sha1}-40x30.png`,
      metadata: {
        dimensions: { width: 40, height: 30, aspectRatio: 40 / 30 },
        lqip: expect.stringMatching(/^data:image\/[a-z]+;base64,/),
        palette: { dominant: { background: expect.stringMatching(/^#[0-9a-f]{6}$/) } },
      },
    });
    const dominant = (asset.metadata as { palette: { dominant: { background: string } } }).palette.dominant.background;
    const [r, g, b] = [1, 3, 5].map((offset) => Number.parseInt(dominant.slice(offset, offset + 2), 16));
    expect(r!).toBeGreaterThan(150);
    expect(g! + b!).toBeLessThan(150);

    const again = await owner.assets.upload('image', bytes, { filename: 'another-name.png' });
    expect(again._id).toBe(asset._id);
    expect(await owner.fetch('count(*[_id == $id])', { id: asset._id })).toBe(1);

    const served = await fetch(`${lake.url}/${asset.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const ranged = await fetch(`${lake.url}/${asset.path}`, { headers: { range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
  });

  it('refuses a non-image uploaded as an image with 400', async () => {
    const failed = await rejection(
      owner.assets.upload('image', Buffer.from('definitely not an image'), { filename: 'fake.png' }),
    );
    expect(failed.statusCode).toBe(400);
    expect(failed.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    // A damaged image (its header reads, its pixels do not) is the uploader's mistake too.
    const whole = await png(64, 64, [10, 120, 200]);
    const damaged = await rejection(
      owner.assets.upload('image', whole.subarray(0, Math.floor(whole.length * 0.6)), { filename: 'cut.png' }),
    );
    expect(damaged.statusCode).toBe(400);
  });

  it('uploads files and serves them with their content type', async () => {
    const bytes = Buffer.from(`%PDF-1.4\n% probe ${unique('pdf')}\n`);
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const asset = await owner.assets.upload('file', bytes, { filename: 'terms.pdf', contentType: 'application/pdf' });
    expect(asset).toMatchObject({
      _id: `file-${sha1}-pdf`,
      _type: 'sanity.fileAsset',
      mimeType: 'application/pdf',
      extension: 'pdf',
      size: bytes.length,
      path: `files/local/${DATASET}/${sha1}.pdf`,
    });
    const served = await fetch(`${lake.url}/${asset.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves seeded assets from content/assets, with Range for the video, and 404 for unknown assets', async () => {
    const seeded = (await anonymous.fetch(
      '*[_type in ["sanity.imageAsset", "sanity.fileAsset"]]{_id, path, mimeType, originalFilename}',
    )) as { _id: string; path: string; mimeType: string; originalFilename: string }[];
    expect(seeded.length).toBeGreaterThan(20);
    for (const asset of seeded.slice(0, 3)) {
      const response = await fetch(`${lake.url}/${asset.path}`);
      expect(response.status, asset._id).toBe(200);
      expect(response.headers.get('content-type')).toBe(asset.mimeType);
      const file = await readFile(path.join(SEED_ASSETS_DIR, asset.originalFilename));
      expect(Buffer.from(await response.arrayBuffer()).equals(file), asset._id).toBe(true);
    }
    const video = seeded.find((asset) => asset.mimeType === 'video/mp4');
    expect(video).toBeDefined();
    const { size } = await stat(path.join(SEED_ASSETS_DIR, video!.originalFilename));
    const ranged = await fetch(`${lake.url}/${video!.path}`, { headers: { range: 'bytes=100-' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-${size - 1}/${size}`);
    expect((await ranged.arrayBuffer()).byteLength).toBe(size - 100);

    const unknown = await fetch(`${lake.url}/images/local/${DATASET}/${'0'.repeat(40)}-10x10.png`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: 404 });
  });

  it('refuses anonymous uploads with 401', async () => {
    const failed = await rejection(anonymous.assets.upload('image', await png(4, 4, [0, 0, 0]), { filename: 'x.png' }));
    expect(failed.statusCode).toBe(401);
  });
});

describe('webhook', () => {
  it('POSTs a signed {_type, _id} for published changes and deletes, never for drafts', async () => {
    const secret = 'contract-test-secret';
    const received: { headers: IncomingMessage['headers']; body: string }[] = [];
    const receiver: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`;
      const hooked = await startLake(await freshDir(), { webhooks: [{ url: hookUrl, secret }] });
      const client = clientFor(hooked, await signIn(hooked, OWNER.email, OWNER.password));

      await client.patch('service-ppf').set({ 'title.en': 'Paint protection film (webhook)' }).commit();
      await hooked.webhooksSettled();
      expect(received).toHaveLength(1);
      const [delivery] = received;
      expect(JSON.parse(delivery!.body)).toEqual({ _type: 'service', _id: 'service-ppf' });
      expect(delivery!.headers['content-type']).toMatch(/^application\/json/);
      const signature = delivery!.headers[SIGNATURE_HEADER_NAME];
      expect(typeof signature).toBe('string');
      expect(await isValidSignature(delivery!.body, String(signature), secret)).toBe(true);
      expect(await isValidSignature(delivery!.body, String(signature), 'another secret')).toBe(false);

      await client.createOrReplace({ _id: 'drafts.service-ppf', _type: 'service', value: 'ppf' });
      await client.patch('drafts.service-ppf').set({ note: 'draft only' }).commit();
      await hooked.webhooksSettled();
      expect(received, 'drafts fire no webhook').toHaveLength(1);

      const id = unique('probe');
      await client.create({ _id: id, _type: 'lakeProbe' });
      await client.delete(id);
      await hooked.webhooksSettled();
      expect(received.slice(1).map((entry) => JSON.parse(entry.body) as Json)).toEqual([
        { _type: 'lakeProbe', _id: id },
        { _type: 'lakeProbe', _id: id },
      ]);
      for (const entry of received) {
        expect(await isValidSignature(entry.body, String(entry.headers[SIGNATURE_HEADER_NAME]), secret)).toBe(true);
      }
      await stopLake(hooked);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe('durability', () => {
  const byId = (docs: LakeDocument[]) =>
    JSON.stringify([...docs].sort((a, b) => a._id.localeCompare(b._id)).map((doc) => [doc._id, doc]));

  it('keeps documents and revisions across a restart, and drops a transaction a crash cut short', async () => {
    const dir = await freshDir();
    let durable = await startLake(dir);
    let client = clientFor(durable, await signIn(durable, OWNER.email, OWNER.password));
    const id = unique('probe');
    await client.create({ _id: id, _type: 'lakeProbe', count: 1 });
    await client.patch(id).inc({ count: 1 }).commit();
    await client.patch('service-ppf').set({ 'title.en': 'Durable title' }).commit();
    const documents = byId(durable.store.all());
    const rev = ((await client.getDocument(id)) as Doc)._rev;
    await stopLake(durable);

    expect((await stat(path.join(dir, 'base.ndjson'))).isFile()).toBe(true);
    durable = await startLake(dir);
    expect(byId(durable.store.all()), 'same documents after a restart').toBe(documents);
    client = clientFor(durable, await signIn(durable, OWNER.email, OWNER.password));
    expect(await client.getDocument(id)).toMatchObject({ count: 2, _rev: rev });
    expect(await clientFor(durable).fetch('*[_id == "service-ppf"][0].title.en')).toBe('Durable title');
    const transactionCount = durable.store.transactions.length;
    await stopLake(durable);

    // A crash in the middle of writing a transaction: half a line at the end of the log.
    const log = path.join(dir, 'transactions.ndjson');
    await appendFile(log, '{"id":"half-written","timestamp":"2026-01-01T00:00:00.000Z","author":"p-ow');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      durable = await startLake(dir);
    } finally {
      warn.mockRestore();
    }
    expect(byId(durable.store.all())).toBe(documents);
    expect(durable.store.transactions.length).toBe(transactionCount);
    expect(await readFile(log, 'utf8')).not.toContain('half-written');

    client = clientFor(durable, await signIn(durable, OWNER.email, OWNER.password));
    const later = await client.patch(id).inc({ count: 1 }).commit();
    expect(later).toMatchObject({ count: 3 });
    await stopLake(durable);

    durable = await startLake(dir);
    expect(durable.store.documents.get(id)).toMatchObject({ count: 3, _rev: later._rev });
    expect(durable.store.transactions.length).toBe(transactionCount + 1);
    expect(durable.store.documents.get('service-ppf'), 'a later start does not reseed').toMatchObject({
      title: { en: 'Durable title' },
    });
    const lines = (await readFile(log, 'utf8')).split('\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines.filter(Boolean)) expect(() => JSON.parse(line) as unknown).not.toThrow();
    await stopLake(durable);
  });
});

describe('concurrency', () => {
  it('loses no write when 20 clients patch at once', async () => {
    const counter = unique('counter');
    const ids = Array.from({ length: 20 }, () => unique('probe'));
    const setup = owner.transaction().create({ _id: counter, _type: 'lakeProbe', count: 0 });
    for (const id of ids) setup.create({ _id: id, _type: 'lakeProbe', title: 'before' });
    await setup.commit();

    const clients = ids.map(() => clientFor(lake, ownerToken));
    const outcomes = await Promise.allSettled(
      clients.flatMap((client, index) => [
        client.patch(counter).inc({ count: 1 }).commit(),
        client
          .patch(ids[index]!)
          .set({ title: `after ${index}` })
          .commit(),
      ]),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await owner.getDocument(counter)).toMatchObject({ count: 20 });
    const titles = (await owner.fetch('*[_id in $ids]{_id, title}', { ids })) as { _id: string; title: string }[];
    expect(new Map(titles.map((doc) => [doc._id, doc.title]))).toEqual(
      new Map(ids.map((id, index) => [id, `after ${index}`])),
    );
  });
});

describe('CORS and routing', () => {
  const queryUrl = () => `${lake.url}/${API}/data/query/${DATASET}?query=${encodeURIComponent('count(*)')}`;

  it('echoes an allowed origin with credentials', async () => {
    const response = await fetch(queryUrl(), { headers: { origin: 'http://localhost:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('refuses a foreign origin with 403', async () => {
    const response = await fetch(queryUrl(), { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('answers a preflight with 204', async () => {
    const response = await fetch(`${lake.url}/${API}/data/mutate/${DATASET}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3333',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3333');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('answers an unknown endpoint with 404 JSON and logs it loudly', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await fetch(`${lake.url}/${API}/no/such/endpoint`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
      expect(error).toHaveBeenCalledWith(expect.stringContaining('/no/such/endpoint'));
    } finally {
      error.mockRestore();
    }
    const wrongDataset = await fetch(`${lake.url}/${API}/data/query/staging?query=1`);
    expect(wrongDataset.status).toBe(404);
  });
});

describe('export', () => {
  it('exports published documents that pass the project’s Sanity validation and equal the store', async () => {
    const exporting = await startLake(await freshDir());
    const client = clientFor(exporting, await signIn(exporting, OWNER.email, OWNER.password));
    await client.patch('service-ppf').set({ 'title.en': 'Paint protection film, edited' }).commit();
    await client.createOrReplace({ _id: 'drafts.service-ppf', _type: 'service', value: 'ppf' }); // an invalid draft

    const exported = (await clientFor(exporting).fetch(
      '*[!(_id in path("drafts.**"))]',
      {},
      {
        perspective: 'published',
      },
    )) as LakeDocument[];
    expect(exported.find((doc) => doc._id === 'service-ppf')).toMatchObject({
      title: { en: 'Paint protection film, edited' },
    });
    expect(exported.some((doc) => doc._id.startsWith('drafts.'))).toBe(false);

    const content = exported.filter((doc) => !doc._type.startsWith('sanity.'));
    const findings = await validateDocuments(content, exported);
    expect(findings.filter((finding) => finding.level === 'error')).toEqual([]);

    const stored = exporting.store.all().filter((doc) => !doc._id.startsWith('drafts.'));
    const sorted = (docs: LakeDocument[]) => [...docs].sort((a, b) => a._id.localeCompare(b._id));
    expect(sorted(exported)).toEqual(sorted(stored));
    await stopLake(exporting);
  }, 60_000);
});

describe("preview (the site read token and the Presentation tool's secrets)", () => {
  const viewer = () => clientFor(lake, LOCAL_SANITY_READ_TOKEN);
  const enableUrl = (secret: string) =>
    `http://localhost:3000/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fabout%3Flang%3Dpt&sanity-preview-perspective=drafts`;

  it('the read token reads drafts as a Viewer and writes nothing', async () => {
    await ensurePpfDraft();
    const title = await viewer().fetch('*[_id == "service-ppf"][0].title.en', {}, { perspective: 'drafts' });
    expect(title).toBe('PPF (draft title)');
    expect(await anonymous.fetch('*[_id == "service-ppf"][0].title.en', {}, { perspective: 'drafts' })).not.toBe(
      'PPF (draft title)',
    );
    const refused = await rejection(viewer().create({ _type: 'service', title: { en: 'Not allowed' } }));
    expect(refused.statusCode).toBe(401);
    // Any other token is nobody: published documents only.
    const forged = clientFor(lake, 'sk-forged-token');
    expect(await forged.fetch('*[_id == "service-ppf"][0].title.en', {}, { perspective: 'drafts' })).not.toBe(
      'PPF (draft title)',
    );
  });

  it("a secret the Studio stores is valid for the site's check, private to the signed-in and the token", async () => {
    const { secret } = await createPreviewSecret(owner, 'presentation', 'http://localhost:3000/studio', 'p-owner');
    const check = await validatePreviewUrl(viewer(), enableUrl(secret));
    expect(check).toMatchObject({
      isValid: true,
      redirectTo: '/about?lang=pt&sanity-preview-perspective=drafts',
      studioPreviewPerspective: 'drafts',
      studioOrigin: 'http://localhost:3000',
    });
    // A public reader never sees the secrets (their ids are under a path, as on Sanity).
    expect(await anonymous.fetch('count(*[_type == "sanity.previewUrlSecret"])', {}, { perspective: 'raw' })).toBe(0);
  });

  it('a forged or expired secret is refused', async () => {
    expect((await validatePreviewUrl(viewer(), enableUrl('forged-secret-value'))).isValid).toBe(false);
    // Stored two hours ago: Sanity's check accepts secrets updated within the last hour.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 2 * 60 * 60 * 1000 });
    let secret: string;
    try {
      ({ secret } = await createPreviewSecret(owner, 'presentation', 'http://localhost:3000/studio', 'p-owner'));
    } finally {
      vi.useRealTimers();
    }
    expect((await validatePreviewUrl(viewer(), enableUrl(secret))).isValid).toBe(false);
  });
});

describe('live content events (the Presentation tool subscribes)', () => {
  type LiveEvent = { type: string; id?: string; tags?: string[] };
  function liveEvents(client: SanityClient, includeDrafts: boolean) {
    const events: LiveEvent[] = [];
    const subscription = client.live.events({ includeDrafts }).subscribe({
      next: (event) => events.push(event as LiveEvent),
      error: (error: unknown) => events.push({ type: 'error', id: String(error) }),
    });
    return { events, stop: () => subscription.unsubscribe() };
  }

  it('a change announces the sync tags a query returned, drafts only to a reader who may see them', async () => {
    const viewer = clientFor(lake, LOCAL_SANITY_READ_TOKEN);
    const { syncTags } = await viewer.fetch('*[_type == "service"][0]', {}, { filterResponse: false });
    expect(syncTags?.length).toBeGreaterThan(0);
    const withDrafts = liveEvents(viewer, true);
    const publicOnly = liveEvents(anonymous, false);
    await waitFor(
      () => withDrafts.events[0]?.type === 'welcome' && publicOnly.events[0]?.type === 'welcome',
      'welcome',
    );

    await owner.createOrReplace({ _id: 'drafts.live-events-probe', _type: 'service', value: unique('probe') });
    await waitFor(() => withDrafts.events.some((event) => event.type === 'message'), 'a message for the draft');
    const message = withDrafts.events.find((event) => event.type === 'message')!;
    expect(message.tags?.some((tag) => (syncTags as string[]).includes(tag))).toBe(true);
    expect(message.id).toEqual(expect.any(String));

    await owner.patch('service-ppf').set({ durationMinutes: 61 }).commit();
    await waitFor(() => publicOnly.events.some((event) => event.type === 'message'), 'a message for the publish');
    // The draft's change was never announced to the public reader: one message, the published one.
    expect(publicOnly.events.filter((event) => event.type === 'message')).toHaveLength(1);
    withDrafts.stop();
    publicOnly.stop();

    // The client itself refuses drafts without a token; the lake does too, for any other caller.
    const refused = await fetch(`${lake.url}/${API}/data/live/events/${DATASET}?includeDrafts=true`);
    expect(refused.status).toBe(401);
  });
});
