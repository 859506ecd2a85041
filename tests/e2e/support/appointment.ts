import pg from 'pg';
import type { Locale } from '../../../lib/constants';
import { managePageHref } from '../../../lib/booking/manage/outcome';
import { LOCAL_BOOKING_CHALLENGE_SECRET } from '../../../lib/env/public';
import { manageToken } from '../../../supabase/functions/send-contact-notification/manage-link.ts';
import { sharedDatabaseUrl } from './booking';

/**
 * The manage page of a request's confirmed appointment, as its mails link it: the appointment's
 * nonce read as the superuser (no visitor can), signed with the secret the site under test runs on
 * (the embedded default), in the page's language. Path and query, for `page.goto`. Null when the
 * request has no link (never confirmed, or cancelled: a cancelled appointment's link is used up).
 */
export async function manageLinkOf(requestId: string, lang: Locale): Promise<string | null> {
  const client = new pg.Client({ connectionString: sharedDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ manage_nonce: string | null }>(
      'select manage_nonce from private.booking_appointments where request_id = $1',
      [requestId],
    );
    const nonce = rows[0]?.manage_nonce;
    return nonce ? managePageHref(await manageToken(LOCAL_BOOKING_CHALLENGE_SECRET, nonce), lang) : null;
  } finally {
    await client.end();
  }
}
