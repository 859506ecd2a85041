import type { IncomingMessage, ServerResponse } from 'node:http';
import { documentsInPerspective, type QueryRunner } from './query.ts';
import type { LakeDocument, Transaction } from './store.ts';

/**
 * Sanity's listener API (https://www.sanity.io/docs/listening): a server-sent event stream that
 * says `welcome`, then one `mutation` event per document a transaction changed and the listen
 * query matches (before or after the change), with the transition, revisions, the mutations, the
 * result document where asked and mendoza `effects` where asked. The effects are whole-value
 * patches (`[0, value]`, mendoza's Value op): valid, just not minimal.
 */
export interface ListenOptions {
  query: string;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  effectFormat: string | null;
  visibility: string;
  canReadDrafts: boolean;
  events: Set<string> | null;
}

const KEEPALIVE_MS = 15_000;

function flag(search: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = search.get(name);
  return value === null ? fallback : value !== 'false';
}

export function listenOptions(
  search: URLSearchParams,
  params: Record<string, unknown>,
  canReadDrafts: boolean,
): ListenOptions {
  const events = search.get('events');
  return {
    query: search.get('query') ?? '',
    params,
    includeResult: flag(search, 'includeResult', true),
    includePreviousRevision: flag(search, 'includePreviousRevision', false),
    includeMutations: flag(search, 'includeMutations', true),
    effectFormat: search.get('effectFormat'),
    visibility: search.get('visibility') ?? 'query',
    canReadDrafts,
    events: events ? new Set(events.split(',')) : null,
  };
}

async function matches(doc: LakeDocument | null, options: ListenOptions, evaluate: QueryRunner): Promise<boolean> {
  if (!doc) return false;
  const visible = documentsInPerspective([doc], 'raw', options.canReadDrafts);
  if (visible.length === 0) return false;
  const result = await evaluate(visible, options.query, options.params);
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined;
}

function transition(
  before: LakeDocument | null,
  after: LakeDocument | null,
  matchedBefore: boolean,
  matchedAfter: boolean,
) {
  if (!matchedBefore || !before) return 'appear';
  if (!matchedAfter || !after) return 'disappear';
  return 'update';
}

/** The mutation events a transaction produces for one listener. */
export async function mutationEvents(
  transaction: Transaction,
  options: ListenOptions,
  evaluate: QueryRunner,
): Promise<Record<string, unknown>[]> {
  const ids = Object.keys(transaction.after);
  const matched: { id: string; before: LakeDocument | null; after: LakeDocument | null; mb: boolean; ma: boolean }[] =
    [];
  for (const id of ids) {
    const before = transaction.before[id] ?? null;
    const after = transaction.after[id] ?? null;
    const [mb, ma] = await Promise.all([matches(before, options, evaluate), matches(after, options, evaluate)]);
    if (mb || ma) matched.push({ id, before, after, mb, ma });
  }
  return matched.map(({ id, before, after, mb, ma }, index) => {
    const event: Record<string, unknown> = {
      eventId: `${transaction.id}#${id}`,
      documentId: id,
      transactionId: transaction.id,
      transition: transition(before, after, mb, ma),
      identity: transaction.author,
      previousRev: before?._rev,
      resultRev: after?._rev ?? transaction.id,
      timestamp: transaction.timestamp,
      visibility: options.visibility === 'transaction' ? 'transaction' : 'query',
      transactionTotalEvents: matched.length,
      transactionCurrentEvent: index + 1,
    };
    if (options.includeMutations) event.mutations = mutationsFor(transaction, id);
    if (options.includeResult && ma) event.result = after;
    if (options.includePreviousRevision && before) event.previous = before;
    if (options.effectFormat === 'mendoza') event.effects = { apply: [0, after], revert: [0, before] };
    return event;
  });
}

/** The transaction's mutations of one document (targets are resolved to ids when stored). */
function mutationsFor(transaction: Transaction, id: string): unknown[] {
  return (transaction.mutations as Record<string, Record<string, unknown>>[]).filter((mutation) => {
    const body = Object.values(mutation)[0] ?? {};
    return body._id === id || body.id === id;
  });
}

/** A server-sent event stream on `response`, kept alive until the caller goes; returns its `send`. */
export function eventStream(
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
  onClose: () => void,
): (event: string, data: unknown, id?: string) => void {
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const keepalive = setInterval(() => response.write(':\n\n'), KEEPALIVE_MS);
  request.on('close', () => {
    clearInterval(keepalive);
    onClose();
  });
  return (event, data, id) =>
    response.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Opens the stream on `response` and returns the function that feeds it transactions. */
export function openStream(
  request: IncomingMessage,
  response: ServerResponse,
  options: ListenOptions,
  evaluate: QueryRunner,
  headers: Record<string, string>,
  onClose: () => void,
): (transaction: Transaction) => void {
  const send = eventStream(request, response, headers, onClose);
  if (!options.events || options.events.has('welcome')) send('welcome', { listenerName: `lake-${Date.now()}` });
  let queue = Promise.resolve();
  return (transaction) => {
    if (options.events && !options.events.has('mutation')) return;
    // In order, even though matching is asynchronous.
    queue = queue
      .then(async () => {
        if (response.writableEnded) return;
        for (const event of await mutationEvents(transaction, options, evaluate)) {
          send('mutation', event, String(event.eventId));
        }
      })
      .catch((error: unknown) => {
        // The stream ends there, as @sanity/client ends a listener on a channelError: a query past
        // the time limit then costs the lake once, not on every change.
        send('channelError', { message: error instanceof Error ? error.message : String(error) });
        response.end();
      });
  };
}
