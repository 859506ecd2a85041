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
