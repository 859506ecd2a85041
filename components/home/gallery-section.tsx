import { InstagramIcon } from '@/components/layout/icons';
import { buttonClasses } from '@/components/ui/button-styles';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { HomePageContent } from '@/lib/content';
import { toGallerySlides, type GallerySlide } from '@/lib/gallery/slides';
import { CLIENT_LABEL_IDS } from '@/lib/i18n/client-labels';
import type { Locale } from '@/lib/constants';
import { getIntl, pickMessages } from '@/lib/i18n/server';
import { optimizedImgProps, type ImgProps } from '@/lib/images/img-props';
import { GalleryCarousel } from './gallery-carousel';
import { featuredImgProps, type FeaturedSource } from './gallery-featured';
import { HOME_SECTIONS } from '@/lib/seo/routes';

// Thumbnails are a fixed 96 × 64 px at most (w-24 h-16): a 1x/2x srcset.
const THUMBNAIL_SIZE = { width: 96, height: 64 };

/** A slide as the carousel gets it: its texts, its thumbnail's `<img>` and its featured source. */
export type GalleryPicture = Pick<GallerySlide, 'id' | 'caption' | 'slideLabel' | 'status' | 'thumbnailLabel'> & {
  featured: FeaturedSource;
  thumbnail: ImgProps;
};

// Thumbnails sit inside a labelled button: their picture is decorative. They show the shimmer
// while loading.
function thumbnailProps({ src, objectPosition }: GallerySlide): ImgProps {
  return optimizedImgProps({ src, alt: '', ...THUMBNAIL_SIZE, loading: 'lazy', objectPosition });
}

type Props = {
  lang: Locale;
  heading: HomePageContent['page']['gallerySection'];
  images: HomePageContent['gallery'];
  instagramUrl: string | null | undefined;
};

/**
 * The gallery section (spec §2 Home): the heading, the featured carousel with its thumbnails,
 * and the Instagram profile link.
 */
export function GallerySection({ lang, heading, images, instagramUrl }: Props) {
  const intl = getIntl(lang);
  const slides: GalleryPicture[] = toGallerySlides(images, intl).map((slide) => ({
    id: slide.id,
    caption: slide.caption,
    slideLabel: slide.slideLabel,
    status: slide.status,
    thumbnailLabel: slide.thumbnailLabel,
    featured: { src: slide.src, alt: slide.alt, objectPosition: slide.objectPosition },
    thumbnail: thumbnailProps(slide),
  }));
  return (
    <section id={HOME_SECTIONS.gallery} aria-labelledby="gallery-title" className="bg-paper py-20 md:py-28">
      <Reveal className="mx-auto max-w-6xl px-5 md:px-8">
        <SectionHeading id="gallery-title" eyebrow={heading?.eyebrow} title={heading?.title} intro={heading?.intro} />
        <GalleryCarousel
          slides={slides}
          first={slides[0] ? featuredImgProps(slides[0].featured) : null}
          labels={pickMessages(lang, CLIENT_LABEL_IDS.gallery)}
        />
        {instagramUrl ? (
          <p className="mt-12 text-center">
            <a href={instagramUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('ghostDark')}>
              <InstagramIcon />
              {intl.formatMessage({ id: 'gallery.followInstagram' })}
              <span className="sr-only"> {intl.formatMessage({ id: 'media.opensInNewTab' })}</span>
            </a>
          </p>
        ) : null}
      </Reveal>
    </section>
  );
}
