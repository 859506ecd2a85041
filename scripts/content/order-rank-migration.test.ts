import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';

import { seedDocuments } from '../../content/seed/index.ts';
import { orderRanks } from '../../schemas/lib/order-rank.ts';
import {
  describePlan,
  ORDERED_TYPES,
  planOrderRanks,
  STORED_DOCUMENTS_QUERY,
  type StoredDocument,
} from './order-rank-migration.ts';

const stored = (id: string, fields: Partial<StoredDocument> = {}): StoredDocument => ({
  _id: id,
  _rev: `rev-${id}`,
  ...fields,
});

/** Applies a plan's patches the way the Content Lake would. */
function apply(documents: StoredDocument[], type: string): StoredDocument[] {
  const { patches } = planOrderRanks(type, documents);
  return documents.map((document) => {
    const patch = patches.find((candidate) => candidate.id === document._id);
    if (!patch) return document;
    expect(patch.ifRevisionID).toBe(document._rev);
    const next = { ...document, ...patch.set };
    if (patch.unset) delete next.order;
    return next;
  });
}

describe('planOrderRanks', () => {
  it('ranks a numbered list in its order, draft and published alike, and drops the numbers', () => {
    const documents = [
      stored('service-b', { order: 2 }),
      stored('service-a', { order: 3 }),
      stored('drafts.service-a', { order: 1 }),
      stored('service-c', { order: 1 }),
      stored('drafts.service-new', { order: 4 }),
    ];
    const plan = planOrderRanks('service', documents);
    const [first, second, third, fourth] = orderRanks(4);
    // The published order decides (the site shows it); a never-published draft has only its own.
    expect(plan.placements.map(({ publishedId, orderRank, from }) => [publishedId, orderRank, from])).toEqual([
      ['service-c', first, 1],
      ['service-b', second, 2],
      ['service-a', third, 3],
      ['service-new', fourth, 4],
    ]);
    expect(plan.patches).toEqual([
      { id: 'drafts.service-a', ifRevisionID: 'rev-drafts.service-a', set: { orderRank: third }, unset: ['order'] },
      {
        id: 'drafts.service-new',
        ifRevisionID: 'rev-drafts.service-new',
        set: { orderRank: fourth },
        unset: ['order'],
      },
      { id: 'service-a', ifRevisionID: 'rev-service-a', set: { orderRank: third }, unset: ['order'] },
      { id: 'service-b', ifRevisionID: 'rev-service-b', set: { orderRank: second }, unset: ['order'] },
      { id: 'service-c', ifRevisionID: 'rev-service-c', set: { orderRank: first }, unset: ['order'] },
    ]);
  });

  it('is idempotent: a migrated list needs nothing more', () => {
    const migrated = apply(
      [stored('a', { order: 2 }), stored('b', { order: 1 }), stored('drafts.b', { order: 1 })],
      'x',
    );
    expect(migrated.every((document) => document.orderRank && document.order === undefined)).toBe(true);
    expect(planOrderRanks('x', migrated).patches).toEqual([]);
    expect(describePlan(planOrderRanks('x', migrated))).toEqual([
      'x: nothing to do (2 documents ranked, none numbered)',
    ]);
  });

  it('keeps ranks already set and ranks the numbered documents ahead of them', () => {
    // A service created in the new Studio before the migration: the plugin ranked it after the
    // (still unranked) last one, near the start of the rank space.
    const documents = [
      stored('old-2', { order: 2 }),
      stored('old-1', { order: 1 }),
      stored('created', { orderRank: '0|100008:' }),
      stored('drafts.created', {}),
    ];
    const plan = planOrderRanks('service', documents);
    expect(plan.placements.map(({ publishedId, from }) => [publishedId, from])).toEqual([
      ['old-1', 1],
      ['old-2', 2],
      ['created', 'kept'],
    ]);
    const ranks = plan.placements.map((placement) => placement.orderRank);
    expect([...ranks].sort()).toEqual(ranks);
    expect(ranks[2]).toBe('0|100008:');
    // The rank is never rewritten; a draft without one gets its document's.
    expect(plan.patches.find((patch) => patch.id === 'created')).toBeUndefined();
    expect(plan.patches.find((patch) => patch.id === 'drafts.created')).toEqual({
      id: 'drafts.created',
      ifRevisionID: 'rev-drafts.created',
      set: { orderRank: '0|100008:' },
    });
    expect(planOrderRanks('service', apply(documents, 'service')).patches).toEqual([]);
  });

  it('only unsets a leftover order where the rank is already there', () => {
    const plan = planOrderRanks('galleryImage', [stored('g', { order: 5, orderRank: '0|hzzzzz:' })]);
    expect(plan.patches).toEqual([{ id: 'g', ifRevisionID: 'rev-g', unset: ['order'] }]);
  });

  it('keeps each service’s questions in their relative order, one service after another', () => {
    const documents = [
      stored('faq-b-1', { order: 1, group: 'service-b' }),
      stored('faq-a-2', { order: 2, group: 'service-a' }),
      stored('faq-b-2', { order: 2, group: 'service-b' }),
      stored('faq-a-1', { order: 1, group: 'service-a' }),
      stored('faq-a-none', { group: 'service-a' }),
    ];
    expect(planOrderRanks('faq', documents).placements.map((placement) => placement.publishedId)).toEqual([
      'faq-a-1',
      'faq-a-2',
      'faq-a-none',
      'faq-b-1',
      'faq-b-2',
    ]);
  });

  it('gives a dataset of the old shape the ranks the bundled dataset is seeded with', async () => {
    // The bundled dataset as it was before: `order` numbers in seed order, no ranks.
    const dataset = seedDocuments.map((document, index) => {
      const { orderRank, ...rest } = document as typeof document & { orderRank?: string };
      return orderRank === undefined ? document : { ...rest, _rev: `rev-${index}`, order: index };
    });
    for (const type of ORDERED_TYPES) {
      const documents = (await (
        await evaluate(parse(STORED_DOCUMENTS_QUERY), { dataset, params: { type } })
      ).get()) as StoredDocument[];
      const seeded = seedDocuments.filter((document) => document._type === type);
      expect(
        planOrderRanks(type, documents).placements.map((placement) => placement.orderRank),
        type,
      ).toEqual(seeded.map((document) => (document as { orderRank?: string }).orderRank));
    }
  });

  it('describes the plan: the list in its new order and each patch', () => {
    const lines = describePlan(
      planOrderRanks('service', [stored('service-b', { order: 2 }), stored('service-a', { order: 1 })]),
    );
    expect(lines[0]).toBe('service: 2 document(s) to patch in one transaction; the list will read:');
    expect(lines.slice(1, 3)).toEqual([
      `   1. ${orderRanks(2)[0]!.padEnd(12)} service-a (order 1)`,
      `   2. ${orderRanks(2)[1]!.padEnd(12)} service-b (order 2)`,
    ]);
    expect(lines.slice(3)).toEqual([
      `  patch service-a: set orderRank ${orderRanks(2)[0]}, unset order`,
      `  patch service-b: set orderRank ${orderRanks(2)[1]}, unset order`,
    ]);
  });
});
