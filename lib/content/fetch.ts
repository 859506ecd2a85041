import 'server-only';
import { createClient, type QueryParams } from 'next-sanity';
import { contentLake } from '@/lib/env';
import { serverEnv } from '@/lib/env.server';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/constants';
import type { CacheTag } from './tags';

/**
 * The one door to content: next-sanity's client on Sanity's API (not the CDN, so tag
 * revalidation is never served stale by the CDN). Hosted and embedded differ only in where that
 * API is (contentLake.apiHost): on embedded defaults, the local Content Lake. Every fetch carries
 * its cache tags, so pages are static and a signed webhook regenerates them.
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
}: {
  query: string;
  params?: QueryParams;
  tags: CacheTag[];
}): Promise<T> {
  return client.fetch<T>(query, params, { next: { tags, revalidate: CONTENT_REVALIDATE_SECONDS } });
}
