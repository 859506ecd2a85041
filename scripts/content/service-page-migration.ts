/**
 * The plan of `npm run content:migrate-service-pages` (migrate-service-pages.ts), free of I/O so it
 * is unit-tested. Before service pages the one service page was the `interiorDetailPage` singleton, and
 * its service pointed at it (`detailPage`); now pages are `servicePage` documents that point at
 * their service. A dataset from before gets its page as a `servicePage` at the same address
 * (`/services/interior-detail`, with the spec's menu titles), the services lose `detailPage`, and
 * the singleton goes: in one transaction, each patch conditional on the revision read.
 */
import { INTERIOR_DETAIL_SLUG, INTERIOR_DETAILING_SERVICE } from '../../lib/constants/index.ts';
import { interiorDetailPage } from '../../content/seed/service-pages.ts';

const LEGACY_TYPE = 'interiorDetailPage';
const NEW_ID = interiorDetailPage._id;

/** What the migration reads: the old page (and its draft), the services pointing at it, the pages there are. */
export const LEGACY_STATE_QUERY = `{
  "pages": *[_type == "${LEGACY_TYPE}" && !(_id in path("versions.**"))],
  "services": *[_type == "service" && defined(detailPage) && !(_id in path("versions.**"))]{ _id, _rev, "detailPage": detailPage._ref },
  "servicePages": *[_type == "servicePage" && !(_id in path("versions.**"))]{ _id, "service": service._ref, "slug": slug.current }
}`;

type StoredDocument = { _id: string; _type: string; _rev?: string; [field: string]: unknown };
export type LegacyState = {
  pages: StoredDocument[];
  services: { _id: string; _rev: string; detailPage: string | null }[];
  servicePages: { _id: string; service: string | null; slug: string | null }[];
};

export type MigrationPlan = {
  creates: StoredDocument[];
  patches: { id: string; ifRevisionID: string; unset: ['detailPage'] }[];
  deletes: string[];
  /** What the owner should know: a page that was left alone, and why. */
  notes: string[];
};

const publishedIdOf = (id: string) => id.replace(/^drafts\./, '');
const SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt']);

export function planServicePageMigration(state: LegacyState): MigrationPlan {
  const plan: MigrationPlan = { creates: [], patches: [], deletes: [], notes: [] };
  // Every `detailPage` goes: the schema no longer has it, and it would block deleting the singleton.
  plan.patches = state.services.map(({ _id, _rev }) => ({ id: _id, ifRevisionID: _rev, unset: ['detailPage'] }));
  if (state.pages.length === 0) return plan;

  // The service the old page belongs to: the one that pointed at it (published first), else the spec's.
  const pointing = state.services
    .filter((service) => service.detailPage === LEGACY_TYPE)
    .sort((a, b) => Number(a._id.startsWith('drafts.')) - Number(b._id.startsWith('drafts.')));
  const serviceId = pointing[0] ? publishedIdOf(pointing[0]._id) : `service-${INTERIOR_DETAILING_SERVICE}`;
  const taken = state.servicePages.find(
    (page) => page.service === serviceId || page.slug === INTERIOR_DETAIL_SLUG || publishedIdOf(page._id) === NEW_ID,
  );
  if (taken) {
    plan.notes.push(
      `A service page already exists for ${serviceId} or at /services/${INTERIOR_DETAIL_SLUG} (${taken._id}): ` +
        `the old "${LEGACY_TYPE}" is left as it is; compare the two and delete it by hand.`,
    );
    plan.patches = plan.patches.filter(({ id }) => publishedIdOf(id) !== serviceId);
    return plan;
  }
  for (const page of state.pages) {
    const fields = Object.fromEntries(Object.entries(page).filter(([field]) => !SYSTEM_FIELDS.has(field)));
    plan.creates.push({
      ...fields,
      _id: page._id.startsWith('drafts.') ? `drafts.${NEW_ID}` : NEW_ID,
      _type: 'servicePage',
      service: { _type: 'reference', _ref: serviceId },
      slug: { _type: 'slug', current: INTERIOR_DETAIL_SLUG },
      menuTitle: interiorDetailPage.menuTitle,
    });
    plan.deletes.push(page._id);
  }
  return plan;
}

export function describeMigration(plan: MigrationPlan): string[] {
  if (plan.creates.length + plan.patches.length + plan.deletes.length === 0)
    return ['Nothing to migrate: no interior detailing singleton and no service with a detailPage.', ...plan.notes];
  return [
    ...plan.creates.map((doc) => `create ${doc._id} (servicePage at /services/${INTERIOR_DETAIL_SLUG})`),
    ...plan.patches.map(({ id }) => `unset detailPage on ${id}`),
    ...plan.deletes.map((id) => `delete ${id}`),
    ...plan.notes,
  ];
}
