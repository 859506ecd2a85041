import 'server-only';
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants';
import { cookies, draftMode } from 'next/headers';
import { DRAFT_MODE_COOKIE, PREVIEW_SESSION_SECONDS } from '@/lib/constants';
import { publicEnv } from '@/lib/env/public';

/**
 * Same site as the Studio (/studio frames the pages), so `lax` suffices; Secure wherever the site
 * is served over https. Both cookies expire with the preview session.
 */
const options = () =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(publicEnv.siteUrl).protocol === 'https:',
    path: '/',
  }) as const;

/** Opens a preview session: draft mode for PREVIEW_SESSION_SECONDS, in the perspective the Studio chose. */
export async function startPreviewSession(perspective: string | null | undefined) {
  (await draftMode()).enable();
  const jar = await cookies();
  const bypass = jar.get(DRAFT_MODE_COOKIE)?.value;
  // Next sets a session cookie; a preview must end by itself, so it gets an expiry.
  if (bypass) jar.set(DRAFT_MODE_COOKIE, bypass, { ...options(), maxAge: PREVIEW_SESSION_SECONDS });
  await setPreviewPerspective(perspective);
}

/** Drafts over published documents, or only what is published; the local lake has no releases. */
export async function setPreviewPerspective(perspective: string | null | undefined) {
  (await cookies()).set(perspectiveCookieName, perspective === 'published' ? 'published' : 'drafts', {
    ...options(),
    maxAge: PREVIEW_SESSION_SECONDS,
  });
}

export async function endPreviewSession() {
  (await draftMode()).disable();
  (await cookies()).delete({ name: perspectiveCookieName, ...options() });
}
