import type { LakeDocument, Transaction } from './store.ts';

/**
 * Sanity's document events feed (`GET /data/history/:dataset/events/documents/:id`), which the
 * Studio's History panel lists: one event per change in a document's life (created as a draft,
 * published, unpublished, draft discarded, deleted), derived from the lake's whole transaction log.
 * Edits inside a draft are not events: the Studio builds those from the transactions itself.
 * Documents seeded from the bundled dataset start with the publish that put them there.
 */
export interface DocumentEvent {
  type:
    | 'createDocumentVersion'
    | 'publishDocumentVersion'
    | 'unpublishDocument'
    | 'deleteDocumentVersion'
    | 'deleteDocumentGroup';
  documentId: string;
  timestamp: string;
  author: string;
  versionId?: string;
  versionRevisionId?: string;
  revisionId?: string;
  publishCause?: 'document.publish';
}

/** Who the seeded documents' first publish is by: the bundled dataset's import, not a person. */
export const SEED_AUTHOR = { id: 'p-bundled-dataset', name: 'Bundled dataset' } as const;

const publishedIdOf = (id: string) => id.replace(/^drafts\./, '');

/** Every event of the document group of `id` (published id and draft), newest first. */
export function documentEvents(
  id: string,
  base: ReadonlyMap<string, LakeDocument>,
  transactions: readonly Transaction[],
): DocumentEvent[] {
  const documentId = publishedIdOf(id);
  const draftId = `drafts.${documentId}`;
  const events: DocumentEvent[] = [];
  const seeded = base.get(documentId);
  if (seeded) {
    events.push({
      type: 'publishDocumentVersion',
      documentId,
      timestamp: seeded._updatedAt ?? seeded._createdAt ?? new Date(0).toISOString(),
      author: SEED_AUTHOR.id,
      revisionId: seeded._rev,
      versionId: draftId,
      publishCause: 'document.publish',
    });
  }
  const seededDraft = base.get(draftId);
  if (seededDraft) {
    events.push({
      type: 'createDocumentVersion',
      documentId,
      timestamp: seededDraft._createdAt ?? new Date(0).toISOString(),
      author: SEED_AUTHOR.id,
      versionId: draftId,
      versionRevisionId: seededDraft._rev,
    });
  }
  let draft: LakeDocument | null = seededDraft ?? null;
  for (const transaction of transactions) {
    const event = eventOf(transaction, documentId, draftId, draft);
    if (event) events.push(event);
    if (draftId in transaction.after) draft = transaction.after[draftId] ?? null;
  }
  return events.reverse();
}

function eventOf(
  transaction: Transaction,
  documentId: string,
  draftId: string,
  draftBeforeThis: LakeDocument | null,
): DocumentEvent | undefined {
  const touched = (key: string) => key in transaction.after;
  if (!touched(documentId) && !touched(draftId)) return undefined;
  const state = (key: string, when: 'before' | 'after') =>
    touched(key) ? (transaction[when][key] ?? null) : undefined;
  const publishedBefore = state(documentId, 'before');
  const publishedAfter = state(documentId, 'after');
  const draftBefore = state(draftId, 'before');
  const draftAfter = state(draftId, 'after');
  const common = { documentId, timestamp: transaction.timestamp, author: transaction.author, versionId: draftId };

  if (publishedBefore && publishedAfter === null) {
    // Gone from the site: kept as a draft (unpublish) or gone altogether (delete).
    const draftLeft = draftAfter === undefined ? draftBeforeThis : draftAfter;
    if (draftLeft) return { ...common, type: 'unpublishDocument', versionRevisionId: draftLeft._rev };
    return { documentId, timestamp: transaction.timestamp, author: transaction.author, type: 'deleteDocumentGroup' };
  }
  if (publishedAfter) {
    // Published from the draft (Publish) or written straight to the published document.
    const fromDraft = draftBefore && draftAfter === null ? draftBefore._rev : undefined;
    return {
      ...common,
      type: 'publishDocumentVersion',
      revisionId: publishedAfter._rev,
      publishCause: 'document.publish',
      ...(fromDraft ? { versionRevisionId: fromDraft } : {}),
    };
  }
  if (draftBefore === null && draftAfter) {
    return { ...common, type: 'createDocumentVersion', versionRevisionId: draftAfter._rev };
  }
  if (draftBefore && draftAfter === null) {
    return { ...common, type: 'deleteDocumentVersion', versionRevisionId: draftBefore._rev };
  }
  return undefined;
}

/** One page of the feed as the API answers it; the cursor is the count of events already sent. */
export function eventsPage(
  id: string,
  events: DocumentEvent[],
  search: URLSearchParams,
): { events: Record<string, DocumentEvent[]>; nextCursor: string } {
  const limit = Math.max(1, Math.min(Number(search.get('limit')) || 100, 1000));
  const start = Math.max(0, Number(search.get('nextCursor')) || 0);
  const page = events.slice(start, start + limit);
  const end = start + page.length;
  return { events: { [id]: page }, nextCursor: end < events.length ? String(end) : '' };
}
