/** Water beading on freshly coated paint: the proof a ceramic coating shows. */
import { createRng, seedFrom } from '../rng.ts';
import { ACCENT, type Paint } from '../palette.ts';
import { type Svg, f, glow, linear, vignette } from '../svg-kit.ts';

export function beads(svg: Svg, o: { paint: Paint; seed: string; count: number; tilt: number }): string {
  const { width: w, height: h } = svg;
  const rng = createRng(seedFrom(o.seed));
  const paint = linear(svg, [[0, o.paint.sheen], [0.18, o.paint.body], [0.6, o.paint.base], [1, '#020203']], 0, 0, w * 0.3, h);
  // One bead gradient in each bead's own box: a bright specular point up-left, a dark rim.
  const beadId = svg.id('bead');
  svg.def(
    `<radialGradient id="${beadId}" cx="0.5" cy="0.5" r="0.5" fx="0.34" fy="0.3">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0.95"/><stop offset="0.16" stop-color="#fff" stop-opacity="0.45"/>` +
      `<stop offset="0.5" stop-color="#cfd6de" stop-opacity="0.06"/><stop offset="0.85" stop-color="#000" stop-opacity="0.3"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );
  const bead = `url(#${beadId})`;
  const parts = [`<rect width="${w}" height="${h}" fill="${paint}"/>`, glow(svg, w * 0.3, h * 0.2, w * 0.6, h * 0.12, '#e9edf2', 0.35, o.tilt)];
  for (let i = 0; i < o.count; i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    // Near the light beads catch more; far ones are smaller (perspective).
    const r = rng.range(6, 30) * (0.45 + y / h);
    const squash = rng.range(0.7, 0.95);
    parts.push(
      `<ellipse cx="${f(x)}" cy="${f(y + r * 0.35)}" rx="${f(r * 1.05)}" ry="${f(r * squash * 0.9)}" fill="#000" opacity="0.35"/>` +
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * squash)}" fill="${bead}" transform="rotate(${f(o.tilt)} ${f(x)} ${f(y)})"/>`,
    );
  }
  parts.push(glow(svg, w * 0.78, h * 0.85, w * 0.4, h * 0.2, ACCENT.gold, 0.12));
  parts.push(vignette(svg, 0.75));
  return parts.join('');
}
