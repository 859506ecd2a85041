import { BeforeAfterList } from '@/components/before-after/before-after-list';
import { InstagramIcon } from '@/components/layout/icons';
import { buttonClasses } from '@/components/ui/button-styles';
import { SectionShell } from '@/components/ui/section-shell';
import { homeSection } from './home-section';
import type { BeforeAfterPairsContent, HomePageContent } from '@/lib/content';
import { toGallerySlides, type GallerySlide } from '@/lib/gallery/slides';
import { CLIENT_LABEL_IDS, GALLERY_TEMPLATE_VALUES } from '@/lib/i18n/client-labels';
import type { Locale } from '@/lib/constants';
import { getIntl, pickMessages } from '@/lib/i18n/server';
import { GalleryCarousel } from './gallery-carousel';
import { featuredImgProps, type GallerySource } from './gallery-images';

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
  /** The before and after pairs that close the section, under their own heading. */
  beforeAfter: { heading: HomePageContent['page']['beforeAfterSection']; pairs: BeforeAfterPairsContent };
};

/**
 * The gallery section (spec §2 Home): the heading, the featured carousel with its thumbnails,
 * the Instagram profile link, and the before and after pairs (issue 37) under their own heading.
 */
export async function GallerySection({ lang, heading, images, instagramUrl, beforeAfter }: Props) {
  const intl = getIntl(lang);
  // Absent values stay absent: an undefined prop would still be sent, as "$undefined".
  const slides: GalleryPicture[] = toGallerySlides(images).map(({ id, caption, src, alt, objectPosition }) => ({
    id,
    ...(caption && { caption }),
    source: { src, alt, ...(objectPosition && { objectPosition }) },
  }));
  const section = homeSection('gallery');
  return (
    <SectionShell {...section} className="bg-paper py-20 md:py-28" layout="column" heading={heading}>
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
      {beforeAfter.pairs.length > 0 ? (
        <div id="before-after" className="mt-16 md:mt-20">
          <div className="mx-auto max-w-2xl text-center">
            {beforeAfter.heading?.eyebrow ? (
              <p className="eyebrow text-gold-deep">{beforeAfter.heading.eyebrow}</p>
            ) : null}
            <h3 className="mt-2 text-2xl font-bold tracking-tight text-balance text-ink md:text-3xl">
              {beforeAfter.heading?.title}
            </h3>
            {beforeAfter.heading?.intro ? (
              <p className="mt-3 text-base leading-relaxed text-pretty text-slate">{beforeAfter.heading.intro}</p>
            ) : null}
          </div>
          <BeforeAfterList lang={lang} pairs={beforeAfter.pairs} className="mt-10" />
        </div>
      ) : null}
    </SectionShell>
  );
}
