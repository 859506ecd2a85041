import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstValueFrom, from, isObservable } from 'rxjs';
import type { DocumentLocationsState } from 'sanity/presentation';
import { INTERIOR_DETAIL_SLUG, INTERIOR_DETAILING_SERVICE, LOCALES } from '../lib/constants';
import { DOCUMENT_TYPES } from '../lib/content/document-types';
import { PAGE_CONTENT_TYPES, SERVICE_PAGE_CONTENT_TYPES, SITE_PAGES, type SitePage } from '../lib/seo/routes';
import { parseNdjson } from '../scripts/content/assemble-dataset';
import { runQuery } from '../stand-ins/sanity-content-lake/query';
import type { LakeDocument } from '../stand-ins/sanity-content-lake/store';
import { documentLocations, fixedPagesOf, pageLocations } from './document-locations';

const dataset = parseNdjson(readFileSync(path.resolve('content/dataset.ndjson'), 'utf8')) as LakeDocument[];

/** The resolver with a document store that runs its queries on the bundled dataset, as the lake would. */
async function usedOn(type: string, id: string, docs = dataset): Promise<DocumentLocationsState | null | undefined> {
  const documentStore = {
    listenQuery: (query: string, params: Record<string, unknown>) => from(runQuery(docs, query, params)),
  };
  const state = documentLocations({ id, type, version: undefined, perspectiveStack: [] }, {
    documentStore,
  } as unknown as Parameters<typeof documentLocations>[1]);
  return isObservable(state) ? firstValueFrom(state) : state;
}
const hrefs = (state: DocumentLocationsState | null | undefined) => state?.locations?.map((location) => location.href);

describe('document locations (the Presentation tool\'s "Used on")', () => {
  it('puts every document type of the schema on a fixed page or on service pages', () => {
    const shown = new Set([...Object.values(PAGE_CONTENT_TYPES).flat(), ...SERVICE_PAGE_CONTENT_TYPES]);
    for (const type of DOCUMENT_TYPES) {
      expect(shown.has(type), `${type} is shown on no page (lib/seo/routes.ts PAGE_CONTENT_TYPES)`).toBe(true);
    }
    expect(fixedPagesOf('siteSettings')).toEqual(Object.keys(SITE_PAGES) as SitePage[]);
  });

  it('lists a page once per language, at its public address', () => {
    expect(pageLocations(['about']).locations?.map((location) => location.href)).toEqual([
      '/about',
      '/about?lang=pt',
      '/about?lang=uk',
    ]);
    expect(pageLocations(['home']).locations).toHaveLength(LOCALES.length);
  });

  it('finds the service pages that show a service page, a service and its questions', async () => {
    const interior = [
      '/services/interior-detail',
      '/services/interior-detail?lang=pt',
      '/services/interior-detail?lang=uk',
    ];
    expect(hrefs(await usedOn('servicePage', `servicePage-${INTERIOR_DETAIL_SLUG}`))).toEqual(interior);
    const service = hrefs(await usedOn('service', `service-${INTERIOR_DETAILING_SERVICE}`));
    expect(service).toEqual([...hrefs(pageLocations(['home']))!, ...interior]);
    const question = dataset.find((doc) => doc._type === 'faq')!;
    expect(hrefs(await usedOn('faq', question._id))).toEqual(interior);
    // A service without a page: the home page only; a question about it: not on the site yet.
    expect(hrefs(await usedOn('service', 'service-ppf'))).toEqual(hrefs(pageLocations(['home'])));
    const ppfQuestion = { ...question, _id: 'faq-ppf-x', service: { _type: 'reference', _ref: 'service-ppf' } };
    expect(await usedOn('faq', ppfQuestion._id, [...dataset, ppfQuestion])).toMatchObject({ tone: 'caution' });
  });

  it('puts a size class on every service page, and an extra on the pages of the services it is offered with', async () => {
    const home = hrefs(pageLocations(['home']))!;
    const interior = ['', '?lang=pt', '?lang=uk'].map((query) => `/services/${INTERIOR_DETAIL_SLUG}${query}`);
    expect(hrefs(await usedOn('vehicleSize', 'vehicleSize-van'))).toEqual([...home, ...interior]);
    // Offered with every service; with interior detailing among others; only with services without a page.
    expect(hrefs(await usedOn('serviceExtra', 'serviceExtra-engine-bay'))).toEqual([...home, ...interior]);
    expect(hrefs(await usedOn('serviceExtra', 'serviceExtra-pet-hair'))).toEqual([...home, ...interior]);
    expect(hrefs(await usedOn('serviceExtra', 'serviceExtra-headlights'))).toEqual(home);
    // A draft that now names interior detailing counts, as the owner edits it.
    const headlights = dataset.find((doc) => doc._id === 'serviceExtra-headlights')!;
    const draft = {
      ...headlights,
      _id: 'drafts.serviceExtra-headlights',
      services: [{ _type: 'reference', _ref: `service-${INTERIOR_DETAILING_SERVICE}`, _key: 'x' }],
    };
    expect(hrefs(await usedOn('serviceExtra', 'serviceExtra-headlights', [...dataset, draft]))).toEqual([
      ...home,
      ...interior,
    ]);
  });

  it('puts the site settings on every page, the published service pages included', async () => {
    const all = hrefs(await usedOn('siteSettings', 'siteSettings'));
    expect(all).toHaveLength((Object.keys(SITE_PAGES).length + 1) * LOCALES.length);
    expect(all).toContain('/services/interior-detail?lang=uk');
  });

  it('finds a legal page by its slug, and says so when the slug is not a page of the site', async () => {
    const terms = dataset.find(
      (doc) => doc._type === 'legalPage' && (doc.slug as { current: string }).current === 'terms-of-service',
    )!;
    expect(hrefs(await usedOn('legalPage', terms._id))?.[0]).toBe('/terms-of-service');
    const draft = { ...terms, _id: 'drafts.cookie-policy', slug: { _type: 'slug', current: 'cookie-policy' } };
    expect(await usedOn('legalPage', 'cookie-policy', [...dataset, draft])).toMatchObject({ tone: 'caution' });
  });
});
