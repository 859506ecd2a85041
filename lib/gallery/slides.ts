import { croppedSize, hotspotPosition, imageUrl } from '@/lib/content/image';
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
  /** CSS object-position from the editor's hotspot, so a frame that cuts the image keeps the subject. */
  objectPosition?: string;
};

type GalleryItem = HomePageContent['gallery'][number];

/** The images that can be shown, in order; absent values are left out rather than sent as null. */
export function toGallerySlides(images: readonly GalleryItem[]): GallerySlide[] {
  return images.flatMap(({ _id, caption, image }) => {
    const asset = image?.asset;
    if (!image || !asset) return [];
    const source = { ...image, asset };
    // The URL serves the editor's crop: its size is the slide's, so the frame neither shifts nor stretches.
    const size = croppedSize(source);
    if (!size) return [];
    const objectPosition = hotspotPosition(source);
    return [
      {
        id: _id,
        src: imageUrl(source),
        // Alt text is required in the Studio; the caption is a last resort for legacy documents.
        alt: image.alt ?? caption ?? '',
        ...(caption ? { caption } : {}),
        ...size,
        ...(objectPosition ? { objectPosition } : {}),
      },
    ];
  });
}
