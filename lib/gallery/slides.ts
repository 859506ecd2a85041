import { imageUrl } from '@/lib/content/image';
import type { HomePage } from '@/lib/content';

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
  lqip: string | null;
  /** CSS object-position from the editor's hotspot, so cropping keeps the subject. */
  objectPosition: string | null;
};

type GalleryImage = HomePage['gallery'][number];

export function toGallerySlides(images: readonly GalleryImage[]): GallerySlide[] {
  return images.flatMap(({ _id, caption, image }) => {
    const asset = image?.asset;
    if (!image || !asset?.width || !asset.height) return [];
    const { x, y } = image.hotspot ?? {};
    return [
      {
        id: _id,
        src: imageUrl({ asset: { _ref: asset._id } }),
        // Alt text is required in the Studio; the caption is a last resort for legacy documents.
        alt: image.alt ?? caption ?? '',
        caption: caption ?? null,
        width: asset.width,
        height: asset.height,
        lqip: asset.lqip ?? null,
        objectPosition: x !== undefined && y !== undefined ? `${x * 100}% ${y * 100}%` : null,
      },
    ];
  });
}
