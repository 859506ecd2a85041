import type { CSSProperties } from 'react';
import { getImageProps, type ImageProps } from 'next/image';

/** An `<img>`'s attributes from Next's image optimiser: srcset, sizes, optional placeholder. */
export type ImgProps = Omit<ReturnType<typeof getImageProps>['props'], 'style'> & { style?: CSSProperties };

export type OptimizedImage = Omit<ImageProps, 'placeholder' | 'blurDataURL' | 'objectPosition'> & {
  /** The tiny preview (a ~20 px WebP data URL) shown, scaled up, while the image loads. */
  lqip?: string | null;
  objectPosition?: string | null;
  /** The source's own width: wider candidates would only re-encode the same pixels under another URL. */
  sourceWidth?: number | null;
};

/** The inline layout next/image gives a `fill` image; `img-fill` in globals.css is the same box. */
const FILL_STYLE: CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
};
/** The class that stands for FILL_STYLE. */
const FILL_CLASS = 'img-fill';

/**
 * next/image's `<img>` attributes through its public `getImageProps`: on the server for images in
 * the HTML, in the browser for the gallery slides it builds once its carousel loads.
 *
 * The layout next/image writes inline on every image (the fill box, `color: transparent` that
 * hides alt text while loading) is in globals.css instead: inline, it would be in each image's
 * markup and again in the RSC payload. Only what is this image's own stays inline (its focal
 * point and placeholder).
 */
export function optimizedImgProps({ lqip, objectPosition, style, sourceWidth, ...props }: OptimizedImage): ImgProps {
  const next = getImageProps({
    ...props,
    // The data URL itself as the placeholder: the browser's smooth upscaling already blurs a
    // 20 px image. Next's 'blur' wraps it in an SVG filter, and Chrome parses one SVG document
    // per image while computing styles: 20 of them on the home page held its first paint back
    // by about 100 ms on a test machine.
    ...(lqip?.startsWith('data:image/') ? { placeholder: lqip as `data:image/${string}` } : {}),
    style: { ...(objectPosition ? { objectPosition } : {}), ...style },
  }).props;
  const { className: nextClassName, style: nextStyle, ...img } = next;
  const own = Object.entries(nextStyle ?? {}).filter(
    ([key, value]) =>
      value !== undefined &&
      !(key === 'color' && value === 'transparent') &&
      !(props.fill && FILL_STYLE[key as keyof CSSProperties] === value),
  );
  const className = [props.fill ? FILL_CLASS : '', nextClassName ?? ''].filter(Boolean).join(' ');
  // Absent rather than undefined: an undefined prop is still sent in the RSC payload, as "$undefined".
  return {
    ...img,
    ...(sourceWidth ? withinSourceWidth(img, sourceWidth) : {}),
    ...(className ? { className } : {}),
    ...(own.length ? { style: Object.fromEntries(own) as CSSProperties } : {}),
  };
}

/** The srcset's width candidates up to the first that covers the source, which also becomes `src`. */
function withinSourceWidth({ src, srcSet }: ImgProps, sourceWidth: number): Pick<ImgProps, 'src' | 'srcSet'> {
  const candidates = srcSet?.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return { url, width: descriptor.endsWith('w') ? Number.parseInt(descriptor, 10) : NaN };
  });
  if (!candidates?.length || candidates.some(({ width }) => Number.isNaN(width))) return { src, srcSet };
  const covering = candidates.findIndex(({ width }) => width >= sourceWidth);
  const kept = covering === -1 ? candidates : candidates.slice(0, covering + 1);
  return { src: kept.at(-1)!.url, srcSet: kept.map(({ url, width }) => `${url} ${width}w`).join(', ') };
}
