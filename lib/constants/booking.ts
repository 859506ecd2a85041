/** The booking form's abuse defence in the site and the function (supabase/README.md "Abuse defence"). */

/** Largest request body the booking API and the notification function accept (real forms stay under 10 KiB). */
export const BOOKING_MAX_BODY_BYTES = 16 * 1024;
/** A form submitted sooner than this after it appeared is stored marked as a quick fill (autofill, or a bot). */
export const BOOKING_MIN_FILL_MS = 3000;
/** Name of the hidden honeypot input; a filled one stores the request marked as likely spam, never mailed on its own. */
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
