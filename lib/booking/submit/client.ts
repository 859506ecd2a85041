import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { publicEnv } from '@/lib/env/public';
import type { Database } from '../database.types';

/** Typed Supabase client for the booking calls; only lib/booking talks to Supabase. */
export type BookingClient = SupabaseClient<Database>;

/** Anonymous visitors never sign in: no session is stored or refreshed. */
export function createBookingClient(
  supabaseUrl: string,
  publicKey: string,
  headers: Record<string, string> = {},
): BookingClient {
  return createClient<Database>(supabaseUrl, publicKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
  });
}

let browserClient: BookingClient | undefined;

/** The site's client from the public env, created on first use (not when a page merely imports it). */
export function getBookingClient(): BookingClient {
  browserClient ??= createBookingClient(publicEnv.supabaseUrl, publicEnv.supabaseKey);
  return browserClient;
}
