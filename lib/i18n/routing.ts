import { DEFAULT_LOCALE, LOCALE_QUERY_PARAM, type Locale } from '@/lib/constants';
import { isLocale } from './locale';

/**
 * How a request maps to the statically generated `[lang]` tree. Public URLs carry the language
 * as `?lang=pt|uk` (none = English); internally each language is its own prerendered segment.
 */
export type LocaleRoute = (
  | { kind: 'rewrite'; pathname: string; rememberLocale?: Locale }
  | { kind: 'redirect'; pathname: string; search: string; rememberLocale?: Locale }
) & {
  /** The answer was chosen by the language cookie (no language in the URL), so caches must key on it. */
  byCookie?: true;
};

export function resolveLocaleRoute(url: URL, rememberedLocale: string | undefined): LocaleRoute {
  const { pathname } = url;
  const search = new URLSearchParams(url.search);
  const requested = search.get(LOCALE_QUERY_PARAM);

  const [, firstSegment = ''] = pathname.split('/');
  if (isLocale(firstSegment)) {
    // Internal segment typed directly: send to the one public URL for that page.
    const rest = pathname.slice(firstSegment.length + 1) || '/';
    if (firstSegment === DEFAULT_LOCALE) search.delete(LOCALE_QUERY_PARAM);
    else search.set(LOCALE_QUERY_PARAM, firstSegment);
    return { kind: 'redirect', pathname: rest, search: toSearch(search) };
  }

  if (requested !== null) {
    if (isLocale(requested) && requested !== DEFAULT_LOCALE) {
      return { kind: 'rewrite', pathname: internalPath(requested, pathname), rememberLocale: requested };
    }
    // `?lang=en` (a deliberate switch back) or an unknown value: drop it, keep the rest.
    search.delete(LOCALE_QUERY_PARAM);
    return {
      kind: 'redirect',
      pathname,
      search: toSearch(search),
      ...(requested === DEFAULT_LOCALE ? { rememberLocale: DEFAULT_LOCALE } : {}),
    };
  }

  if (isLocale(rememberedLocale) && rememberedLocale !== DEFAULT_LOCALE) {
    search.set(LOCALE_QUERY_PARAM, rememberedLocale);
    return { kind: 'redirect', pathname, search: toSearch(search), byCookie: true };
  }
  return { kind: 'rewrite', pathname: internalPath(DEFAULT_LOCALE, pathname), byCookie: true };
}

function internalPath(lang: Locale, pathname: string): string {
  return pathname === '/' ? `/${lang}` : `/${lang}${pathname}`;
}

function toSearch(search: URLSearchParams): string {
  const s = search.toString();
  return s ? `?${s}` : '';
}
