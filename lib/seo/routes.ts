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
  // Size classes and extras: the cards' prices and the booking form's choices.
  home: [
    'homePage',
    'service',
    'vehicleSize',
    'serviceExtra',
    'galleryImage',
    'beforeAfterPair',
    'review',
    'video',
    'siteSettings',
  ],
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
/**
 * What a service page shows: its document, and its service's card, price table by size class and
 * extras, questions, reviews and pairs.
 */
export const SERVICE_PAGE_CONTENT_TYPES: readonly ContentType[] = [
  'servicePage',
  'service',
  'vehicleSize',
  'serviceExtra',
  'faq',
  'beforeAfterPair',
  'review',
  'homePage', // the note on how reviews are checked
];

/**
 * The visitor's page of one appointment, `/appointment/<token>`: the link in every appointment mail
 * (supabase/functions/send-contact-notification/signed-link.ts signs it; its MANAGE_PATH is this
 * base). The dynamic route app/(site)/[lang]/appointment/[token] renders it per request for the
 * link's holder alone: never prerendered, stored or listed in the sitemap.
 */
export const APPOINTMENT_PAGES_BASE = '/appointment';
/** The token is one path segment (a signed token is base64url; anything else is escaped). */
export const appointmentPath = (token: string) => `${APPOINTMENT_PAGES_BASE}/${encodeURIComponent(token)}` as const;

/**
 * The customer's review page of one booking, `/review/<token>`, and its opt-out from review
 * requests, `/review/<token>/opt-out`: the links in the review request mail (signed-link.ts signs
 * them; its REVIEW_PATH and OPT_OUT_SEGMENT are these). The dynamic routes
 * app/(site)/[lang]/review/[token] and its opt-out render them per request like the appointment
 * page. A POST to the opt-out page (a mail client's one-click opt-out, RFC 8058, or the page's own
 * button) is answered by the route handler at reviewOptOutHandlerPath instead: proxy.ts rewrites it.
 */
export const REVIEW_PAGES_BASE = '/review';
export const REVIEW_OPT_OUT_SEGMENT = 'opt-out';
export const reviewPath = (token: string) => `${REVIEW_PAGES_BASE}/${encodeURIComponent(token)}` as const;
export const reviewOptOutPath = (token: string) => `${reviewPath(token)}/${REVIEW_OPT_OUT_SEGMENT}` as const;
/** The opt-out's route handler (app/api/review/[token]/opt-out), an internal target of the proxy's rewrite. */
export const reviewOptOutHandlerPath = (token: string) => `/api${reviewOptOutPath(token)}` as const;

/** A page a visitor's signed link opens, with the token in its path (still to be checked). */
export type LinkPage = { page: 'appointment' | 'review' | 'review-opt-out'; token: string };

/** The link page of a public path, or null. The token is one path segment, whatever it holds. */
export function linkPage(pathname: string): LinkPage | null {
  const [, base, token, ...rest] = pathname.split('/');
  if (!token) return null;
  // '' for the token's own page, a segment below it, or null for anything deeper (or a trailing slash).
  const below = rest.length === 0 ? '' : rest.length === 1 && rest[0] ? rest[0] : null;
  if (`/${base}` === APPOINTMENT_PAGES_BASE && below === '') return { page: 'appointment', token };
  if (`/${base}` === REVIEW_PAGES_BASE && below === '') return { page: 'review', token };
  if (`/${base}` === REVIEW_PAGES_BASE && below === REVIEW_OPT_OUT_SEGMENT) return { page: 'review-opt-out', token };
  return null;
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
