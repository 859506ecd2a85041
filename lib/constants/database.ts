/**
 * Limits the database enforces, mirrored here for code and tests. The migrations are their single
 * source; tests/integration/database-limits.test.ts reads them back from the migrated database.
 */

/** Stored requests allowed per email address and per client address within the window (database trigger). */
export const BOOKING_RATE_LIMIT_PER_EMAIL = 5;
export const BOOKING_RATE_LIMIT_PER_ADDRESS = 10;
export const BOOKING_RATE_LIMIT_WINDOW_MINUTES = 60;
/** Visitor acknowledgements sent per clock hour, all visitors together; past it only the owner is mailed (database default). */
export const BOOKING_ACKNOWLEDGEMENTS_PER_HOUR = 20;
/** A notification claim neither completed nor released within this time (a crashed run) may be taken over. */
export const NOTIFICATION_CLAIM_TIMEOUT_SECONDS = 120;
/**
 * Booking requests are deleted this long after the last contact (the privacy policy's promise; the
 * daily retention job reads private.booking_settings.retention_months).
 */
export const BOOKING_RETENTION_MONTHS = 24;
/** A stored request not notified this long after it arrived goes into the owner's next digest. */
export const BOOKING_DIGEST_DELAY_MINUTES = 5;
/** At most one digest round per this many minutes. */
export const BOOKING_DIGEST_INTERVAL_MINUTES = 15;
/** Requests per digest mail, so a mail client shows it whole; a larger round is sent in parts. */
export const BOOKING_DIGEST_BATCH_SIZE = 50;
/** The preferred date may lie at most this many days ahead (Lisbon time). */
export const BOOKING_MAX_DAYS_AHEAD = 365;
/** The owner's private note on a booking request holds at most this many characters (code points). */
export const BOOKING_OWNER_NOTE_MAX_LENGTH = 2000;
/** A search of the Studio's Requests tool is at most this many characters. */
export const BOOKING_INBOX_SEARCH_MAX_LENGTH = 200;

/**
 * Appointments (issue 56; supabase/migrations/20261207090000_appointments.sql): a duration in
 * minutes within these bounds; an agreed price with VAT in cents, from 0 to this; the owner's
 * message and a cancellation's reason at most this many characters (code points), one paragraph.
 */
export const APPOINTMENT_DURATION_MIN_MINUTES = 15;
export const APPOINTMENT_DURATION_MAX_MINUTES = 1440;
export const APPOINTMENT_PRICE_MAX_CENTS = 10_000_000;
export const APPOINTMENT_TEXT_MAX_LENGTH = 1000;
/** The owner's cut-off (hours before the start the visitor may still cancel or ask) and reminder lead, within these. */
export const APPOINTMENT_CUTOFF_HOURS = { min: 0, max: 336 } as const;
export const APPOINTMENT_REMINDER_LEAD_HOURS = { min: 1, max: 168 } as const;
/** The mails' texts passed with a change (business identity, next steps, withdrawal) are at most this many bytes of JSON. */
export const APPOINTMENT_MAIL_MAX_BYTES = 16 * 1024;
/** Times a visitor may ask for another date for one appointment time (each mails the owner). */
export const APPOINTMENT_VISITOR_ASKS = 3;
/** An appointment mail counts as failing (shown in the Requests tool and the digest) after this many refused attempts. */
export const APPOINTMENT_MAIL_FAILING_ATTEMPTS = 3;
/** The week view reads this many days unless told, and at most this many at once. */
export const APPOINTMENT_LIST_DEFAULT_DAYS = 14;
export const APPOINTMENT_LIST_MAX_DAYS = 62;

/**
 * Review requests (issue 57; supabase/migrations/20261208090000_review_requests.sql): the owner's
 * delay after "done" and how long the review link works, within these (queue_review_request).
 */
export const REVIEW_REQUEST_DELAY_HOURS = { min: 0, max: 72 } as const;
export const REVIEW_LINK_VALID_DAYS = { min: 1, max: 365 } as const;

/**
 * Prices by vehicle size (issue 58; supabase/migrations/20261209090000_vehicle_size_prices.sql): a
 * request's vehicle size and each of its extras is a key of the price list (a published document
 * id) of at most this many characters.
 */
export const BOOKING_PRICE_KEY_MAX_LENGTH = 100;
