import { redirect } from 'next/navigation';
import { endPreviewSession } from '@/lib/content/preview-cookies';
import { sameOriginPath } from '@/lib/security/same-origin-path';

/** Leaves the preview (the banner's link, the Presentation tool's `previewMode.disable`). */
export async function GET(request: Request) {
  await endPreviewSession();
  // Only a path on this site: never an open redirect.
  redirect(sameOriginPath(new URL(request.url).searchParams.get('redirect')));
}
