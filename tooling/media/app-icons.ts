/**
 * Draws the home-screen icons listed in lib/seo/app-icons.ts into public/icons/: the favicon's
 * mark (a gold disc with an ink "C", the header's monogram) as a vector, so every size is sharp.
 * Deterministic: fixed geometry and encoder settings. Part of `npm run media:generate`; on its own:
 * `node tooling/media/app-icons.ts`.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BRAND_COLORS } from '../../lib/constants/index.ts';
import { APP_ICON_MAX_BYTES, APP_ICONS, MASKABLE_SAFE_ZONE, type AppIcon } from '../../lib/seo/app-icons.ts';
import { f } from './svg-kit.ts';

export const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');

/**
 * The monogram: the business name's initial, as the header draws it from the site settings and
 * app/favicon.ico shows it. Drawn, not typeset, so the pixels never depend on the fonts a machine
 * has: a renamed business needs a new letter here and a new favicon (app-icons.test.ts compares
 * this one with the seed content).
 */
export const MONOGRAM_LETTER = 'C';
/** Letter height as a share of the disc's diameter (as in app/favicon.ico). */
const LETTER_IN_DISC = 0.4;
/** A tile's disc diameter as a share of its side: inside the maskable safe zone, with a margin. */
const DISC_IN_TILE = 0.72;

if (DISC_IN_TILE > MASKABLE_SAFE_ZONE) throw new Error('the tile disc must sit inside the maskable safe zone');

/**
 * The letter C at unit height, in the heavy geometric cut of the site's Montserrat Black: a ring
 * of two superellipses (a touch squarer than circles; the counter set right of centre, so the
 * spine is the heaviest stroke) cut open on the right by a vertical line, so both terminals end
 * upright as the favicon's do.
 */
const C = {
  outer: { cx: 0, rx: 0.5, ry: 0.5, n: 2.2 },
  inner: { cx: 0.09, rx: 0.32, ry: 0.32, n: 2.2 },
  /** The vertical cut that opens the aperture, right of the ring's centre. */
  cut: 0.35,
} as const;
/** Points per contour: smooth at 512 px. */
const STEPS = 96;

/** |x/rx|^n + |y/ry|^n = 1 around (cx, 0). */
type Superellipse = { cx: number; rx: number; ry: number; n: number };

const signedPow = (v: number, e: number) => Math.sign(v) * Math.abs(v) ** e;

/** The contour from the cut's lower point around the left side to its upper point (y grows downwards). */
function contour(shape: Superellipse, cut: number): [number, number][] {
  const u = (cut - shape.cx) / shape.rx;
  if (u <= 0 || u >= 1) throw new Error('the cut must cross the right half of the contour');
  const start = Math.acos(u ** (shape.n / 2));
  return Array.from({ length: STEPS + 1 }, (_, i) => {
    const t = start + ((2 * Math.PI - 2 * start) * i) / STEPS;
    return [shape.cx + shape.rx * signedPow(Math.cos(t), 2 / shape.n), shape.ry * signedPow(Math.sin(t), 2 / shape.n)];
  });
}

/** Path of the C, `height` tall, its bounding box centred on (x, y). */
export function letterPath(x: number, y: number, height: number): string {
  const { outer, inner, cut } = C;
  // Centre the letter's own box (left edge to the terminals), not the ring's.
  const shift = -(cut - outer.rx) / 2;
  const points = [...contour(outer, cut), ...contour(inner, cut).reverse()];
  return `M${points.map(([px, py]) => `${f(x + (px + shift) * height)} ${f(y + py * height)}`).join('L')}Z`;
}

/** The icon as an SVG document. */
export function appIconSvg(icon: AppIcon): string {
  const { size, style } = icon;
  const centre = size / 2;
  const disc = style === 'disc' ? size : size * DISC_IN_TILE;
  const background = style === 'tile' ? `<rect width="${size}" height="${size}" fill="${BRAND_COLORS.ink}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    background +
    `<circle cx="${f(centre)}" cy="${f(centre)}" r="${f(disc / 2)}" fill="${BRAND_COLORS.gold}"/>` +
    `<path d="${letterPath(centre, centre, disc * LETTER_IN_DISC)}" fill="${BRAND_COLORS.ink}"/>` +
    `</svg>`
  );
}

/** The icon as a PNG: an indexed palette (a few shades of two colours) keeps it to a few kB. */
export async function renderAppIcon(icon: AppIcon): Promise<Buffer> {
  const image = sharp(Buffer.from(appIconSvg(icon)), { density: 72 });
  // Tiles must be opaque (iOS shows transparency as black): no alpha channel at all.
  const pixels = icon.style === 'tile' ? image.flatten({ background: BRAND_COLORS.ink }) : image;
  // Within 2 levels of the full-colour render; undithered, so flat areas stay flat and compress.
  return pixels.png({ palette: true, colours: 64, dither: 0, effort: 10, compressionLevel: 9 }).toBuffer();
}

export async function writeAppIcons(publicDir = PUBLIC_DIR): Promise<void> {
  for (const icon of APP_ICONS) {
    const bytes = await renderAppIcon(icon);
    if (bytes.length > APP_ICON_MAX_BYTES) {
      throw new Error(`${icon.src} is ${bytes.length} bytes, over ${APP_ICON_MAX_BYTES}`);
    }
    const file = join(publicDir, icon.src);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    console.log(`${icon.src.padEnd(34)} ${`${icon.size}x${icon.size}`.padEnd(10)} ${statSync(file).size} B`);
  }
}

if (import.meta.main) await writeAppIcons();
