import type { ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { croppedSize, hotspotPosition, imageUrl, isCropped } from '@/lib/content/image';
import { optimizedImgProps } from '@/lib/images/img-props';

/**
 * What this component reads of the image every query projects (`imageFields` in
 * lib/content/queries.ts). Its size comes from the asset id and the crop, not the metadata: the
 * URL serves the crop.
 */
export type ContentImage = {
  alt: string | null;
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  asset: { _id: string; lqip: string | null } | null;
} | null;

type Props = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height' | 'placeholder' | 'blurDataURL'> & {
  image: ContentImage;
  /** Decorative images get an empty alt regardless of content. */
  decorative?: boolean;
};

/**
 * A Sanity image through Next's image optimiser: the editor's crop, sized, hotspot as focal
 * point. Rendered as a plain `<img>` from getImageProps on the server: the same markup as
 * next/image, without shipping its client component to every page. Only the image the first
 * paint shows (`priority`) gets its low-quality preview: inline base64 barely compresses, and
 * every other image's would weigh on the HTML (twice, markup and RSC payload) ahead of that
 * paint; they sit on their frame's colour.
 */
export function SanityImage({ image, decorative = false, fill, ...props }: Props) {
  const asset = image?.asset;
  if (!image || !asset) return null;
  const source = { ...image, asset };
  const size = croppedSize(source);
  if (!size) return null;
  const firstPaint = Boolean(props.priority || props.preload);
  const img = optimizedImgProps({
    ...props,
    fill,
    src: imageUrl(source),
    alt: decorative ? '' : (image.alt ?? ''),
    ...(fill ? {} : size),
    // The asset's preview shows the whole original: under a crop it would jump when the image lands.
    lqip: firstPaint && !isCropped(source) ? asset.lqip : null,
    objectPosition: hotspotPosition(source),
  });
  // As next/image does for a priority image: a preload in the head, found before the body.
  if (firstPaint) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes
  return <img {...img} alt={img.alt} />;
}
