// @ts-check
/**
 * Content-Security-Policy for statically generated pages. A per-request nonce would force dynamic
 * rendering, and Next.js's SRI does not cover its inline flight scripts, so each cached page gets
 * a policy listing the SHA-256 hashes of exactly the inline scripts in its HTML. The cache handler
 * (lib/cache/cache-handler.mjs) adds it to each page as the page is read from the cache, from the
 * HTML being served. Plain JavaScript so next.config.mjs and the cache handler load it without a
 * build.
 */
import { createHash } from 'node:crypto';
import { FIRST_PAINT_SCRIPT } from '../first-paint.mjs';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/**
 * The types (MIME essence) with which HTML runs an inline script: none, a JavaScript MIME type, a
 * module, an import map or speculation rules. Any other type (JSON-LD) makes the element a data
 * block, which is never run and so never checked against script-src.
 */
const RUNNABLE_TYPE =
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/javascript1\.[0-5]|text\/(jscript|livescript))$/;

const runs = (attributes) => {
  const type = attributes.match(TYPE_ATTRIBUTE);
  const value = type ? (type[1] ?? type[2] ?? type[3] ?? '') : '';
  return RUNNABLE_TYPE.test(value.split(';')[0].trim().toLowerCase());
};

/** The `'sha256-…'` source that allows one inline script. */
const scriptHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `'sha256-…'` sources for every inline <script> of the document that runs, in order, without duplicates. */
export function inlineScriptHashes(html) {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter((match) => runs(match[1] ?? ''));
  return [...new Set(scripts.map((match) => scriptHash(match[2] ?? '')))];
}

const serialize = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * The public site: scripts only from the site itself plus the given inline hashes or nonce;
 * the booking calls to Supabase; images and video from the site (and Sanity's CDN when hosted);
 * the Google Maps embed only in a frame, after the visitor asks for it. Never framed, except an
 * owner's preview by the Studio on the same origin (`framedBySite`), which also reaches the
 * Content Lake's live events (`connectSources`).
 */
export function sitePolicy({ scriptSources, supabaseUrl, framedBySite = false, connectSources = [] }) {
  const supabase = new URL(supabaseUrl).origin;
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSources],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'],
    'media-src': ["'self'", 'https://cdn.sanity.io'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", supabase, ...connectSources],
    // The booking form's proof of work runs in Web Workers the ALTCHA widget creates from blobs.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ['https://www.google.com', 'https://maps.google.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framedBySite ? "'self'" : "'none'"],
    'upgrade-insecure-requests': [],
  });
}

/**
 * Sources for a Content Lake at a host of its own (the local lake): the host itself and the
 * project subdomain the Studio prefixes (`http://local.localhost:54330`).
 */
function lakeSources(apiHost, { sockets = false } = {}) {
  if (!apiHost) return [];
  const { protocol, host } = new URL(apiHost);
  const schemes = sockets ? [protocol, protocol === 'https:' ? 'wss:' : 'ws:'] : [protocol];
  return schemes.flatMap((scheme) => [`${scheme}//${host}`, `${scheme}//*.${host}`]);
}

/** The embedded Studio: its own scripts, Sanity's API and realtime (or the configured lake), and nothing else. */
export function studioPolicy({ scriptSources, sanityApiHost }) {
  const lake = lakeSources(sanityApiHost);
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSources],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://cdn.sanity.io',
      'https://*.sanity.io',
      'https://*.sanity-cdn.com',
      ...lake,
    ],
    'media-src': ["'self'", 'blob:', 'https://cdn.sanity.io', ...lake],
    'font-src': ["'self'", 'data:', 'https://*.sanity.io', 'https://*.sanity-cdn.com'],
    'connect-src': [
      "'self'",
      'https://*.sanity.io',
      'wss://*.sanity.io',
      'https://sanity-cdn.com',
      'https://*.sanity-cdn.com',
      ...lakeSources(sanityApiHost, { sockets: true }),
    ],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * A page rendered per request gets no policy from the cache: Next.js's scripts carry a fresh nonce
 * instead (it reads it from the request's policy), and the pages' first-paint script is allowed by
 * its hash.
 */
const perRequestScriptSources = (nonce) => [`'nonce-${nonce}'`, scriptHash(FIRST_PAINT_SCRIPT)];

/**
 * An owner's preview (draft mode), rendered per request. The Studio may frame it, and next-sanity's
 * `<SanityLive>` in it listens to the Content Lake's live events: Sanity's API for the project
 * (`https://<projectId>.api.sanity.io`) or the configured host.
 */
export function previewPolicy({ nonce, supabaseUrl, sanityProjectId, sanityApiHost }) {
  const lake = sanityApiHost ? new URL(sanityApiHost).origin : `https://${sanityProjectId}.api.sanity.io`;
  return sitePolicy({
    scriptSources: perRequestScriptSources(nonce),
    supabaseUrl,
    framedBySite: true,
    connectSources: [lake],
  });
}

/** A visitor's page rendered per request (an appointment's): the site's policy with a nonce. */
export function perRequestPolicy({ nonce, supabaseUrl }) {
  return sitePolicy({ scriptSources: perRequestScriptSources(nonce), supabaseUrl });
}

/** The policy for a stored page, chosen by its path (the Studio needs a wider one). */
export function policyForStoredPage(pathname, html, { supabaseUrl, sanityApiHost }) {
  const scriptSources = inlineScriptHashes(html);
  return pathname === '/studio' || pathname.startsWith('/studio/')
    ? studioPolicy({ scriptSources, sanityApiHost })
    : sitePolicy({ scriptSources, supabaseUrl });
}

/**
 * The policies as `next.config.mjs` headers, for Vercel: it serves pages from its own cache, so no
 * cache handler can give a page the hashes of its scripts, and inline scripts need
 * `'unsafe-inline'` there. Everything else still holds (docs/deploying.md says what this loses).
 */
export function staticPolicyHeaders({ supabaseUrl, sanityApiHost }) {
  const scriptSources = ["'unsafe-inline'"];
  const header = (value) => [{ key: 'Content-Security-Policy', value }];
  return [
    { source: '/((?!_next/static/|studio/|studio$).*)', headers: header(sitePolicy({ scriptSources, supabaseUrl })) },
    { source: '/studio/:path*', headers: header(studioPolicy({ scriptSources, sanityApiHost })) },
  ];
}

const CSP = 'content-security-policy';
/** The last policy computed per page, with the HTML it was computed from (bounded by the page count). */
const computed = new Map();

/** The page path inside an opaque cache key (`/route-cache/APP_PAGE/<hash>/$/about` → `/about`). */
export function pathnameOfKey(key) {
  const at = key.indexOf('/$/');
  return at === -1 ? key : key.slice(at + 2);
}

/**
 * Sets the policy of a cached page (APP_PAGE with HTML) from that HTML, whatever policy it was
 * stored with: a page's HTML and its stored headers are written separately, so a reader may meet
 * new HTML with old headers. Other values pass unchanged. Returns the value.
 */
export function withPolicy(key, value, backends) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  let known = computed.get(key);
  if (known?.html !== value.html) {
    known = { html: value.html, policy: policyForStoredPage(pathnameOfKey(key), value.html, backends) };
    computed.set(key, known);
  }
  value.headers = { ...value.headers, [CSP]: known.policy };
  return value;
}

/** Headers every response gets (the CSP itself travels with each page). */
export const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/**
 * The subset that means something for Next's hashed, immutable scripts and styles: framing,
 * referrer, permission and opener policies only apply to documents, and every byte of a header
 * is paid on each of a page's chunk requests.
 */
const STATIC_ASSET_HEADER_KEYS = new Set([
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Cross-Origin-Resource-Policy',
]);
export const STATIC_ASSET_HEADERS = SECURITY_HEADERS.filter(({ key }) => STATIC_ASSET_HEADER_KEYS.has(key));
