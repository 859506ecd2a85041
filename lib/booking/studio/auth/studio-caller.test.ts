import { describe, expect, it } from 'vitest';
import { accountsFromEnv, publicUser } from '../../../../stand-ins/sanity-content-lake/auth.ts';
import { bearerToken, checkStudioCaller, contentLakeApiUrl, type StudioCallerDeps } from './studio-caller';

const SITE = 'http://localhost:3000';
const API = 'http://localhost:54330/v2025-10-01';
const [owner, translator] = accountsFromEnv({});

/** `users/me` as the local lake answers it (its own user objects), for the tokens it knows. */
function lake(sessions: Record<string, unknown>, calls: { url: string; authorization: string | null }[] = []) {
  const fetchImpl: typeof fetch = async (input, init) => {
    const authorization = new Headers(init?.headers).get('authorization');
    calls.push({ url: String(input), authorization });
    const token = authorization?.replace(/^Bearer /, '') ?? '';
    return Response.json(sessions[token] ?? {});
  };
  return fetchImpl;
}

const SESSIONS = { 'owner-token': publicUser(owner!), 'translator-token': publicUser(translator!) };

function call(headers: Record<string, string>, deps: Partial<StudioCallerDeps> = {}) {
  const request = new Request('http://localhost:3000/api/studio/requests', { headers });
  return checkStudioCaller(request, { apiUrl: API, siteUrl: SITE, behindProxy: false, fetch: lake(SESSIONS), ...deps });
}

const fromStudio = (token?: string) => ({
  'sec-fetch-site': 'same-origin',
  ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
});

describe('checkStudioCaller', () => {
  it('lets the owner (a project administrator) in, named as Sanity names them', async () => {
    const calls: { url: string; authorization: string | null }[] = [];
    const result = await call(fromStudio('owner-token'), { fetch: lake(SESSIONS, calls) });
    expect(result).toEqual({ ok: true, caller: { id: 'p-owner', name: 'Owner' } });
    // Asked of the Content Lake on this very call, with the caller's own token.
    expect(calls).toEqual([{ url: `${API}/users/me`, authorization: 'Bearer owner-token' }]);
  });

  it('answers 403 to a signed-in editor (the translator)', async () => {
    expect(await call(fromStudio('translator-token'))).toMatchObject({ ok: false, status: 403 });
  });

  it.each([
    ['no Authorization header', fromStudio()],
    ['an empty token', fromStudio('')],
    ['another scheme', { 'sec-fetch-site': 'same-origin', authorization: 'Basic b3duZXI6cGFzcw==' }],
  ])('answers 401 to %s without asking the Content Lake', async (_, headers) => {
    const calls: { url: string; authorization: string | null }[] = [];
    expect(await call(headers, { fetch: lake(SESSIONS, calls) })).toMatchObject({ ok: false, status: 401 });
    expect(calls).toEqual([]);
  });

  it('answers 401 to a token the Content Lake does not know (forged, or signed out): it answers `{}`', async () => {
    expect(await call(fromStudio('sk-forged-token'))).toMatchObject({ ok: false, status: 401 });
  });

  it('answers 401 when hosted Sanity refuses the token outright', async () => {
    const refusing: typeof fetch = async () =>
      Response.json({ error: 'Unauthorized', message: 'Session not found', statusCode: 401 }, { status: 401 });
    expect(await call(fromStudio('expired'), { fetch: refusing })).toMatchObject({ ok: false, status: 401 });
  });

  it('reads hosted Sanity’s roles, and its legacy single role', async () => {
    const answering =
      (user: unknown): typeof fetch =>
      async () =>
        Response.json(user);
    const admin = { id: 'pAbC', name: 'Rui', roles: [{ name: 'administrator', title: 'Administrator' }] };
    expect(await call(fromStudio('t'), { fetch: answering(admin) })).toEqual({
      ok: true,
      caller: { id: 'pAbC', name: 'Rui' },
    });
    const legacy = { id: 'pAbC', name: 'Rui', role: 'administrator' };
    expect(await call(fromStudio('t'), { fetch: answering(legacy) })).toMatchObject({ ok: true });
    const manyRoles = { id: 'pX', name: 'X', role: 'editor', roles: [{ name: 'editor' }, { name: 'contributor' }] };
    expect(await call(fromStudio('t'), { fetch: answering(manyRoles) })).toMatchObject({ ok: false, status: 403 });
    expect(await call(fromStudio('t'), { fetch: answering({ id: 'pY', name: 'Y' }) })).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('refuses a cross-site call before anything else, even the owner’s', async () => {
    const calls: { url: string; authorization: string | null }[] = [];
    const evil = { origin: 'https://evil.example', authorization: 'Bearer owner-token' };
    expect(await call(evil, { fetch: lake(SESSIONS, calls) })).toMatchObject({ ok: false, status: 403 });
    expect(await call({ authorization: 'Bearer owner-token' })).toMatchObject({ ok: false, status: 403 });
    expect(calls).toEqual([]);
    expect(await call({ origin: SITE, authorization: 'Bearer owner-token' })).toMatchObject({ ok: true });
  });

  it('answers 503 when the Content Lake cannot say who it is', async () => {
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const failing: typeof fetch = async () => new Response('Bad gateway', { status: 502 });
    const garbled: typeof fetch = async () => new Response('<html>', { status: 200 });
    for (const fetchImpl of [down, failing, garbled]) {
      expect(await call(fromStudio('owner-token'), { fetch: fetchImpl })).toMatchObject({ ok: false, status: 503 });
    }
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc', 'abc'],
    ['bearer  abc ', 'abc'],
    ['Bearer', undefined],
    ['Bearer ', undefined],
    ['Bearer a b', undefined],
    ['Token abc', undefined],
  ])('%j → %j', (header, token) => {
    expect(bearerToken(new Headers({ authorization: header }))).toBe(token);
  });
});

describe('contentLakeApiUrl', () => {
  it('is the project host on hosted Sanity, and a given host as is (the local lake)', () => {
    const lakeConfig = { projectId: 'abc123', dataset: 'production', apiVersion: '2025-10-01' };
    expect(contentLakeApiUrl(lakeConfig)).toBe('https://abc123.api.sanity.io/v2025-10-01');
    expect(contentLakeApiUrl({ ...lakeConfig, projectId: 'local', apiHost: 'http://localhost:54330' })).toBe(API);
  });
});
