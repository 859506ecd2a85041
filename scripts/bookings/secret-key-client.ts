import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/booking/database.types.ts';
import { LOCAL_SECRET_KEY } from '../../stand-ins/supabase/keys.ts';
import { DEFAULT_PORTS } from '../../stand-ins/supabase/stack.ts';

/**
 * The booking database as the owner's commands reach it: SUPABASE_URL and SUPABASE_SECRET_KEY
 * (Project Settings → API keys) for a hosted project, the local stack otherwise. Exits with a
 * message naming the variable when a hosted URL comes without its key.
 */
export function secretKeyClientFromEnv(): { client: SupabaseClient<Database>; url: string } {
  const url = process.env.SUPABASE_URL?.trim() || `http://127.0.0.1:${DEFAULT_PORTS.api}`;
  const key = process.env.SUPABASE_SECRET_KEY?.trim() || (process.env.SUPABASE_URL ? '' : LOCAL_SECRET_KEY);
  if (!key) {
    console.error('SUPABASE_SECRET_KEY is not set: the secret (service role) key of the project at SUPABASE_URL.');
    process.exit(2);
  }
  return {
    client: createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false } }),
    url,
  };
}
