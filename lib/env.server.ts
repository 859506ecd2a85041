import 'server-only';
import { z } from 'zod';
import { isSanityConfigured, LOCAL_BOOKING_CHALLENGE_SECRET, LOCAL_REVALIDATE_SECRET, publicEnv } from './env';

/**
 * Server-only configuration and secrets. On embedded defaults the webhook secret falls back to
 * LOCAL_REVALIDATE_SECRET, which the local Content Lake signs with; with a hosted project it is
 * required. So is the booking challenge secret with a hosted Supabase project.
 */

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v);

const serverSchema = z.object({
  sanityReadToken: z.string().min(1).optional(),
  revalidateSecret: z.string().min(16),
  supabaseServerUrl: z.url(),
  bookingChallengeSecret: z.string().min(32, 'BOOKING_CHALLENGE_SECRET must be at least 32 characters'),
});

/** A hosted Supabase project: its function holds its own copy of the challenge secret. */
const isSupabaseHosted = blank(process.env.NEXT_PUBLIC_SUPABASE_URL) !== undefined;

export const serverEnv = serverSchema.parse({
  sanityReadToken: blank(process.env.SANITY_API_READ_TOKEN),
  revalidateSecret:
    blank(process.env.SANITY_REVALIDATE_SECRET) ?? (isSanityConfigured ? undefined : LOCAL_REVALIDATE_SECRET),
  // The booking server action's Supabase address. NEXT_PUBLIC_SUPABASE_URL is inlined at build
  // time; this one is read at run time, for a server that reaches the API at another address.
  supabaseServerUrl: blank(process.env.SUPABASE_SERVER_URL) ?? publicEnv.supabaseUrl,
  // Signs the booking form's proof-of-work challenges; the notification function verifies them
  // with the same secret (supabase secrets set BOOKING_CHALLENGE_SECRET=…).
  bookingChallengeSecret:
    blank(process.env.BOOKING_CHALLENGE_SECRET) ?? (isSupabaseHosted ? undefined : LOCAL_BOOKING_CHALLENGE_SECRET),
});
