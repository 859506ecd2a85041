import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation';
import { LOCALE_TAGS, LOCALES } from '../lib/constants';
import { localizedHref } from '../lib/i18n/locale';
import { DOCUMENT_TYPES } from '../lib/content/document-types';
import type { ContentType } from '../lib/content/tags';
import { pageShows, SITE_CHROME_TYPE, SITE_PAGES, type SitePage } from '../lib/seo/routes';

/** The pages as the owner knows them, for the "Used on" list of each document. */
const PAGE_TITLES: Record<SitePage, string> = {
  home: 'Home page',
  about: 'About page',
  interiorDetail: 'Interior detailing page',
  privacyPolicy: 'Privacy policy',
  termsOfService: 'Terms of service',
};

/** A page in every language: what a change to a document it renders touches. */
export function pageLocations(pages: readonly SitePage[]): DocumentLocationsState {
  return {
    locations: pages.flatMap((page) =>
      LOCALES.map((lang) => ({
        title: `${PAGE_TITLES[page]} (${LOCALE_TAGS[lang].label})`,
        href: localizedHref(SITE_PAGES[page], lang),
      })),
    ),
  };
}

const PAGES = Object.keys(SITE_PAGES) as SitePage[];

/**
 * Where each document type of the schema is rendered, from the route table (PAGE_CONTENT_TYPES, which
 * the sitemap reads too): the site settings on every page; a legal page where its slug is a page.
 */
export const DOCUMENT_LOCATIONS = Object.fromEntries(
  DOCUMENT_TYPES.map((type) => {
    if (type === SITE_CHROME_TYPE) return [type, pageLocations(PAGES)];
    if (type !== 'legalPage') return [type, pageLocations(PAGES.filter((page) => pageShows(page, { _type: type })))];
    const bySlug: DocumentLocationResolverObject<'slug'> = {
      select: { slug: 'slug.current' },
      resolve: (doc) => {
        const pages = PAGES.filter((page) => pageShows(page, { _type: type, slug: doc?.slug as string | undefined }));
        return pages.length > 0 ? pageLocations(pages) : { message: 'Not linked from the site yet', tone: 'caution' };
      },
    };
    return [type, bySlug];
  }),
) as Record<ContentType, DocumentLocationsState | DocumentLocationResolverObject<'slug'>>;
