/** Facts of the bundled content the seeds build and the tests check, and how often content is refetched. */

export const GALLERY_IMAGE_COUNT = 13;
export const HERO_STATS = ['500+', 'Premium', '100%'] as const;
export const INTERIOR_DETAILING_DURATION_HOURS = { min: 2, max: 4 } as const;

/** Safety net for ISR: even without a webhook, content is refetched at most this often. */
export const CONTENT_REVALIDATE_SECONDS = 3600;

/**
 * How long an owner's preview (draft mode) lasts after the Studio opened it; the Presentation tool
 * opens a new one each time it loads, and Sanity's preview secrets themselves live an hour.
 */
export const PREVIEW_SESSION_SECONDS = 60 * 60;
/** Next.js's draft-mode cookie; its value is the build's preview id, which Next checks on each request. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Customer reviews: a rating from 1 to 5, where the review came from (a fixed list, shown
 * as "Via Google"; `booking`: written by the customer on the site's review page after a job booked
 * here, issue 57), and what the layout holds of a review's text.
 */
export const REVIEW_RATING = { min: 1, max: 5 } as const;
export const REVIEW_SOURCES = ['in-person', 'email', 'google', 'whatsapp', 'phone', 'other', 'booking'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];
export const REVIEW_TEXT_MAX_CHARS = 600;
/**
 * A booking's review document is `review-booking-<request id>` (its draft `drafts.` + it): the id
 * erase_booking_data names, and the only document the "Verified booking" mark may stand on.
 */
export const BOOKING_REVIEW_ID =
  /^(?:drafts\.)?review-booking-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The name a review shows: the Studio's review name and the customer's own (private.booking_reviews keeps the same bound). */
export const REVIEW_SHOWN_NAME_MAX_CHARS = 40;

/**
 * What the appointment mails hold of the owner's texts (Site settings → Appointments), in
 * characters; one language's pair stays well inside the database's APPOINTMENT_MAIL_MAX_BYTES.
 */
export const APPOINTMENT_NEXT_STEPS_MAX_CHARS = 1200;
export const APPOINTMENT_WITHDRAWAL_MAX_CHARS = 2000;

/**
 * Prices by vehicle size (issue 58): what the layout holds of a size class's name and examples and
 * of an extra's name (Studio warnings beyond them), and how many extras may be published at once:
 * a booking request holds at most this many (contact_submissions.extras), so every choice fits.
 */
export const VEHICLE_SIZE_TITLE_MAX_CHARS = 40;
export const VEHICLE_SIZE_EXAMPLES_MAX_CHARS = 80;
export const SERVICE_EXTRA_TITLE_MAX_CHARS = 60;
export const SERVICE_EXTRAS_MAX = 10;
