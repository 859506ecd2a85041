/**
 * The spec values this function needs, copied from lib/constants/ because `supabase functions
 * deploy` does not reliably bundle imports from outside supabase/ (supabase/cli#3467).
 * tests/integration/notification-content.test.ts fails if the two drift apart.
 */
export const LOCALES = ['en', 'pt', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_TAGS: Record<Locale, { html: string; label: string }> = {
  en: { html: 'en', label: 'English' },
  pt: { html: 'pt-PT', label: 'Português' },
  uk: { html: 'uk', label: 'Українська' },
};

export const SERVICE_VALUES = [
  'full-detail',
  'paint-correction',
  'ceramic-coating',
  'interior-detailing',
  'ppf',
  'express-detail',
] as const;
export type ServiceValue = (typeof SERVICE_VALUES)[number];

export const RESPONSE_PROMISE_HOURS = 24;

/** Largest body the function reads; larger ones are refused before parsing. */
export const BOOKING_MAX_BODY_BYTES = 16 * 1024;

/** A form submitted sooner than this after it appeared is marked as a quick fill (BOOKING_MIN_FILL_MS). */
export const BOOKING_MIN_FILL_MS = 3000;

/** The business's VAT regime (VAT_REGIMES): `exempt` is the small-business exemption (art. 53.º CIVA). */
export const VAT_REGIMES = ['normal', 'exempt'] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];

/** A request's vehicle size and extras are keys of the price list of at most this length (BOOKING_PRICE_KEY_MAX_LENGTH)… */
export const BOOKING_PRICE_KEY_MAX_LENGTH = 100;
/** …and it names at most this many extras (SERVICE_EXTRAS_MAX). */
export const SERVICE_EXTRAS_MAX = 10;
