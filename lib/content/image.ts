import { createImageUrlBuilder } from '@sanity/image-url';
import { contentLake } from '@/lib/env/public';
import { serverEnv } from '@/lib/env/server';
import { cropSignature, imageSigningKey } from './image-signature';

/**
 * Image and file URLs. Hosted: Sanity's CDN. On embedded defaults the same paths under the
 * site's `/sanity-assets` route, which passes them to the local Content Lake's CDN paths (so a
 * visitor's browser never needs to reach the lake). Either way next/image resizes.
 */
export const LOCAL_ASSETS_BASE_PATH = '/sanity-assets';
const SANITY_CDN = 'https://cdn.sanity.io';
const SIGNING_KEY = imageSigningKey(serverEnv.revalidateSecret);

const builder = createImageUrlBuilder({
  projectId: contentLake.projectId,
  dataset: contentLake.dataset,
  ...(contentLake.isLocal ? { baseUrl: LOCAL_ASSETS_BASE_PATH } : {}),
});

/** An image field as the queries project it: the asset, and the crop and hotspot drawn in the Studio. */
export type CroppableImage = {
  asset: { _id: string };
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null;
};

type Size = { width: number; height: number };

/** The original's size, from the asset id (`image-<sha1>-<w>x<h>-<ext>`), as @sanity/image-url reads it. */
function assetSize(assetId: string): Size | null {
  const match = /^image-[^-]+-(\d+)x(\d+)-[^-]+$/.exec(assetId);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** The editor's crop in the original's pixels, rounded exactly as @sanity/image-url writes it as `rect`. */
function cropRect(
  image: CroppableImage,
): { original: Size; left: number; top: number; width: number; height: number } | null {
  const original = assetSize(image.asset._id);
  if (!original) return null;
  const { top = 0, bottom = 0, left = 0, right = 0 } = image.crop ?? {};
  const x = Math.round(left * original.width);
  const y = Math.round(top * original.height);
  return {
    original,
    left: x,
    top: y,
    width: Math.round(original.width - right * original.width - x),
    height: Math.round(original.height - bottom * original.height - y),
  };
}

/** The cropped image's size: what the URL serves, so width, height and aspect ratio must be these. */
export function croppedSize(image: CroppableImage): Size | null {
  const rect = cropRect(image);
  return rect && { width: rect.width, height: rect.height };
}

/** Whether the URL serves less than the whole original (so the asset's preview would not match it). */
export function isCropped(image: CroppableImage): boolean {
  const rect = cropRect(image);
  if (!rect) return false;
  const { left, top, width, height, original } = rect;
  return left !== 0 || top !== 0 || width !== original.width || height !== original.height;
}

/**
 * The image's URL with the editor's crop (`rect=`), which Sanity's CDN and the local lake apply,
 * signed (lib/content/image-signature.ts): the image optimizer resizes no other crop.
 */
export function imageUrl(image: CroppableImage): string {
  const { top = 0, bottom = 0, left = 0, right = 0 } = image.crop ?? {};
  const { x = 0.5, y = 0.5, width = 1, height = 1 } = image.hotspot ?? {};
  const source = builder.image({
    asset: { _ref: image.asset._id },
    crop: { top, bottom, left, right },
    hotspot: { x, y, width, height },
  });
  const url = source.url();
  const [path = '', search = ''] = url.split('?');
  const rect = new URLSearchParams(search).get('rect');
  if (rect === null) return url;
  const file = path.slice(path.lastIndexOf('/') + 1);
  const extension = file.slice(file.lastIndexOf('.') + 1);
  return source.vanityName(`${cropSignature(SIGNING_KEY, file, rect)}.${extension}`).url();
}

/** A file asset's URL (`file.asset->url`), served through the site on embedded defaults. */
export function fileUrl(cdnUrl: string): string {
  return contentLake.isLocal ? cdnUrl.replace(SANITY_CDN, LOCAL_ASSETS_BASE_PATH) : cdnUrl;
}

const percent = (fraction: number) => `${Number((Math.min(1, Math.max(0, fraction)) * 100).toFixed(2))}%`;

/**
 * The editor's hotspot as a CSS object-position, so a frame that cuts the image keeps its subject.
 * The hotspot is in fractions of the original; the URL serves the crop, so it is moved into the crop.
 */
export function hotspotPosition(image: CroppableImage): string | undefined {
  const { hotspot } = image;
  const rect = cropRect(image);
  if (hotspot?.x === undefined || hotspot.y === undefined || !rect) return undefined;
  const x = (hotspot.x * rect.original.width - rect.left) / rect.width;
  const y = (hotspot.y * rect.original.height - rect.top) / rect.height;
  return `${percent(x)} ${percent(y)}`;
}
