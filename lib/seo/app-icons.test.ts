import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS } from '@/lib/constants';
import {
  APP_ICON_MAX_BYTES,
  APP_ICONS,
  APPLE_TOUCH_ICON,
  MANIFEST_ICONS,
  MASKABLE_SAFE_ZONE,
  type AppIcon,
} from './app-icons';

const ROOT = path.resolve(import.meta.dirname, '../..');
const file = (icon: AppIcon) => path.join(ROOT, 'public', icon.src);

async function pixels(icon: AppIcon) {
  const { data, info } = await sharp(file(icon)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

describe('app icons', () => {
  it('lists 192 and 512 px icons for any use, a 512 px maskable one and a 180 px touch icon', () => {
    expect(MANIFEST_ICONS.map(({ size, purpose }) => [size, purpose])).toEqual([
      [192, 'any'],
      [512, 'any'],
      [512, 'maskable'],
    ]);
    expect(APPLE_TOUCH_ICON.size).toBe(180);
    expect(new Set(APP_ICONS.map((icon) => icon.src)).size).toBe(APP_ICONS.length);
  });

  it.each(APP_ICONS.map((icon) => [icon.src, icon] as const))(
    '%s is a small PNG of its listed size in public/',
    async (_, icon) => {
      const metadata = await sharp(file(icon)).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: icon.size, height: icon.size });
      expect(statSync(file(icon)).size).toBeLessThanOrEqual(APP_ICON_MAX_BYTES);
    },
  );

  it('draws the disc icons on transparency and the tiles opaque, without an alpha channel', async () => {
    for (const icon of APP_ICONS) {
      const metadata = await sharp(file(icon)).metadata();
      expect(metadata.hasAlpha, icon.src).toBe(icon.style === 'disc');
      if (icon.style === 'disc') {
        const { data } = await pixels(icon);
        expect(data[3], `${icon.src}: top-left corner`).toBe(0);
      }
    }
  });

  it("keeps the maskable icon's mark inside the central safe zone: only background beyond it", async () => {
    const maskable = MANIFEST_ICONS.find((icon) => icon.purpose === 'maskable')!;
    const { data, width, height } = await pixels(maskable);
    const [r, g, b] = rgb(BRAND_COLORS.ink);
    const radius = (MASKABLE_SAFE_ZONE * width) / 2;
    let outside = 0;
    const strays: string[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) <= radius) continue;
        outside++;
        const i = (y * width + x) * 4;
        const off = Math.max(Math.abs(data[i]! - r), Math.abs(data[i + 1]! - g), Math.abs(data[i + 2]! - b));
        if (off > 2 || data[i + 3] !== 255) strays.push(`${x},${y}`);
      }
    }
    expect(outside).toBeGreaterThan(0);
    expect(strays.slice(0, 5)).toEqual([]);
  });

  it("is drawn in the site's colours (globals.css)", async () => {
    const css = readFileSync(path.join(ROOT, 'app/(site)/globals.css'), 'utf8');
    expect(css).toContain(`--color-ink: ${BRAND_COLORS.ink};`);
    expect(css).toContain(`--color-gold: ${BRAND_COLORS.gold};`);
    // The disc's centre-left, between the edge and the letter, is solid gold.
    const icon = MANIFEST_ICONS[1]!;
    const { data, width } = await pixels(icon);
    const i = (Math.round(width / 2) * width + Math.round(width * 0.12)) * 4;
    expect([...data.subarray(i, i + 4)]).toEqual([...rgb(BRAND_COLORS.gold), 255]);
  });
});
