/**
 * The indexable pages of the site, by public path (English form). The sitemap, the metadata of
 * each page and the browser tests all walk this one list.
 */

/** Legal pages are `legalPage` documents found by slug. */
export const LEGAL_SLUGS = { privacyPolicy: 'privacy-policy', termsOfService: 'terms-of-service' } as const;
export type LegalPageKey = keyof typeof LEGAL_SLUGS;

export const SITE_PAGES = {
  home: '/',
  about: '/about',
  interiorDetail: '/services/interior-detail',
  privacyPolicy: `/${LEGAL_SLUGS.privacyPolicy}`,
  termsOfService: `/${LEGAL_SLUGS.termsOfService}`,
} as const;
export type SitePage = keyof typeof SITE_PAGES;

/**
 * The prerendered 404 page inside each language's tree (`/en/not-found-page`). Not a public URL:
 * proxy.ts rewrites every unknown path onto it, with status 404.
 */
export const NOT_FOUND_PAGE = '/not-found-page';
