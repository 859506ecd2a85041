import { optimizedImgProps, type ImgProps } from '@/lib/images/img-props';

// The featured frame spans the section container (max-w-6xl minus padding) or nearly the
// viewport. Written as a bare `100vw`: next/image only trims its srcset to screen widths when the
// size is a plain vw value (inside calc() it lists every width).
const FEATURED_SIZES = '(min-width: 72rem) 68rem, 100vw';

/** What a featured gallery picture is made from: small enough to carry for every slide. */
export type FeaturedSource = { src: string; alt: string; objectPosition: string | null };

/**
 * A featured picture's `<img>` attributes. The server builds the first slide's, which is in the
 * HTML; the carousel builds the others' in the browser when it loads (this module comes with it),
 * so the page does not carry twelve srcsets nobody sees before the carousel moves.
 */
export function featuredImgProps({ src, alt, objectPosition }: FeaturedSource): ImgProps {
  return optimizedImgProps({ src, alt, fill: true, sizes: FEATURED_SIZES, loading: 'lazy', objectPosition });
}
