import { SERVICE_PAGE_SLUG_PATTERN, type Locale } from '@/lib/constants';
import type { ContentType } from '@/lib/content/tags';
import { localizedHref } from '@/lib/i18n/locale';

/**
 * The route table: the site's pages by public path (English form) and the home page's sections.
 * The proxy (which paths exist), the links, the sitemap, breadcrumbs, metadata and the browser
 * tests all take paths from here; routes.test.ts fails when a page under app/(site)/[lang] is
 * missing from it or it names a page that does not exist.
 */

/** Legal pages are `legalPage` documents found by slug. */
export const LEGAL_SLUGS = { privacyPolicy: 'privacy-policy', termsOfService: 'terms-of-service' } as const;
export type LegalPageKey = keyof typeof LEGAL_SLUGS;

/** The pages with a fixed address; service pages (below) are the owner's to add. */
export const SITE_PAGES = {
  home: '/',
  about: '/about',
  privacyPolicy: `/${LEGAL_SLUGS.privacyPolicy}`,
  termsOfService: `/${LEGAL_SLUGS.termsOfService}`,
} as const;
export type SitePage = keyof typeof SITE_PAGES;

/**
 * The document types whose content each page shows (a legal page: the legalPage with its slug). The
 * sitemap dates a page by them; the Studio's "Used on" list adds the site settings, which every
 * page's header and footer read (SITE_CHROME_TYPE).
 */
export const PAGE_CONTENT_TYPES: Record<SitePage, readonly ContentType[]> = {
  home: ['homePage', 'service', 'galleryImage', 'beforeAfterPair', 'review', 'video', 'siteSettings'],
  about: ['aboutPage', 'siteSettings'],
  privacyPolicy: ['legalPage'],
  termsOfService: ['legalPage'],
};
export const SITE_CHROME_TYPE: ContentType = 'siteSettings';

/**
 * A service's own page, `/services/<slug>`: a published `servicePage` document (the dynamic route
 * app/(site)/[lang]/services/[slug]). The proxy passes every well-formed slug to it; the route
 * answers 404 for one with no published page.
 */
export const SERVICE_PAGES_BASE = '/services';
export const servicePagePath = (slug: string) => `${SERVICE_PAGES_BASE}/${slug}` as const;
/** The slug in a public path of a service page, or null. */
export function servicePageSlug(pathname: string): string | null {
  const [, base, slug, ...rest] = pathname.split('/');
  return `/${base}` === SERVICE_PAGES_BASE && slug && rest.length === 0 && SERVICE_PAGE_SLUG_PATTERN.test(slug)
    ? slug
    : null;
}
/** What a service page shows: its document, and its service's card, questions, reviews and pairs. */
export const SERVICE_PAGE_CONTENT_TYPES: readonly ContentType[] = [
  'servicePage',
  'service',
  'faq',
  'beforeAfterPair',
  'review',
  'homePage', // the note on how reviews are checked
];

/**
 * The visitor's page of one appointment, `/appointment/<token>`: the link in every appointment mail
 * (supabase/functions/send-contact-notification/manage-link.ts signs it; its MANAGE_PATH is this
 * base). The dynamic route app/(site)/[lang]/appointment/[token] renders it per request for the
 * link's holder alone: never prerendered, stored or listed in the sitemap.
 */
export const APPOINTMENT_PAGES_BASE = '/appointment';
/** The token is one path segment (a signed token is base64url; anything else is escaped). */
export const appointmentPath = (token: string) => `${APPOINTMENT_PAGES_BASE}/${encodeURIComponent(token)}` as const;
/** The token in a public path of the appointment page (still to be checked), or null. */
export function appointmentToken(pathname: string): string | null {
  const [, base, token, ...rest] = pathname.split('/');
  return `/${base}` === APPOINTMENT_PAGES_BASE && token && rest.length === 0 ? token : null;
}

/** Whether a page shows this document's content. */
export function pageShows(page: SitePage, document: { _type: string; slug?: string | null }): boolean {
  if (!(PAGE_CONTENT_TYPES[page] as readonly string[]).includes(document._type)) return false;
  return (
    document._type !== 'legalPage' ||
    (Object.hasOwn(LEGAL_SLUGS, page) && LEGAL_SLUGS[page as LegalPageKey] === document.slug)
  );
}

/** The home page's sections that links lead to, by element id. */
export const HOME_SECTIONS = {
  home: 'home',
  services: 'services',
  gallery: 'gallery',
  reviews: 'reviews',
  contact: 'contact',
} as const;
export type HomeSection = keyof typeof HOME_SECTIONS;

/**
 * `/#id`, the same on every page: on the home page a same-document jump, elsewhere the home page at
 * that section; works without JavaScript.
 */
export const sectionPath = (section: HomeSection) => `/#${HOME_SECTIONS[section]}` as const;

/** A home section's link in a language. */
export const sectionHref = (section: HomeSection, lang: Locale) => localizedHref(sectionPath(section), lang);

/** The same-document jump to a home section, for links on the home page itself (the address keeps its query). */
export const sectionAnchor = (section: HomeSection) => `#${HOME_SECTIONS[section]}` as const;

/** The address parameter that preselects a service in the booking form (lib/booking/submit/preselect.ts). */
export const BOOKING_SERVICE_PARAM = 'service';

/** "Book this service": the contact section with that service chosen (read by the form; works without JavaScript). */
export const bookServicePath = (service: string) =>
  `/?${BOOKING_SERVICE_PARAM}=${encodeURIComponent(service)}#${HOME_SECTIONS.contact}`;

export const bookServiceHref = (service: string, lang: Locale) => localizedHref(bookServicePath(service), lang);

/**
 * The prerendered 404 page inside each language's tree (`/en/not-found-page`). Not a public URL:
 * proxy.ts rewrites every unknown path onto it, with status 404.
 */
export const NOT_FOUND_PAGE = '/not-found-page';
