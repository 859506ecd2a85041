import type { Locale } from '@/lib/constants';
import { getBookingClient } from './client';
import type { BookingClient } from './client';
import { toNotificationPayload, toSubmissionRow } from './payloads';
import type { BookingFormValues } from './payloads';

export type { BookingFormValues } from './payloads';

/** The function that mails the owner and the visitor (supabase/functions). */
export const NOTIFICATION_FUNCTION_NAME = 'send-contact-notification';

/**
 * The three outcomes of spec §4/§8. `error` carries what supabase-js reported, for console.error.
 */
export type BookingOutcome =
  | { status: 'success' }
  | { status: 'saved-notification-failed'; error: unknown }
  | { status: 'error'; error: unknown };

/**
 * Spec §7: insert the request (call 1); only if that worked, ask the function to notify (call 2).
 * Never throws. `client` is the site's anon client unless a caller (tests) passes another.
 */
export async function submitBookingRequest(
  values: BookingFormValues,
  language: Locale,
  client: BookingClient = getBookingClient(),
): Promise<BookingOutcome> {
  try {
    // A plain insert: anonymous visitors may not read rows back, so no .select().
    const { error } = await client.from('contact_submissions').insert(toSubmissionRow(values));
    if (error) return { status: 'error', error };
  } catch (error) {
    return { status: 'error', error };
  }
  try {
    const { error } = await client.functions.invoke(NOTIFICATION_FUNCTION_NAME, {
      body: toNotificationPayload(values, language),
    });
    return error ? { status: 'saved-notification-failed', error } : { status: 'success' };
  } catch (error) {
    return { status: 'saved-notification-failed', error };
  }
}
