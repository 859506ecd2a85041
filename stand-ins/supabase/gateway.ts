import { Agent, createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import pg from 'pg';
import { isNewApiKey, LOCAL_SECRET_KEY, resolveApiKey, verifyJwt } from './keys.ts';
import type { VerifiedJwt } from './keys.ts';
import { BOOKING_MAX_BODY_BYTES } from '../../lib/constants/index.ts';
import { BodyTooLargeError, close, listen, readBody, send, sendJson } from '../shared/http.ts';
import { createRestApi } from './postgrest.ts';

/**
 * The local stand-in for Supabase's API gateway (Kong): one port serving `/rest/v1` (PostgREST
 * semantics, see postgrest.ts) and `/functions/v1` (proxied to the edge function under Deno).
 */

/**
 * PostgREST's default db-pool. Concurrent requests beyond this wait for a connection instead of exhausting
 * max_connections; on a small machine more backends only add warm-up (catalog caches, PL/pgSQL
 * compiled per backend) and context switches.
 */
export const GATEWAY_POOL_SIZE = 10;
const POOL_ACQUISITION_TIMEOUT_MS = 10_000;
/**
 * Function calls in flight at once; more wait at the gateway in arrival order, as requests wait for
 * the database pool. A burst of hundreds of calls otherwise opens hundreds of connections to the
 * function and, from it, to the gateway and the mail API, which on a small machine costs more CPU
 * than the calls themselves.
 */
const FUNCTION_MAX_CONNECTIONS = 32;

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'apikey, authorization, content-type, content-profile, accept-profile, prefer, range, range-unit, x-client-info, x-supabase-api-version, accept, accept-language, x-region',
  'access-control-expose-headers':
    'content-range, content-location, location, preference-applied, range-unit, x-relay-error',
  'access-control-max-age': '3600',
};

/** Writes a rejection; returned by checks that fail. */
type ServerResponseWriter = (response: ServerResponse) => void;

export interface FunctionRoute {
  url: string;
  verifyJwt: boolean;
}

export interface GatewayOptions {
  port: number;
  /** Connection as `authenticator`. */
  databaseUrl: string;
  functions: Record<string, FunctionRoute>;
}

export interface Gateway {
  url: string;
  stop(): Promise<void>;
}

const headerValue = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const bearer = (request: IncomingMessage): string | undefined =>
  /^Bearer\s+(.+)$/i.exec(headerValue(request, 'authorization') ?? '')?.[1]?.trim();

/** Verified keys by token: every request carries one of a handful of tokens, so check each once. */
const VERIFIED_TOKEN_CACHE_SIZE = 1000;

function createCachedVerifier(): (token: string) => Promise<VerifiedJwt | null> {
  const cache = new Map<string, VerifiedJwt>();
  return async (token) => {
    const cached = cache.get(token);
    const exp = cached?.claims.exp;
    if (cached && (exp === undefined || exp * 1000 > Date.now())) return cached;
    const verified = await verifyJwt(token);
    if (verified) {
      if (cache.size >= VERIFIED_TOKEN_CACHE_SIZE) cache.clear();
      cache.set(token, verified);
    }
    return verified;
  };
}

/**
 * What hosted Supabase's edge adds before PostgREST and the functions see a request: Cloudflare's
 * `CF-Connecting-IP`, the socket address, replacing any value the client sent; and Kong's
 * `X-Forwarded-For`, the client's own header (if any) followed by the socket address.
 */
function addPlatformHeaders(request: IncomingMessage): void {
  const remote = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  request.headers['cf-connecting-ip'] = remote;
  const existing = headerValue(request, 'x-forwarded-for')?.trim();
  request.headers['x-forwarded-for'] = existing ? `${existing}, ${remote}` : remote;
}

/** Headers not to forward between hops. */
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade']);

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  // Kept-alive connections to the function, as Kong keeps its upstream connections: a new TCP
  // connection per call costs the gateway and the function more than the call itself.
  const functionAgent = new Agent({ keepAlive: true, maxSockets: FUNCTION_MAX_CONNECTIONS });

  /** One HTTP exchange with the function; rejects when it cannot be reached or the answer breaks off. */
  function forward(
    target: string,
    method: string,
    headers: OutgoingHttpHeaders,
    body: Buffer | undefined,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(target, { method, headers, agent: functionAgent }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 502, headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
        incoming.on('error', reject);
        incoming.on('close', () => {
          if (!incoming.complete) reject(new Error('Function answer broke off'));
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: GATEWAY_POOL_SIZE,
    // PostgREST's default db-pool-acquisition-timeout: a burst queues this long before a 504.
    connectionTimeoutMillis: POOL_ACQUISITION_TIMEOUT_MS,
    application_name: 'local-gateway',
    // Each request's queries go out together (postgrest.ts): one round trip per request.
    pipeline: true,
  });
  // An idle client losing its server (database stopped) must not crash the gateway.
  pool.on('error', (error) => console.error('gateway pool:', error.message));
  const verifyToken = createCachedVerifier();
  let rest: Awaited<ReturnType<typeof createRestApi>> | undefined;
  try {
    rest = await createRestApi(pool);
  } catch (error) {
    // The database may be down on purpose (fault tests); requests then answer 503 like PostgREST.
    console.error('gateway: schema cache not loaded:', (error as Error).message);
  }

  /**
   * Kong's key-auth: the `apikey` header (or query parameter) must be one of the project's keys, a
   * legacy JWT or a new-format key; a secret key sent by a browser is refused, as hosted.
   */
  async function checkApiKey(
    request: IncomingMessage,
    url: URL,
  ): Promise<{ apiKey: string; key: VerifiedJwt } | ServerResponseWriter> {
    const apiKey = headerValue(request, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
    if (!apiKey) {
      return (response) =>
        sendJson(
          response,
          401,
          { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
          CORS_HEADERS,
        );
    }
    const key = await resolveApiKey(apiKey, verifyToken);
    if (!key) {
      return (response) =>
        sendJson(
          response,
          401,
          { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
          CORS_HEADERS,
        );
    }
    if (apiKey === LOCAL_SECRET_KEY && /Mozilla\//.test(headerValue(request, 'user-agent') ?? '')) {
      return (response) =>
        sendJson(
          response,
          401,
          {
            message: 'Forbidden use of secret API key in browser',
            hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser.',
          },
          CORS_HEADERS,
        );
    }
    return { apiKey, key };
  }

  /**
   * The role for a Data API call: from the Authorization token (a user's JWT), else the apikey's.
   * A new-format key as the Bearer must be the apikey itself (what supabase-js sends without a
   * session); null when the token is forged or expired.
   */
  async function requestRole(request: IncomingMessage, key: VerifiedJwt, apiKey: string): Promise<VerifiedJwt | null> {
    const token = bearer(request);
    if (token === undefined) return key;
    if (isNewApiKey(token)) return token === apiKey ? key : null;
    return verifyToken(token);
  }

  async function handleRest(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const checked = await checkApiKey(request, url);
    if (typeof checked === 'function') return checked(response);
    const jwt = await requestRole(request, checked.key, checked.apiKey);
    if (!jwt) {
      return sendJson(
        response,
        401,
        { code: 'PGRST301', details: null, hint: null, message: 'JWSError JWSInvalidSignature' },
        {
          ...CORS_HEADERS,
          'www-authenticate': 'Bearer error="invalid_token", error_description="JWSError JWSInvalidSignature"',
        },
      );
    }
    const profile = headerValue(request, 'content-profile') ?? headerValue(request, 'accept-profile');
    if (profile && profile !== 'public') {
      return sendJson(
        response,
        406,
        { code: 'PGRST106', details: null, hint: null, message: 'The schema must be one of the following: public' },
        CORS_HEADERS,
      );
    }
    if (!rest) {
      try {
        rest = await createRestApi(pool);
      } catch (error) {
        return sendJson(
          response,
          503,
          {
            code: 'PGRST002',
            details: (error as Error).message,
            hint: null,
            message: 'Could not query the database for the schema cache. Retrying.',
          },
          CORS_HEADERS,
        );
      }
    }
    const answer = await rest.handle({
      method: request.method ?? 'GET',
      path: url.pathname.slice('/rest/v1'.length),
      query: url.searchParams,
      headers: request.headers,
      // LOCAL-ONLY: hosted PostgREST has no body limit (there, the columns' lengths bound a row).
      // The stand-in refuses what no booking needs, so a test flood cannot exhaust its memory.
      body: await readBody(request, BOOKING_MAX_BODY_BYTES),
      role: jwt.role,
      claims: jwt.claims,
    });
    send(response, answer.status, request.method === 'HEAD' ? null : answer.body, {
      ...CORS_HEADERS,
      ...answer.headers,
    });
  }

  async function handleFunction(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const [, name = '', ...rest] = url.pathname.slice('/functions/v1'.length).split('/');
    const route = options.functions[name];
    if (!route)
      return sendJson(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, CORS_HEADERS);
    // The edge runtime lets CORS preflights through to the function without a token.
    if (route.verifyJwt && request.method !== 'OPTIONS') {
      const token = bearer(request);
      if (!token) {
        return sendJson(
          response,
          401,
          { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' },
          CORS_HEADERS,
        );
      }
      if (!(await verifyToken(token))) {
        return sendJson(
          response,
          401,
          { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' },
          CORS_HEADERS,
        );
      }
    }
    const headers: OutgoingHttpHeaders = {};
    for (const [header, value] of Object.entries(request.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(header))
        headers[header] = Array.isArray(value) ? value.join(', ') : value;
    }
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
    if (body !== undefined) headers['content-length'] = String(body.length);
    let upstream: { status: number; headers: IncomingHttpHeaders; body: Buffer };
    try {
      upstream = await forward(
        `${route.url}/${[name, ...rest].join('/')}${url.search}`,
        request.method ?? 'GET',
        headers,
        body,
      );
    } catch {
      return sendJson(
        response,
        503,
        { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' },
        CORS_HEADERS,
      );
    }
    // The body passes through as the function sent it (compressed or not, with its content-encoding).
    const answerHeaders: Record<string, string> = {};
    for (const [header, value] of Object.entries(upstream.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(header))
        answerHeaders[header] = Array.isArray(value) ? value.join(', ') : value;
    }
    send(response, upstream.status, upstream.body, answerHeaders);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    addPlatformHeaders(request);
    if (url.pathname.startsWith('/functions/v1/')) return handleFunction(request, response, url);
    if (request.method === 'OPTIONS') return send(response, 200, null, CORS_HEADERS);
    if (url.pathname.startsWith('/rest/v1/')) return handleRest(request, response, url);
    sendJson(response, 404, { message: 'no Route matched with those values' }, CORS_HEADERS);
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof BodyTooLargeError) {
        // The body may be unread: close the connection rather than read what we refused.
        return sendJson(
          response,
          413,
          { code: 'PGRST413', details: null, hint: null, message: error.message },
          {
            ...CORS_HEADERS,
            connection: 'close',
          },
        );
      }
      console.error('gateway:', error);
      sendJson(response, 500, { message: 'An unexpected error occurred' }, CORS_HEADERS);
    });
  });
  // Browsers and the benchmark reuse connections; keep them longer than Node's 5 s default.
  server.keepAliveTimeout = 65_000;
  const port = await listen(server, options.port);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await close(server);
      functionAgent.destroy();
      await pool.end();
    },
  };
}
