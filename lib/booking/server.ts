import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { newBookingChallenge } from './submit/proof-of-work';

/**
 * The booking module as the site's routes use it, server-only: the Studio's Requests API (the
 * caller checked, the inbox on the secret key, inputs parsed, changes made, answers framed) and the
 * booking form's proof-of-work challenge.
 */
export { todayInLisbon } from './dates';
// The visitor's manage link, as the appointment page reads it (its forms' actions: ./manage/actions.ts).
export { readManagedAppointment } from './manage/server';
export { MANAGE_FIELD_NAMES } from './manage/form-data';
export { MANAGE_OUTCOME_PARAM, readOutcome, shownOutcome, type ManageOutcome } from './manage/outcome';
export type { ManagedAppointment, ManageLink } from './manage/managed-appointment';
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
export { studioRequests } from './studio/server';

/** A signed challenge for one fill of the booking form, with the server's secret. */
export const newBookingChallengeFromEnv = () => newBookingChallenge(serverEnv.bookingChallengeSecret);
