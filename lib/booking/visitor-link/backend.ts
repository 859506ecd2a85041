import 'server-only';
import type { Database } from '../database.types';
import { secretKeyClient } from '../secret-key-client';

/**
 * The booking backend behind a visitor's link (the appointment page, the review page), for the
 * site's server only: one service-role SQL function per call, on the secret-key client, and a
 * failure logged and told as 'unavailable'. The caller has checked the link's signature first. Neither
 * the token nor its nonce is ever logged: either opens someone's booking.
 */

type Functions = Database['public']['Functions'];

/** One call of a service-role function: its answer; throws when it failed. */
export async function callLinkFunction<F extends keyof Functions>(fn: F, args: Functions[F]['Args']) {
  const client = secretKeyClient();
  if (!client) throw new Error('SUPABASE_SECRET_KEY is not set: the visitor’s links need the project’s secret key');
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`${error.message}${error.code ? ` (${error.code})` : ''}`);
  return data;
}

/** Logs a failed step of a link's page (`page`: what the log line names) and answers 'unavailable'. */
export function linkUnavailable(page: string, step: string, error: unknown): 'unavailable' {
  console.error(`${page}: ${step} failed:`, error instanceof Error ? error.message : error);
  return 'unavailable';
}
