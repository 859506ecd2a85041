import { notFound } from 'next/navigation';
import { serveLocalAsset } from '@/lib/content/local-assets';
import { isSanityConfigured } from '@/lib/env';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  // Hosted projects serve assets from Sanity's CDN; this route exists for the bundled dataset only.
  if (isSanityConfigured) notFound();
  const { path } = await params;
  return serveLocalAsset(path.join('/'), request.headers.get('range'));
}
