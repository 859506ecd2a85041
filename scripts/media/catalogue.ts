/**
 * Every still of the bundled dataset: file name, size and the scene that draws it. One family
 * (graphite studio, champagne accent), each picture a different subject or framing.
 */
import { FILM, filmFrame } from './film.ts';
import { PAINTS } from './palette.ts';
import { beads } from './scenes/beads.ts';
import { carScene } from './scenes/car-scene.ts';
import { correction } from './scenes/correction.ts';
import { hero } from './scenes/hero.ts';
import { leather } from './scenes/leather.ts';
import { wheelCloseup } from './scenes/wheel-closeup.ts';
import type { Svg } from './svg-kit.ts';

export type Still = { file: string; width: number; height: number; draw: (svg: Svg) => string; format?: 'webp' | 'jpeg' };

const WIDE = { width: 1920, height: 1080 };
const ABOUT = { width: 1200, height: 900 };
const CARD = { width: 1200, height: 800 };
const GALLERY = { width: 1600, height: 1067 };

const TAN = { hide: '#3b2416', stitch: '#e3c48f' };
const BLACK_HIDE = { hide: '#141416', stitch: '#c9a46a' };

export const STILLS: Still[] = [
  { file: 'hero.webp', ...WIDE, draw: hero },
  { file: 'interior-hero.webp', ...WIDE, draw: (svg) => leather(svg, { cell: 120, angle: 45, ...TAN, light: [0.68, 0.35] }) },
  {
    file: 'about-1.webp',
    ...ABOUT,
    draw: (svg) =>
      carScene(svg, {
        paint: PAINTS.graphite, size: 0.9, centre: 0.5, ground: 0.8,
        reflections: [{ at: 0.3, width: 90, strength: 0.4 }, { at: 0.7, width: 90, strength: 0.4 }],
        studio: { bars: 5, warmth: 0.5 },
      }),
  },
  { file: 'about-2.webp', ...ABOUT, draw: (svg) => correction(svg, { paint: PAINTS.midnight, split: 0.55, seed: 'about-2' }) },
  {
    file: 'service-full-detail.webp',
    ...CARD,
    draw: (svg) =>
      carScene(svg, {
        paint: PAINTS.pearl, size: 0.92, centre: 0.5, ground: 0.82,
        reflections: [{ at: 0.45, width: 120, strength: 0.3, warm: true }], studio: { warmth: 0.9 },
      }),
  },
  { file: 'service-paint-correction.webp', ...CARD, draw: (svg) => correction(svg, { paint: PAINTS.obsidian, split: 0.5, seed: 'card' }) },
  { file: 'service-ceramic-coating.webp', ...CARD, draw: (svg) => beads(svg, { paint: PAINTS.midnight, seed: 'card', count: 150, tilt: -8 }) },
  { file: 'service-interior-detailing.webp', ...CARD, draw: (svg) => leather(svg, { cell: 90, angle: 45, ...BLACK_HIDE, light: [0.35, 0.3] }) },
  {
    file: 'service-ppf.webp',
    ...CARD,
    draw: (svg) =>
      carScene(svg, {
        paint: PAINTS.champagne, size: 1.5, centre: 0.62, ground: 0.9, facingRight: false,
        reflections: [{ at: 0.15, width: 200, strength: 0.45 }], studio: { bars: 2 },
      }),
  },
  { file: 'service-express-detail.webp', ...CARD, draw: (svg) => wheelCloseup(svg, { cx: 0.5, cy: 0.55, r: 0.36, spokes: 5, rotation: 12, light: -130 }) },
  ...gallery(),
  // The film's first frame (the fade-in starts from black, so the poster shows the lit frame).
  { file: 'video-poster.webp', width: FILM.width, height: FILM.height, draw: (svg) => filmFrame(svg, 0) },
  {
    file: 'og-default.jpg',
    width: 1200,
    height: 630,
    format: 'jpeg',
    draw: (svg) =>
      carScene(svg, {
        paint: PAINTS.obsidian, size: 0.82, centre: 0.52, ground: 0.84,
        reflections: [{ at: 0.3, width: 90, strength: 0.35 }, { at: 0.65, width: 120, strength: 0.3, warm: true }],
        studio: { bars: 3, warmth: 0.9 },
      }),
  },
];

function gallery(): Still[] {
  const car = (paint: keyof typeof PAINTS, size: number, centre: number, ground: number, facingRight: boolean, at: number, bars: number) =>
    (svg: Svg) =>
      carScene(svg, {
        paint: PAINTS[paint], size, centre, ground, facingRight,
        reflections: [{ at, width: 110, strength: 0.4 }, { at: Math.min(0.95, at + 0.35), width: 60, strength: 0.3, warm: true }],
        studio: { bars, warmth: 0.7 },
      });
  const scenes: ((svg: Svg) => string)[] = [
    car('obsidian', 0.86, 0.5, 0.8, true, 0.25, 3),
    (svg) => wheelCloseup(svg, { cx: 0.42, cy: 0.52, r: 0.38, spokes: 6, rotation: 0, light: -110 }),
    (svg) => beads(svg, { paint: PAINTS.obsidian, seed: 'gallery-3', count: 220, tilt: 6 }),
    car('champagne', 0.8, 0.48, 0.78, false, 0.6, 4),
    (svg) => leather(svg, { cell: 110, angle: 30, ...TAN, light: [0.4, 0.4] }),
    car('midnight', 1.35, 0.55, 0.92, true, 0.45, 2),
    (svg) => correction(svg, { paint: PAINTS.graphite, split: 0.42, seed: 'gallery-7' }),
    car('pearl', 0.78, 0.5, 0.76, true, 0.7, 5),
    (svg) => wheelCloseup(svg, { cx: 0.6, cy: 0.5, r: 0.42, spokes: 5, rotation: 24, light: -60 }),
    car('graphite', 1.2, 0.4, 0.9, false, 0.3, 3),
    (svg) => beads(svg, { paint: PAINTS.champagne, seed: 'gallery-11', count: 180, tilt: -14 }),
    (svg) => leather(svg, { cell: 70, angle: 45, ...BLACK_HIDE, light: [0.7, 0.25] }),
    car('obsidian', 0.7, 0.56, 0.74, false, 0.5, 6),
  ];
  return scenes.map((draw, i) => ({ file: `gallery-${String(i + 1).padStart(2, '0')}.webp`, ...GALLERY, draw }));
}
