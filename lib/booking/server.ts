import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { newBookingChallenge } from './submit/proof-of-work';

/**
 * The booking module as the site's routes use it, server-only: the Studio's Requests API (the
 * caller checked, the inbox on the secret key, inputs parsed, changes made, answers framed), the
 * visitor's link pages and the booking form's proof-of-work challenge.
 */
export { todayInLisbon } from './dates';
// The visitor's links, as their pages read them: the appointment page (its forms' actions:
// ./manage/actions.ts), a booking's review page (./review/actions.ts) and its opt-out.
export { LINK_OUTCOME_PARAM } from './visitor-link/outcome';
export { readManagedAppointment } from './manage/server';
export { MANAGE_FIELD_NAMES } from './manage/form-data';
export { readOutcome, shownOutcome, type ManageOutcome } from './manage/outcome';
export type { ManagedAppointment, ManageLink } from './manage/managed-appointment';
export { isReviewLink, optOutOfReviewRequests, readBookingReview } from './review/server';
export { CHECKED, REVIEW_FIELD_NAMES } from './review/form-data';
export {
  optOutPageHref,
  readOptOutOutcome,
  readReviewOutcome,
  shownReviewOutcome,
  type OptOutOutcome,
  type ReviewOutcome,
} from './review/outcome';
export { answerOptOutPost } from './review/opt-out-post';
export type { ReviewedBooking, ReviewPageState, SubmittedReview } from './review/booking-review';
export { exportFileName, personExportFileName } from './studio/contract';
export { applyRequestChange } from './studio/change';
export { csvLabels, exportLocale } from './studio/csv-labels';
export {
  parseAppointmentsQuery,
  parseChange,
  parseListQuery,
  parsePersonRequest,
  parseRequestId,
  readJsonBody,
} from './studio/parse';
export { errorAnswer, jsonAnswer, NO_STORE, refusal } from './studio/respond';
export { erasePersonWithReviews } from './inbox';
export { studioRequests } from './studio/server';

/** A signed challenge for one fill of the booking form, with the server's secret. */
export const newBookingChallengeFromEnv = () => newBookingChallenge(serverEnv.bookingChallengeSecret);
