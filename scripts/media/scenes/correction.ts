/** Paint correction: swirl-marked paint on one side, a mirror finish on the other, a polisher's halo between. */
import { createRng, seedFrom } from '../rng.ts';
import { ACCENT, type Paint } from '../palette.ts';
import { type Svg, f, glow, linear, vignette } from '../svg-kit.ts';

export function correction(svg: Svg, o: { paint: Paint; split: number; seed: string }): string {
  const { width: w, height: h } = svg;
  const rng = createRng(seedFrom(o.seed));
  const sx = w * o.split;
  const paint = linear(svg, [[0, o.paint.body], [0.5, o.paint.base], [1, '#020203']], 0, 0, w * 0.2, h);
  // Holograms and swirls: fine concentric scratches catching the light, only on the uncorrected side.
  const swirls: string[] = [];
  for (let i = 0; i < 90; i++) {
    const cx = rng.range(-w * 0.1, sx);
    const cy = rng.range(0, h);
    const r = rng.range(30, 260);
    const a = rng.range(0, 360);
    swirls.push(
      `<path d="M${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 0 1 ${f(cx)} ${f(cy + r)}" transform="rotate(${f(a)} ${f(cx)} ${f(cy)})" ` +
        `stroke="#d7dce3" stroke-opacity="${f(rng.range(0.05, 0.22))}" stroke-width="${f(rng.range(0.6, 1.6))}" fill="none"/>`,
    );
  }
  const lamp = glow(svg, w * 0.5, h * 0.28, w * 0.32, h * 0.06, '#f1f3f6', 0.7, -6);
  const mirrored = glow(svg, sx + w * 0.2, h * 0.3, w * 0.22, h * 0.035, '#ffffff', 0.85, -6);
  return (
    `<rect width="${w}" height="${h}" fill="${paint}"/>` +
    `<g>${swirls.join('')}</g>` +
    lamp +
    mirrored +
    `<line x1="${f(sx)}" y1="0" x2="${f(sx)}" y2="${h}" stroke="${ACCENT.gold}" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="10 8"/>` +
    glow(svg, sx, h * 0.62, h * 0.22, h * 0.22, ACCENT.amber, 0.25) +
    `<circle cx="${f(sx)}" cy="${f(h * 0.62)}" r="${f(h * 0.13)}" fill="none" stroke="${ACCENT.glow}" stroke-opacity="0.35" stroke-width="3"/>` +
    vignette(svg, 0.75)
  );
}
