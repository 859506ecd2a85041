import { map } from 'rxjs';
import type { DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation';
import { LOCALE_TAGS, LOCALES } from '../lib/constants';
import { localizedHref } from '../lib/i18n/locale';
import { DOCUMENT_TYPES } from '../lib/content/document-types';
import type { ContentType } from '../lib/content/tags';
import {
  pageShows,
  SERVICE_PAGE_CONTENT_TYPES,
  SERVICE_PAGES_BASE,
  SITE_CHROME_TYPE,
  SITE_PAGES,
  type SitePage,
} from '../lib/seo/routes';

/** The pages as the owner knows them, for the "Used on" list of each document. */
const PAGE_TITLES: Record<SitePage, string> = {
  home: 'Home page',
  about: 'About page',
  privacyPolicy: 'Privacy policy',
  termsOfService: 'Terms of service',
};

type Page = { title: string; path: string };

/** Pages in every language: what a change to a document they render touches. */
const locationsOf = (pages: readonly Page[]): DocumentLocationsState => ({
  locations: pages.flatMap(({ title, path }) =>
    LOCALES.map((lang) => ({ title: `${title} (${LOCALE_TAGS[lang].label})`, href: localizedHref(path, lang) })),
  ),
});

export const pageLocations = (pages: readonly SitePage[]): DocumentLocationsState =>
  locationsOf(pages.map((page) => ({ title: PAGE_TITLES[page], path: SITE_PAGES[page] })));

const PAGES = Object.keys(SITE_PAGES) as SitePage[];

/**
 * The fixed pages each document type is rendered on, from the route table (PAGE_CONTENT_TYPES, which
 * the sitemap reads too): the site settings on every page; a legal page where its slug is a page.
 */
export function fixedPagesOf(type: ContentType, slug?: string): SitePage[] {
  return type === SITE_CHROME_TYPE ? PAGES : PAGES.filter((page) => pageShows(page, { _type: type, slug }));
}

const SERVICE_PAGE_FIELDS = `{ "title": coalesce(menuTitle.en, slug.current), "path": "${SERVICE_PAGES_BASE}/" + slug.current }`;

/**
 * The service pages (published, or the page being edited) that render a document: a service page
 * itself, the page of a service, the page of a question's service.
 */
export const SERVICE_PAGES_OF_DOCUMENT = `*[_type == "servicePage" && defined(slug.current) && (
  _id in [$id, "drafts." + $id]
  || (!(_id in path("drafts.**")) && service._ref in [$id, *[_id in [$id, "drafts." + $id]][0].service._ref])
)]${SERVICE_PAGE_FIELDS}`;

/**
 * Every published service page: what the site settings (header and footer) are on as well, and a
 * vehicle size class (every page's price table lists every class).
 */
const ALL_SERVICE_PAGES = `*[_type == "servicePage" && !(_id in path("drafts.**")) && defined(slug.current)]${SERVICE_PAGE_FIELDS}`;

/** An extra as the owner is editing it: its draft, else the published one. */
const EDITED_EXTRA = `coalesce(*[_id == "drafts." + $id][0], *[_id == $id][0])`;
/** The published service pages an extra is offered on: its services' pages, or all when it names none. */
const SERVICE_PAGES_OF_EXTRA = `*[_type == "servicePage" && !(_id in path("drafts.**")) && defined(slug.current) && (
  count(coalesce(${EDITED_EXTRA}.services, [])) == 0 || service._ref in ${EDITED_EXTRA}.services[]._ref
)]${SERVICE_PAGE_FIELDS}`;

/** The query for the service pages that show a document of `type`, or null where none do. */
function servicePagesQuery(type: ContentType): string | null {
  if (type === SITE_CHROME_TYPE || type === 'vehicleSize') return ALL_SERVICE_PAGES;
  if (type === 'serviceExtra') return SERVICE_PAGES_OF_EXTRA;
  return SERVICE_PAGE_CONTENT_TYPES.includes(type) ? SERVICE_PAGES_OF_DOCUMENT : null;
}

/**
 * The Presentation tool's "Used on" list of a document: the fixed pages its type is on, and the
 * service pages that show it (looked up, as the owner adds them).
 */
export const documentLocations: DocumentLocationResolver = ({ id, type }, { documentStore }) => {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(type)) return null;
  const contentType = type as ContentType;
  const fixed = (slug?: string) =>
    fixedPagesOf(contentType, slug).map((page) => ({ title: PAGE_TITLES[page], path: SITE_PAGES[page] }));
  const servicePages = servicePagesQuery(contentType);
  const query =
    contentType === 'legalPage'
      ? `*[_id in [$id, "drafts." + $id]][0]{ "slug": slug.current }`
      : servicePages
        ? `{ "servicePages": ${servicePages} }`
        : null;
  if (!query) return locationsOf(fixed());
  return documentStore.listenQuery(query, { id }, { perspective: 'raw' }).pipe(
    map((result: { slug?: string; servicePages?: Page[] } | null) => {
      // A page being edited may come twice, as draft and as published.
      const servicePages = [...new Map((result?.servicePages ?? []).map((page) => [page.path, page])).values()];
      const pages = [...fixed(result?.slug ?? undefined), ...servicePages];
      return pages.length > 0 ? locationsOf(pages) : { message: 'Not on the site yet', tone: 'caution' as const };
    }),
  );
};
