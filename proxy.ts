import { NextResponse, type NextRequest } from 'next/server';
import { DRAFT_MODE_COOKIE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';
import { contentLake, publicEnv } from '@/lib/env/public';
import { serverEnv } from '@/lib/env/server';
import { manageNonce, reviewNonce } from '@/lib/booking/visitor-link/token';
import { imageSigningKey, isEmittedImageUrl } from '@/lib/content/image-signature';
import { perRequestPolicy, previewPolicy } from '@/lib/security/content-security-policy.mjs';
import { resolveLocaleRoute } from '@/lib/i18n/routing';
import {
  linkPage,
  NOT_FOUND_PAGE,
  reviewOptOutHandlerPath,
  servicePageSlug,
  SITE_PAGES,
  type LinkPage,
} from '@/lib/seo/routes';

const PRERENDERED = new Set<string>(Object.values(SITE_PAGES));
const IMAGE_SIGNING = {
  key: imageSigningKey(serverEnv.revalidateSecret),
  projectId: contentLake.projectId,
  dataset: contentLake.dataset,
};
/** Routes of their own, which the matcher sends here only for the check of their escapes. */
const OWN_ROUTES = /^\/(?:api|_next|sanity-assets|studio)\//;
/** Next's image optimizer: it answers 500 to a `url` it cannot decode, and renders any other. */
const IMAGE_OPTIMIZER = '/_next/image';

/** Maps public URLs (`/about?lang=pt`) onto the prerendered per-language tree (`/pt/about`). */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const image = pathname === IMAGE_OPTIMIZER ? (searchParams.get('url') ?? '') : undefined;
  if (!isWellFormed(pathname) || !isWellFormed(image ?? '')) return new NextResponse('Bad request', { status: 400 });
  // Each distinct image URL is a render of its own: only those the site emits get one.
  if (image !== undefined && !isEmittedImageUrl(image, IMAGE_SIGNING)) {
    return new NextResponse('Not an image of this site', { status: 400 });
  }
  if (OWN_ROUTES.test(pathname)) return NextResponse.next();
  const remembered = request.cookies.get(LOCALE_COOKIE)?.value;
  const route = resolveLocaleRoute(request.nextUrl, remembered);
  // From `request.url`, not `nextUrl`: NextURL renames a loopback host to `localhost`, and a
  // target whose origin differs from the one the server was bound to (`-H 127.0.0.1`) is taken
  // for an external URL and proxied (vercel/next.js#94745). With skipProxyUrlNormalize
  // (next.config.mjs) `request.url` is the server's own URL, so the target stays internal.
  const target = new URL(request.url);
  target.pathname = route.pathname;
  const preview = request.cookies.has(DRAFT_MODE_COOKIE);
  const link = linkPage(pathname);
  const perRequest = preview || link !== null ? perRequestHeaders(request, preview) : undefined;
  const init = { request: { headers: pageRequestHeaders(request, perRequest?.requestHeaders) } };
  let response: NextResponse;
  if (route.kind === 'redirect') {
    target.search = route.search;
    response = NextResponse.redirect(target, 307);
  } else if (PRERENDERED.has(pathname) || (await isServicePage(pathname, preview))) {
    // Static pages carry their own hash-based policy from the ISR cache (lib/security).
    response = NextResponse.rewrite(target, init);
  } else if (link !== null && link.page === 'review-opt-out' && request.method === 'POST') {
    // A post to the opt-out page (a mail client's one-click opt-out, or the page's button) goes to
    // its route handler, which checks the token first like the page and answers for itself.
    target.pathname = reviewOptOutHandlerPath(link.token);
    response = NextResponse.rewrite(target, init);
  } else if (link !== null) {
    // A visitor's link page (an appointment's, a review's or its opt-out), rendered per request
    // (perRequestHeaders). A token whose signature fails opens nothing: the page says so in the
    // visitor's language, with status 404, before any query. (Its own page, not the 404 page,
    // which logs the address, token and all, in the console.)
    const status = (await linkNonce(link)) === null ? 404 : 200;
    response = NextResponse.rewrite(target, { ...init, status });
  } else {
    // Anything else is unknown: that language's prerendered 404 page, under the same URL and with
    // status 404 (Next.js keeps a rewrite's status for a page without a stored one). Being static,
    // its HTML is complete without JavaScript and it carries its hash-based policy as well.
    const [, lang] = route.pathname.split('/');
    target.pathname = `/${lang}${NOT_FOUND_PAGE}`;
    response = NextResponse.rewrite(target, { ...init, status: 404 });
  }
  if (perRequest) for (const [name, value] of Object.entries(perRequest.response)) response.headers.set(name, value);
  if (route.byCookie && route.kind === 'redirect') {
    // A shared cache (CDN) must never store the redirect to one visitor's remembered language.
    // (Next.js sets the Vary header of pages itself, so for the English pages without `?lang` the
    // CDN's key must include the cookie: docs/deploying.md.)
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Vary', 'Cookie');
  }
  // Only when it changes, so the answer to a `?lang` URL is the same for every visitor who already
  // chose that language, and a CDN may store it.
  if (route.rememberLocale && route.rememberLocale !== remembered) {
    response.cookies.set(LOCALE_COOKIE, route.rememberLocale, {
      maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'lax',
      path: '/',
      // Browsers accept Secure cookies on http://localhost too, so this holds in development.
      secure: true,
    });
  }
  return response;
}

/**
 * Whether a path is a service page's: a published one's, or in the owner's preview any slug (a draft
 * page has no published slug yet, and its route answers 404 itself). Made-up slugs get the
 * prerendered 404 page, never a render of their own. If the content source does not answer, the
 * route decides.
 */
async function isServicePage(pathname: string, inPreview: boolean) {
  const slug = servicePageSlug(pathname);
  if (!slug) return false;
  if (inPreview) return true;
  // Loaded on first use: the content module runs on the server's conditions, which a test of the
  // matcher (proxy.test.ts) does not load under.
  const { isPublishedServicePage } = await import('@/lib/content');
  return isPublishedServicePage(slug).catch(() => true);
}

/** The nonce of a link page's token when its signature holds for that page, else null (no query). */
const linkNonce = ({ page, token }: LinkPage) => (page === 'appointment' ? manageNonce(token) : reviewNonce(token));

/** Whether every %-escape of a path decodes (Next.js would answer 500 to one that does not). */
function isWellFormed(path: string) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The request as the page sees it. Reached directly (not BEHIND_PROXY), `X-Forwarded-Host` is any
 * client's word, and Next.js checks a server action's Origin against it: it is dropped, so the
 * check holds against the Host the request was sent to.
 */
function pageRequestHeaders(request: NextRequest, headers = new Headers(request.headers)) {
  if (!serverEnv.behindProxy) headers.delete('x-forwarded-host');
  return headers;
}

/**
 * A page rendered per request, for one person: a nonce policy Next.js applies to its scripts, and
 * never indexed or stored by a cache. An owner's preview (draft mode, lib/content/preview.ts), which
 * the Studio may also frame, or a visitor's link page (an appointment's, a review's), which its link
 * alone opens. (A forged draft-mode cookie only relaxes this for its own browser: Next shows drafts
 * only for the real id.)
 * The Referrer-Policy stays the site's strict-origin-when-cross-origin (next.config.mjs): another
 * site never sees a link's token, and `no-referrer` would make the browser send
 * `Origin: null` with the page's forms, which Next.js's Server Actions check refuses.
 */
function perRequestHeaders(request: NextRequest, preview: boolean) {
  const nonce = btoa(crypto.randomUUID());
  const policy = preview
    ? previewPolicy({
        nonce,
        supabaseUrl: publicEnv.supabaseUrl,
        sanityProjectId: contentLake.projectId,
        sanityApiHost: contentLake.apiHost,
      })
    : perRequestPolicy({ nonce, supabaseUrl: publicEnv.supabaseUrl });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  return {
    requestHeaders,
    response: {
      'Content-Security-Policy': policy,
      'X-Robots-Tag': 'noindex, nofollow',
      'Cache-Control': 'private, no-store',
    },
  };
}

export const config = {
  // Everything but the Studio, APIs, Next internals, bundled assets, the home-screen icons
  // (public/icons) and the app's own files (app/favicon.ico, manifest.ts, robots.ts, sitemap.ts).
  // Other paths with an extension (`/prices.pdf`) are unknown pages too. A file added to public/
  // must be listed here, or the proxy answers it with the 404 page: proxy.test.ts checks every
  // public file.
  matcher: [
    '/((?!api/|studio/|studio$|_next/|sanity-assets/|icons/[^/]+\\.png$|favicon\\.ico$|manifest\\.webmanifest$|robots\\.txt$|sitemap\\.xml$).*)',
    // Their paths with an escape too, to refuse a malformed one before a route or Next.js decodes it.
    '/(api|_next|sanity-assets|studio)/(.*%.*)',
    '/_next/image',
  ],
};
