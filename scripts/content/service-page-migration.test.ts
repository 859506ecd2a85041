import { describe, expect, it } from 'vitest';

import { interiorDetailPage } from '../../content/seed/service-pages.ts';
import { describeMigration, planServicePageMigration, type LegacyState } from './service-page-migration.ts';

/** The interior detailing page as a dataset from before service pages holds it: the singleton. */
const { service, slug, menuTitle, ...legacyFields } = interiorDetailPage;
const legacy = { ...legacyFields, _id: 'interiorDetailPage', _type: 'interiorDetailPage', _rev: 'r1' };
const legacyDraft = {
  ...legacy,
  _id: 'drafts.interiorDetailPage',
  _rev: 'r2',
  hero: { ...legacy.hero, title: { en: 'Draft' } },
};
const pointing = [
  { _id: 'service-interior-detailing', _rev: 's1', detailPage: 'interiorDetailPage' },
  { _id: 'drafts.service-interior-detailing', _rev: 's2', detailPage: 'interiorDetailPage' },
];
const before: LegacyState = { pages: [legacy, legacyDraft], services: pointing, servicePages: [] };

describe('planServicePageMigration', () => {
  it('turns the singleton and its draft into the service page at the same address, with all their content', () => {
    const plan = planServicePageMigration(before);
    expect(plan.creates.map((doc) => doc._id)).toEqual([
      'servicePage-interior-detail',
      'drafts.servicePage-interior-detail',
    ]);
    // The published page comes out as the bundled content's page is: the same document, field for field.
    const { _id, _type, ...content } = plan.creates[0]!;
    expect({ _id, _type }).toEqual({ _id: interiorDetailPage._id, _type: 'servicePage' });
    expect(content).toEqual(
      Object.fromEntries(Object.entries(interiorDetailPage).filter(([key]) => !key.startsWith('_'))),
    );
    // The draft keeps its unpublished edit.
    expect(plan.creates[1]).toMatchObject({ hero: { title: { en: 'Draft' } }, slug: { current: 'interior-detail' } });
    expect(plan.patches).toEqual([
      { id: 'service-interior-detailing', ifRevisionID: 's1', unset: ['detailPage'] },
      { id: 'drafts.service-interior-detailing', ifRevisionID: 's2', unset: ['detailPage'] },
    ]);
    expect(plan.deletes).toEqual(['interiorDetailPage', 'drafts.interiorDetailPage']);
    expect(describeMigration(plan)).toContain('delete interiorDetailPage');
  });

  it('points the page at the service that pointed at the singleton', () => {
    const services = [{ _id: 'service-cabin', _rev: 's9', detailPage: 'interiorDetailPage' }];
    const plan = planServicePageMigration({ ...before, services });
    expect(plan.creates[0]).toMatchObject({ service: { _type: 'reference', _ref: 'service-cabin' } });
  });

  it('plans nothing once done, so a second run changes nothing', () => {
    const after: LegacyState = {
      pages: [],
      services: [],
      servicePages: [
        { _id: 'servicePage-interior-detail', service: 'service-interior-detailing', slug: 'interior-detail' },
      ],
    };
    const plan = planServicePageMigration(after);
    expect(plan).toEqual({ creates: [], patches: [], deletes: [], notes: [] });
    expect(describeMigration(plan)[0]).toMatch(/^Nothing to migrate/);
  });

  it('leaves the singleton alone when the owner already made a page for the service, and says so', () => {
    const servicePages = [{ _id: 'servicePage-cabin', service: 'service-interior-detailing', slug: 'cabin-care' }];
    const plan = planServicePageMigration({ ...before, servicePages });
    expect(plan.creates).toEqual([]);
    expect(plan.deletes).toEqual([]);
    expect(plan.patches).toEqual([]);
    expect(plan.notes.join()).toContain('servicePage-cabin');
  });
});
