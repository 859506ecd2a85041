import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '../../content/seed/site-settings.ts';
import { APP_ICONS } from '../../lib/seo/app-icons.ts';
import { MONOGRAM_LETTER, PUBLIC_DIR, renderAppIcon } from './app-icons.ts';

/** RGBA with the colour weighted by coverage, so fully transparent pixels compare equal. */
async function premultiplied(input: Buffer | string): Promise<number[]> {
  const data = await sharp(input).ensureAlpha().raw().toBuffer();
  return Array.from(data, (value, i) => (i % 4 === 3 ? value : (value * data[i - (i % 4) + 3]!) / 255));
}

describe('app icon generator', () => {
  it("draws the business name's initial, as the header's monogram does", () => {
    expect(siteSettings.businessName.charAt(0)).toBe(MONOGRAM_LETTER);
  });

  it.each(APP_ICONS.map((icon) => [icon.src, icon] as const))(
    'the committed %s is what the generator draws (npm run media:generate)',
    async (_, icon) => {
      const [drawn, committed] = await Promise.all([
        premultiplied(await renderAppIcon(icon)),
        premultiplied(`${PUBLIC_DIR}${icon.src}`),
      ]);
      expect(committed.length).toBe(drawn.length);
      // A tolerance for other platforms' rasteriser rounding, far below any change to the drawing.
      const off = committed.filter((value, i) => Math.abs(value - drawn[i]!) > 8).length;
      expect(off).toBeLessThan(committed.length / 1000);
    },
  );
});
