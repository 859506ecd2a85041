import { DEFAULT_LOCALE, LOCALES, LOCALE_QUERY_PARAM, type Locale } from '@/lib/constants';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The public URL of a site path in a language: English has no parameter, others `?lang=`. */
export function localizedHref(path: string, lang: Locale): string {
  const url = new URL(path, 'http://x');
  url.searchParams.delete(LOCALE_QUERY_PARAM);
  if (lang !== DEFAULT_LOCALE) url.searchParams.set(LOCALE_QUERY_PARAM, lang);
  return `${url.pathname}${url.search}${url.hash}`;
}
