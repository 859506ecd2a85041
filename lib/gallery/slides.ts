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
  caption?: string;
  width: number;
  height: number;
  /** CSS object-position from the editor's hotspot, so cropping keeps the subject. */
  objectPosition?: string;
};

type GalleryItem = HomePageContent['gallery'][number];

/** The images that can be shown, in order; absent values are left out rather than sent as null. */
export function toGallerySlides(images: readonly GalleryItem[]): GallerySlide[] {
  return images.flatMap(({ _id, caption, image }) => {
    const asset = image?.asset;
    if (!image || !asset?.width || !asset.height) return [];
    const objectPosition = hotspotPosition(image.hotspot);
    return [
      {
        id: _id,
        src: imageUrl({ asset: { _ref: asset._id } }),
        // Alt text is required in the Studio; the caption is a last resort for legacy documents.
        alt: image.alt ?? caption ?? '',
        ...(caption ? { caption } : {}),
        width: asset.width,
        height: asset.height,
        ...(objectPosition ? { objectPosition } : {}),
      },
    ];
  });
}
