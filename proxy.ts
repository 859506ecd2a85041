import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';
import { resolveLocaleRoute } from '@/lib/i18n/routing';

/** Maps public URLs (`/about?lang=pt`) onto the prerendered per-language tree (`/pt/about`). */
export function proxy(request: NextRequest) {
  const route = resolveLocaleRoute(request.nextUrl, request.cookies.get(LOCALE_COOKIE)?.value);
  const target = request.nextUrl.clone();
  target.pathname = route.pathname;
  let response: NextResponse;
  if (route.kind === 'rewrite') {
    response = NextResponse.rewrite(target);
  } else {
    target.search = route.search;
    response = NextResponse.redirect(target, 307);
  }
  if (route.rememberLocale) {
    response.cookies.set(LOCALE_COOKIE, route.rememberLocale, {
      maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'lax',
      path: '/',
    });
  }
  return response;
}

export const config = {
  // Everything but the Studio, APIs, Next internals, bundled assets and files with an extension.
  matcher: ['/((?!api/|studio|_next/|sanity-assets/|.*\\.[a-z0-9]+$).*)'],
};
