import type { IntlShape } from 'react-intl';
import { hotspotPosition, imageUrl } from '@/lib/content/image';
import type { HomePageContent } from '@/lib/content';

/**
 * What the gallery's client islands need of one image, as plain serialisable values: the URL is
 * built on the server so the browser bundle carries no image-URL builder or env parsing.
 */
export type GallerySlide = {
  id: string;
  src: string;
  alt: string;
  caption: string | null;
  width: number;
  height: number;
  /** CSS object-position from the editor's hotspot, so cropping keeps the subject. */
  objectPosition: string | null;
  /** Localized, e.g. '3 of 13' (the slide's name), 'Image 3 of 13', 'Show image 3: <alt>'. */
  slideLabel: string;
  status: string;
  thumbnailLabel: string;
};

type GalleryItem = HomePageContent['gallery'][number];

export function toGallerySlides(
  images: readonly GalleryItem[],
  intl: Pick<IntlShape, 'formatMessage'>,
): GallerySlide[] {
  const shown = images.flatMap(({ _id, caption, image }) => {
    const asset = image?.asset;
    if (!image || !asset?.width || !asset.height) return [];
    return [
      {
        id: _id,
        src: imageUrl({ asset: { _ref: asset._id } }),
        // Alt text is required in the Studio; the caption is a last resort for legacy documents.
        alt: image.alt ?? caption ?? '',
        caption: caption ?? null,
        width: asset.width,
        height: asset.height,
        objectPosition: hotspotPosition(image.hotspot) ?? null,
      },
    ];
  });
  const total = shown.length;
  return shown.map((slide, index) => ({
    ...slide,
    slideLabel: intl.formatMessage({ id: 'gallery.slide' }, { current: index + 1, total }),
    status: intl.formatMessage({ id: 'gallery.status' }, { current: index + 1, total }),
    thumbnailLabel: intl.formatMessage({ id: 'gallery.thumbnail' }, { index: index + 1, alt: slide.alt }),
  }));
}
