import type { MetadataRoute } from 'next';
import { getSitemapEntries } from '@/lib/content';
import { publicEnv } from '@/lib/env/public';
import { buildSitemap } from '@/lib/seo/sitemap';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(await getSitemapEntries(), publicEnv.siteUrl);
}
