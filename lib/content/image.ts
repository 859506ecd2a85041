import { createImageUrlBuilder } from '@sanity/image-url';
import { isSanityConfigured, publicEnv } from '@/lib/env';

/**
 * Image and file URLs. Hosted: Sanity's CDN. Embedded: the same paths under the site's own
 * `/sanity-assets` route, which serves the bundled asset files. Either way next/image resizes.
 */
export const LOCAL_ASSETS_BASE_PATH = '/sanity-assets';
export const LOCAL_PROJECT_ID = 'local';
const SANITY_CDN = 'https://cdn.sanity.io';

const builder = createImageUrlBuilder({
  projectId: publicEnv.sanityProjectId ?? LOCAL_PROJECT_ID,
  dataset: publicEnv.sanityDataset,
  ...(isSanityConfigured ? {} : { baseUrl: LOCAL_ASSETS_BASE_PATH }),
});

type ImageSource = Parameters<typeof builder.image>[0];

export function imageUrl(source: ImageSource): string {
  return builder.image(source).url();
}

/** A file asset's URL (`file.asset->url`), served locally on embedded defaults. */
export function fileUrl(cdnUrl: string): string {
  return isSanityConfigured ? cdnUrl : cdnUrl.replace(SANITY_CDN, LOCAL_ASSETS_BASE_PATH);
}

/** The editor's hotspot as a CSS object-position, so a cropped image keeps its subject. */
export function hotspotPosition(hotspot: { x?: number; y?: number } | null | undefined): string | undefined {
  return hotspot?.x !== undefined && hotspot.y !== undefined ? `${hotspot.x * 100}% ${hotspot.y * 100}%` : undefined;
}
