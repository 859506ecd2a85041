import { describe, expect, it } from 'vitest';
import { LOCALES } from '../lib/constants';
import type { DocumentLocationResolverObject } from 'sanity/presentation';
import { SITE_PAGES, type SitePage } from '../lib/seo/routes';
import { schemaTypes } from '../schemas';
import { DOCUMENT_LOCATIONS, pageLocations } from './document-locations';

describe('document locations (the Presentation tool\'s "Used on")', () => {
  it('names at least one page for every document type in the schema', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
    expect(Object.keys(DOCUMENT_LOCATIONS).sort()).toEqual([...documentTypes].sort());
    for (const [type, locations] of Object.entries(DOCUMENT_LOCATIONS)) {
      if ('resolve' in locations) continue;
      expect(
        locations.locations?.length,
        `${type} is shown on no page (lib/seo/routes.ts PAGE_CONTENT_TYPES)`,
      ).toBeGreaterThan(0);
    }
    expect(DOCUMENT_LOCATIONS.siteSettings).toEqual(pageLocations(Object.keys(SITE_PAGES) as SitePage[]));
    expect(DOCUMENT_LOCATIONS.faq).toEqual(pageLocations(['interiorDetail']));
  });

  it('lists a page once per language, at its public address', () => {
    expect(pageLocations(['about']).locations?.map((location) => location.href)).toEqual([
      '/about',
      '/about?lang=pt',
      '/about?lang=uk',
    ]);
    expect(pageLocations(['home']).locations).toHaveLength(LOCALES.length);
  });

  it('finds a legal page by its slug, and says so when the slug is not a page of the site', () => {
    const { resolve } = DOCUMENT_LOCATIONS.legalPage as DocumentLocationResolverObject<'slug'>;
    expect(resolve({ slug: SITE_PAGES.termsOfService.slice(1) })?.locations?.[0]?.href).toBe('/terms-of-service');
    expect(resolve({ slug: 'draft-cookie-policy' })).toMatchObject({ tone: 'caution' });
  });
});
