import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { hotspotPosition, imageUrl } from '@/lib/content/image';

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

/** An `<img>`'s attributes from Next's image optimiser: srcset, sizes, low-quality placeholder. */
export type ImgProps = ReturnType<typeof getImageProps>['props'];

type OptimizedImage = Omit<ImageProps, 'placeholder' | 'blurDataURL' | 'objectPosition'> & {
  /** The tiny preview (a ~20 px WebP data URL) shown, scaled up, while the image loads. */
  lqip?: string | null;
  objectPosition?: string | null;
};

/** next/image's `<img>` attributes, built on the server: no image code ships to the browser. */
export function optimizedImgProps({ lqip, objectPosition, style, ...props }: OptimizedImage): ImgProps {
  return getImageProps({
    ...props,
    // The data URL itself as the placeholder: the browser's smooth upscaling already blurs a
    // 20 px image. Next's 'blur' wraps it in an SVG filter, and Chrome parses one SVG document
    // per image while computing styles: 20 of them on the home page held its first paint back
    // by about 100 ms on a test machine.
    ...(lqip?.startsWith('data:image/') ? { placeholder: lqip as `data:image/${string}` } : {}),
    style: { ...(objectPosition ? { objectPosition } : {}), ...style },
  }).props;
}

/**
 * A Sanity image through Next's image optimiser: sized, low-quality placeholder, hotspot as focal
 * point. Rendered as a plain `<img>` from getImageProps on the server: the same markup as
 * next/image, without shipping its client component to every page.
 */
export function SanityImage({ image, decorative = false, fill, ...props }: Props) {
  if (!image?.asset) return null;
  const { asset } = image;
  const img = optimizedImgProps({
    ...props,
    fill,
    src: imageUrl({ asset: { _ref: asset._id } }),
    alt: decorative ? '' : (image.alt ?? ''),
    ...(fill ? {} : { width: asset.width ?? undefined, height: asset.height ?? undefined }),
    lqip: asset.lqip,
    objectPosition: hotspotPosition(image.hotspot),
  });
  // As next/image does for a priority image: a preload in the head, found before the body.
  if (props.priority || props.preload) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes
  return <img {...img} alt={img.alt} />;
}
