import { z } from 'zod';

/**
 * Public configuration, safe for the browser. Every variable has an embedded default so the
 * product runs offline on the bundled dataset and the local Supabase stack; setting the hosted
 * values switches backends with no code change. NEXT_PUBLIC_* must be read literally so Next.js
 * inlines them.
 */

/** Supabase's well-known local-development anon key (signed with the local demo JWT secret). */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const DEFAULT_SITE_URL = 'http://localhost:3000';
/** Webhook secret used only on embedded defaults, between the local Content Lake and the site. */
export const LOCAL_REVALIDATE_SECRET = 'local-embedded-revalidate-secret';
/** The local Content Lake (content/lake) stands in for Sanity's API on embedded defaults. */
export const LOCAL_PROJECT_ID = 'local';
export const LOCAL_CONTENT_LAKE_PORT = 54330;
/** `localhost`: the Studio prefixes the project id (`local.localhost`), which browsers resolve to loopback. */
export const LOCAL_CONTENT_LAKE_URL = `http://localhost:${LOCAL_CONTENT_LAKE_PORT}`;

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const publicSchema = z.object({
  siteUrl: z.url().default(DEFAULT_SITE_URL),
  sanityProjectId: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
  ),
  sanityDataset: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default('production'),
  sanityApiVersion: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .default('2025-10-01'),
  sanityApiHost: z.url().optional(),
  supabaseUrl: z.url().default(LOCAL_SUPABASE_URL),
  supabaseAnonKey: z.string().min(20).default(LOCAL_SUPABASE_ANON_KEY),
});

const blankToUndefined = (v: string | undefined) => (v === '' ? undefined : v);

export const publicEnv = publicSchema.parse({
  siteUrl: blankToUndefined(process.env.NEXT_PUBLIC_SITE_URL),
  sanityProjectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  sanityDataset: blankToUndefined(process.env.NEXT_PUBLIC_SANITY_DATASET),
  sanityApiVersion: blankToUndefined(process.env.NEXT_PUBLIC_SANITY_API_VERSION),
  sanityApiHost: blankToUndefined(process.env.NEXT_PUBLIC_SANITY_API_HOST),
  supabaseUrl: blankToUndefined(process.env.NEXT_PUBLIC_SUPABASE_URL),
  supabaseAnonKey: blankToUndefined(process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY),
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
