import { describe, expect, it } from 'vitest';
import { optimizedImgProps } from './img-props';

const src = '/sanity-assets/images/local/production/abc-1600x1067.webp';

describe('optimizedImgProps', () => {
  it("moves a fill image's layout into the img-fill class and keeps its own focal point inline", () => {
    const img = optimizedImgProps({ src, alt: 'A wheel', fill: true, sizes: '100vw', objectPosition: '30% 70%' });
    expect(img.className).toBe('img-fill');
    expect(img.style).toEqual({ objectPosition: '30% 70%' });
    expect(img.srcSet).toContain('w=640');
  });

  it('leaves no style attribute where nothing is the image’s own, and keeps a passed class', () => {
    const fill = optimizedImgProps({ src, alt: '', fill: true, sizes: '100vw', className: 'object-cover' });
    expect(fill.className).toBe('img-fill object-cover');
    expect(fill.style).toBeUndefined();
    const sized = optimizedImgProps({ src, alt: '', width: 96, height: 64 });
    expect(sized.className).toBeUndefined();
    expect(sized.style).toBeUndefined();
    expect(sized.width).toBe(96);
  });

  it('lists no candidate wider than the first that covers the source, and uses that one as src', () => {
    const widths = (img: { srcSet?: string }) =>
      img.srcSet!.split(', ').map((candidate) => parseInt(candidate.split(' ')[1]!));
    const all = widths(optimizedImgProps({ src, alt: '', fill: true, sizes: '100vw' }));
    const covering = all.find((width) => width >= 1000)!;
    expect(covering).toBeLessThan(all.at(-1)!);

    const img = optimizedImgProps({ src, alt: '', fill: true, sizes: '100vw', sourceWidth: 1000 });
    expect(widths(img)).toEqual(all.filter((width) => width <= covering));
    expect(img.src).toContain(`w=${covering}&`);
    // Wider than every candidate: all stay.
    expect(widths(optimizedImgProps({ src, alt: '', fill: true, sizes: '100vw', sourceWidth: 9000 }))).toEqual(all);
    // Density descriptors (a fixed-size image) are left alone.
    const fixed = optimizedImgProps({ src, alt: '', width: 96, height: 64, sourceWidth: 50 });
    expect(fixed.srcSet).toMatch(/ 1x, .* 2x$/);
  });

  it('keeps the low-quality preview of a first-paint image inline, as its background', () => {
    const lqip = 'data:image/webp;base64,UklGRmQAAABXRUJQ';
    const img = optimizedImgProps({ src, alt: '', fill: true, sizes: '100vw', lqip });
    expect(img.style?.backgroundImage).toContain(lqip);
    expect(img.style).not.toHaveProperty('position');
    expect(img.style).not.toHaveProperty('color');
  });
});
