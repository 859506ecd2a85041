'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import type { MouseEvent } from 'react';
import {
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_QUERY_PARAM,
  LOCALE_TAGS,
  type Locale,
} from '@/lib/constants';

/**
 * The three languages as real links, so switching works without JavaScript: `?lang=xx` on the
 * current page (`?lang=en` too, which the proxy turns into "back to English" and remembers).
 * With JavaScript a click also keeps the current hash and query, and writes the language cookie
 * first so the next visit to `/` opens in this language.
 */
export function LanguageSelector({ lang, label, className = '' }: { lang: Locale; label: string; className?: string }) {
  // The route below `[lang]` (the same on server and client, unlike the rewritten URL).
  const path = `/${useSelectedLayoutSegments()
    .filter((segment) => !segment.startsWith('('))
    .join('/')}`;

  return (
    <nav aria-label={label} className={className}>
      <ul className="flex items-center">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${path}?${LOCALE_QUERY_PARAM}=${locale}`}
              hrefLang={LOCALE_TAGS[locale].html}
              lang={LOCALE_TAGS[locale].html}
              aria-current={locale === lang ? 'true' : undefined}
              onClick={(event) => switchLanguage(event, locale)}
              className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold opacity-80 transition hover:opacity-100 aria-[current=true]:text-gold aria-[current=true]:opacity-100"
            >
              {LOCALE_TAGS[locale].label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Remembers the choice, then opens the same address (query and hash kept) in that language. The
 * address names the language even for English (`?lang=en`, which the proxy turns into the plain
 * address and remembers): the cookie written here may not have reached the browser's network
 * stack when the navigation leaves, and a plain `/about` sent with the old cookie is redirected
 * back to the old language.
 */
function switchLanguage(event: MouseEvent<HTMLAnchorElement>, target: Locale) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  document.cookie = `${LOCALE_COOKIE}=${target}; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax; Secure`;
  const url = new URL(window.location.href);
  url.searchParams.set(LOCALE_QUERY_PARAM, target);
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: the proxy picks the language's prerendered page, and <html lang> changes with it
  window.location.assign(`${url.pathname}${url.search}${url.hash}`);
}
