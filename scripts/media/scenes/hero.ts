/** Home hero: a dark GT in the studio, centre-right, nose into the frame; the left third stays dark for text. */
import { carSide } from '../parts/car-side.ts';
import { studio } from '../parts/studio.ts';
import { PAINTS } from '../palette.ts';
import { type Svg, linear, vignette } from '../svg-kit.ts';

export function hero(svg: Svg): string {
  const { width: w, height: h } = svg;
  const scale = 1.12;
  const x = w * 0.97;
  const ground = h * 0.84;
  const car = carSide(svg, {
    paint: PAINTS.obsidian,
    reflections: [
      { at: 0.2, width: 70, strength: 0.35 },
      { at: 0.52, width: 130, strength: 0.28, warm: true },
      { at: 0.83, width: 50, strength: 0.4 },
    ],
    rimLight: 0.7,
    floorReflection: 0.25,
  });
  const leftShade = linear(svg, [[0, '#000', 0.82], [0.3, '#000', 0.55], [0.5, '#000', 0]], 0, 0, w, 0);
  return (
    studio(svg, { focus: 0.64, horizon: 0.66, warmth: 0.8, bars: 3 }) +
    `<g transform="translate(${x} ${ground - 300 * scale}) scale(${-scale} ${scale})">${car}</g>` +
    `<rect width="${w}" height="${h}" fill="${leftShade}"/>` +
    vignette(svg, 0.75, 0.62, 0.55)
  );
}
