import { createImageUrlBuilder } from '@sanity/image-url';
import { contentLake } from '@/lib/env';

/**
 * Image and file URLs. Hosted: Sanity's CDN. On embedded defaults the same paths under the
 * site's `/sanity-assets` route, which passes them to the local Content Lake's CDN paths (so a
 * visitor's browser never needs to reach the lake). Either way next/image resizes.
 */
export const LOCAL_ASSETS_BASE_PATH = '/sanity-assets';
const SANITY_CDN = 'https://cdn.sanity.io';

const builder = createImageUrlBuilder({
  projectId: contentLake.projectId,
  dataset: contentLake.dataset,
  ...(contentLake.isLocal ? { baseUrl: LOCAL_ASSETS_BASE_PATH } : {}),
});

type ImageSource = Parameters<typeof builder.image>[0];

export function imageUrl(source: ImageSource): string {
  return builder.image(source).url();
}

/** A file asset's URL (`file.asset->url`), served through the site on embedded defaults. */
export function fileUrl(cdnUrl: string): string {
  return contentLake.isLocal ? cdnUrl.replace(SANITY_CDN, LOCAL_ASSETS_BASE_PATH) : cdnUrl;
}

/** The editor's hotspot as a CSS object-position, so a cropped image keeps its subject. */
export function hotspotPosition(hotspot: { x?: number; y?: number } | null | undefined): string | undefined {
  return hotspot?.x !== undefined && hotspot.y !== undefined ? `${hotspot.x * 100}% ${hotspot.y * 100}%` : undefined;
}
