/** The detailing film: a soft box sweeps along a dark GT while the camera pushes in slowly. */
import { placeCar } from './studio-shots.ts';
import { studio } from '../parts/studio.ts';
import { PAINTS } from '../palette.ts';
import { type Svg, f, vignette } from '../svg-kit.ts';

const ease = (t: number): number => t * t * (3 - 2 * t);

/** One frame at `t` in [0, 1]. */
export function filmFrame(svg: Svg, t: number): string {
  const { width: w, height: h } = svg;
  const zoom = 1 + 0.09 * ease(t);
  const sweep = -0.15 + 1.3 * ease(t);
  const follow = sweep - 0.28;
  const scene =
    studio(svg, { focus: 0.5, horizon: 0.64, warmth: 0.6 + 0.3 * t, bars: 4 }) +
    placeCar(
      svg,
      {
        paint: PAINTS.obsidian,
        reflections: [
          { at: sweep, width: 120, strength: 0.55 },
          { at: follow, width: 60, strength: 0.4, warm: true },
          { at: 0.9 - 0.1 * t, width: 40, strength: 0.25 },
        ],
        rimLight: 0.5 + 0.3 * t,
        floorReflection: 0.28,
      },
      w * 0.11,
      h * 0.84,
      (w * 0.78) / 1000,
      false,
    );
  // Push in around the car's centre; the vignette stays fixed like a lens's would.
  const cx = w * 0.5;
  const cy = h * 0.62;
  return (
    `<g transform="translate(${f(cx)} ${f(cy)}) scale(${f(zoom)}) translate(${f(-cx)} ${f(-cy)})">${scene}</g>` +
    vignette(svg, 0.7)
  );
}
