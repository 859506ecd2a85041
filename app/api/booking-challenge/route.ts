import { newBookingChallengeFromEnv } from '@/lib/booking/server';

/** A fresh signed challenge for every booking form fill (the ALTCHA widget's challenge URL). */
export async function GET(): Promise<Response> {
  const challenge = await newBookingChallengeFromEnv();
  // Each challenge may be used once: never cached, by the browser or a CDN.
  return Response.json(challenge, { headers: { 'cache-control': 'no-store' } });
}
