import 'server-only';
import { serverEnv } from '@/lib/env.server';
import { publicEnv } from '@/lib/env';
import { createBookingClient } from './client';
import type { BookingClient } from './client';

/**
 * The visitor's address as this server received it: the first X-Forwarded-For hop (set by the
 * hosting proxy; `next start` fills it from the socket when absent), null when unknown.
 */
export function visitorAddress(requestHeaders: Headers): string | null {
  const first = requestHeaders.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first ? first : null;
}

/**
 * A client for booking requests the server sends on a visitor's behalf (the no-JavaScript form
 * post). The visitor's address goes along as X-Forwarded-For, so the database rate limit, which
 * reads the first hop, counts the visitor rather than this server.
 */
export function createVisitorBookingClient(address: string | null): BookingClient {
  return createBookingClient(serverEnv.supabaseServerUrl, publicEnv.supabaseAnonKey, {
    ...(address ? { 'x-forwarded-for': address } : {}),
  });
}
