import { describe, expect, it } from 'vitest';
import { LOCAL_REVALIDATE_SECRET } from '@/lib/env/public';
import { croppedSize, hotspotPosition, imageUrl, isCropped, type CroppableImage } from './image';
import { cropSignature, imageSigningKey } from './image-signature';

const SHA1 = '8d85ca519fb59055012dd7011dc702c374957b9d';
const BASE = `/sanity-assets/images/local/production/${SHA1}-1200x900.webp`;

const image = (overrides: Partial<CroppableImage> = {}): CroppableImage => ({
  asset: { _id: `image-${SHA1}-1200x900-webp` },
  ...overrides,
});

const KEY = imageSigningKey(LOCAL_REVALIDATE_SECRET);
/** The URL of a crop of the test image, signed as the site signs it. */
const cropped = (rect: string) => `${BASE}/${cropSignature(KEY, `${SHA1}-1200x900.webp`, rect)}.webp?rect=${rect}`;

const crop = { _type: 'sanity.imageCrop', left: 0.1, top: 0.2, right: 0.25, bottom: 0.1 };

describe('imageUrl', () => {
  it('is the bare asset path without a crop, or with one that keeps everything', () => {
    expect(imageUrl(image())).toBe(BASE);
    expect(imageUrl(image({ crop: null, hotspot: null }))).toBe(BASE);
    expect(imageUrl(image({ crop: { left: 0, top: 0, right: 0, bottom: 0 } }))).toBe(BASE);
  });

  it("carries the editor's crop as rect=left,top,width,height in the original's pixels, signed", () => {
    // 1200 × 900: left 0.1 → 120, top 0.2 → 180, width 1200 − 300 − 120, height 900 − 90 − 180.
    expect(imageUrl(image({ crop }))).toBe(cropped('120,180,780,630'));
  });

  it('treats missing crop sides as uncropped', () => {
    expect(imageUrl(image({ crop: { left: 0.5 } }))).toBe(cropped('600,0,600,900'));
  });
});

describe('croppedSize', () => {
  it("is the original's size without a crop, and the crop's size with one", () => {
    expect(croppedSize(image())).toEqual({ width: 1200, height: 900 });
    expect(croppedSize(image({ crop }))).toEqual({ width: 780, height: 630 });
  });

  it("rounds exactly as the URL's rect does", () => {
    const crops = [
      { left: 0.07720588235294118, top: 0, right: 0.13602941176470584, bottom: 0.5092941176470588 },
      { left: 1 / 3, top: 1 / 7, right: 1 / 9, bottom: 0.0005 },
      { left: 0.0004, top: 0.9, right: 0.0006, bottom: 0.0999 },
    ];
    for (const sides of crops) {
      const rect = new URL(imageUrl(image({ crop: sides })), 'http://site').searchParams.get('rect')!;
      const [, , width, height] = rect.split(',').map(Number);
      expect(croppedSize(image({ crop: sides }))).toEqual({ width, height });
    }
  });

  it('is null for an asset id without dimensions', () => {
    expect(croppedSize({ asset: { _id: 'image-abc-nullxnull-webp' } })).toBeNull();
  });
});

describe('isCropped', () => {
  it('is true only when the URL carries a rect', () => {
    expect(isCropped(image())).toBe(false);
    expect(isCropped(image({ crop: { left: 0, top: 0, right: 0, bottom: 0 } }))).toBe(false);
    expect(isCropped(image({ crop }))).toBe(true);
  });
});

describe('hotspotPosition', () => {
  it('is the hotspot as percentages of an uncropped image', () => {
    expect(hotspotPosition(image({ hotspot: { x: 0.25, y: 0.5 } }))).toBe('25% 50%');
    expect(hotspotPosition(image({ hotspot: { x: 0.07, y: 0.5 } }))).toBe('7% 50%');
  });

  it('is moved into the crop, which is what the URL serves', () => {
    // Centre (600, 450) of the original is (480, 270) in the 780 × 630 crop starting at (120, 180).
    expect(hotspotPosition(image({ crop, hotspot: { x: 0.5, y: 0.5 } }))).toBe('61.54% 42.86%');
  });

  it('stays inside the image when the hotspot lies outside the crop', () => {
    expect(hotspotPosition(image({ crop, hotspot: { x: 0.02, y: 0.98 } }))).toBe('0% 100%');
  });

  it('is absent without a hotspot', () => {
    expect(hotspotPosition(image())).toBeUndefined();
    expect(hotspotPosition(image({ crop, hotspot: null }))).toBeUndefined();
  });
});
