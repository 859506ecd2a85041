import type { IncomingMessage, ServerResponse } from 'node:http';
import { eventStream } from './listen.ts';
import { isPublishedId } from './query.ts';
import type { Transaction } from './store.ts';

/**
 * Sanity's Live Content API (`/data/live/events/:dataset`): query answers carry sync tags, and a
 * `message` event names the tags whose results may have changed, so a subscriber refetches only
 * those queries. Sanity's tags are opaque and may be coarse; the lake's one tag covers the whole
 * dataset, so any change tells every subscriber to refetch (correct, never stale). Only changes
 * the subscriber may see are announced: drafts only with `includeDrafts` and read access.
 */
export const DATASET_SYNC_TAG = 's1:dataset';

export function openLiveEvents(
  request: IncomingMessage,
  response: ServerResponse,
  includeDrafts: boolean,
  headers: Record<string, string>,
  onClose: () => void,
): (transaction: Transaction) => void {
  const send = eventStream(request, response, headers, onClose);
  send('welcome', {});
  return (transaction) => {
    const visible = Object.keys(transaction.after).some((id) => includeDrafts || isPublishedId(id));
    if (visible) send('message', { id: transaction.id, tags: [DATASET_SYNC_TAG] }, transaction.id);
  };
}
