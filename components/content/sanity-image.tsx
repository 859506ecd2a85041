import Image, { type ImageProps } from 'next/image';
import { imageUrl } from '@/lib/content/image';

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

/** A Sanity image through next/image: sized, blurred placeholder, hotspot as focal point. */
export function SanityImage({ image, decorative = false, style, fill, ...props }: Props) {
  if (!image?.asset) return null;
  const { asset, hotspot } = image;
  const objectPosition = hotspot?.x !== undefined && hotspot?.y !== undefined ? `${hotspot.x * 100}% ${hotspot.y * 100}%` : undefined;
  return (
    <Image
      {...props}
      fill={fill}
      src={imageUrl({ asset: { _ref: asset._id } })}
      alt={decorative ? '' : (image.alt ?? '')}
      {...(fill ? {} : { width: asset.width ?? undefined, height: asset.height ?? undefined })}
      {...(asset.lqip ? { placeholder: 'blur' as const, blurDataURL: asset.lqip } : {})}
      style={{ objectPosition, ...style }}
    />
  );
}
