/**
 * The plan of `npm run content:migrate-order` (migrate-order-rank.ts), kept free of I/O so it is
 * unit-tested: services, gallery images and questions used to be placed by a unique integer
 * `order`; they now carry the `orderRank` of the Studio's drag-and-drop lists. A dataset from
 * before gets ranks from its `order`, so the site keeps showing everything where it was.
 */
import { orderRanks } from '../../schemas/lib/order-rank.ts';

/** The document types placed by `orderRank`, each migrated in a transaction of its own. */
export const ORDERED_TYPES = ['service', 'faq', 'galleryImage'] as const;

/**
 * What the migration reads of each published document and draft of a type: its revision (every
 * patch is conditional on it, so an edit made meanwhile fails the transaction instead of being
 * overwritten), the old and new fields, and for questions the service they belong to.
 */
export const STORED_DOCUMENTS_QUERY = `*[_type == $type && !(_id in path("versions.**"))]{
  _id,
  _rev,
  order,
  orderRank,
  "group": service._ref
}`;

export type StoredDocument = {
  _id: string;
  _rev: string;
  order?: number | null;
  orderRank?: string | null;
  /** Questions: their service's id; they are ranked service by service in one list. */
  group?: string | null;
};

export type RankPatch = { id: string; ifRevisionID: string; set?: { orderRank: string }; unset?: ['order'] };

export type Placement = {
  publishedId: string;
  orderRank: string;
  /** The `order` the rank was computed from; `kept` for a document that already had its rank. */
  from: number | null | 'kept';
  ids: string[];
};

export type TypePlan = { type: string; placements: Placement[]; patches: RankPatch[] };

const publishedIdOf = (id: string) => id.replace(/^drafts\./, '');

/** Increasing `order` within a group (questions: per service), unnumbered last, then by id. */
function compareUnranked(
  a: { group: string; order: number | null; publishedId: string },
  b: { group: string; order: number | null; publishedId: string },
): number {
  if (a.group !== b.group) return a.group < b.group ? -1 : 1;
  if (a.order !== b.order) return (a.order ?? Infinity) - (b.order ?? Infinity);
  return a.publishedId < b.publishedId ? -1 : a.publishedId > b.publishedId ? 1 : 0;
}

/**
 * The patches that give every document of `type` an `orderRank` and drop its `order`.
 * - A document and its draft are one item: they share one rank (the plugin, too, writes both).
 *   The published `order` decides, as it is the place the site shows; a never-published draft
 *   uses its own.
 * - Documents without a rank are ranked by `order`, evenly over the rank space, the same ranks
 *   the bundled dataset's seed gets for the same list. Where some documents already have ranks
 *   (created in the new Studio before the migration ran: the plugin puts a new one after the last,
 *   near the start of an unranked rank space), the others are ranked ahead of the lowest, so the
 *   list the site showed keeps its order and the newcomers follow it.
 * - A rank already set is never changed, and `order` is unset wherever it is left: run again, the
 *   plan is empty.
 */
export function planOrderRanks(type: string, documents: readonly StoredDocument[]): TypePlan {
  const items = new Map<string, StoredDocument[]>();
  for (const document of documents) {
    if (document._id.startsWith('versions.')) continue;
    const publishedId = publishedIdOf(document._id);
    items.set(publishedId, [...(items.get(publishedId) ?? []), document]);
  }
  const entries = [...items].map(([publishedId, versions]) => {
    const published = versions.find((version) => version._id === publishedId);
    const draft = versions.find((version) => version._id !== publishedId);
    return {
      publishedId,
      versions,
      rank: published?.orderRank || draft?.orderRank || undefined,
      order: published?.order ?? draft?.order ?? null,
      group: published?.group ?? draft?.group ?? '',
    };
  });

  const lowest = entries
    .map((entry) => entry.rank)
    .filter((rank) => rank !== undefined)
    .sort()[0];
  const unranked = entries.filter((entry) => entry.rank === undefined).sort(compareUnranked);
  const ranks =
    unranked.length === 0 ? [] : orderRanks(unranked.length, lowest === undefined ? {} : { before: lowest });
  const newRanks = new Map(unranked.map((entry, index) => [entry.publishedId, ranks[index]!]));

  const placements: Placement[] = entries
    .map((entry) => ({
      publishedId: entry.publishedId,
      orderRank: entry.rank ?? newRanks.get(entry.publishedId)!,
      from: entry.rank === undefined ? entry.order : ('kept' as const),
      ids: entry.versions.map((version) => version._id).sort(),
    }))
    .sort((a, b) => (a.orderRank < b.orderRank ? -1 : a.orderRank > b.orderRank ? 1 : 0));

  const patches: RankPatch[] = [];
  for (const placement of placements) {
    for (const version of items.get(placement.publishedId)!) {
      const patch: RankPatch = { id: version._id, ifRevisionID: version._rev };
      if (!version.orderRank) patch.set = { orderRank: placement.orderRank };
      if (version.order !== undefined && version.order !== null) patch.unset = ['order'];
      if (patch.set || patch.unset) patches.push(patch);
    }
  }
  patches.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { type, placements, patches };
}

/** The plan as the script prints it: the list in its new order, then what each patch does. */
export function describePlan({ type, placements, patches }: TypePlan): string[] {
  if (patches.length === 0) return [`${type}: nothing to do (${placements.length} documents ranked, none numbered)`];
  return [
    `${type}: ${patches.length} document(s) to patch in one transaction; the list will read:`,
    ...placements.map(
      ({ publishedId, orderRank, from, ids }, index) =>
        `  ${String(index + 1).padStart(2)}. ${orderRank.padEnd(12)} ${publishedId}` +
        `${from === 'kept' ? ' (rank kept)' : from === null ? ' (had no order)' : ` (order ${from})`}` +
        `${ids.length > 1 ? ` [${ids.join(', ')}]` : ''}`,
    ),
    ...patches.map(
      ({ id, set, unset }) =>
        `  patch ${id}:${set ? ` set orderRank ${set.orderRank}` : ''}${unset ? `${set ? ',' : ''} unset order` : ''}`,
    ),
  ];
}
