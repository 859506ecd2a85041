import type { CSSProperties } from 'react';
import { getImageProps, type ImageProps } from 'next/image';

/** An `<img>`'s attributes from Next's image optimiser: srcset, sizes, optional placeholder. */
export type ImgProps = Omit<ReturnType<typeof getImageProps>['props'], 'style'> & { style?: CSSProperties };

export type OptimizedImage = Omit<ImageProps, 'placeholder' | 'blurDataURL' | 'objectPosition'> & {
  /** The tiny preview (a ~20 px WebP data URL) shown, scaled up, while the image loads. */
  lqip?: string | null;
  objectPosition?: string | null;
};

/**
 * next/image's `<img>` attributes through its public `getImageProps`, as it gives them: on the
 * server for images in the HTML, in the browser for the gallery slides its carousel builds.
 */
export function optimizedImgProps({ lqip, objectPosition, style, ...props }: OptimizedImage): ImgProps {
  return getImageProps({
    ...props,
    // The data URL itself as the placeholder: the browser's smooth upscaling already blurs a 20 px
    // image, where Next's 'blur' wraps it in an SVG filter that Chrome parses once per image.
    ...(lqip?.startsWith('data:image/') ? { placeholder: lqip as `data:image/${string}` } : {}),
    style: { ...(objectPosition ? { objectPosition } : {}), ...style },
  }).props;
}
