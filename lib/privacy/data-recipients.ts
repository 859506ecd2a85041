import type { Locale } from '../constants/index.ts';

/**
 * Everyone outside the business to whom the site's code passes a visitor's personal data (GDPR
 * art. 13(1)(e)): the one list the privacy policy names.
 *
 * Invariant, kept by data-recipients.test.ts: every external origin a visitor's browser may contact
 * (the site's Content-Security-Policy, `sitePolicy` in lib/security/content-security-policy.mjs) and
 * every host the booking function sends personal data to (supabase/functions/send-contact-notification)
 * is among the `origins` of an entry here, and every entry's `name` appears in the bundled privacy
 * policy in every language. content/seed/privacy-policy.ts takes the names from here and needs a
 * paragraph for each key (its types say so). A new recipient is therefore: an entry here, its
 * paragraph in the policy, `npm run content:build`.
 *
 * Not recipients: the Sanity API the booking function asks for service titles (the query carries
 * only the service and a language), and the Studio's calls to Sanity (the owner's and translators'
 * sign-in, not visitors').
 */

/** The deployment values a recipient's origins depend on. */
export type Deployment = { supabaseUrl: string };

type PerLocale = Readonly<Record<Locale, string>>;

export type DataRecipient = {
  /** Stable identifier (the policy's paragraph for the recipient is keyed by it). */
  readonly key: string;
  /** The recipient as the privacy policy names it, in each language. */
  readonly name: PerLocale;
  /** What personal data it receives, and when (for readers of the code; the policy words it per language). */
  readonly receives: string;
  /** Origins (`scheme://host[:port]`) by which the code reaches it; the site's own origin is `'self'`, listed nowhere. */
  readonly origins: (deployment: Deployment) => readonly string[];
};

/** A company's name, written the same in every language. */
const brand = (name: string): PerLocale => ({ en: name, pt: name, uk: name });

export const DATA_RECIPIENTS = [
  {
    key: 'host',
    name: { en: 'Hosting provider', pt: 'Fornecedor de alojamento', uk: 'Хостинг-провайдер' },
    receives:
      'Every request to the site (IP address, browser, page, time) in its access logs; a booking sent without JavaScript passes through it to Supabase.',
    origins: () => [],
  },
  {
    key: 'supabase',
    name: brand('Supabase'),
    receives:
      'The booking form (stored in contact_submissions) and the visitor’s IP address (only its salted hash is stored), when a request is sent.',
    origins: ({ supabaseUrl }) => [new URL(supabaseUrl).origin],
  },
  {
    key: 'resend',
    name: brand('Resend'),
    receives:
      'The request mailed to the owner (at once or in a digest) and the acknowledgement mailed to the visitor, with a log of both.',
    // DEFAULT_RESEND_BASE_URL; RESEND_BASE_URL overrides it only for local mail capture.
    origins: () => ['https://api.resend.com'],
  },
  {
    key: 'google',
    name: brand('Google'),
    receives: 'The IP address and browser details, and its own cookies, only once the visitor opens the map.',
    origins: () => ['https://www.google.com', 'https://maps.google.com'],
  },
  {
    key: 'sanity',
    name: brand('Sanity'),
    receives:
      'The IP address when the browser fetches a file from its CDN (the video once the visitor presses play); images pass through the site.',
    origins: () => ['https://cdn.sanity.io'],
  },
] as const satisfies readonly DataRecipient[];

export type DataRecipientKey = (typeof DATA_RECIPIENTS)[number]['key'];

/** The recipient an origin belongs to, if any. */
export function recipientOf(origin: string, deployment: Deployment): DataRecipient | undefined {
  const recipients: readonly DataRecipient[] = DATA_RECIPIENTS;
  return recipients.find((recipient) => recipient.origins(deployment).includes(origin));
}
