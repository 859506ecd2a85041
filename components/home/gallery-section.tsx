import { InstagramIcon } from '@/components/layout/icons';
import { buttonClasses } from '@/components/ui/button-styles';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { getEditTargets, singletonSource, type HomePageContent } from '@/lib/content';
import { toGallerySlides, type GallerySlide } from '@/lib/gallery/slides';
import { CLIENT_LABEL_IDS, GALLERY_TEMPLATE_VALUES } from '@/lib/i18n/client-labels';
import type { Locale } from '@/lib/constants';
import { getIntl, pickMessages } from '@/lib/i18n/server';
import { GalleryCarousel } from './gallery-carousel';
import { featuredImgProps, type GallerySource } from './gallery-images';
import { HOME_SECTIONS } from '@/lib/seo/routes';

/**
 * A slide as the carousel gets it: its caption and the source of its pictures. Its labels are
 * filled in by the carousel from the gallery's templates.
 */
export type GalleryPicture = Pick<GallerySlide, 'id' | 'caption'> & { source: GallerySource };

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
export async function GallerySection({ lang, heading, images, instagramUrl }: Props) {
  const edit = await getEditTargets(lang);
  const intl = getIntl(lang);
  // Absent values stay absent: an undefined prop would still be sent, as "$undefined".
  const slides: GalleryPicture[] = toGallerySlides(images).map(({ id, caption, src, alt, objectPosition }) => ({
    id,
    ...(caption && { caption }),
    source: { src, alt, ...(objectPosition && { objectPosition }) },
  }));
  return (
    <section id={HOME_SECTIONS.gallery} aria-labelledby="gallery-title" className="bg-paper py-20 md:py-28">
      <Reveal className="mx-auto max-w-6xl px-5 md:px-8">
        <SectionHeading
          titleSource={edit(singletonSource('homePage'), 'gallerySection.title')}
          id="gallery-title"
          eyebrow={heading?.eyebrow}
          title={heading?.title}
          intro={heading?.intro}
        />
        <GalleryCarousel
          slides={slides}
          first={slides[0] ? featuredImgProps(slides[0].source) : null}
          labels={pickMessages(lang, CLIENT_LABEL_IDS.gallery, GALLERY_TEMPLATE_VALUES)}
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
