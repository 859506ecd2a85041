import { FormattedMessage } from 'react-intl';
import { InstagramIcon } from '@/components/layout/icons';
import { buttonClasses } from '@/components/ui/button-styles';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { HomePage } from '@/lib/content';
import { toGallerySlides } from '@/lib/gallery/slides';
import { GalleryCarousel } from './gallery-carousel';

type Props = {
  heading: HomePage['page']['gallerySection'];
  images: HomePage['gallery'];
  instagramUrl: string | null | undefined;
};

/**
 * The gallery section (spec §2 Home): the heading, the featured carousel with its thumbnails,
 * and the Instagram profile link. Labels render through react-intl's client components, which
 * read the page language from the layout's IntlProvider.
 */
export function GallerySection({ heading, images, instagramUrl }: Props) {
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="bg-paper py-20 md:py-28">
      <Reveal className="mx-auto max-w-6xl px-5 md:px-8">
        <SectionHeading id="gallery-title" eyebrow={heading?.eyebrow} title={heading?.title} intro={heading?.intro} />
        <GalleryCarousel slides={toGallerySlides(images)} />
        {instagramUrl ? (
          <p className="mt-12 text-center">
            <a href={instagramUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('ghostDark')}>
              <InstagramIcon />
              <FormattedMessage id="gallery.followInstagram" />
              <span className="sr-only">
                {' '}
                <FormattedMessage id="media.opensInNewTab" />
              </span>
            </a>
          </p>
        ) : null}
      </Reveal>
    </section>
  );
}
