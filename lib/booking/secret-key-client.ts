import 'server-only';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { serverEnv } from '@/lib/env/server';
import type { Database } from './database.types';

let client: SupabaseClient<Database> | undefined;

/**
 * The booking backend as the site's server alone reaches it: the project's secret key (service
 * role, SUPABASE_SECRET_KEY, lib/env/server-schema.ts) at the server's Supabase address, made once.
 * Only it may call the service-role SQL functions (the owner's inbox, the visitor's manage link).
 * Null when a hosted project's secret key is not configured.
 */
export function secretKeyClient(): SupabaseClient<Database> | null {
  const secretKey = serverEnv.supabaseSecretKey;
  if (!secretKey) return null;
  client ??= createClient<Database>(serverEnv.supabaseServerUrl, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}
