import type { ContentSourceConfig } from './service-titles.ts';

/**
 * Resend must answer within this time (optional secret MAIL_TIMEOUT_MS overrides it); a hanging
 * request would hold the claim until the function is killed.
 */
export const DEFAULT_MAIL_TIMEOUT_MS = 8000;
export const DEFAULT_RESEND_BASE_URL = 'https://api.resend.com';

export interface FunctionConfig {
  supabaseUrl: string;
  /** The secret key (new format) or the legacy service-role JWT: either acts as service_role. */
  serviceRoleKey: string;
  resendBaseUrl: string;
  resendApiKey: string;
  ownerEmail: string;
  /** "Business Name <bookings@example.com>"; the display name also signs the visitor's mail. */
  mailFrom: string;
  mailTimeoutMs: number;
  /** Where service titles are read (service-titles.ts); null: the function's own list only. */
  contentSource: ContentSourceConfig | null;
  /** Shared with the site, which signs the booking form's proof-of-work challenges with it. */
  bookingChallengeSecret: string;
  /**
   * The Bearer token the digest schedule sends (Vault's `booking_digest_secret`). Optional, so a
   * deployment that has not set it yet still mails every request as it arrives; digests then wait.
   */
  bookingDigestSecret: string | null;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`Expected a positive integer, got ${value}`);
  return parsed;
}

/**
 * The project's secret key (`sb_secret_…`) from SUPABASE_SECRET_KEYS, the JSON map Supabase gives
 * functions ({"default": …}); projects that disabled the legacy JWT keys have only this one.
 */
function secretKey(getEnv: (name: string) => string | undefined): string | undefined {
  const keys = getEnv('SUPABASE_SECRET_KEYS')?.trim();
  if (!keys) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(keys);
  } catch {
    throw new Error('SUPABASE_SECRET_KEYS must be a JSON object such as {"default":"sb_secret_…"}');
  }
  const key = (parsed as Record<string, unknown> | null)?.default;
  if (typeof key !== 'string' || !key.startsWith('sb_secret_')) {
    throw new Error('SUPABASE_SECRET_KEYS has no "default" secret key (sb_secret_…)');
  }
  return key;
}

/** The content source must answer within this time (CONTENT_TIMEOUT_MS); a mail never waits longer for a title. */
export const DEFAULT_CONTENT_TIMEOUT_MS = 2000;

/**
 * The content source the site reads: hosted Sanity (SANITY_PROJECT_ID, through its CDN) or a
 * Content Lake at SANITY_API_HOST (the local one on embedded defaults). Neither set: none.
 */
function contentSource(getEnv: (name: string) => string | undefined): ContentSourceConfig | null {
  const value = (name: string) => getEnv(name)?.trim() || undefined;
  const host = value('SANITY_API_HOST');
  const projectId = value('SANITY_PROJECT_ID');
  if (!host && !projectId) return null;
  return {
    apiUrl: (host ?? `https://${projectId}.apicdn.sanity.io`).replace(/\/+$/, ''),
    apiVersion: value('SANITY_API_VERSION') ?? '2025-10-01',
    dataset: value('SANITY_DATASET') ?? 'production',
    token: value('SANITY_API_READ_TOKEN'),
    timeoutMs: positiveInteger(getEnv('CONTENT_TIMEOUT_MS'), DEFAULT_CONTENT_TIMEOUT_MS),
  };
}

/** Reads the function's secrets; fails at start-up, not per request, when one is missing. */
export function readConfig(getEnv: (name: string) => string | undefined): FunctionConfig {
  const required = (name: string): string => {
    const value = getEnv(name)?.trim();
    if (!value) throw new Error(`Missing environment variable ${name}`);
    return value;
  };
  return {
    supabaseUrl: required('SUPABASE_URL'),
    serviceRoleKey: secretKey(getEnv) ?? required('SUPABASE_SERVICE_ROLE_KEY'),
    resendBaseUrl: (getEnv('RESEND_BASE_URL')?.trim() || DEFAULT_RESEND_BASE_URL).replace(/\/+$/, ''),
    resendApiKey: required('RESEND_API_KEY'),
    ownerEmail: required('OWNER_EMAIL'),
    mailFrom: required('MAIL_FROM'),
    mailTimeoutMs: positiveInteger(getEnv('MAIL_TIMEOUT_MS'), DEFAULT_MAIL_TIMEOUT_MS),
    bookingChallengeSecret: required('BOOKING_CHALLENGE_SECRET'),
    bookingDigestSecret: getEnv('BOOKING_DIGEST_SECRET')?.trim() || null,
    contentSource: contentSource(getEnv),
  };
}
