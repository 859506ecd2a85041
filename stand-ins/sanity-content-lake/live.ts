import type { IncomingMessage, ServerResponse } from 'node:http';
import { eventStream } from './listen.ts';
import { isPublishedId } from './query.ts';
import type { Transaction } from './store.ts';

/**
 * Sanity's Live Content API (`/data/live/events/:dataset`, https://www.sanity.io/docs/live-api-reference):
 * query answers carry sync tags, and a `message` event names the tags whose results may have
 * changed, so a subscriber refetches only those queries. Sanity's tags are opaque and may be
 * coarse; the lake's one tag covers the whole dataset, so any change tells every subscriber to
 * refetch (correct, never stale). Only changes the subscriber may see are announced: drafts only
 * with `includeDrafts` and read access.
 *
 * Each message's id is its transaction's id, a position in the lake's transaction log: a
 * subscriber that reconnects with `Last-Event-ID` (as @sanity/client's event source does) gets the
 * messages it missed since then; a position the lake does not know gets a `restart` first (refetch
 * everything), and the stream goes on from the end, as Sanity documents.
 */
export const DATASET_SYNC_TAG = 's1:dataset';

export interface LiveEventsOptions {
  includeDrafts: boolean;
  /** The `Last-Event-ID` header: where a reconnecting subscriber left off. */
  lastEventId: string | undefined;
  /** The lake's transactions so far, oldest first. */
  history: readonly Transaction[];
}

export function openLiveEvents(
  request: IncomingMessage,
  response: ServerResponse,
  { includeDrafts, lastEventId, history }: LiveEventsOptions,
  headers: Record<string, string>,
  onClose: () => void,
): (transaction: Transaction) => void {
  const send = eventStream(request, response, headers, onClose);
  const announce = (transaction: Transaction) => {
    const visible = Object.keys(transaction.after).some((id) => includeDrafts || isPublishedId(id));
    if (visible) send('message', { id: transaction.id, tags: [DATASET_SYNC_TAG] }, transaction.id);
  };
  send('welcome', {});
  if (lastEventId !== undefined && lastEventId !== '') {
    const position = history.findIndex((transaction) => transaction.id === lastEventId);
    if (position < 0) send('restart', {}, history.at(-1)?.id);
    else for (const missed of history.slice(position + 1)) announce(missed);
  }
  return announce;
}
