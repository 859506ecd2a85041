import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { publicEnv } from '@/lib/env/public';
import { createBookingClient } from './client';
import type { BookingClient } from './client';

/**
 * A client for booking requests the server sends on a visitor's behalf (the no-JavaScript form
 * post). Supabase's edge counts the address a call comes from, so every such request counts
 * against this server's address, together: a forwarded header would be the client's own word,
 * which the database no longer trusts (supabase/README.md "Abuse defence").
 */
export function createServerBookingClient(): BookingClient {
  return createBookingClient(serverEnv.supabaseServerUrl, publicEnv.supabaseKey);
}
