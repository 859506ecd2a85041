import 'server-only';
import { createClient, type QueryParams } from 'next-sanity';
import { unstable_cache } from 'next/cache';
import { isSanityConfigured, publicEnv } from '@/lib/env';
import { serverEnv } from '@/lib/env.server';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/constants';
import { localDatasetVersion, queryLocalDataset } from './local-dataset';
import type { CacheTag } from './tags';

/**
 * The one door to content. Hosted: Sanity's API (not the CDN, so tag revalidation is never
 * served stale by the CDN). Embedded: the bundled dataset through groq-js. Both paths carry the
 * same cache tags, so pages are static and a signed webhook regenerates them.
 */
const client = isSanityConfigured
  ? createClient({
      projectId: publicEnv.sanityProjectId,
      dataset: publicEnv.sanityDataset,
      apiVersion: publicEnv.sanityApiVersion,
      useCdn: false,
      perspective: 'published',
      token: serverEnv.sanityReadToken,
    })
  : undefined;

export async function contentFetch<T>({
  query,
  params = {},
  tags,
}: {
  query: string;
  params?: QueryParams;
  tags: CacheTag[];
}): Promise<T> {
  if (client) {
    return client.fetch<T>(query, params, { next: { tags, revalidate: CONTENT_REVALIDATE_SECONDS } });
  }
  // The data cache outlives builds; keying it by the dataset's version keeps it honest.
  const version = await localDatasetVersion();
  const cached = unstable_cache(
    () => queryLocalDataset<T>(query, params),
    ['groq', version, query, JSON.stringify(params)],
    {
      tags,
      revalidate: CONTENT_REVALIDATE_SECONDS,
    },
  );
  return cached();
}
