/**
 * The local Content Lake under hostile or careless requests, against
 * real lakes on free ports: a query past its time limit is stopped alone while the rest of the lake
 * answers; sessions are kept hashed in an owner-only file and exist only once their one-time code
 * is traded; sign-in is throttled per account and per address, for a while only; and bad input gets
 * the 4xx Sanity gives with a JSON message, never a 500.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import type { ContentLake, ContentLakeOptions } from '../../stand-ins/sanity-content-lake/server.ts';
import { signInToLake } from '../../stand-ins/sanity-content-lake/session.ts';
import { startSeededLake } from '../support/content-lake.ts';

const API = 'v2025-02-19';
const STUDIO = 'http://localhost:3333/studio';
const { owner: OWNER, translator: TRANSLATOR } = LOCAL_ACCOUNT_DEFAULTS;

const dirs: string[] = [];
const lakes: ContentLake[] = [];

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'content-lake-abuse-'));
  dirs.push(dir);
  return dir;
}

async function startLake(extra: Partial<ContentLakeOptions> = {}, dir?: string): Promise<ContentLake> {
  const lake = await startSeededLake(dir ?? (await freshDir()), extra);
  lakes.push(lake);
  return lake;
}

async function stopLake(lake: ContentLake): Promise<void> {
  lakes.splice(lakes.indexOf(lake), 1);
  await lake.close();
}

afterAll(async () => {
  for (const lake of lakes) await lake.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function query(lake: ContentLake, groq: string, signal?: AbortSignal, token?: string): Promise<Response> {
  return fetch(`${lake.url}/${API}/data/query/production?query=${encodeURIComponent(groq)}`, {
    signal,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const gatewayError = (statusCode: number, message: RegExp) => ({
  statusCode,
  error: expect.any(String),
  message: expect.stringMatching(message),
});

describe('a query past the time limit', () => {
  // Five nested scans of the dataset: minutes of groq-js evaluation.
  const STALL = 'count(*[count(*[count(*[count(*[count(*) > 0]) > 0]) > 0]) > 0])';

  it("is stopped with a 400 queryExecutionError naming the limit; another client's cheap query beside a flood of them is answered before the first is stopped", async () => {
    const lake = await startLake({ queryTimeoutMs: 1_000 });
    const token = await signInToLake(lake.url, OWNER, STUDIO);
    expect((await query(lake, 'count(*)')).status).toBe(200);

    const asked = performance.now();
    const stalls = Array.from({ length: 8 }, () =>
      query(lake, STALL, AbortSignal.timeout(20_000)).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as unknown,
        ms: performance.now() - asked,
      })),
    );
    const stalled = stalls[0]!;
    const firstStopped = Promise.race(stalls).then(() => 'a stall');
    await sleep(100);
    // Another client (a signed-in person): the anonymous flood queues behind itself, not before it,
    // so the cheap query is answered before even the first stall is stopped at the limit.
    const cheap = query(lake, '*[_id == "service-ppf"][0].value', AbortSignal.timeout(20_000), token);
    expect(await Promise.race([cheap.then(() => 'the cheap query'), firstStopped])).toBe('the cheap query');
    expect(await (await cheap).json()).toMatchObject({ result: 'ppf' });

    const { status, body, ms } = await stalled;
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        description: expect.stringMatching(/time limit of 1 s/),
        query: STALL,
        type: 'queryExecutionError',
      },
    });
    expect(ms).toBeLessThan(5_000);
    expect((await Promise.all(stalls)).map((answer) => answer.status)).toEqual(Array(8).fill(400));
    // The lake goes on answering, and the next slow query is stopped the same way.
    expect((await query(lake, 'count(*)')).status).toBe(200);
    expect((await query(lake, STALL)).status).toBe(400);
  });

  it('closes a listener whose filter runs past the limit with a channelError, and the lake goes on answering', async () => {
    const lake = await startLake({ queryTimeoutMs: 1_000 });
    const token = await signInToLake(lake.url, OWNER, STUDIO);
    // The filter costs 700³ steps per document: a published change would stall the lake for tens of seconds.
    const listen = new URL(`${lake.url}/${API}/data/listen/production`);
    listen.searchParams.set('query', '*[count($a[count($a[count($a) > 0]) > 0]) > 0]');
    listen.searchParams.set('$a', JSON.stringify(Array.from({ length: 700 }, (_, index) => index)));
    const stream = await fetch(listen, { signal: AbortSignal.timeout(20_000) });
    expect(stream.status).toBe(200);
    const events = stream.text();

    const changed = performance.now();
    const mutate = await fetch(`${lake.url}/${API}/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _id: 'abuse-listen', _type: 'lakeProbe' } }] }),
    });
    expect(mutate.status).toBe(200);
    await sleep(100);
    expect((await query(lake, 'count(*)', AbortSignal.timeout(20_000))).status).toBe(200);
    expect(performance.now() - changed).toBeLessThan(1_100);

    const text = await events;
    expect(text).toMatch(/event: channelError\ndata: .*time limit of 1 s/);
    expect(text).not.toMatch(/event: mutation/);
  });
});

/** Posts the lake's sign-in form as a browser would, from `base` (the lake's URL or one loopback). */
function postSignIn(base: string, email: string, password: string): Promise<Response> {
  return fetch(`${base}/v1/auth/login/lake?origin=${encodeURIComponent(STUDIO)}`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
  });
}

async function tradeCode(lake: ContentLake, signIn: Response): Promise<string> {
  const sid = /sid=([^&]+)/.exec(new URL(signIn.headers.get('location') ?? '').hash)?.[1];
  const exchange = await fetch(`${lake.url}/v1/auth/fetch?sid=${sid}`);
  expect(exchange.status).toBe(200);
  return ((await exchange.json()) as { token: string }).token;
}

async function sessionsOnDisk(dir: string): Promise<Record<string, unknown>> {
  const text = await readFile(path.join(dir, 'sessions.json'), 'utf8').catch(() => '{}');
  return JSON.parse(text) as Record<string, unknown>;
}

const signedInAs = async (lake: ContentLake, token: string) =>
  (
    (await (await fetch(`${lake.url}/v1/users/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      id?: string;
    }
  ).id;

describe('sign-in sessions', () => {
  it('exist only once the one-time code is traded, and are kept hashed in an owner-only file', async () => {
    const dir = await freshDir();
    let lake = await startLake({}, dir);
    const signIn = await postSignIn(lake.url, OWNER.email, OWNER.password);
    expect(signIn.status).toBe(303);
    expect(await sessionsOnDisk(dir), 'no session before the code is traded').toEqual({});

    const token = await tradeCode(lake, signIn);
    const file = path.join(dir, 'sessions.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(token);
    expect(Object.keys(JSON.parse(text) as object)).toEqual([sha256(token)]);
    expect(await signedInAs(lake, token)).toBe('p-owner');

    // The hash is all that was kept, and enough: the session survives a restart.
    await stopLake(lake);
    lake = await startLake({}, dir);
    expect(await signedInAs(lake, token)).toBe('p-owner');
  });

  it('load from a file of the old format (plain tokens), which is then rewritten hashed and owner-only', async () => {
    const dir = await freshDir();
    const file = path.join(dir, 'sessions.json');
    const old = 'sk-local-from-the-old-format';
    const expires = Date.now() + 60_000;
    await writeFile(file, JSON.stringify({ [old]: { accountId: 'p-owner', expires } }), { mode: 0o644 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let lake: ContentLake;
    try {
      lake = await startLake({}, dir);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('sessions.json'));
    } finally {
      warn.mockRestore();
    }
    expect(await signedInAs(lake, old)).toBe('p-owner');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).not.toContain(old);
    expect(await sessionsOnDisk(dir)).toEqual({ [sha256(old)]: { accountId: 'p-owner', expires } });
  });

  it('start empty, saying so, when the file cannot be read', async () => {
    const dir = await freshDir();
    await writeFile(path.join(dir, 'sessions.json'), '{"sk-local-cut-sh');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const lake = await startLake({}, dir);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('sessions.json'));
      expect(await sessionsOnDisk(dir)).toEqual({});
      expect(await signInToLake(lake.url, OWNER, STUDIO)).toEqual(expect.any(String));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('sign-in throttling', () => {
  const loopbacks = (lake: ContentLake) => ({ v4: `http://127.0.0.1:${lake.port}`, v6: `http://[::1]:${lake.port}` });
  const hasV6 = (lake: ContentLake) =>
    fetch(`${loopbacks(lake).v6}/v1/ping`).then(
      () => true,
      () => false,
    );

  async function expectLocked(response: Response) {
    expect(response.status).toBe(429);
    expect(response.headers.get('location')).toBeNull();
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await response.text()).toMatch(/role="alert"[^>]*>Too many failed sign-ins[^<]*Try again in/);
  }

  it('locks an account after 20 failures in a row, even for the right password and from elsewhere, until the lockout ends', async () => {
    const lake = await startLake({ signInLockoutMs: 1_500 });
    const { v4, v6 } = loopbacks(lake);
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await postSignIn(v4, OWNER.email, `wrong password ${attempt}`)).status).toBe(401);
    }
    await expectLocked(await postSignIn(v4, OWNER.email, OWNER.password));
    await expectLocked(await postSignIn(v4, ` ${OWNER.email.toUpperCase()}`, OWNER.password));
    if (await hasV6(lake)) await expectLocked(await postSignIn(v6, OWNER.email, OWNER.password));

    await sleep(1_600);
    const signIn = await postSignIn(v4, OWNER.email, OWNER.password);
    expect(signIn.status).toBe(303);
    expect(await signedInAs(lake, await tradeCode(lake, signIn))).toBe('p-owner');
  });

  it('locks an address after 20 failures in a row whatever the email, not the other addresses', async () => {
    const lake = await startLake({ signInLockoutMs: 60_000 });
    const { v4, v6 } = loopbacks(lake);
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await postSignIn(v4, `guess-${attempt}@example.com`, 'password')).status).toBe(401);
    }
    await expectLocked(await postSignIn(v4, TRANSLATOR.email, TRANSLATOR.password));
    if (await hasV6(lake)) expect((await postSignIn(v6, TRANSLATOR.email, TRANSLATOR.password)).status).toBe(303);
  });

  it('starts counting again after a success', async () => {
    const lake = await startLake({ signInLockoutMs: 60_000 });
    for (let round = 0; round < 3; round++) {
      for (let attempt = 1; attempt <= 19; attempt++) {
        expect((await postSignIn(lake.url, OWNER.email, `wrong password ${attempt}`)).status).toBe(401);
      }
      expect((await postSignIn(lake.url, OWNER.email, OWNER.password)).status).toBe(303);
    }
  });
});

/** A request written by hand, for heads fetch would not send; resolves with the raw answer. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
  });
}

describe('bad input', () => {
  let lake: ContentLake;
  let token: string;
  const authorized = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

  beforeAll(async () => {
    lake = await startLake();
    token = await signInToLake(lake.url, OWNER, STUDIO);
  });

  async function expectJson(response: Response, status: number, body: unknown) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(body);
  }

  it('an oversized sign-in form: 413', async () => {
    const response = await postSignIn(lake.url, OWNER.email, 'x'.repeat(70_000));
    await expectJson(response, 413, gatewayError(413, /exceeds 65536 bytes/));
  });

  it('an oversized Studio preference (key-value) write: 413', async () => {
    const response = await fetch(`${lake.url}/${API}/users/me/keyvalue`, {
      method: 'PUT',
      headers: authorized(),
      body: JSON.stringify([{ key: 'studio.pane', value: 'x'.repeat(5_000_000) }]),
    });
    await expectJson(response, 413, gatewayError(413, /exceeds 4194304 bytes/));
  });

  it('a Studio preference write whose entries are not objects with a key: 400, nothing kept', async () => {
    const response = await fetch(`${lake.url}/${API}/users/me/keyvalue`, {
      method: 'PUT',
      headers: authorized(),
      body: JSON.stringify([{ key: 'studio.kept', value: 1 }, null, 1, 'x']),
    });
    await expectJson(response, 400, gatewayError(400, /string key/));
    const read = await fetch(`${lake.url}/${API}/users/me/keyvalue/studio.kept`, { headers: authorized() });
    expect(await read.json()).toEqual([]);
  });

  it('an oversized upload: 413 as soon as its declared length is read', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const upload = httpRequest(`${lake.url}/${API}/assets/files/production?filename=big.bin`, {
        method: 'POST',
        headers: { ...authorized(), 'content-type': 'application/octet-stream', 'content-length': 300 * 1024 * 1024 },
      });
      upload.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: text });
          upload.destroy();
        });
      });
      upload.on('error', reject);
      upload.write(Buffer.alloc(64 * 1024));
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual(gatewayError(413, /exceeds 209715200 bytes/));
  });

  it('a document nested 4,000 levels deep, in a mutation or an action: 400', async () => {
    let deep: unknown = 'the bottom';
    for (let level = 0; level < 4_000; level++) deep = { inner: deep };
    const tooDeep = gatewayError(400, /deeper than 100 levels/);
    const mutation = await fetch(`${lake.url}/${API}/data/mutate/production`, {
      method: 'POST',
      headers: authorized(),
      body: JSON.stringify({ mutations: [{ create: { _id: 'abuse-deep', _type: 'lakeProbe', deep } }] }),
    });
    await expectJson(mutation, 400, tooDeep);
    const action = await fetch(`${lake.url}/${API}/data/actions/production`, {
      method: 'POST',
      headers: authorized(),
      body: JSON.stringify({
        actions: [
          {
            actionType: 'sanity.action.document.create',
            publishedId: 'abuse-deep',
            attributes: { _id: 'drafts.abuse-deep', _type: 'lakeProbe', deep },
          },
        ],
      }),
    });
    await expectJson(action, 400, tooDeep);
    expect(lake.store.documents.has('abuse-deep') || lake.store.documents.has('drafts.abuse-deep')).toBe(false);
  });

  it('a query parameter nested deeper than 100 levels: 400', async () => {
    const url = `${lake.url}/${API}/data/query/production?query=${encodeURIComponent('$p')}&$p=${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const response = await fetch(url);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { description: expect.stringMatching(/deeper than 100/) } });
  });

  it('a malformed %-escape in a path: 400', async () => {
    for (const route of [
      `users/%E0%A4%A`,
      `users/me/keyvalue/%E0%A4%A`,
      `data/doc/production/%E0%A4%A`,
      `data/history/production/documents/%E0%A4%A`,
    ]) {
      const response = await fetch(`${lake.url}/${API}/${route}`, { headers: authorized() });
      await expectJson(response, 400, gatewayError(400, /malformed %-escape/));
    }
  });

  it('a URL over 16 KiB: 414, and headers over 15 KB: 431', async () => {
    const longQuery = `"${'x'.repeat(20_000)}"`;
    await expectJson(await query(lake, longQuery), 414, gatewayError(414, /16384 bytes.*POST/));
    const headers = { 'x-padding': 'x'.repeat(16_000) };
    await expectJson(await fetch(`${lake.url}/v1/ping`, { headers }), 431, gatewayError(431, /15000 bytes/));
    // Under both limits: answered.
    expect((await fetch(`${lake.url}/v1/ping`, { headers: { 'x-padding': 'x'.repeat(10_000) } })).status).toBe(200);
  });

  it('a request head past what the lake parses (64 KiB): 431 with a JSON message', async () => {
    for (const head of [
      `GET /v1/ping?padding=${'x'.repeat(70_000)} HTTP/1.1\r\nhost: localhost\r\n\r\n`,
      `GET /v1/ping HTTP/1.1\r\nhost: localhost\r\nx-padding: ${'x'.repeat(70_000)}\r\n\r\n`,
    ]) {
      const answer = await rawRequest(lake.port, head);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/\r\ncontent-type: application\/json/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(gatewayError(431, /65536 bytes/));
    }
  });
});
