import { LOCALES, LOCALE_TAGS, DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import { localizedHref } from '@/lib/i18n/locale';

/** Absolute public URL of a site path in a language (`https://…/about?lang=pt`). */
export function absoluteUrl(path: string, lang: Locale, siteUrl: string): string {
  return new URL(localizedHref(path, lang), siteUrl).toString();
}

/**
 * hreflang alternates of a path: one per language under its BCP 47 tag, plus `x-default`
 * pointing at the English URL (English is served without a parameter).
 */
export function languageAlternates(path: string, siteUrl: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const lang of LOCALES) languages[LOCALE_TAGS[lang].html] = absoluteUrl(path, lang, siteUrl);
  languages['x-default'] = absoluteUrl(path, DEFAULT_LOCALE, siteUrl);
  return languages;
}
