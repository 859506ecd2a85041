/** The business and its offer, as the spec states them (§1): services, prices, promises, facts. */

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
/** The slug of the interior detailing service's page, /services/interior-detail (spec §1). */
export const INTERIOR_DETAIL_SLUG = 'interior-detail';

/** Free collection and delivery for any service over this amount (EUR). */
export const FREE_DELIVERY_THRESHOLD_EUR = 350;
export const CURRENCY = 'EUR';
/**
 * The business's VAT regime (Site settings → VAT regime, issue 58): `normal`, prices include VAT;
 * `exempt`, the small-business exemption (art. 53.º of the CIVA), under which no price may say
 * "VAT included". The Studio starts with the first.
 */
export const VAT_REGIMES = ['normal', 'exempt'] as const;
export const VAT_REGIME_DEFAULT: (typeof VAT_REGIMES)[number] = 'normal';
/** Response promise shown by the booking form. */
export const RESPONSE_PROMISE_HOURS = 24;

/**
 * Appointments as the Studio starts them (the owner changes them in Site settings → Appointments):
 * the visitor may cancel or ask for another date until 24 hours before the start and is reminded
 * 24 hours before it (issue 56); a new service takes this long until its duration is set.
 */
export const APPOINTMENT_CUTOFF_HOURS_DEFAULT = 24;
export const APPOINTMENT_REMINDER_LEAD_HOURS_DEFAULT = 24;
export const SERVICE_DURATION_DEFAULT_MINUTES = 120;

/**
 * Review requests as the Studio starts them (Site settings → Review requests): mailed 2 hours after
 * the owner marks a job done (never at night, Lisbon time), with a link that works for 60 days
 * (issue 57).
 */
export const REVIEW_REQUEST_DELAY_HOURS_DEFAULT = 2;
export const REVIEW_LINK_VALID_DAYS_DEFAULT = 60;

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
 * The official electronic complaints book (Livro de Reclamações, Decreto-Lei 156/2005 as amended by
 * Decreto-Lei 74/2017), which every page links to.
 */
export const COMPLAINTS_BOOK_URL = 'https://www.livroreclamacoes.pt';

/** ISO 3166-2 code of the business's district (Setúbal) for the `geo.region` meta tag. */
export const BUSINESS_GEO_REGION = 'PT-15';
