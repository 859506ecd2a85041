import { notFound } from 'next/navigation';
import { contentLake } from '@/lib/env';

/**
 * Embedded defaults: the local Content Lake's asset paths, passed through the site so browsers
 * only ever talk to the site. Hosted projects load assets from Sanity's CDN and never come here.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  if (!contentLake.isLocal || !contentLake.apiHost) notFound();
  const { path } = await params;
  const range = request.headers.get('range');
  const upstream = await fetch(`${contentLake.apiHost}/${path.map(encodeURIComponent).join('/')}`, {
    headers: range ? { range } : {},
    cache: 'no-store',
  }).catch(() => undefined);
  if (!upstream) return new Response('Content Lake unreachable', { status: 502 });
  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
