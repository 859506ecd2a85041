import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { serverEnv } from '@/lib/env/server';
import type { Database } from '../database.types';
import { InboxUnavailableError } from './errors';
import { createInbox, type Inbox } from './queries';

let serverInbox: Inbox | undefined;

/**
 * The inbox for the site's server only (the Studio's Requests API): the project's secret key
 * (SUPABASE_SECRET_KEY, lib/env/server-schema.ts) at the server's Supabase address, made once. Throws InboxUnavailableError (answer 503) when a hosted project's
 * secret key is not configured.
 */
export function createInboxFromEnv(): Inbox {
  if (serverInbox) return serverInbox;
  const secretKey = serverEnv.supabaseSecretKey;
  if (!secretKey) {
    throw new InboxUnavailableError(
      'SUPABASE_SECRET_KEY is not set: the Requests tool needs the Supabase project’s secret key on the server',
    );
  }
  const client = createClient<Database>(serverEnv.supabaseServerUrl, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  serverInbox = createInbox({ client });
  return serverInbox;
}
