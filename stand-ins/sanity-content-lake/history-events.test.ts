import { describe, expect, it } from 'vitest';
import { documentEvents, eventsPage, SEED_AUTHOR } from './history-events.ts';
import type { LakeDocument, Transaction } from './store.ts';

/** The events feed the Studio's History panel lists, derived from the log as hosted Sanity derives it. */
const seeded: LakeDocument = {
  _id: 'svc',
  _type: 'service',
  _rev: 'seed-rev',
  _createdAt: '2024-06-01T09:00:00Z',
  _updatedAt: '2024-06-02T09:00:00Z',
  price: 100,
};
const doc = (id: string, rev: string, price: number): LakeDocument => ({ ...seeded, _id: id, _rev: rev, price });
let clock = 0;
const tx = (id: string, before: Transaction['before'], after: Transaction['after']): Transaction => ({
  id,
  timestamp: new Date(Date.UTC(2026, 10, 26, 10, 0, clock++)).toISOString(),
  author: 'p-owner',
  mutations: [],
  before,
  after,
});

describe('document events', () => {
  const base = new Map([['svc', seeded]]);
  const log: Transaction[] = [
    tx('t1', { 'drafts.svc': null }, { 'drafts.svc': doc('drafts.svc', 't1', 120) }),
    tx('t2', { 'drafts.svc': doc('drafts.svc', 't1', 120) }, { 'drafts.svc': doc('drafts.svc', 't2', 130) }),
    tx(
      't3',
      { svc: seeded, 'drafts.svc': doc('drafts.svc', 't2', 130) },
      { svc: doc('svc', 't3', 130), 'drafts.svc': null },
    ),
    tx('other', { other: null }, { other: doc('other', 'other', 1) }),
    tx('t4', { 'drafts.svc': null }, { 'drafts.svc': doc('drafts.svc', 't4', 140) }),
    tx('t5', { 'drafts.svc': doc('drafts.svc', 't4', 140) }, { 'drafts.svc': null }),
    tx('t6', { svc: doc('svc', 't3', 130) }, { svc: null, 'drafts.svc': doc('drafts.svc', 't6', 130) }),
    tx(
      't7',
      { svc: null, 'drafts.svc': doc('drafts.svc', 't6', 130) },
      { svc: doc('svc', 't7', 130), 'drafts.svc': null },
    ),
    tx('t8', { svc: doc('svc', 't7', 130) }, { svc: null }),
  ];

  it('lists every change of the document group newest first, edits inside a draft excluded', () => {
    const events = documentEvents('svc', base, log);
    expect(events.map((event) => [event.type, event.revisionId ?? event.versionRevisionId])).toEqual([
      ['deleteDocumentGroup', undefined],
      ['publishDocumentVersion', 't7'],
      ['unpublishDocument', 't6'],
      ['deleteDocumentVersion', 't4'],
      ['createDocumentVersion', 't4'],
      ['publishDocumentVersion', 't3'],
      ['createDocumentVersion', 't1'],
      ['publishDocumentVersion', 'seed-rev'],
    ]);
    expect(events.every((event) => event.documentId === 'svc')).toBe(true);
  });

  it('links a publish to the draft revision it published, and dates the seed by its own timestamp', () => {
    const events = documentEvents('drafts.svc', base, log);
    const publish = events.find((event) => event.revisionId === 't3');
    expect(publish).toMatchObject({ versionId: 'drafts.svc', versionRevisionId: 't2', author: 'p-owner' });
    expect(events.at(-1)).toMatchObject({ timestamp: '2024-06-02T09:00:00Z', author: SEED_AUTHOR.id });
    expect(events.find((event) => event.revisionId === 't7')?.versionRevisionId).toBe('t6');
  });

  it('calls a deletion that leaves an untouched draft behind an unpublish', () => {
    const events = documentEvents('svc', new Map(), [
      tx('a', { svc: null }, { svc: doc('svc', 'a', 1) }),
      tx('b', { 'drafts.svc': null }, { 'drafts.svc': doc('drafts.svc', 'b', 2) }),
      tx('c', { svc: doc('svc', 'a', 1) }, { svc: null }),
    ]);
    expect(events.map((event) => event.type)).toEqual([
      'unpublishDocument',
      'createDocumentVersion',
      'publishDocumentVersion',
    ]);
    expect(events[2]?.versionRevisionId).toBeUndefined();
  });

  it('has no events for a document that never existed', () => {
    expect(documentEvents('nothing', base, log)).toEqual([]);
  });

  it('pages with a cursor until the end', () => {
    const events = documentEvents('svc', base, log);
    const first = eventsPage('svc', events, new URLSearchParams({ limit: '5' }));
    expect(first.events.svc).toHaveLength(5);
    const second = eventsPage('svc', events, new URLSearchParams({ limit: '5', nextCursor: first.nextCursor }));
    expect(second.events.svc).toEqual(events.slice(5));
    expect(second.nextCursor).toBe('');
  });
});
