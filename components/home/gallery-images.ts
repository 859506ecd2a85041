import { optimizedImgProps, type ImgProps } from '@/lib/images/img-props';

// The featured frame spans the section container (max-w-6xl minus padding) or nearly the
// viewport. Written as a bare `100vw`: next/image only trims its srcset to screen widths when the
// size is a plain vw value (inside calc() it lists every width).
const FEATURED_SIZES = '(min-width: 72rem) 68rem, 100vw';
// Thumbnails are a fixed 96 × 64 px at most (w-24 h-16): a 1x/2x srcset.
const THUMBNAIL_SIZE = { width: 96, height: 64 };

/** What a gallery picture is made from: small enough to carry for every slide. */
export type GallerySource = { src: string; alt: string; objectPosition?: string };

/**
 * The gallery's `<img>` attributes. The server builds the first featured picture's, which is in
 * the HTML; the carousel builds the rest in the browser when it loads (this module comes with
 * it), so the page does not carry 25 srcsets that nobody sees before then.
 */
export function featuredImgProps({ src, alt, objectPosition }: GallerySource): ImgProps {
  return optimizedImgProps({
    src,
    alt,
    fill: true,
    sizes: FEATURED_SIZES,
    loading: 'lazy',
    objectPosition,
  });
}

/** A thumbnail sits inside a labelled button: its picture is decorative. */
export function thumbnailImgProps({ src, objectPosition }: GallerySource): ImgProps {
  return optimizedImgProps({ src, alt: '', ...THUMBNAIL_SIZE, loading: 'lazy', objectPosition });
}
