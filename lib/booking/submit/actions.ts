'use server';

import { bookingActionState, type BookingActionState } from './action-state';
import { readBookingLanguage, readBookingSubmission } from './form-data';
import { serverEnv } from '@/lib/env/server';
import { serverSolvedProofOfWork } from './proof-of-work';
import { createServerBookingClient } from './server-client';
import { submitBookingRequest } from './submit-booking-request';

/**
 * No fill time is measured for a plain POST: the page is static, so the time it was rendered is
 * the build's, not the visitor's, and without JavaScript nothing records when the fill began. The
 * minimum-fill-time rule only ever stopped naive bots in the browser (a bot can call the API
 * directly). Nor can a page without scripts compute a proof of work: the server solves one of its
 * own. A filled honeypot marks the stored request as likely spam, as in the browser; the
 * database's rate limits apply, and the per-address one counts every post of this path at the
 * server's address together.
 */
const FILL_TIME_NOT_MEASURED = 0;

/**
 * The booking form without JavaScript (progressive enhancement): the browser posts the form, this
 * performs the same two calls in the same order as the browser flow, and the page renders the
 * outcome. Once the form has hydrated, its action is the browser flow and this never runs.
 */
export async function submitBookingAction(_previous: BookingActionState, data: FormData): Promise<BookingActionState> {
  // The static page carries no key: the first post of a fill gets one here, later posts reuse it.
  const { values, honeypot, idempotencyKey } = readBookingSubmission(data);
  const outcome = await submitBookingRequest(
    {
      ...values,
      honeypot,
      idempotencyKey,
      startedAt: FILL_TIME_NOT_MEASURED,
      proofOfWork: await serverSolvedProofOfWork(serverEnv.bookingChallengeSecret),
    },
    readBookingLanguage(data),
    createServerBookingClient(),
  );
  return bookingActionState(outcome, values, idempotencyKey, 'inline');
}
