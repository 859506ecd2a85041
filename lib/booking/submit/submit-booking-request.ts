import { BOOKING_MIN_FILL_MS } from '@/lib/constants';
import type { Locale } from '@/lib/constants';
import type { StoredEstimate } from '../estimate';
import { storedEstimateSchema } from '../stored-estimate-schema';
import { getBookingClient } from './client';
import type { BookingClient } from './client';
import { estimateRefusal, type EstimateRefusal } from './estimate-refusal';
import { toNotificationPayload, toSubmissionRow } from './payloads';
import type { BookingFormValues } from './payloads';

export type { BookingFormValues } from './payloads';

/** The function that mails the owner and the visitor (supabase/functions). */
export const NOTIFICATION_FUNCTION_NAME = 'send-contact-notification';
/** The unique constraint on contact_submissions.idempotency_key (supabase/migrations). */
export const IDEMPOTENCY_KEY_CONSTRAINT = 'contact_submissions_idempotency_key_unique';

/**
 * The three outcomes of spec §4/§8. `error` carries what supabase-js reported, for console.error,
 * and `refusal` when the database refused the chosen size or extras. A request with the honeypot
 * filled is stored and marked, then `success` with `heldAsSpam`: no notification is asked for (the
 * owner's digest lists it as likely spam), and the sender sees the same answer as a person.
 * `success` carries the estimate the database stored, as the function answered it, when there is
 * one (none: nothing chosen, no price list published yet, or held as spam).
 */
export type BookingOutcome =
  | { status: 'success'; estimate?: StoredEstimate; heldAsSpam?: true }
  | { status: 'saved-notification-failed'; error: unknown }
  | { status: 'error'; error: unknown; refusal: EstimateRefusal | null };

/** The success of a notified request, with the stored estimate of the function's answer if it has one. */
function notified(data: unknown): BookingOutcome {
  const answered = typeof data === 'object' && data !== null ? (data as { estimate?: unknown }).estimate : null;
  const estimate = storedEstimateSchema.safeParse(answered);
  return estimate.success ? { status: 'success', estimate: estimate.data } : { status: 'success' };
}

/** The insert failed only because this fill is already stored (a double submit or a retry). */
function isAlreadyStored(error: { code?: string; message?: string }): boolean {
  return error.code === '23505' && (error.message ?? '').includes(IDEMPOTENCY_KEY_CONSTRAINT);
}

/**
 * Spec §7: insert the request (call 1); only if that worked, ask the function to notify (call 2).
 * Nothing is dropped: a quick fill or a filled honeypot is stored with its mark (supabase/README.md
 * "Abuse defence"). Never throws. `client` is the site's anon client unless a caller (tests) passes another.
 */
export async function submitBookingRequest(
  values: BookingFormValues,
  language: Locale,
  client: BookingClient = getBookingClient(),
): Promise<BookingOutcome> {
  const signals = {
    quickFill: Date.now() - values.startedAt < BOOKING_MIN_FILL_MS,
    honeypotFilled: values.honeypot.trim() !== '',
  };
  try {
    // A plain insert: anonymous visitors may not read rows back, so no .select().
    const { error } = await client.from('contact_submissions').insert(toSubmissionRow(values, signals));
    if (error && !isAlreadyStored(error)) return { status: 'error', error, refusal: estimateRefusal(error) };
  } catch (error) {
    return { status: 'error', error, refusal: null };
  }
  if (signals.honeypotFilled) return { status: 'success', heldAsSpam: true };
  try {
    const { data, error } = await client.functions.invoke(NOTIFICATION_FUNCTION_NAME, {
      body: toNotificationPayload(values, language),
    });
    return error ? { status: 'saved-notification-failed', error } : notified(data);
  } catch (error) {
    return { status: 'saved-notification-failed', error };
  }
}
