import { redirect } from 'next/navigation';
import { checkPreviewUrl } from '@/lib/content';
import { startPreviewSession } from '@/lib/content/preview-cookies';
import { sameOriginPath } from '@/lib/security/same-origin-path';

/**
 * The Presentation tool's way in (`previewMode.enable` in sanity.config.ts): a valid, unexpired
 * preview secret opens the owner's preview and goes on to the page asked for; anything else is 401.
 */
export async function GET(request: Request) {
  const check = await checkPreviewUrl(request.url);
  if (!check) {
    return new Response('Preview is not configured: set SANITY_API_READ_TOKEN (a Viewer token of the project).', {
      status: 503,
    });
  }
  if (!check.isValid) return new Response('Invalid or expired preview secret.', { status: 401 });
  await startPreviewSession(check.studioPreviewPerspective);
  // The preview secret proves the Studio sent the owner here, not where to: only a path of this site.
  redirect(sameOriginPath(check.redirectTo));
}
