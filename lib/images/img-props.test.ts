import { describe, expect, it } from 'vitest';
import { optimizedImgProps } from './img-props';

const src = '/sanity-assets/images/local/production/abc-1600x1067.webp';

describe('optimizedImgProps', () => {
  it("gives next/image's own attributes, with the image's focal point inline", () => {
    const img = optimizedImgProps({ src, alt: 'A wheel', fill: true, sizes: '100vw', objectPosition: '30% 70%' });
    expect(img.alt).toBe('A wheel');
    expect(img.style).toMatchObject({ position: 'absolute', objectPosition: '30% 70%' });
    expect(img.srcSet).toContain('w=640');
    expect(img.sizes).toBe('100vw');
  });

  it('shows the low-quality preview as the background while the picture loads', () => {
    const lqip = 'data:image/webp;base64,UklGRmQAAABXRUJQ';
    const img = optimizedImgProps({ src, alt: '', fill: true, sizes: '100vw', lqip });
    expect(img.style?.backgroundImage).toContain(lqip);
    // Anything but a data URL is no placeholder.
    expect(optimizedImgProps({ src, alt: '', fill: true, sizes: '100vw', lqip: 'x' }).style).not.toHaveProperty(
      'backgroundImage',
    );
  });
});
