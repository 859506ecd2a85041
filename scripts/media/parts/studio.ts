/** The shared graphite studio: dark cyclorama wall, glossy floor, warm spill, overhead light bars. */
import { ACCENT, STUDIO } from '../palette.ts';
import { type Svg, blur, f, glow, linear, pts } from '../svg-kit.ts';

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
  const wall = linear(svg, [[0, STUDIO.black], [0.55, '#111317'], [1, '#1c1f24']], 0, 0, 0, hy);
  const floor = linear(svg, [[0, '#1a1c20'], [0.25, '#0f1013'], [1, STUDIO.black]], 0, hy, 0, h);
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

/** Parallel ceiling light bars receding towards the focus, each with bloom. */
function lightBars(svg: Svg, count: number, focus: number): string {
  const { width: w, height: h } = svg;
  const vx = w * focus;
  const vy = h * 0.28;
  const halo = blur(svg, h * 0.012);
  const wide = blur(svg, h * 0.04);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0 : i / (count - 1) - 0.5;
    const nearX = vx + t * w * 1.1;
    const nearY = -h * 0.02;
    const farX = vx + t * w * 0.22;
    const farY = vy * 0.5;
    const half = h * 0.006;
    const quad = pts([
      [nearX - half * 3, nearY],
      [nearX + half * 3, nearY],
      [farX + half, farY],
      [farX - half, farY],
    ]);
    const fade = linear(svg, [[0, '#ffffff', 0.95], [1, STUDIO.white, 0.25]], nearX, nearY, farX, farY);
    out.push(
      `<polygon points="${quad}" fill="${ACCENT.glow}" opacity="0.35" filter="${wide}"/>`,
      `<polygon points="${quad}" fill="#fff" opacity="0.6" filter="${halo}"/>`,
      `<polygon points="${quad}" fill="${fade}"/>`,
    );
  }
  return out.join('');
}
