import type { MetadataRoute } from 'next';
import { stegaClean } from 'next-sanity';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { getSiteSettings } from '@/lib/content';
import { buildManifest } from '@/lib/seo/manifest';

/**
 * /manifest.webmanifest, static like the pages: names and description from the site settings
 * (English, see buildManifest), regenerated with them through their cache tag.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const settings = await getSiteSettings(DEFAULT_LOCALE);
  // Plain text, should an owner's preview ask for it (its texts carry stega).
  return buildManifest({
    name: stegaClean(settings.businessName ?? ''),
    description: stegaClean(settings.seo?.description ?? settings.description ?? ''),
  });
}
