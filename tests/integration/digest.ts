import { expect } from 'vitest';
import { BOOKING_DIGEST_DELAY_MINUTES, BOOKING_DIGEST_INTERVAL_MINUTES } from '@/lib/constants';
import { toSubmissionRow, type BookingFormValues } from '@/lib/booking/submit/payloads';
import type { CapturedMail } from '../../stand-ins/mail-catcher/server.ts';
import { anonClient, fillFields, stack, superuserQuery } from './support.ts';

/** The digest's parts the delivery tests drive: requests left for it, its clock, its mails. */

/** Stores a fill the way the form's first call does, and nothing else (the browser went away). */
export async function storeOnly(overrides: Partial<BookingFormValues> = {}): Promise<BookingFormValues> {
  const values = fillFields(overrides);
  const { error } = await anonClient().from('contact_submissions').insert(toSubmissionRow(values));
  expect(error).toBeNull();
  return values;
}

/**
 * Moves the digest clock forward: every stored time of the requests and digests goes back by that
 * much, so a request is past the delay, a round past the interval, a claim or backoff past its end.
 */
export async function timePasses(minutes: number): Promise<void> {
  const by = `${minutes} minutes`;
  await superuserQuery(
    `update public.contact_submissions set created_at = created_at - $1::interval,
       notification_claimed_at = notification_claimed_at - $1::interval`,
    [by],
  );
  await superuserQuery(
    `update private.booking_digests set round_started_at = round_started_at - $1::interval,
       claimed_at = claimed_at - $1::interval, next_attempt_at = next_attempt_at - $1::interval,
       sent_at = sent_at - $1::interval`,
    [by],
  );
}
export const aDigestLater = () => timePasses(BOOKING_DIGEST_INTERVAL_MINUTES + BOOKING_DIGEST_DELAY_MINUTES);

export async function digests(): Promise<CapturedMail[]> {
  const mails = (await (await fetch(`${stack.mailUrl}/api/emails`)).json()) as CapturedMail[];
  return mails.filter((mail) => mail.subject.startsWith('Booking requests not mailed at once'));
}

/** Digest mails that list the request of this email address. */
export async function digestsListing(email: string): Promise<CapturedMail[]> {
  return (await digests()).filter((mail) => mail.text?.includes(email));
}
