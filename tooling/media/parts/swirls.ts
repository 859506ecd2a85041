/** Swirl marks: fine circular scratches that light up in rings around a point light's reflection. */
import type { Rng } from '../rng.ts';
import { arc } from '../geometry.ts';
import { type Svg, f } from '../svg-kit.ts';

export function swirls(svg: Svg, rng: Rng, x: number, y: number, reach: number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = reach * (0.04 + 0.96 * Math.pow(rng.next(), 0.8));
    const start = rng.range(0, 360);
    const len = rng.range(4, 22) * (1 - r / reach / 2);
    const o = 0.5 * Math.pow(1 - r / reach, 1.6) + 0.04;
    out.push(
      `<path d="${arc(x, y, r, start, start + len)}" stroke="#fff" stroke-opacity="${f(o)}" stroke-width="${f(rng.range(0.6, 1.6))}" fill="none"/>`,
    );
  }
  return `<g>${out.join('')}</g>`;
}
