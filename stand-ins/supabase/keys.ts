import { SignJWT, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_PUBLISHABLE_KEY } from '../../lib/env/public.ts';
import { LOCAL_SUPABASE_SECRET_KEY } from '../../lib/env/server-schema.ts';

/** The site's embedded defaults (lib/env/public.ts) are the local stack's keys. */
export { LOCAL_SUPABASE_ANON_KEY as LOCAL_ANON_KEY, LOCAL_SUPABASE_PUBLISHABLE_KEY as LOCAL_PUBLISHABLE_KEY };

/**
 * Supabase's well-known local-development JWT secret and the demo keys signed with it (the same
 * values `supabase start` prints). Never valid against a hosted project.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * The Supabase CLI's default local keys of the new format (`supabase status`: Publishable,
 * Secret). Not JWTs: the gateway maps each to its role, as hosted Supabase's does. The secret key
 * is the site server's embedded default (lib/env/server-schema.ts), as the publishable key is the browser's.
 */
export const LOCAL_SECRET_KEY = LOCAL_SUPABASE_SECRET_KEY;

/** Database roles a JWT may switch to, as on hosted Supabase. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

const secretKey = new TextEncoder().encode(LOCAL_JWT_SECRET);

export interface VerifiedJwt {
  role: ApiRole;
  claims: JWTPayload;
}

/** Verifies an HS256 token signed with the local secret; null when forged, expired or role-less. */
export async function verifyJwt(token: string): Promise<VerifiedJwt | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey, { algorithms: ['HS256'] });
    const role = payload.role;
    if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) return null;
    return { role: role as ApiRole, claims: payload };
  } catch {
    return null;
  }
}

/** New-format keys (`sb_publishable_…`, `sb_secret_…`), which never go through JWT verification. */
export const isNewApiKey = (key: string): boolean => key.startsWith('sb_publishable_') || key.startsWith('sb_secret_');

/**
 * The role of a project key of either format; null when it is none of the project's keys. A JWT
 * goes to `verify` (the gateway passes its cached verifier).
 */
export async function resolveApiKey(
  key: string,
  verify: (token: string) => Promise<VerifiedJwt | null> = verifyJwt,
): Promise<VerifiedJwt | null> {
  if (key === LOCAL_SUPABASE_PUBLISHABLE_KEY) return { role: 'anon', claims: { role: 'anon' } };
  if (key === LOCAL_SECRET_KEY) return { role: 'service_role', claims: { role: 'service_role' } };
  if (isNewApiKey(key)) return null;
  return verify(key);
}

/** Signs a token for tests, e.g. a signed-in user's `authenticated` token. */
export async function signJwt(claims: JWTPayload & { role: ApiRole }, expiresIn = '1h'): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(secretKey);
}
