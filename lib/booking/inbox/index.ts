/**
 * The owner's inbox without its server binding: what tests, tools and the Requests API's frame use.
 * Plain Node loads it (relative `.ts` imports, no secret); the site's server takes the inbox from
 * ./server.ts.
 */
export { createInbox } from './queries.ts';
export type { Inbox, InboxClient, InboxDeps } from './queries.ts';
export { InboxDatabaseError, InboxInputError, InboxUnavailableError } from './errors.ts';
export { erasePersonWithReviews, ReviewsNotDeletedError, type PersonErasureEverywhere } from './erasure.ts';
export {
  checkAppointment,
  checkAppointmentText,
  checkDay,
  checkDays,
  isRequestStatus,
  parseRequestStatus,
} from './validation.ts';
export * from './types.ts';
export {
  CSV_BOM,
  formatLisbonTime,
  INBOX_CSV_COLUMNS,
  INBOX_CSV_HEADERS,
  inboxCsvHeader,
  parseCsv,
  type InboxCsvColumn,
  type InboxCsvLabels,
} from './csv.ts';
