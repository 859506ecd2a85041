/**
 * The booking module as the site's components use it: the visitor's form (its fields, the service
 * it preselects, the dates it offers, the submission and its outcome). Client-safe; the server's
 * parts (the Studio's Requests API, the challenge, the appointment page) are in ./server.ts, the
 * inbox in ./inbox. The server actions are imported from their own files (./submit/actions.ts,
 * ./manage/actions.ts), never through here: each 'use server' boundary is its file, and nothing a
 * client imports may lead past it to server code.
 */
export { bookingActionState, type BookingActionState } from './submit/action-state';
export { lastBookableDay, todayInLisbon } from './dates';
export {
  estimate,
  estimateOfStored,
  extrasFor,
  sameEstimate,
  type Estimate,
  type PriceList,
  type StoredEstimate,
  type StoredLabel,
  type VatRegime,
} from './estimate';
export { estimateText, REFUSAL_LABELS } from './submit/estimate-text';
export {
  BOOKING_FIELD_NAMES,
  BOOKING_IDEMPOTENCY_KEY_FIELD,
  BOOKING_LANGUAGE_FIELD,
  readBookingSubmission,
} from './submit/form-data';
export {
  chooseService,
  isServiceValue,
  preselectService,
  registerServiceField,
  useChosenService,
} from './submit/preselect';
export type { BookingOutcome } from './submit/submit-booking-request';

/** The browser's submission (supabase-js with it), loaded on first submit rather than with the page. */
export const loadBookingSubmission = () => import('./submit/submit-booking-request');
