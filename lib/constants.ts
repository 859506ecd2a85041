/**
 * Every number and fixed value of the product spec, once, named for what it means.
 * Code, schemas, seeds and tests read them from here; never repeat the literal.
 */

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

/** The six stored service values, in display order (spec §1). */
export const SERVICE_VALUES = [
  'full-detail',
  'paint-correction',
  'ceramic-coating',
  'interior-detailing',
  'ppf',
  'express-detail',
] as const;
export type ServiceValue = (typeof SERVICE_VALUES)[number];
export const INTERIOR_DETAILING_SERVICE: ServiceValue = 'interior-detailing';

/** Free collection and delivery for any service over this amount (EUR). */
export const FREE_DELIVERY_THRESHOLD_EUR = 350;
export const CURRENCY = 'EUR';
/** Response promise shown by the booking form. */
export const RESPONSE_PROMISE_HOURS = 24;

/** Header turns translucent white with a shadow past this scroll offset. */
export const HEADER_SCROLLED_THRESHOLD_PX = 20;
/** Share of a section that must be visible before it fades in (once). */
export const SECTION_REVEAL_VISIBLE_FRACTION = 0.1;
/** The gallery's carousel engine (below the fold) loads once the gallery is within one screen of the viewport. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';
/** Delay before smooth-scrolling to the address hash after load. */
export const HASH_SCROLL_DELAY_MS = 100;
/** How long every toast stays. */
export const TOAST_DURATION_MS = 5000;
/** The key that moves focus to the notifications region (Radix's default, named in its label). */
export const TOAST_HOTKEY = 'F8';
/** Services dropdown open delay and skip delay. */
export const NAV_MENU_DELAY_MS = 200;
export const NAV_MENU_SKIP_DELAY_MS = 300;
/** Below this width the header collapses into the mobile menu. */
export const MOBILE_BREAKPOINT_PX = 768;
/** The media query for "at or past the mobile breakpoint", as scripts test it. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

export const GALLERY_IMAGE_COUNT = 13;
export const HERO_STATS = ['500+', 'Premium', '100%'] as const;
export const INTERIOR_DETAILING_DURATION_HOURS = { min: 2, max: 4 } as const;
export const MESSAGE_BOX_ROWS = 4;

/** Business facts used in structured data (spec §1). */
export const BUSINESS = {
  foundingYear: 2020,
  priceRange: '€€',
  geo: { latitude: 38.5833, longitude: -9.2167 },
  serviceRadiusMeters: 50000,
  copyrightYear: 2024,
  schemaOrgType: 'AutoRepair',
} as const;

/**
 * Brand colours needed outside CSS: the browser's theme colour, the web app manifest and the app
 * icons (scripts/media/app-icons.ts). The same as `--color-ink` and `--color-gold` in globals.css.
 */
export const BRAND_COLORS = { ink: '#0b0d10', gold: '#c9a45c' } as const;

/** Safety net for ISR: even without a webhook, content is refetched at most this often. */
export const CONTENT_REVALIDATE_SECONDS = 3600;

/** How long booking requests are kept before deletion (privacy policy). */
export const BOOKING_RETENTION_MONTHS = 24;

/** ISO 3166-2 code of the business's district (Setúbal) for the `geo.region` meta tag. */
export const BUSINESS_GEO_REGION = 'PT-15';

/** Booking abuse defence (supabase/README.md "Abuse defence"). */
/** Largest request body the booking API and the notification function accept (real forms stay under 10 KiB). */
export const BOOKING_MAX_BODY_BYTES = 16 * 1024;
/** A form submitted sooner than this after it appeared is a bot's: dropped silently. */
export const BOOKING_MIN_FILL_MS = 3000;
/** Name of the hidden honeypot input; a filled one marks a bot's submission, dropped silently. */
export const BOOKING_HONEYPOT_FIELD = 'company_website';
/**
 * The proof of work (ALTCHA) a booking carries: PBKDF2 at this cost, counted up to a secret
 * counter drawn from this range, so a phone solves it in the background in well under a second
 * while a bot pays it per request (npm run bench:booking measures the solve time).
 */
export const BOOKING_CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
export const BOOKING_CHALLENGE_COST = 1000;
export const BOOKING_CHALLENGE_COUNTER_RANGE = { min: 200, max: 600 } as const;
/** How long a challenge may be solved and used; the form fetches a new one when it expires. */
export const BOOKING_CHALLENGE_TTL_SECONDS = 20 * 60;
/** Stored requests allowed per email address and per client address within the window (database trigger). */
export const BOOKING_RATE_LIMIT_PER_EMAIL = 5;
export const BOOKING_RATE_LIMIT_PER_ADDRESS = 10;
export const BOOKING_RATE_LIMIT_WINDOW_MINUTES = 60;
/** Visitor acknowledgements sent per clock hour, all visitors together; past it only the owner is mailed (database default). */
export const BOOKING_ACKNOWLEDGEMENTS_PER_HOUR = 20;
/** A notification claim neither completed nor released within this time (a crashed run) may be taken over. */
export const NOTIFICATION_CLAIM_TIMEOUT_SECONDS = 120;
