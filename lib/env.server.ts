import 'server-only';
import { z } from 'zod';
import { isSanityConfigured, LOCAL_REVALIDATE_SECRET, publicEnv } from './env';

/**
 * Server-only configuration and secrets. On embedded defaults the webhook secret falls back to
 * LOCAL_REVALIDATE_SECRET, which the local Content Lake signs with; with a hosted project it is
 * required.
 */

const serverSchema = z.object({
  sanityReadToken: z.string().min(1).optional(),
  revalidateSecret: z.string().min(16),
  supabaseServerUrl: z.url(),
});

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v);

export const serverEnv = serverSchema.parse({
  sanityReadToken: blank(process.env.SANITY_API_READ_TOKEN),
  revalidateSecret:
    blank(process.env.SANITY_REVALIDATE_SECRET) ?? (isSanityConfigured ? undefined : LOCAL_REVALIDATE_SECRET),
  // The booking server action's Supabase address. NEXT_PUBLIC_SUPABASE_URL is inlined at build
  // time; this one is read at run time, for a server that reaches the API at another address.
  supabaseServerUrl: blank(process.env.SUPABASE_SERVER_URL) ?? publicEnv.supabaseUrl,
});
