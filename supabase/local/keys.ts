import { SignJWT, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';

/**
 * Supabase's well-known local-development JWT secret and the demo keys signed with it (the same
 * values `supabase start` prints). Never valid against a hosted project.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

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

/** Signs a token for tests, e.g. a signed-in user's `authenticated` token. */
export async function signJwt(claims: JWTPayload & { role: ApiRole }, expiresIn = '1h'): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(secretKey);
}
