import { notFound } from 'next/navigation';
import { contentLake } from '@/lib/env/public';
import { isLocalAssetPath, localAssetHeaders, localAssetLakePath, localAssetSearch } from '@/lib/content/local-assets';

/**
 * Embedded defaults: the local Content Lake's asset files, passed through the site so browsers
 * only ever talk to the site; nothing else of the lake is reachable here. An image keeps its
 * image parameters (the editor's crop as `rect=`). Hosted projects load assets from Sanity's CDN
 * and never come here.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (!contentLake.isLocal || !contentLake.apiHost || !isLocalAssetPath(path)) notFound();
  const range = request.headers.get('range');
  const search = localAssetSearch(path, new URL(request.url).searchParams);
  const upstream = await fetch(`${contentLake.apiHost}/${localAssetLakePath(path)}${search}`, {
    headers: range ? { range } : {},
    cache: 'no-store',
  }).catch(() => undefined);
  if (!upstream) return new Response('Content Lake unreachable', { status: 502 });
  const headers = new Headers(localAssetHeaders(upstream.headers.get('content-type')));
  for (const name of ['content-length', 'content-range', 'accept-ranges', 'cache-control']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
