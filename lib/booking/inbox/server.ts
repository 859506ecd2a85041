import 'server-only';
import { secretKeyClient } from '../secret-key-client';
import { InboxUnavailableError } from './errors';
import { createInbox, type Inbox } from './queries';

let serverInbox: Inbox | undefined;

/**
 * The inbox for the site's server only (the Studio's Requests API), on the secret-key client
 * (../secret-key-client.ts), made once. Throws InboxUnavailableError (answer 503) when a hosted
 * project's secret key is not configured.
 */
export function createInboxFromEnv(): Inbox {
  if (serverInbox) return serverInbox;
  const client = secretKeyClient();
  if (!client) {
    throw new InboxUnavailableError(
      'SUPABASE_SECRET_KEY is not set: the Requests tool needs the Supabase project’s secret key on the server',
    );
  }
  serverInbox = createInbox({ client });
  return serverInbox;
}
