/** A forged wheel filling the frame, lit from one side, with the flank's reflection above it. */
import { wheel } from '../parts/wheel.ts';
import { ACCENT, STUDIO } from '../palette.ts';
import { type Svg, f, glow, linear, vignette } from '../svg-kit.ts';

export function wheelCloseup(svg: Svg, o: { cx: number; cy: number; r: number; spokes: number; rotation: number; light: number }): string {
  const { width: w, height: h } = svg;
  const cx = w * o.cx;
  const cy = h * o.cy;
  const R = h * o.r;
  const panel = linear(svg, [[0, '#1b1e23'], [0.5, STUDIO.deep], [1, '#050506']], 0, 0, 0, h);
  const arch = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 1.16)}" fill="#030304"/>`;
  const sheen = glow(svg, cx - R * 0.2, cy - R * 1.3, R * 1.8, R * 0.16, '#9aa1ab', 0.35, -4);
  return (
    `<rect width="${w}" height="${h}" fill="${panel}"/>` +
    sheen +
    glow(svg, cx + R, cy + R * 0.6, R * 1.4, R * 0.8, ACCENT.amber, 0.12) +
    arch +
    wheel(svg, cx, cy, R, { spokes: o.spokes, rotation: o.rotation, light: o.light, shine: 0.95 }) +
    vignette(svg, 0.8, o.cx, o.cy)
  );
}
