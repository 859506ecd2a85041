import { createClient } from '@sanity/client';
import { contentLakeClientConfig, type ContentLakeAddress } from '@/lib/env/public';
import { isSameOriginRequest } from '@/lib/security/same-origin-request';
import { ADMINISTRATOR_ROLE } from './roles';

/**
 * Who is calling the site's Studio APIs (the Requests tool): one sign-in, the Studio's. The tool
 * sends the person's Sanity token (`Authorization: Bearer …`), and every call asks the configured
 * Content Lake who that is (`users/me`), hosted Sanity or the local lake alike; only a project
 * administrator (the owner) gets through. Nothing is remembered between calls, so signing out of
 * the Studio, or losing the role, closes the API at once.
 */

export { ADMINISTRATOR_ROLE };

/** A signed-in administrator, as the history of a change names them. */
export interface StudioCaller {
  id: string;
  name: string;
}

export type CallerCheck = { ok: true; caller: StudioCaller } | { ok: false; status: 401 | 403 | 503; error: string };

export interface StudioCallerDeps {
  /** The versioned API base the token is checked against (contentLakeApiUrl). */
  apiUrl: string;
  /** The site's configured address (publicEnv.siteUrl), for the same-origin check. */
  siteUrl: string;
  /** Whether X-Forwarded-Host names the address (serverEnv.behindProxy). */
  behindProxy: boolean;
  fetch: typeof fetch;
  /** How long the Content Lake may take to answer (default 5 s). */
  timeoutMs?: number;
}

/**
 * The API base of the Content Lake, derived exactly as the site's content client derives it
 * (lib/content/fetch.ts): `https://<projectId>.api.sanity.io/v<apiVersion>` hosted, a given host
 * as is (the local lake). Sanity's own client computes it, so the two never disagree.
 */
export function contentLakeApiUrl(lake: ContentLakeAddress): string {
  return createClient(contentLakeClientConfig(lake)).config().url;
}

/** The token of an `Authorization: Bearer <token>` header, undefined when absent or blank. */
export function bearerToken(headers: Headers): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(headers.get('authorization') ?? '');
  return match?.[1];
}

/** The parts of Sanity's `users/me` answer this needs (the Studio's `CurrentUser`). */
interface SanityUser {
  id?: unknown;
  name?: unknown;
  role?: unknown;
  roles?: unknown;
}

const roleNames = (user: SanityUser): string[] => {
  const roles = Array.isArray(user.roles)
    ? user.roles.flatMap((role: unknown) =>
        typeof (role as { name?: unknown } | null)?.name === 'string' ? [(role as { name: string }).name] : [],
      )
    : [];
  // `role` is the single legacy role Sanity still sends beside `roles`.
  return typeof user.role === 'string' ? [...roles, user.role] : roles;
};

const refuse = (status: 401 | 403 | 503, error: string): CallerCheck => ({ ok: false, status, error });

/**
 * Checks a call to a Studio API: from a page of the site (else 403), with a Sanity token (else
 * 401) that the Content Lake knows (else 401: unknown, forged or signed out), of a project
 * administrator (else 403). 503 when the Content Lake cannot be asked.
 */
export async function checkStudioCaller(request: Request, deps: StudioCallerDeps): Promise<CallerCheck> {
  if (!isSameOriginRequest(request.headers, deps.siteUrl, deps.behindProxy)) {
    return refuse(403, 'Cross-site requests are not allowed');
  }
  const token = bearerToken(request.headers);
  if (!token) return refuse(401, 'Sign in to the Studio first');

  let response: Response;
  try {
    response = await deps.fetch(`${deps.apiUrl}/users/me`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(deps.timeoutMs ?? 5000),
    });
  } catch {
    return refuse(503, 'The Content Lake could not be reached to check the sign-in');
  }
  // Sanity answers an unknown or expired token 401 (or 403 for a token of another project).
  if (response.status === 401 || response.status === 403) return refuse(401, 'The sign-in is not valid');
  if (!response.ok) return refuse(503, `The Content Lake answered ${response.status} when checking the sign-in`);

  let user: SanityUser | null;
  try {
    user = (await response.json()) as SanityUser | null;
  } catch {
    return refuse(503, 'The Content Lake answered the sign-in check with something other than JSON');
  }
  // No one signed in: Sanity answers `{}` (a token that is no person's session, such as the site's read token).
  if (!user || typeof user !== 'object' || typeof user.id !== 'string' || user.id === '') {
    return refuse(401, 'The sign-in is not valid');
  }
  if (!roleNames(user).includes(ADMINISTRATOR_ROLE)) {
    return refuse(403, 'Only the project administrator may see booking requests');
  }
  return { ok: true, caller: { id: user.id, name: typeof user.name === 'string' ? user.name : user.id } };
}
