import { describe, expect, it } from 'vitest';
import { toGallerySlides } from './slides';

const asset = (id: string, width: number | null = 1600, height: number | null = 1200) => ({
  _id: `image-${id}-${width}x${height}-webp`,
  url: null,
  width,
  height,
  lqip: 'data:image/webp;base64,AAAA',
});

const image = (overrides: Record<string, unknown> = {}) => ({
  _key: null,
  alt: 'Polished bonnet',
  hotspot: null,
  crop: null,
  asset: asset('a1b2'),
  ...overrides,
});

describe('toGallerySlides', () => {
  it('turns content images into plain slides with a served URL and size', () => {
    const [slide] = toGallerySlides([{ _id: 'galleryImage-01', caption: 'Paint correction', image: image() }]);
    expect(slide).toEqual({
      id: 'galleryImage-01',
      src: '/sanity-assets/images/local/production/a1b2-1600x1200.webp',
      alt: 'Polished bonnet',
      caption: 'Paint correction',
      width: 1600,
      height: 1200,
    });
  });

  it('keeps the order and turns the hotspot into an object position', () => {
    const slides = toGallerySlides([
      { _id: 'one', caption: null, image: image({ hotspot: { _type: 'sanity.imageHotspot', x: 0.25, y: 0.5 } }) },
      { _id: 'two', caption: null, image: image() },
    ]);
    expect(slides.map((slide) => slide.id)).toEqual(['one', 'two']);
    expect(slides[0]?.objectPosition).toBe('25% 50%');
    // Absent values are left out, not carried as null in the page's payload.
    expect(slides[1]).not.toHaveProperty('objectPosition');
    expect(slides[0]).not.toHaveProperty('caption');
  });

  it("serves the editor's crop at its own size, the hotspot moved into it", () => {
    const crop = { _type: 'sanity.imageCrop', left: 0.25, top: 0, right: 0.25, bottom: 0.5 };
    const hotspot = { _type: 'sanity.imageHotspot', x: 0.5, y: 0.25, width: 0.2, height: 0.2 };
    const [slide] = toGallerySlides([{ _id: 'cropped', caption: null, image: image({ crop, hotspot }) }]);
    expect(slide).toMatchObject({
      src: expect.stringMatching(
        /^\/sanity-assets\/images\/local\/production\/a1b2-1600x1200\.webp\/[\w-]{22}\.webp\?rect=400,0,800,600$/,
      ),
      width: 800,
      height: 600,
      objectPosition: '50% 50%',
    });
  });

  it('falls back to the caption for a missing alt text', () => {
    const [slide] = toGallerySlides([{ _id: 'x', caption: 'Ceramic coating', image: image({ alt: null }) }]);
    expect(slide?.alt).toBe('Ceramic coating');
  });

  it('drops images without an asset or dimensions instead of rendering a broken slot', () => {
    const slides = toGallerySlides([
      { _id: 'no-image', caption: null, image: null },
      { _id: 'no-asset', caption: null, image: image({ asset: null }) },
      { _id: 'no-size', caption: null, image: image({ asset: asset('c3d4', null, null) }) },
      { _id: 'ok', caption: null, image: image() },
    ]);
    expect(slides.map((slide) => slide.id)).toEqual(['ok']);
  });
});
