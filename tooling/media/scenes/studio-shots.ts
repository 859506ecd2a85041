/** Whole-car studio shots: same car and room, different paint, light and camera for each. */
import { type CarSideOptions, carSide } from '../parts/car-side.ts';
import { hexGrid, tunnel } from '../parts/lights.ts';
import { studio } from '../parts/studio.ts';
import { ACCENT, PAINTS } from '../palette.ts';
import { type Svg, f, glow, linear, vignette } from '../svg-kit.ts';

/** Places the car (1000 × 300 box) with its nose left or right, ground at `ground` px. */
export function placeCar(
  svg: Svg,
  options: CarSideOptions,
  x: number,
  ground: number,
  scale: number,
  noseLeft: boolean,
): string {
  const sx = noseLeft ? -scale : scale;
  const tx = noseLeft ? x + 1000 * scale : x;
  return `<g transform="translate(${f(tx)} ${f(ground - 300 * scale)}) scale(${f(sx)} ${f(scale)})">${carSide(svg, options)}</g>`;
}

const SOFT_BOXES = [
  { at: 0.2, width: 70, strength: 0.35 },
  { at: 0.52, width: 130, strength: 0.28, warm: true },
  { at: 0.83, width: 50, strength: 0.4 },
] as const;

export function hero(svg: Svg): string {
  const { width: w, height: h } = svg;
  const scale = (w * 0.625) / 1000;
  const leftShade = linear(
    svg,
    [
      [0, '#000', 0.82],
      [0.3, '#000', 0.55],
      [0.5, '#000', 0],
    ],
    0,
    0,
    w,
    0,
  );
  return (
    studio(svg, { focus: 0.64, horizon: 0.66, warmth: 0.8, bars: 4 }) +
    placeCar(
      svg,
      { paint: PAINTS.obsidian, reflections: SOFT_BOXES, rimLight: 0.7, floorReflection: 0.25 },
      w * 0.375,
      h * 0.84,
      scale,
      true,
    ) +
    `<rect width="${w}" height="${h}" fill="${leftShade}"/>` +
    vignette(svg, 0.75, 0.62, 0.55)
  );
}

export function ogDefault(svg: Svg): string {
  const { width: w, height: h } = svg;
  const scale = (w * 0.74) / 1000;
  return (
    studio(svg, { focus: 0.5, horizon: 0.66, warmth: 0.9, bars: 3 }) +
    placeCar(
      svg,
      { paint: PAINTS.graphite, reflections: SOFT_BOXES, rimLight: 0.8 },
      w * 0.13,
      h * 0.86,
      scale,
      false,
    ) +
    vignette(svg, 0.7)
  );
}

/** Full detail: the car centred under a honeycomb ceiling. */
export function fullDetail(svg: Svg): string {
  const { width: w, height: h } = svg;
  const ceiling = hexGrid(
    svg,
    16,
    6,
    (u, v) => {
      // Ceiling plane in perspective: rows further away shrink towards the vanishing line.
      const depth = 1 + (v + 2) * 0.4;
      return [w / 2 + ((u - 14) * w * 0.11) / depth, h * 0.4 - (h * 0.5) / depth] as const;
    },
    2.2,
    0.85,
  );
  return (
    studio(svg, { focus: 0.5, horizon: 0.64, warmth: 0.6, bars: 0 }) +
    ceiling +
    placeCar(
      svg,
      {
        paint: PAINTS.graphite,
        reflections: [
          { at: 0.3, width: 90, strength: 0.3 },
          { at: 0.66, width: 90, strength: 0.3 },
        ],
        rimLight: 0.5,
      },
      w * 0.12,
      h * 0.88,
      (w * 0.76) / 1000,
      false,
    ) +
    vignette(svg, 0.7)
  );
}

/** About: the car inside an inspection light tunnel. */
export function lightTunnel(svg: Svg): string {
  const { width: w, height: h } = svg;
  return (
    studio(svg, { focus: 0.5, horizon: 0.7, warmth: 0.4, bars: 0 }) +
    tunnel(svg, w * 0.5, h * 0.42, 6, w * 0.62, h * 0.5) +
    placeCar(
      svg,
      {
        paint: PAINTS.obsidian,
        reflections: [
          { at: 0.25, width: 60, strength: 0.5 },
          { at: 0.5, width: 60, strength: 0.5 },
          { at: 0.75, width: 60, strength: 0.5 },
        ],
        rimLight: 0.4,
      },
      w * 0.09,
      h * 0.9,
      (w * 0.82) / 1000,
      true,
    ) +
    vignette(svg, 0.6)
  );
}

/** Gallery: deeper into the tunnel, a champagne car cropped large, nose out of frame. */
export function tunnelChampagne(svg: Svg): string {
  const { width: w, height: h } = svg;
  return (
    studio(svg, { focus: 0.35, horizon: 0.66, warmth: 0.7, bars: 0 }) +
    tunnel(svg, w * 0.35, h * 0.36, 9, w * 0.5, h * 0.42) +
    placeCar(
      svg,
      {
        paint: PAINTS.champagne,
        reflections: [
          { at: 0.3, width: 50, strength: 0.5 },
          { at: 0.45, width: 50, strength: 0.5 },
          { at: 0.6, width: 50, strength: 0.5 },
        ],
        rimLight: 0.6,
      },
      w * 0.22,
      h * 0.97,
      (w * 1.15) / 1000,
      false,
    ) +
    vignette(svg, 0.7)
  );
}

/** Gallery: tight crop on the rear haunch of a champagne car. */
export function rearHaunch(svg: Svg): string {
  const { width: w, height: h } = svg;
  const scale = (w * 2.1) / 1000;
  return (
    studio(svg, { focus: 0.4, horizon: 0.55, warmth: 1, bars: 2 }) +
    placeCar(
      svg,
      {
        paint: PAINTS.champagne,
        reflections: [
          { at: 0.18, width: 80, strength: 0.3 },
          { at: 0.4, width: 40, strength: 0.45 },
        ],
        rimLight: 0.9,
      },
      -w * 0.02,
      h * 1.02,
      scale,
      false,
    ) +
    vignette(svg, 0.75)
  );
}

/** Gallery: the full car centred, midnight blue, low camera. */
export function midnightProfile(svg: Svg): string {
  const { width: w, height: h } = svg;
  return (
    studio(svg, { focus: 0.5, horizon: 0.62, warmth: 0.5, bars: 5 }) +
    placeCar(
      svg,
      { paint: PAINTS.midnight, reflections: SOFT_BOXES, rimLight: 0.5, floorReflection: 0.35 },
      w * 0.08,
      h * 0.8,
      (w * 0.84) / 1000,
      true,
    ) +
    vignette(svg, 0.7)
  );
}

/** Gallery: a silhouette against a warm back-light, only the rim of the car lit. */
export function silhouette(svg: Svg): string {
  const { width: w, height: h } = svg;
  return (
    `<rect width="${w}" height="${h}" fill="#040405"/>` +
    glow(svg, w * 0.5, h * 0.66, w * 0.7, h * 0.28, ACCENT.amber, 0.45) +
    glow(svg, w * 0.5, h * 0.68, w * 0.4, h * 0.06, ACCENT.glow, 0.6) +
    placeCar(
      svg,
      { paint: { base: '#020203', body: '#060608', sheen: '#3a3128' }, rimLight: 1, floorReflection: 0.12 },
      w * 0.1,
      h * 0.78,
      (w * 0.8) / 1000,
      false,
    ) +
    vignette(svg, 0.8)
  );
}

/** Gallery: front quarter crop, LED blade lit, nose into the light. */
export function frontQuarter(svg: Svg): string {
  const { width: w, height: h } = svg;
  const scale = (w * 1.9) / 1000;
  return (
    studio(svg, { focus: 0.7, horizon: 0.6, warmth: 0.7, bars: 3 }) +
    placeCar(
      svg,
      {
        paint: PAINTS.obsidian,
        reflections: [
          { at: 0.7, width: 60, strength: 0.45 },
          { at: 0.9, width: 30, strength: 0.5, warm: true },
        ],
        rimLight: 0.8,
      },
      -w * 0.92,
      h * 0.96,
      scale,
      false,
    ) +
    vignette(svg, 0.7)
  );
}
