import type { ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { hotspotPosition, imageUrl } from '@/lib/content/image';
import { optimizedImgProps } from '@/lib/images/img-props';

/** The image shape every query projects (see `imageFields` in lib/content/queries.ts). */
export type ContentImage = {
  alt: string | null;
  hotspot?: { x?: number; y?: number } | null;
  crop?: unknown;
  asset: { _id: string; width: number | null; height: number | null; lqip: string | null } | null;
} | null;

type Props = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height' | 'placeholder' | 'blurDataURL'> & {
  image: ContentImage;
  /** Decorative images get an empty alt regardless of content. */
  decorative?: boolean;
};

/**
 * A Sanity image through Next's image optimiser: sized, hotspot as focal point. Rendered as a
 * plain `<img>` from getImageProps on the server: the same markup as next/image, without shipping
 * its client component to every page. Only the image the first paint shows (`priority`) gets its
 * low-quality preview: inline base64 barely compresses, and every other image's would weigh on
 * the HTML (twice, markup and RSC payload) ahead of that paint; they sit on their frame's colour.
 */
export function SanityImage({ image, decorative = false, fill, ...props }: Props) {
  if (!image?.asset) return null;
  const { asset } = image;
  const firstPaint = Boolean(props.priority || props.preload);
  const img = optimizedImgProps({
    ...props,
    fill,
    src: imageUrl({ asset: { _ref: asset._id } }),
    alt: decorative ? '' : (image.alt ?? ''),
    ...(fill ? {} : { width: asset.width ?? undefined, height: asset.height ?? undefined }),
    lqip: firstPaint ? asset.lqip : null,
    objectPosition: hotspotPosition(image.hotspot),
    sourceWidth: asset.width,
  });
  // As next/image does for a priority image: a preload in the head, found before the body.
  if (firstPaint) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes
  return <img {...img} alt={img.alt} />;
}
