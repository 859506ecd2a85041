import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation';
import { LOCALE_TAGS, LOCALES } from '../lib/constants';
import { localizedHref } from '../lib/i18n/locale';
import { SITE_PAGES, type SitePage } from '../lib/seo/routes';

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

const ALL_PAGES = Object.keys(SITE_PAGES) as SitePage[];
const legalPageBySlug = new Map<string, SitePage>(
  Object.entries(SITE_PAGES).map(([page, path]) => [path, page as SitePage]),
);

/**
 * Where each document type is rendered (lib/content's getters and the pages that call them).
 * studio/document-locations.test.ts fails when a document type of the schema has no entry.
 */
export const DOCUMENT_LOCATIONS = {
  siteSettings: pageLocations(ALL_PAGES),
  homePage: pageLocations(['home']),
  video: pageLocations(['home']),
  galleryImage: pageLocations(['home']),
  service: pageLocations(['home', 'interiorDetail']),
  aboutPage: pageLocations(['about']),
  interiorDetailPage: pageLocations(['interiorDetail']),
  faq: pageLocations(['interiorDetail']),
  legalPage: {
    select: { slug: 'slug.current' },
    resolve: (doc) => {
      const page = legalPageBySlug.get(`/${doc?.slug}`);
      return page ? pageLocations([page]) : { message: 'Not linked from the site yet', tone: 'caution' };
    },
  },
} satisfies Record<string, DocumentLocationsState | DocumentLocationResolverObject>;
