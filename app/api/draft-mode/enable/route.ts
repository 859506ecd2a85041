import { redirect } from 'next/navigation';
import { checkPreviewUrl } from '@/lib/content';
import { startPreviewSession } from '@/lib/content/preview-cookies';

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
  redirect(check.redirectTo ?? '/');
}
