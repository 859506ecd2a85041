/** The studio car shot in its variations: paint, framing, light and which way the car faces. */
import { CAR_GROUND, CAR_LENGTH, type Reflection, carSide } from '../parts/car-side.ts';
import { studio, type StudioOptions } from '../parts/studio.ts';
import type { Paint } from '../palette.ts';
import { type Svg, f, linear, vignette } from '../svg-kit.ts';

export type CarSceneOptions = {
  paint: Paint;
  /** Car length as a share of the picture width. */
  size: number;
  /** Where the car's centre sits, share of the width. */
  centre: number;
  /** Ground line, share of the height. */
  ground: number;
  /** Nose to the right (true) or to the left. */
  facingRight?: boolean;
  reflections?: readonly Reflection[];
  wheelRotation?: number;
  rimLight?: number;
  studio?: StudioOptions;
  /** Darken the left part of the frame for text laid over it. */
  leftShade?: number;
  vignette?: number;
};

export function carScene(svg: Svg, o: CarSceneOptions): string {
  const { width: w, height: h } = svg;
  const scale = (w * o.size) / CAR_LENGTH;
  const groundY = h * o.ground;
  const left = w * o.centre - (CAR_LENGTH * scale) / 2;
  const car = carSide(svg, {
    paint: o.paint,
    reflections: o.reflections ?? [],
    rimLight: o.rimLight ?? 0.6,
    wheelRotation: o.wheelRotation ?? 0,
    floorReflection: 0.24,
  });
  const transform = o.facingRight === false
    ? `translate(${f(left + CAR_LENGTH * scale)} ${f(groundY - CAR_GROUND * scale)}) scale(${f(-scale)} ${f(scale)})`
    : `translate(${f(left)} ${f(groundY - CAR_GROUND * scale)}) scale(${f(scale)})`;
  const shade = o.leftShade
    ? `<rect width="${w}" height="${h}" fill="${linear(svg, [[0, '#000', o.leftShade], [0.32, '#000', o.leftShade * 0.6], [0.55, '#000', 0]], 0, 0, w, 0)}"/>`
    : '';
  return (
    studio(svg, { focus: o.centre, horizon: o.ground - 0.16, ...o.studio }) +
    `<g transform="${transform}">${car}</g>` +
    shade +
    vignette(svg, o.vignette ?? 0.7, o.centre, 0.6)
  );
}
