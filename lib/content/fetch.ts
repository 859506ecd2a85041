import 'server-only';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { createClient, type QueryParams } from 'next-sanity';
import { contentLake } from '@/lib/env/public';
import { serverEnv } from '@/lib/env/server';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/constants';
import { previewPerspective } from './preview';
import type { CacheTag } from './tags';

/**
 * The one door to content: next-sanity's client on Sanity's API (not the CDN, so tag
 * revalidation is never served stale by the CDN). Hosted and embedded differ only in where that
 * API is (contentLake.apiHost): on embedded defaults, the local Content Lake. Every fetch carries
 * its cache tags, so pages are static and a signed webhook regenerates them. In the owner's preview
 * (draft mode) the same queries read drafts with the read token, uncached.
 */
const client = createClient({
  projectId: contentLake.projectId,
  dataset: contentLake.dataset,
  apiVersion: contentLake.apiVersion,
  // A given host is used as is (no project subdomain), as Sanity's client allows.
  ...(contentLake.apiHost ? { apiHost: contentLake.apiHost, useProjectHostname: false } : {}),
  useCdn: false,
  perspective: 'published',
  token: serverEnv.sanityReadToken,
});

export async function contentFetch<T>({
  query,
  params = {},
  tags,
  publishedOnly = false,
}: {
  query: string;
  params?: QueryParams;
  tags: CacheTag[];
  /** Never the preview: for what runs without a request (a route's generateStaticParams). */
  publishedOnly?: boolean;
}): Promise<T> {
  const perspective = publishedOnly ? undefined : await previewPerspective();
  if (perspective) return client.fetch<T>(query, params, { perspective, cache: 'no-store' });
  return client.fetch<T>(query, params, { next: { tags, revalidate: CONTENT_REVALIDATE_SECONDS } });
}

/**
 * Checks a preview URL the Studio's Presentation tool opened (`sanity-preview-secret`, a secret it
 * stored in the dataset less than an hour ago) with Sanity's own check, which reads that private
 * document with the read token. Undefined when no token is configured.
 */
export async function checkPreviewUrl(url: string) {
  return serverEnv.sanityReadToken ? validatePreviewUrl(client, url) : undefined;
}

/**
 * Content changes, drafts included, as Sanity's Live Content API announces them (the read token
 * may see drafts): what the owner's preview refreshes on. Calls `onChange` per change until `signal`
 * aborts.
 */
export function watchContentChanges(onChange: () => void, signal: AbortSignal) {
  const subscription = client.live.events({ includeDrafts: true, tag: 'site.preview' }).subscribe({
    next: (event) => {
      if (event.type === 'message' || event.type === 'restart') onChange();
    },
    error: () => undefined,
  });
  signal.addEventListener('abort', () => subscription.unsubscribe(), { once: true });
}
