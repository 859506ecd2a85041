/**
 * Resend must answer within this time (optional secret MAIL_TIMEOUT_MS overrides it); a hanging
 * request would hold the claim until the function is killed.
 */
export const DEFAULT_MAIL_TIMEOUT_MS = 8000;
export const DEFAULT_RESEND_BASE_URL = 'https://api.resend.com';

export interface FunctionConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  resendBaseUrl: string;
  resendApiKey: string;
  ownerEmail: string;
  /** "Business Name <bookings@example.com>"; the display name also signs the visitor's mail. */
  mailFrom: string;
  mailTimeoutMs: number;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`Expected a positive integer, got ${value}`);
  return parsed;
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
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    resendBaseUrl: (getEnv('RESEND_BASE_URL')?.trim() || DEFAULT_RESEND_BASE_URL).replace(/\/+$/, ''),
    resendApiKey: required('RESEND_API_KEY'),
    ownerEmail: required('OWNER_EMAIL'),
    mailFrom: required('MAIL_FROM'),
    mailTimeoutMs: positiveInteger(getEnv('MAIL_TIMEOUT_MS'), DEFAULT_MAIL_TIMEOUT_MS),
  };
}
