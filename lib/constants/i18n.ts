/** The site's languages and how they are chosen and named. */

export const LOCALES = ['en', 'pt', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Query parameter that selects a non-default language (`/about?lang=pt`). */
export const LOCALE_QUERY_PARAM = 'lang';
/** Cookie that remembers the visitor's language choice for the next visit. */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
/** BCP 47 tags used for `<html lang>`, hreflang and Open Graph. */
export const LOCALE_TAGS: Record<Locale, { html: string; og: string; label: string }> = {
  en: { html: 'en', og: 'en_GB', label: 'English' },
  pt: { html: 'pt-PT', og: 'pt_PT', label: 'Português' },
  uk: { html: 'uk', og: 'uk_UA', label: 'Українська' },
};
