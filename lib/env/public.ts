import { z } from 'zod';

/**
 * Public configuration, safe for the browser. Every variable has an embedded default so the
 * product runs offline on the bundled dataset and the local Supabase stack; setting the hosted
 * values switches backends with no code change. NEXT_PUBLIC_* must be read literally so Next.js
 * inlines them.
 */

/**
 * The Supabase CLI's local publishable key (`supabase status`), the embedded default: Supabase is
 * retiring the legacy JWT keys, and the local gateway accepts both formats.
 */
export const LOCAL_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
/** Supabase's well-known local-development legacy anon key (signed with the local demo JWT secret). */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** The local stack's API port (the Supabase CLI's default), which the embedded default points at. */
export const LOCAL_SUPABASE_API_PORT = 54321;
export const LOCAL_SUPABASE_URL = `http://127.0.0.1:${LOCAL_SUPABASE_API_PORT}`;
export const DEFAULT_SITE_URL = 'http://localhost:3000';
/** Webhook secret used only on embedded defaults, between the local Content Lake and the site. */
export const LOCAL_REVALIDATE_SECRET = 'local-embedded-revalidate-secret';
/**
 * The site's read token on embedded defaults: the local Content Lake accepts it as a Viewer robot
 * token, so preview (draft mode) reads drafts as it does with a hosted project's token.
 */
export const LOCAL_SANITY_READ_TOKEN = 'sk-local-embedded-viewer-token';
/** Signs booking challenges on embedded defaults; the local stack gives the function the same one. */
export const LOCAL_BOOKING_CHALLENGE_SECRET = 'local-embedded-booking-challenge-secret-32+chars';
/** The local Content Lake (stand-ins/sanity-content-lake) stands in for Sanity's API on embedded defaults. */
export const LOCAL_PROJECT_ID = 'local';
export const LOCAL_CONTENT_LAKE_PORT = 54330;
/** `localhost`: the Studio prefixes the project id (`local.localhost`), which browsers resolve to loopback. */
export const LOCAL_CONTENT_LAKE_URL = `http://localhost:${LOCAL_CONTENT_LAKE_PORT}`;

/** A variable that may be unset; blank counts as unset. */
export const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/** An absolute http(s) URL: a typo here would otherwise surface as a broken page, not an error. */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

/** A key that may be public; a secret key in a NEXT_PUBLIC_ variable would be shipped to every visitor. */
const notSecret = (schema: z.ZodString) =>
  schema.refine(
    (key) => !key.startsWith('sb_secret_'),
    'is a secret key: it must never be public (use the publishable key)',
  );
/** A JWT (three base64url parts): the legacy anon key. */
const LEGACY_KEY = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Keyed by variable name, so an error names the variable to fix. */
const publicSchema = z.object({
  NEXT_PUBLIC_SITE_URL: optional.pipe(httpUrl.optional()),
  NEXT_PUBLIC_SANITY_PROJECT_ID: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a Sanity project id (lowercase letters, digits, dashes)')
      .optional(),
  ),
  NEXT_PUBLIC_SANITY_DATASET: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9_-]+$/, 'must be a dataset name')
      .default('production'),
  ),
  NEXT_PUBLIC_SANITY_API_VERSION: optional.pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2025-10-01')
      .default('2025-10-01'),
  ),
  NEXT_PUBLIC_SANITY_API_HOST: optional.pipe(httpUrl.optional()),
  NEXT_PUBLIC_SUPABASE_URL: optional.pipe(httpUrl.optional()),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optional.pipe(
    notSecret(z.string())
      .refine((key) => key.startsWith('sb_publishable_'), 'must be a publishable key (sb_publishable_…)')
      .optional(),
  ),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional.pipe(
    notSecret(z.string())
      .refine(
        (key) => LEGACY_KEY.test(key) || key.startsWith('sb_publishable_'),
        'must be the legacy anon key (a JWT) or a publishable key',
      )
      .optional(),
  ),
});

export type PublicEnvInput = Partial<Record<keyof typeof publicSchema.shape, string>>;
export const PUBLIC_ENV_NAMES = Object.keys(publicSchema.shape) as (keyof PublicEnvInput)[];

/**
 * Checks the public variables. A production build that talks to a hosted backend must say where
 * the site lives: canonical URLs, hreflang, the sitemap and Open Graph are built from it.
 */
export function parsePublicEnv(input: PublicEnvInput, { production }: { production: boolean }) {
  const parsed = publicSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')} ${i.message} (got "${input[i.path[0] as keyof PublicEnvInput]}")`).join('\n')}`,
    );
  }
  const env = parsed.data;
  const hosted = env.NEXT_PUBLIC_SANITY_PROJECT_ID !== undefined || env.NEXT_PUBLIC_SUPABASE_URL !== undefined;
  if (production && hosted && env.NEXT_PUBLIC_SITE_URL === undefined) {
    throw new Error(
      'Invalid configuration:\n  NEXT_PUBLIC_SITE_URL is required with a hosted backend (the public origin, e.g. https://caparica-detailing.pt)',
    );
  }
  return {
    siteUrl: env.NEXT_PUBLIC_SITE_URL ?? DEFAULT_SITE_URL,
    sanityProjectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    sanityDataset: env.NEXT_PUBLIC_SANITY_DATASET,
    sanityApiVersion: env.NEXT_PUBLIC_SANITY_API_VERSION,
    sanityApiHost: env.NEXT_PUBLIC_SANITY_API_HOST,
    supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL ?? LOCAL_SUPABASE_URL,
    /** The project's public key, either format; the publishable key wins when both are set. */
    supabaseKey:
      env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? LOCAL_SUPABASE_PUBLISHABLE_KEY,
  };
}

export const publicEnv = parsePublicEnv(
  {
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
    NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
    NEXT_PUBLIC_SANITY_API_HOST: process.env.NEXT_PUBLIC_SANITY_API_HOST,
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  },
  { production: process.env.NODE_ENV === 'production' },
);

/** Which Content Lake a Sanity client talks to: `contentLake` below, or a test's own lake. */
export interface ContentLakeAddress {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Undefined: Sanity's own API host, with the project id as a subdomain. */
  apiHost?: string;
}

/**
 * The part of every Sanity client's configuration that names its Content Lake, so the site's reads,
 * its writes and its check of a Studio token never disagree: a given host is used as is (no project
 * subdomain), as Sanity's client allows; always the API itself, never the CDN, which tag
 * revalidation, drafts and writes cannot use.
 */
export const contentLakeClientConfig = (lake: ContentLakeAddress) => ({
  projectId: lake.projectId,
  dataset: lake.dataset,
  apiVersion: lake.apiVersion,
  ...(lake.apiHost ? { apiHost: lake.apiHost, useProjectHostname: false } : {}),
  useCdn: false,
});

/** True when a hosted Sanity project is configured; otherwise the local Content Lake serves content. */
export const isSanityConfigured = publicEnv.sanityProjectId !== undefined;

/**
 * The Content Lake every part talks to, through the same Sanity clients: a hosted project
 * (Sanity's API host) or, on embedded defaults, the local lake. Only these values differ.
 */
export const contentLake = {
  projectId: publicEnv.sanityProjectId ?? LOCAL_PROJECT_ID,
  dataset: publicEnv.sanityDataset,
  apiVersion: publicEnv.sanityApiVersion,
  /** Undefined: Sanity's own API host, with the project id as a subdomain. */
  apiHost: publicEnv.sanityApiHost ?? (isSanityConfigured ? undefined : LOCAL_CONTENT_LAKE_URL),
  isLocal: !isSanityConfigured,
} as const;
