import { redirect } from 'next/navigation';
import { endPreviewSession } from '@/lib/content/preview-cookies';

/** Leaves the preview (the banner's link, the Presentation tool's `previewMode.disable`). */
export async function GET(request: Request) {
  await endPreviewSession();
  const asked = new URL(request.url).searchParams.get('redirect') ?? '/';
  // Only a path on this site (URL parsing catches `//host` and `/\host`): never an open redirect.
  const back = new URL(asked, 'http://site.invalid');
  redirect(back.origin === 'http://site.invalid' ? `${back.pathname}${back.search}` : '/');
}
