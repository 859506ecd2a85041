/** Small polar helpers shared by round parts (wheels, headlight lenses, swirl marks). */
import { f } from './svg-kit.ts';

export const DEG = Math.PI / 180;

export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  return [cx + r * Math.cos(deg * DEG), cy + r * Math.sin(deg * DEG)];
}

/** Ring sector between two radii and two angles (degrees, clockwise on screen). */
export function sector(cx: number, cy: number, r1: number, r2: number, a1: number, a2: number): string {
  const large = Math.abs(a2 - a1) > 180 ? 1 : 0;
  const [x1, y1] = polar(cx, cy, r2, a1);
  const [x2, y2] = polar(cx, cy, r2, a2);
  const [x3, y3] = polar(cx, cy, r1, a2);
  const [x4, y4] = polar(cx, cy, r1, a1);
  return (
    `M${f(x1)} ${f(y1)}A${f(r2)} ${f(r2)} 0 ${large} 1 ${f(x2)} ${f(y2)}` +
    `L${f(x3)} ${f(y3)}A${f(r1)} ${f(r1)} 0 ${large} 0 ${f(x4)} ${f(y4)}Z`
  );
}

/** Open arc along one radius, for strokes (rim lips, tyre highlights). */
export function arc(cx: number, cy: number, r: number, a1: number, a2: number): string {
  const large = Math.abs(a2 - a1) > 180 ? 1 : 0;
  const [x1, y1] = polar(cx, cy, r, a1);
  const [x2, y2] = polar(cx, cy, r, a2);
  return `M${f(x1)} ${f(y1)}A${f(r)} ${f(r)} 0 ${large} 1 ${f(x2)} ${f(y2)}`;
}
