import { getImageProps, type ImageProps } from 'next/image';

/** An `<img>`'s attributes from Next's image optimiser: srcset, sizes, optional placeholder. */
export type ImgProps = ReturnType<typeof getImageProps>['props'];

export type OptimizedImage = Omit<ImageProps, 'placeholder' | 'blurDataURL' | 'objectPosition'> & {
  /** The tiny preview (a ~20 px WebP data URL) shown, scaled up, while the image loads. */
  lqip?: string | null;
  objectPosition?: string | null;
};

/**
 * next/image's `<img>` attributes through its public `getImageProps`: on the server for images in
 * the HTML, in the browser for the gallery slides it builds once its carousel loads.
 */
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
