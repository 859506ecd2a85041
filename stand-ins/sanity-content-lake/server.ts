import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { BodyTooLargeError, readBody } from '../shared/http.ts';
import { AssetError, serveAsset, storeUpload, SANITY_CDN } from './assets.ts';
import { EDITOR_ROBOT, publicUser, sameText, Sessions, type LakeAccount } from './auth.ts';
import { badRequest, forbidden, httpError, LakeError, notFound, unauthorized } from './errors.ts';
import { documentEvents, eventsPage, SEED_AUTHOR } from './history-events.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.ts';
import { listenOptions, openStream } from './listen.ts';
import { DATASET_SYNC_TAG, openLiveEvents } from './live.ts';
import { actionsToMutations } from './actions.ts';
import { prepareTransaction, type Operation } from './mutations.ts';
import {
  documentsInPerspective,
  paramsFromSearch,
  parsePerspective,
  parseResultSourceMap,
  type QueryRunner,
} from './query.ts';
import { QueryPool } from './query-pool.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import { signInPage } from './sign-in-page.ts';
import { DocumentStore, randomId, type LakeDocument, type Transaction } from './store.ts';
import { deliver, webhookBodies, type WebhookTarget } from './webhook.ts';

/**
 * The local Content Lake: Sanity's HTTP API (the calls the embedded Studio and @sanity/client
 * make) over a durable document store, so the unmodified Studio signs in, edits, publishes and
 * uploads offline, and the site reads it with the same next-sanity client as in production.
 * Answers follow Sanity's documented shapes; a call it does not know is logged loudly and
 * answered 404, never faked.
 */
export interface ContentLakeOptions {
  /** Where documents, history, sessions and uploads are kept. */
  dir: string;
  /** The NDJSON (Sanity import format) a new lake starts from. */
  seedFile: string;
  /** Files named by the seed's asset documents (`originalFilename`). */
  seedAssetsDir: string;
  port?: number;
  host?: string;
  projectId: string;
  dataset: string;
  /** Origins allowed to call with credentials and to receive a sign-in (`*` matches any port). */
  corsOrigins: string[];
  webhooks: WebhookTarget[];
  accounts: LakeAccount[];
  /**
   * API tokens with the Viewer role, as a project's robot tokens: they read drafts and private
   * documents (the site's preview), and write nothing.
   */
  viewerTokens: string[];
  /**
   * API tokens with the Editor role, as a project's robot tokens: they read drafts and write
   * documents as EDITOR_ROBOT (the site's server: review drafts), and are nobody in `users/me`.
   */
  editorTokens: string[];
  /** How long a query may run before it is stopped (default: QUERY_TIMEOUT_MS, 5 s). */
  queryTimeoutMs?: number;
  /** How long sign-in stays refused after too many failures (default: SIGN_IN_LOCKOUT_MS, 5 minutes). */
  signInLockoutMs?: number;
}

export interface ContentLake {
  url: string;
  port: number;
  store: DocumentStore;
  /** Resolves when every webhook delivery started so far has finished. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

/** Bytes a JSON request may carry (mutations, long queries); uploads may be larger. */
const MAX_JSON_BYTES = 4 * 1024 * 1024;
const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
const MAX_FORM_BYTES = 64 * 1024;
/**
 * Request heads. Sanity documents GET queries up to 11 kB (@sanity/client POSTs longer ones) and
 * answers longer URLs 414; the lake takes 16 KiB, as much as any GET could carry before, so no
 * client request is refused. Sanity's headers may total 15 kB. Node parses heads up to
 * MAX_HEAD_BYTES, so both limits are answered here with a JSON message (a 431 past that).
 */
const MAX_URL_BYTES = 16 * 1024;
const MAX_HEADER_BYTES = 15_000;
const MAX_HEAD_BYTES = 64 * 1024;
const TIMESTAMP = '2024-01-01T00:00:00.000Z';
/** Authors of the history who are no account: the bundled dataset's import and the Editor robot. */
const AUTHOR_USERS = [SEED_AUTHOR, EDITOR_ROBOT].map(({ id, name }) => ({
  id,
  name,
  displayName: name,
  email: undefined,
  profileImage: null,
  imageUrl: null,
  provider: 'sanity',
  roles: [],
}));

const ADMIN_PERMISSIONS = ['history', 'read', 'create', 'update', 'manage'];
const EDITOR_PERMISSIONS = ['history', 'read', 'create', 'update'];

function originAllowed(origin: string, patterns: string[]): boolean {
  return patterns.some((pattern) => {
    const expression = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return expression.test(origin);
  });
}

function bearer(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** The body, or a 413 once it passes `limit` (by its declared length, or as it streams in). */
function limitedBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return readBody(request, limit).catch((error: unknown) => {
    throw error instanceof BodyTooLargeError ? httpError(413, 'Payload Too Large', error.message) : error;
  });
}

async function parsedJson(request: IncomingMessage, fallback: string, expected: string): Promise<unknown> {
  const text = (await limitedBody(request, MAX_JSON_BYTES)).toString('utf8') || fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`Request body must be ${expected}`);
  }
  if (nestedDeeperThan(value)) {
    throw badRequest(`Request body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`);
  }
  return value;
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const value = await parsedJson(request, '{}', 'a JSON object');
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badRequest('Request body must be a JSON object');
  return value as Record<string, unknown>;
}

async function jsonArrayBody(request: IncomingMessage): Promise<unknown[]> {
  const value = await parsedJson(request, '', 'JSON');
  return Array.isArray(value) ? value : [value];
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await limitedBody(request, MAX_FORM_BYTES)).toString('utf8'));
}

/** A path segment decoded; a malformed %-escape is the caller's mistake (400), not the lake's. */
function decodedPath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest('The path has a malformed %-escape');
  }
}

/**
 * A request Node cannot parse (a head past MAX_HEAD_BYTES, broken HTTP, one too slow to arrive) is
 * answered in Sanity's gateway shape before the connection closes, where Node's own answer has no body.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, `The request's head (URL and headers) exceeds ${MAX_HEAD_BYTES} bytes`]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request is not valid HTTP'];
  const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** The size of a request's header lines as sent (`name: value` and CRLF). */
const headerBytes = (request: IncomingMessage) =>
  request.rawHeaders.reduce((total, part) => total + part.length + 2, 0);

export async function startContentLake(options: ContentLakeOptions): Promise<ContentLake> {
  const store = await DocumentStore.open(options.dir, options.seedFile);
  const sessions = new Sessions(options.accounts, options.dir);
  const throttle = new SignInThrottle(options.signInLockoutMs);
  const queries = new QueryPool(() => store.all(), options.queryTimeoutMs);
  // Listeners' filters and mutations' target queries keep the same time limit as queries.
  const evaluate: QueryRunner = async (documents, query, params) =>
    JSON.parse(await queries.run(query, params, { documents })) as unknown;
  const uploadsDir = path.join(options.dir, 'assets');
  const { projectId, dataset } = options;
  const pendingWebhooks = new Set<Promise<unknown>>();
  const listeners = new Set<(transaction: Transaction) => void>();
  let baseUrl = '';
  let presenceNoted = false;
  const preferences = new Map<string, Map<string, unknown>>();

  store.onTransaction((transaction) => {
    queries.commit(transaction.after); // first: whoever hears of the change and asks sees it
    for (const listener of listeners) listener(transaction);
    for (const body of webhookBodies(transaction)) {
      for (const target of options.webhooks) {
        const delivery = deliver(target, body).finally(() => pendingWebhooks.delete(delivery));
        pendingWebhooks.add(delivery);
      }
    }
  });

  // One transaction at a time: each sees the state the previous one left.
  let writeQueue: Promise<unknown> = Promise.resolve();
  function transact<T>(work: () => Promise<T>): Promise<T> {
    const next = writeQueue.then(work, work);
    writeQueue = next.catch(() => undefined);
    return next;
  }

  const project = () => ({
    id: projectId,
    displayName: 'Caparica Detailing (local Content Lake)',
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: { color: '#101828', externalStudioHost: null },
    maxRetentionDays: 30,
    activityFeedEnabled: false,
    createdAt: TIMESTAMP,
    updatedAt: TIMESTAMP,
    features: [],
    members: options.accounts.map((account) => ({
      id: account.id,
      createdAt: TIMESTAMP,
      updatedAt: TIMESTAMP,
      isCurrentUser: false,
      isRobot: false,
      role: account.role,
      roles: publicUser(account).roles,
    })),
  });

  /** Features this project does not have: Sanity's answers for a project without them. */
  const emptyAnswers: [RegExp, unknown][] = [
    [/^(projects\/[^/]+\/)?features(\/.*)?$/, []],
    [/^(projects\/[^/]+\/)?user-applications/, []],
    [/^schedules\//, { schedules: [] }],
    [/^access\/requests\/me$/, []],
    [/^intake\/telemetry-status$/, { status: 'denied' }],
    [/^intake\/(batch|feedback)$/, {}],
    [/^journey\//, {}],
    [/^help$/, {}],
    [/^(data\/ping\/[^/]+|ping)$/, {}],
  ];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if ((request.url ?? '').length > MAX_URL_BYTES) {
      throw httpError(
        414,
        'URI Too Long',
        `The URL is longer than ${MAX_URL_BYTES} bytes: POST long queries as {query, params}`,
      );
    }
    if (headerBytes(request) > MAX_HEADER_BYTES) {
      throw httpError(431, 'Request Header Fields Too Large', `The request's headers exceed ${MAX_HEADER_BYTES} bytes`);
    }
    const url = new URL(request.url ?? '/', 'http://lake');
    const origin = request.headers.origin;
    const cors: Record<string, string> =
      origin && originAllowed(origin, options.corsOrigins)
        ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
        : { vary: 'Origin' };
    const json = (body: unknown, status = 200) => {
      response.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };

    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }
    // A browser on an origin the project does not allow gets nothing (Sanity's CORS rule).
    if (origin && !cors['access-control-allow-origin'] && !url.pathname.includes('/auth/login/')) {
      throw forbidden(`Origin ${origin} is not an allowed CORS origin of this project`);
    }

    // CDN shapes: /images/<project>/<dataset>/<file>, /files/<project>/<dataset>/<file>.
    const cdn = /^\/(images|files)\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (cdn && (request.method === 'GET' || request.method === 'HEAD')) {
      const assetPath = url.pathname.slice(1);
      const asset = store.all().find((doc) => doc.path === assetPath);
      return serveAsset(response, asset, { uploadsDir, seedAssetsDir: options.seedAssetsDir }, request.headers.range, {
        ...cors,
        'access-control-allow-origin': '*',
      });
    }

    const versioned = /^\/(v[^/]+)\/(.*)$/.exec(url.pathname);
    const apiVersion = versioned?.[1] ?? 'v1';
    const apiPath = versioned?.[2] ?? url.pathname.slice(1);
    const account = sessions.accountFor(bearer(request));
    const token = bearer(request);
    const tokenIn = (tokens: string[]) => token !== undefined && tokens.some((t) => sameText(t, token));
    // Who may write: people signed in, or an Editor token as its robot.
    const writer = account ?? (tokenIn(options.editorTokens) ? EDITOR_ROBOT : undefined);
    // Who may read drafts and documents under a path: those, or a viewer token.
    const canReadPrivate = Boolean(writer) || tokenIn(options.viewerTokens);
    const requireAccount = () => {
      if (!writer) throw unauthorized('Not signed in: sign in at /studio to write or read drafts');
      return writer;
    };
    const datasetPath = (prefix: string) => {
      const match = new RegExp(`^${prefix}/([^/]+)(?:/(.*))?$`).exec(apiPath);
      if (!match) return undefined;
      if (match[1] !== dataset) throw notFound(`Dataset "${match[1]}" not found`);
      return match[2] ?? '';
    };

    // --- Auth -------------------------------------------------------------------------------
    if (apiPath === 'users/me') return json(account ? publicUser(account) : {});
    if (apiPath === 'auth/id') {
      if (!account) throw unauthorized();
      return json({ id: account.id });
    }
    if (apiPath === 'auth/providers') {
      return json({
        thirdPartyLogin: false,
        sso: {},
        providers: [{ name: 'lake', title: 'Local Content Lake account', url: `${baseUrl}/v1/auth/login/lake` }],
      });
    }
    if (apiPath === 'auth/login/lake') return signIn(request, response, url);
    if (apiPath === 'auth/fetch') {
      const token = sessions.redeemSid(url.searchParams.get('sid') ?? '');
      if (!token) throw unauthorized('The sign-in code is unknown, used or expired: sign in again');
      return json({ token });
    }
    if (apiPath === 'auth/logout' && request.method === 'POST') {
      sessions.close(bearer(request));
      return json({});
    }
    if (apiPath === 'check/cors') {
      return json({ result: { allowed: Boolean(cors['access-control-allow-origin']), withCredentials: true } });
    }

    // --- Project ----------------------------------------------------------------------------
    if (apiPath === `projects/${projectId}`) {
      return json({
        ...project(),
        members: project().members.map((member) => ({ ...member, isCurrentUser: member.id === account?.id })),
      });
    }
    if (apiPath === `projects/${projectId}/datasets`)
      return json([{ name: dataset, aclMode: 'public', createdAt: TIMESTAMP }]);
    if (apiPath === `projects/${projectId}/datasets/${dataset}/acl`) {
      const permissions = account
        ? account.role === 'administrator'
          ? ADMIN_PERMISSIONS
          : EDITOR_PERMISSIONS
        : ['read'];
      return json([{ filter: account ? '_id in path("**")' : '_id in path("*")', permissions }]);
    }
    if (apiPath === `projects/${projectId}/grants`) {
      const permissions = account ? (account.role === 'administrator' ? ADMIN_PERMISSIONS : EDITOR_PERMISSIONS) : [];
      return json({
        'sanity.document.filter.mode': [
          { params: { mode: 'full' }, config: {}, grants: permissions.map((name) => ({ name, params: {} })) },
        ],
        'sanity.project': [{ params: {}, config: {}, grants: account ? [{ name: 'read', params: {} }] : [] }],
      });
    }
    const usersMatch = new RegExp(`^(?:projects/${projectId}/)?users/(?!me(?:/|$))(.+)$`).exec(apiPath);
    if (usersMatch) {
      const ids = decodedPath(usersMatch[1]!).split(',');
      const found: object[] = options.accounts
        .filter((candidate) => ids.includes(candidate.id))
        .map((candidate) => {
          // Other people's email addresses stay private, as on Sanity.
          return {
            ...publicUser(candidate),
            email: undefined,
            displayName: candidate.name,
            imageUrl: null,
            isCurrentUser: candidate.id === account?.id,
          };
        });
      // The seeded documents' history names the import as its author, as Sanity names the importer,
      // and a robot's writes name the robot.
      for (const author of AUTHOR_USERS) if (ids.includes(author.id)) found.push({ ...author, isCurrentUser: false });
      return json(ids.length === 1 && !usersMatch[1]!.includes(',') ? (found[0] ?? {}) : found);
    }

    // Studio preferences per user (pane layouts, seen announcements), kept while the lake runs.
    const keyvalue = /^users\/me\/keyvalue(?:\/(.+))?$/.exec(apiPath);
    if (keyvalue) {
      const mine = preferences.get(account?.id ?? '') ?? new Map<string, unknown>();
      if (account) preferences.set(account.id, mine);
      if (request.method === 'PUT' || request.method === 'POST') {
        const entries = await jsonArrayBody(request);
        const valid = entries.every(
          (entry) =>
            typeof entry === 'object' && entry !== null && typeof (entry as { key?: unknown }).key === 'string',
        );
        if (!valid) throw badRequest('Each key-value entry must be an object with a string key');
        for (const { key, value } of entries as { key: string; value?: unknown }[]) mine.set(key, value ?? null);
        return json(entries);
      }
      const keys = decodedPath(keyvalue[1] ?? '')
        .split(',')
        .filter(Boolean);
      return json(keys.filter((key) => mine.has(key)).map((key) => ({ key, value: mine.get(key) })));
    }

    // --- Documents --------------------------------------------------------------------------
    const queryPath = datasetPath('data/query');
    if (queryPath === '') {
      const body = request.method === 'POST' ? await jsonBody(request) : undefined;
      const query = body ? String(body.query ?? '') : (url.searchParams.get('query') ?? '');
      const params = body ? ((body.params ?? {}) as Record<string, unknown>) : paramsFromSearch(url.searchParams);
      const perspective = parsePerspective(url.searchParams.get('perspective'), apiVersion);
      // @sanity/client sends it in the query string, for GET and POST alike.
      const sourceMap = parseResultSourceMap(url.searchParams.get('resultSourceMap'), apiVersion);
      const started = performance.now();
      // Anonymous readers see published documents whatever the perspective, as on a public dataset.
      const scope = { perspective, canReadDrafts: canReadPrivate };
      // Who asks, for the pool's fair share: the signed-in person, or the address.
      const client = account ? `account:${account.id}` : `address:${request.socket.remoteAddress}`;
      const answer = sourceMap
        ? await queries.runWithSourceMap(query, params, scope, sourceMap, client)
        : { json: await queries.run(query, params, scope, client), sourceMap: undefined };
      const ms = Math.round(performance.now() - started);
      // The result (and map) are JSON text from the worker: passed on as is, never parsed here.
      const map = answer.sourceMap === undefined ? '' : `"resultSourceMap":${answer.sourceMap},`;
      // returnQuery=false (what @sanity/client sends unless the whole answer is asked for) leaves the query out.
      const echo = url.searchParams.get('returnQuery') === 'false' ? '' : `"query":${JSON.stringify(query)},`;
      response.writeHead(200, { ...cors, 'content-type': 'application/json; charset=utf-8' });
      response.end(`{${echo}"result":${answer.json},${map}"syncTags":["${DATASET_SYNC_TAG}"],"ms":${ms}}`);
      return;
    }
    const visible = (id: string) => {
      const doc = store.documents.get(id);
      return doc && documentsInPerspective([doc], 'raw', canReadPrivate).length > 0 ? doc : undefined;
    };
    const docPath = datasetPath('data/doc');
    if (docPath) {
      const ids = decodedPath(docPath).split(',');
      const found = ids.flatMap((id) => visible(id) ?? []);
      const omitted = ids
        .filter((id) => !visible(id))
        .map((id) => ({ id, reason: store.documents.has(id) ? 'permission' : 'existence' }));
      return json({ documents: found, omitted });
    }
    // Which documents of *other* datasets refer to one (the Studio's unpublish and delete dialogs ask,
    // with excludeInternalReferences=true, and read a 404 as none): this project has one dataset.
    const referencesTo = /^documents\/([^/]+)\/to$/.exec(datasetPath('data/references') ?? '');
    if (referencesTo && request.method === 'GET') {
      if (url.searchParams.get('excludeInternalReferences') !== 'true')
        throw badRequest('Only cross-dataset references are answered here: add excludeInternalReferences=true');
      const id = decodedPath(referencesTo[1]!);
      if (!visible(id)) throw notFound(`Document "${id}" not found`);
      return json({ totalCount: 0, references: [] });
    }
    if (datasetPath('data/mutate') === '' && request.method === 'POST') {
      const user = requireAccount();
      const body = await jsonBody(request);
      const { transaction, results } = await transact(async () => {
        const prepared = await prepareTransaction(store.documents, body.mutations, {
          author: user.id,
          evaluate,
          // Sanity documents it as a query parameter; @sanity/client sends it in the body.
          transactionId:
            url.searchParams.get('transactionId') ??
            (typeof body.transactionId === 'string' ? body.transactionId : undefined),
        });
        if (Object.keys(prepared.transaction.after).length > 0) store.commit(prepared.transaction);
        return prepared;
      });
      return json(mutateAnswer(transaction, results, url.searchParams));
    }
    if (datasetPath('data/actions') === '' && request.method === 'POST') {
      const user = requireAccount();
      const body = await jsonBody(request);
      const transactionId = await transact(async () => {
        const mutations = actionsToMutations(body.actions, store.documents);
        const id = typeof body.transactionId === 'string' && body.transactionId ? body.transactionId : randomId();
        // A request whose actions change nothing is still a transaction to the caller.
        if (mutations.length === 0) return id;
        const prepared = await prepareTransaction(store.documents, mutations, {
          author: user.id,
          transactionId: id,
          evaluate,
        });
        if (body.dryRun !== true && Object.keys(prepared.transaction.after).length > 0)
          store.commit(prepared.transaction);
        return id;
      });
      return json({ transactionId });
    }
    if (datasetPath('data/listen') === '') {
      const params = paramsFromSearch(url.searchParams);
      const listenWith = listenOptions(url.searchParams, params, canReadPrivate);
      // Check the query once up front: a bad one is a 400, not a silent stream.
      await evaluate([], listenWith.query, params);
      const feed = openStream(request, response, listenWith, evaluate, cors, () => listeners.delete(feed));
      listeners.add(feed);
      return;
    }
    if (datasetPath('data/live/events') === '') {
      const includeDrafts = url.searchParams.get('includeDrafts') === 'true';
      if (includeDrafts && !canReadPrivate) throw unauthorized('Live events with drafts need a token or a session');
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        throw httpError(406, 'Not Acceptable', 'Live events are a text/event-stream: send Accept: text/event-stream');
      }
      // The replay of missed events and the subscription happen in one turn: no transaction falls between.
      const lastEventId = request.headers['last-event-id'];
      const feed = openLiveEvents(
        request,
        response,
        {
          includeDrafts,
          lastEventId: Array.isArray(lastEventId) ? lastEventId[0] : lastEventId,
          history: store.transactions,
        },
        cors,
        () => listeners.delete(feed),
      );
      listeners.add(feed);
      return;
    }
    const historyPath = datasetPath('data/history');
    if (historyPath !== undefined) {
      requireAccount();
      return history(response, historyPath, url.searchParams, cors);
    }

    // --- Assets -----------------------------------------------------------------------------
    const assetKind = /^assets\/(images|files)\/([^/]+)$/.exec(apiPath);
    if (assetKind && request.method === 'POST') {
      requireAccount();
      if (assetKind[2] !== dataset) throw notFound(`Dataset "${assetKind[2]}" not found`);
      const bytes = await limitedBody(request, MAX_UPLOAD_BYTES);
      const extra: Record<string, string> = {};
      for (const field of ['label', 'title', 'description', 'creditLine']) {
        const value = url.searchParams.get(field);
        if (value) extra[field] = value;
      }
      let document: LakeDocument;
      try {
        document = await storeUpload({
          kind: assetKind[1] as 'images' | 'files',
          bytes,
          filename: url.searchParams.get('filename'),
          contentType: request.headers['content-type'] ?? null,
          projectId,
          dataset,
          cdnUrl: SANITY_CDN,
          dir: uploadsDir,
          extra,
        });
      } catch (error) {
        if (error instanceof AssetError) throw badRequest(error.message);
        throw error;
      }
      const existing = store.documents.get(document._id);
      if (existing) return json({ document: existing });
      const stored = await transact(async () => {
        const prepared = await prepareTransaction(store.documents, [{ createIfNotExists: document }], {
          author: requireAccount().id,
        });
        if (Object.keys(prepared.transaction.after).length > 0) store.commit(prepared.transaction);
        return store.documents.get(document._id);
      });
      return json({ document: stored });
    }

    if (/^socket\/[^/]+$/.test(apiPath)) {
      // Presence (who else is in a document) runs over Sanity's bifur socket. The lake has none;
      // the Studio then shows no avatars and edits, publishes and live updates work as ever.
      if (!presenceNoted) console.warn('[content-lake] presence socket requested: not available locally (404)');
      presenceNoted = true;
      throw notFound('Presence is not available on the local Content Lake');
    }
    const empty = emptyAnswers.find(([pattern]) => pattern.test(apiPath));
    if (empty) return json(empty[1]);

    console.error(`[content-lake] UNKNOWN CALL ${request.method} ${url.pathname}${url.search} — answered 404`);
    throw notFound(`The local Content Lake does not implement ${request.method} /${apiPath}`);
  }

  function mutateAnswer(
    transaction: Transaction,
    results: { id: string; operation: Operation }[],
    search: URLSearchParams,
  ) {
    const answer: Record<string, unknown> = {
      transactionId: transaction.id,
      results: results.map(({ id, operation }) =>
        search.get('returnDocuments') === 'true'
          ? { id, operation, document: store.documents.get(id) ?? null }
          : { id, operation },
      ),
    };
    if (search.get('returnIds') === 'true') answer.documentIds = [...new Set(results.map((result) => result.id))];
    return answer;
  }

  function history(response: ServerResponse, rest: string, search: URLSearchParams, cors: Record<string, string>) {
    const [kind, ids = ''] = rest.split(/\/(.*)/s);
    const wanted = decodedPath(ids).split(',').filter(Boolean);
    if (kind === 'documents') {
      const at = { revision: search.get('revision') ?? undefined, time: search.get('time') ?? undefined };
      const documents = wanted.flatMap((id) => store.documentAt(id, at) ?? []);
      response.writeHead(200, { ...cors, 'content-type': 'application/json' });
      response.end(JSON.stringify({ documents }));
      return;
    }
    if (kind === 'events') {
      const [scope, id = ''] = decodedPath(ids).split(/\/(.*)/s);
      if (scope !== 'documents' || id === '') throw notFound(`No history endpoint ${rest}`);
      const events = documentEvents(id, store.base, store.transactions);
      response.writeHead(200, { ...cors, 'content-type': 'application/json' });
      response.end(JSON.stringify(eventsPage(id, events, search)));
      return;
    }
    if (kind !== 'transactions') throw notFound(`No history endpoint ${rest}`);
    const excludeContent = search.get('excludeContent') === 'true';
    const reverse = search.get('reverse') === 'true';
    const limit = Number(search.get('limit') ?? Infinity);
    const from = search.get('fromTransaction');
    const to = search.get('toTransaction');
    let list = store.transactions.filter((transaction) => wanted.some((id) => id in transaction.after));
    if (from) list = list.slice(Math.max(0, list.findIndex((transaction) => transaction.id === from) + 1));
    if (to) {
      const end = list.findIndex((transaction) => transaction.id === to);
      if (end >= 0) list = list.slice(0, end + 1);
    }
    if (reverse) list = [...list].reverse();
    const lines = list.slice(0, limit).map((transaction) => {
      const documentIDs = Object.keys(transaction.after);
      const line: Record<string, unknown> = {
        id: transaction.id,
        timestamp: transaction.timestamp,
        author: transaction.author,
        documentIDs,
      };
      if (search.get('effectFormat') === 'mendoza') {
        line.effects = Object.fromEntries(
          documentIDs.map((id) => [
            id,
            { apply: [0, transaction.after[id] ?? null], revert: [0, transaction.before[id] ?? null] },
          ]),
        );
      }
      if (!excludeContent) line.mutations = transaction.mutations;
      return JSON.stringify(line);
    });
    response.writeHead(200, { ...cors, 'content-type': 'application/x-ndjson' });
    response.end(lines.length ? `${lines.join('\n')}\n` : '');
  }

  async function signIn(request: IncomingMessage, response: ServerResponse, url: URL) {
    const origin = url.searchParams.get('origin') ?? '';
    let target: URL | undefined;
    try {
      target = new URL(origin);
    } catch {
      target = undefined;
    }
    // Browsers apply form-action to the redirect after the post too: allow the Studio it returns to.
    const returnTo = target && originAllowed(target.origin, options.corsOrigins) ? ` ${target.origin}` : '';
    const send = (status: number, html: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        ...headers,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${returnTo}; frame-ancestors 'none'`,
      });
      response.end(html);
    };
    // The sign-in code only ever goes back to an origin the project allows.
    if (!target || !originAllowed(target.origin, options.corsOrigins)) {
      return send(
        400,
        signInPage({
          error: `Sign-in was started from an origin this Content Lake does not allow (${origin || 'none'}).`,
        }),
      );
    }
    if (request.method !== 'POST') return send(200, signInPage({}));
    const form = await formBody(request);
    const email = form.get('email') ?? '';
    const password = form.get('password') ?? '';
    if (email.trim() === '' || password === '') {
      return send(400, signInPage({ email, error: 'Enter your email address and your password.' }));
    }
    // Counted per email and per client address (the socket's own: a forwarding header is anyone's to write).
    const keys = [`email:${email.trim().toLowerCase()}`, `address:${request.socket.remoteAddress}`];
    const lockedMs = throttle.lockedFor(keys);
    if (lockedMs > 0) {
      const seconds = Math.ceil(lockedMs / 1000);
      const wait = seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
      const error = `Too many failed sign-ins for this account or from this address. Try again in ${wait}.`;
      return send(429, signInPage({ email, error }), { 'retry-after': String(seconds) });
    }
    const user = sessions.verify(email, password);
    if (!user) {
      throttle.failed(keys);
      return send(401, signInPage({ email, error: 'That email address and password do not match an account.' }));
    }
    throttle.succeeded(keys);
    const sid = sessions.issueSid(user);
    target.hash = `sid=${sid}`;
    response.writeHead(303, { location: target.toString(), 'cache-control': 'no-store' });
    response.end();
  }

  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      const lakeError =
        error instanceof LakeError
          ? error
          : new LakeError(500, { statusCode: 500, error: 'Internal Server Error', message: String(error) });
      if (lakeError.status >= 500) console.error('[content-lake]', error);
      if (response.headersSent) return response.end();
      const origin = request.headers.origin;
      response.writeHead(lakeError.status, {
        'content-type': 'application/json; charset=utf-8',
        ...(origin && originAllowed(origin, options.corsOrigins)
          ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' }
          : {}),
      });
      response.end(JSON.stringify(lakeError.body));
    });
  };
  const listen = (server: Server, host: string, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  // `localhost` means both loopbacks, as clients may resolve it to either.
  const host = options.host ?? 'localhost';
  const newServer = () =>
    createServer({ maxHeaderSize: MAX_HEAD_BYTES }, onRequest).on('clientError', answerClientError);
  const servers: Server[] = [newServer()];
  await listen(servers[0]!, host === 'localhost' ? '127.0.0.1' : host, options.port ?? 0).catch(
    async (error: unknown) => {
      await queries.close(); // there is no lake to close later
      throw error;
    },
  );
  const { port } = servers[0]!.address() as AddressInfo;
  if (host === 'localhost') {
    const v6 = newServer();
    await listen(v6, '::1', port).then(
      () => servers.push(v6),
      () => undefined, // no IPv6 loopback on this machine
    );
  }
  baseUrl = `http://localhost:${port}`;

  return {
    url: `http://localhost:${port}`,
    port,
    store,
    async webhooksSettled() {
      while (pendingWebhooks.size > 0) await Promise.allSettled([...pendingWebhooks]);
    },
    async close() {
      await Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise<void>((resolve) => server.close(() => resolve()));
        }),
      );
      await Promise.allSettled([...pendingWebhooks]);
      await queries.close();
      store.close();
    },
  };
}
