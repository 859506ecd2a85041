/** The shared graphite studio: dark cyclorama wall, glossy floor, warm spill, overhead light bars. */
import { ACCENT, STUDIO } from '../palette.ts';
import { type Svg, f, glow, linear } from '../svg-kit.ts';

export type StudioOptions = {
  /** Floor line as a share of the height. */
  horizon?: number;
  /** Centre of the warm spill behind the subject, share of the width. */
  focus?: number;
  /** 0..1 strength of the warm spill. */
  warmth?: number;
  /** Overhead light bars seen in perspective (count; 0 for none). */
  bars?: number;
};

export function studio(svg: Svg, options: StudioOptions = {}): string {
  const { horizon = 0.62, focus = 0.6, warmth = 0.5, bars = 3 } = options;
  const { width: w, height: h } = svg;
  const hy = h * horizon;
  const wall = linear(
    svg,
    [
      [0, STUDIO.black],
      [0.55, '#111317'],
      [1, '#1c1f24'],
    ],
    0,
    0,
    0,
    hy,
  );
  const floor = linear(
    svg,
    [
      [0, '#1a1c20'],
      [0.25, '#0f1013'],
      [1, STUDIO.black],
    ],
    0,
    hy,
    0,
    h,
  );
  const parts = [
    `<rect width="${w}" height="${f(hy)}" fill="${wall}"/>`,
    `<rect y="${f(hy)}" width="${w}" height="${f(h - hy)}" fill="${floor}"/>`,
    // The cove where wall meets floor reads as a soft bright seam.
    glow(svg, w * focus, hy, w * 0.55, h * 0.05, '#8d939c', 0.18),
    glow(svg, w * focus, hy - h * 0.08, w * 0.42, h * 0.3, ACCENT.gold, 0.16 * warmth),
    glow(svg, w * focus, hy + h * 0.1, w * 0.5, h * 0.12, ACCENT.amber, 0.07 * warmth),
  ];
  if (bars > 0) parts.push(lightBars(svg, bars, focus));
  return parts.join('');
}

/** Ceiling soft-box strips running across the room, receding towards the focus, each with bloom. */
function lightBars(svg: Svg, count: number, focus: number): string {
  const { width: w, height: h } = svg;
  const vx = w * focus;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    // Depth grows linearly, so spacing tightens with distance as in real perspective.
    const depth = 1 + i * 0.9;
    const y = h * (0.02 + 0.3 * (1 - 1 / depth));
    const half = (w * 0.36) / depth;
    const thick = (h * 0.012) / depth;
    const fill = linear(
      svg,
      [
        [0, '#fff', 0],
        [0.12, '#fff', 0.9],
        [0.5, '#fff', 1],
        [0.88, '#fff', 0.9],
        [1, '#fff', 0],
      ],
      vx - half,
      0,
      vx + half,
      0,
    );
    out.push(
      // Bloom from gradients rather than blur filters: same look, a fraction of the render time.
      glow(svg, vx, y, half * 1.15, thick * 9, ACCENT.glow, 0.22 / depth),
      glow(svg, vx, y, half * 1.02, thick * 2.6, '#ffffff', 0.35),
      `<rect x="${f(vx - half)}" y="${f(y - thick / 2)}" width="${f(half * 2)}" height="${f(thick)}" rx="${f(thick / 2)}" fill="${fill}" opacity="${f(1 - i * 0.12)}"/>`,
    );
  }
  return out.join('');
}
