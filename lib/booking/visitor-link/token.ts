import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { readLinkToken, type LinkPurpose } from '@/supabase/functions/send-contact-notification/signed-link';

/**
 * The nonce a visitor's link carries when its signature holds for the page it opens (the function
 * signs with the same BOOKING_CHALLENGE_SECRET, a key per purpose), else null. No database call: a
 * tampered, cut or made-up token, or one signed for the other page, costs one HMAC. The proxy asks
 * it for the page's status, the server modules before any query.
 */
const linkNonce = (purpose: LinkPurpose, token: string): Promise<string | null> =>
  readLinkToken(purpose, serverEnv.bookingChallengeSecret, token);

/** The appointment's nonce in a manage link's token (the appointment page). */
export const manageNonce = (token: string) => linkNonce('appointment-manage-link', token);

/** The review's nonce in a review link's token (the review page and its opt-out). */
export const reviewNonce = (token: string) => linkNonce('review-link', token);
