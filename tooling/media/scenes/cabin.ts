/** Interior scenes: steering wheel and dashboard, quilted seats. */
import { LEATHERS, dashboard, seat, steeringWheel } from '../parts/interior.ts';
import { ACCENT } from '../palette.ts';
import { type Svg, glow, linear, vignette } from '../svg-kit.ts';

function cabinBackdrop(svg: Svg): string {
  const { width: w, height: h } = svg;
  return (
    `<rect width="${w}" height="${h}" fill="${linear(
      svg,
      [
        [0, '#0b0c0e'],
        [1, '#030303'],
      ],
      0,
      0,
      0,
      h,
    )}"/>` + glow(svg, w * 0.75, h * 0.2, w * 0.55, h * 0.4, ACCENT.gold, 0.12)
  );
}

export function interiorHero(svg: Svg): string {
  const { width: w, height: h } = svg;
  const leftShade = linear(
    svg,
    [
      [0, '#000', 0.8],
      [0.35, '#000', 0.4],
      [0.55, '#000', 0],
    ],
    0,
    0,
    w,
    0,
  );
  return (
    cabinBackdrop(svg) +
    dashboard(svg, h * 0.42, LEATHERS.onyx) +
    seat(svg, w * 0.2, h * 0.55, h / 900, LEATHERS.onyx) +
    steeringWheel(svg, w * 0.66, h * 0.66, h * 0.36, LEATHERS.onyx) +
    `<rect width="${w}" height="${h}" fill="${leftShade}"/>` +
    vignette(svg, 0.7, 0.6, 0.5)
  );
}

export function seatsOnyx(svg: Svg): string {
  const { width: w, height: h } = svg;
  return (
    cabinBackdrop(svg) +
    seat(svg, w * 0.32, h * 0.3, h / 560, LEATHERS.onyx) +
    seat(svg, w * 0.78, h * 0.36, h / 640, LEATHERS.onyx) +
    vignette(svg, 0.75)
  );
}

export function seatCognac(svg: Svg): string {
  const { width: w, height: h } = svg;
  return cabinBackdrop(svg) + seat(svg, w * 0.55, h * 0.22, h / 470, LEATHERS.cognac) + vignette(svg, 0.8);
}

export function steeringStitch(svg: Svg): string {
  const { width: w, height: h } = svg;
  return cabinBackdrop(svg) + steeringWheel(svg, w * 0.62, h * 0.95, h * 0.78, LEATHERS.onyx) + vignette(svg, 0.7);
}
