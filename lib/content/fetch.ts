import 'server-only';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { createClient, type QueryParams } from 'next-sanity';
import { defineLive } from 'next-sanity/live';
import { draftMode } from 'next/headers';
import { contentLake, contentLakeClientConfig } from '@/lib/env/public';
import { serverEnv } from '@/lib/env/server';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/constants';
import { STUDIO_BASE_PATH } from '@/studio/project';
import type { CacheTag } from './tags';

/**
 * The one door to content: next-sanity's client on Sanity's API (not the CDN, so tag
 * revalidation is never served stale by the CDN). Hosted and embedded differ only in where that
 * API is (contentLake.apiHost): on embedded defaults, the local Content Lake. Every fetch carries
 * its cache tags, so pages are static and a signed webhook regenerates them.
 */
const client = createClient({
  ...contentLakeClientConfig(contentLake),
  perspective: 'published',
  token: serverEnv.sanityReadToken,
  // Stega (edit links hidden in the texts, from the answer's Content Source Map) is off: only the
  // owner's preview turns it on, through defineLive below. Visitors' pages never carry it.
  stega: { enabled: false, studioUrl: STUDIO_BASE_PATH },
});

/**
 * The owner's preview (Next's draft mode, opened by the Studio's Presentation tool), as
 * next-sanity does it: `sanityFetch` reads in the perspective the Studio chose (its cookie) with
 * stega on, uncached; `<SanityLive>` refreshes the page on each Live Content API event, drafts
 * included. The read token (a Viewer) reaches the browser only inside a draft-mode session, for
 * those events (docs/security.md).
 */
export const { sanityFetch, SanityLive } = defineLive({
  client,
  serverToken: serverEnv.sanityReadToken ?? false,
  browserToken: serverEnv.sanityReadToken ?? false,
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
  if (!publishedOnly && (await draftMode()).isEnabled) return (await sanityFetch({ query, params, tags })).data as T;
  return client.fetch<T>(query, params, { next: { tags, revalidate: CONTENT_REVALIDATE_SECONDS } });
}

/**
 * The published content as it is now, never from Next's cache: for what copies it elsewhere (the
 * booking database's price list) right after a publish, before any page has been regenerated.
 */
export async function freshFetch<T>({ query, params = {} }: { query: string; params?: QueryParams }): Promise<T> {
  return client.fetch<T>(query, params, { cache: 'no-store' });
}

/**
 * Checks a preview URL the Studio's Presentation tool opened (`sanity-preview-secret`, a secret it
 * stored in the dataset less than an hour ago) with Sanity's own check, which reads that private
 * document with the read token. Undefined when no token is configured.
 */
export async function checkPreviewUrl(url: string) {
  return serverEnv.sanityReadToken ? validatePreviewUrl(client, url) : undefined;
}
