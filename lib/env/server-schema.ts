import { z } from 'zod';
import {
  httpUrl,
  isSanityConfigured,
  LOCAL_BOOKING_CHALLENGE_SECRET,
  LOCAL_REVALIDATE_SECRET,
  LOCAL_SANITY_READ_TOKEN,
  optional,
  publicEnv,
} from './public.ts';

/**
 * Server-only configuration and secrets, checked by name (lib/env/server.ts reads them at run
 * time; next.config.mjs checks them before a production build compiles anything). On embedded
 * defaults the secrets fall back to the local ones the local Content Lake and Supabase stack use;
 * with a hosted backend they are required.
 */

/**
 * The local stack's secret key (the Supabase CLI's default, `supabase status`: Secret), the embedded
 * default of SUPABASE_SECRET_KEY. Well known and never valid against a hosted project; kept out of
 * lib/env/public.ts so that no browser bundle carries even this one.
 */
export const LOCAL_SUPABASE_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/**
 * The site's write token on embedded defaults, the default of SANITY_API_WRITE_TOKEN: the local
 * Content Lake accepts it as an Editor robot token, as a hosted project accepts its own, so the
 * review page writes its drafts there the same way. Kept here, out of any browser bundle.
 */
export const LOCAL_SANITY_WRITE_TOKEN = 'sk-local-embedded-editor-token';

/** The role claim of a JWT, or undefined when it is none. Not verified: only its shape is checked. */
function jwtRole(token: string): unknown {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return undefined;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }).role;
  } catch {
    return undefined;
  }
}

/**
 * Why a value cannot be the project's secret key, or null when it can: a secret key
 * (`sb_secret_…`) or the legacy service_role JWT. The value itself is never repeated in a message.
 */
export function secretKeyProblem(key: string): string | null {
  if (/^sb_secret_[A-Za-z0-9_-]{8,}$/.test(key)) return null;
  if (key.startsWith('sb_publishable_')) {
    return 'is a publishable key: it must be the secret key (sb_secret_…), which the Requests tool needs';
  }
  const role = jwtRole(key);
  if (role === 'service_role') return null;
  if (role !== undefined) return `is a JWT of the ${JSON.stringify(role)} role: it must be the service_role key`;
  return 'must be the secret key (sb_secret_…) or the legacy service_role key (a JWT)';
}

const serverSchema = z.object({
  BEHIND_PROXY: optional.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  SANITY_API_READ_TOKEN: optional,
  SANITY_API_WRITE_TOKEN: optional,
  SANITY_REVALIDATE_SECRET: optional.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  SUPABASE_SERVER_URL: optional.pipe(httpUrl.optional()),
  BOOKING_CHALLENGE_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SUPABASE_SECRET_KEY: optional.pipe(
    z
      .string()
      .superRefine((key, context) => {
        const problem = secretKeyProblem(key);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
});

export type ServerEnvInput = Partial<Record<keyof typeof serverSchema.shape, string>>;

export function parseServerEnv(
  input: ServerEnvInput,
  context: { hostedSanity: boolean; hostedSupabase: boolean; supabaseUrl: string; onVercel: boolean },
) {
  const parsed = serverSchema.safeParse(input);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`);
  const env = parsed.success ? parsed.data : ({} as z.infer<typeof serverSchema>);
  if (parsed.success && context.hostedSanity && !env.SANITY_REVALIDATE_SECRET) {
    problems.push('  SANITY_REVALIDATE_SECRET is required with a hosted Sanity project (the webhook secret)');
  }
  if (parsed.success && context.hostedSanity && !env.SANITY_API_WRITE_TOKEN) {
    problems.push(
      '  SANITY_API_WRITE_TOKEN is required with a hosted Sanity project (an Editor token: the review page writes customers’ reviews as drafts)',
    );
  }
  // The read token reaches the owner's browser during a preview (lib/content/fetch.ts): never one that writes.
  if (parsed.success && env.SANITY_API_WRITE_TOKEN && env.SANITY_API_WRITE_TOKEN === env.SANITY_API_READ_TOKEN) {
    problems.push(
      '  SANITY_API_WRITE_TOKEN must not be SANITY_API_READ_TOKEN (a preview hands the read token to a browser)',
    );
  }
  if (parsed.success && context.hostedSupabase && !env.BOOKING_CHALLENGE_SECRET) {
    problems.push(
      '  BOOKING_CHALLENGE_SECRET is required with a hosted Supabase project (the same value as the function secret)',
    );
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    // Whether X-Forwarded-Host and -Proto are the proxy's word, not any client's: only a server
    // that no client reaches but through its reverse proxy may believe them. Vercel's edge sets them.
    behindProxy: env.BEHIND_PROXY === undefined ? context.onVercel : env.BEHIND_PROXY === 'true',
    // Reads drafts for preview (draft mode); hosted, a Viewer token. Embedded, the local lake's.
    sanityReadToken: env.SANITY_API_READ_TOKEN ?? (context.hostedSanity ? undefined : LOCAL_SANITY_READ_TOKEN),
    // Writes the customers' review drafts and deletes an erased person's reviews (lib/content/review-drafts.ts),
    // server-side only; hosted, an Editor token (required above). Embedded, the local lake's.
    sanityWriteToken: env.SANITY_API_WRITE_TOKEN ?? LOCAL_SANITY_WRITE_TOKEN,
    revalidateSecret: env.SANITY_REVALIDATE_SECRET ?? LOCAL_REVALIDATE_SECRET,
    // The booking server action's Supabase address. NEXT_PUBLIC_SUPABASE_URL is inlined at build
    // time; this one is read at run time, for a server that reaches the API at another address.
    supabaseServerUrl: env.SUPABASE_SERVER_URL ?? context.supabaseUrl,
    // Signs the booking form's proof-of-work challenges; the notification function verifies them
    // with the same secret (supabase secrets set BOOKING_CHALLENGE_SECRET=…).
    bookingChallengeSecret: env.BOOKING_CHALLENGE_SECRET ?? LOCAL_BOOKING_CHALLENGE_SECRET,
    // The project's secret key (service role): the Studio's Requests tool reads and changes booking
    // requests with it (lib/booking/inbox/server.ts). Embedded, the local stack's; hosted and unset, the
    // tool answers that it is not configured, and the rest of the site works without it.
    supabaseSecretKey: env.SUPABASE_SECRET_KEY ?? (context.hostedSupabase ? undefined : LOCAL_SUPABASE_SECRET_KEY),
  };
}

/** The server's configuration from process.env. */
export function readServerEnv() {
  return parseServerEnv(
    {
      BEHIND_PROXY: process.env.BEHIND_PROXY,
      SANITY_API_READ_TOKEN: process.env.SANITY_API_READ_TOKEN,
      SANITY_API_WRITE_TOKEN: process.env.SANITY_API_WRITE_TOKEN,
      SANITY_REVALIDATE_SECRET: process.env.SANITY_REVALIDATE_SECRET,
      SUPABASE_SERVER_URL: process.env.SUPABASE_SERVER_URL,
      BOOKING_CHALLENGE_SECRET: process.env.BOOKING_CHALLENGE_SECRET,
      SUPABASE_SECRET_KEY: process.env.SUPABASE_SECRET_KEY,
    },
    {
      hostedSanity: isSanityConfigured,
      hostedSupabase: (process.env.NEXT_PUBLIC_SUPABASE_URL ?? '').trim() !== '',
      supabaseUrl: publicEnv.supabaseUrl,
      onVercel: Boolean(process.env.VERCEL),
    },
  );
}
