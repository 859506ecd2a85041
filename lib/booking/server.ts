import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { newBookingChallenge } from './submit/proof-of-work';

/**
 * The booking module as the site's routes use it, server-only: the Studio's Requests API (the
 * caller checked, the inbox on the secret key, inputs parsed, answers framed) and the booking
 * form's proof-of-work challenge.
 */
export { todayInLisbon } from './dates';
export { exportFileName, personExportFileName } from './studio/contract';
export { csvLabels, exportLocale } from './studio/csv-labels';
export { parseChange, parseListQuery, parsePersonRequest, parseRequestId, readJsonBody } from './studio/parse';
export { errorAnswer, jsonAnswer, NO_STORE, refusal } from './studio/respond';
export { studioRequests } from './studio/server';

/** A signed challenge for one fill of the booking form, with the server's secret. */
export const newBookingChallengeFromEnv = () => newBookingChallenge(serverEnv.bookingChallengeSecret);
