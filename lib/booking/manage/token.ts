import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { readManageToken } from '@/supabase/functions/send-contact-notification/manage-link';

/**
 * The appointment nonce a manage link's token carries when its signature holds (the function signs
 * with the same BOOKING_CHALLENGE_SECRET), else null. No database call: a tampered, cut or made-up
 * token costs one HMAC. The proxy asks it for the page's status, the server module before any query.
 */
export const manageNonce = (token: string): Promise<string | null> =>
  readManageToken(serverEnv.bookingChallengeSecret, token);
