/** Detail close-ups: wheel, headlight, polisher on a bonnet, polishing pads. */
import { headlight } from '../parts/headlight.ts';
import { glossPanel } from '../parts/panel.ts';
import { beads } from '../parts/beads.ts';
import { pad, polisher } from '../parts/tools.ts';
import { wheel } from '../parts/wheel.ts';
import { ACCENT, PAINTS, type Paint } from '../palette.ts';
import { createRng, seedFrom } from '../rng.ts';
import { type Svg, f, glow, linear, mask, vignette } from '../svg-kit.ts';

function wheelShot(
  svg: Svg,
  cx: number,
  cy: number,
  R: number,
  rotation: number,
  paint: Paint = PAINTS.obsidian,
): string {
  const { width: w, height: h } = svg;
  const arch = R * 1.16;
  return (
    glossPanel(svg, {
      paint,
      bands: [
        { y0: 0.08, y1: 0.16, bend: -0.02, width: 0.08, strength: 0.5 },
        { y0: 0.28, y1: 0.22, bend: 0.01, width: 0.03, strength: 0.5, warm: true },
      ],
    }) +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(arch)}" fill="#020203"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(arch)}" fill="none" stroke="${paint.sheen}" stroke-opacity="0.5" stroke-width="${f(R * 0.012)}"/>` +
    `<rect y="${f(cy + R)}" width="${w}" height="${f(h)}" fill="${linear(
      svg,
      [
        [0, '#15171a'],
        [1, '#030304'],
      ],
      0,
      cy + R,
      0,
      h,
    )}"/>` +
    wheel(svg, cx, cy, R, { rotation, light: -125, shine: 1, detail: true }) +
    glow(svg, cx, cy + R, R * 1.2, R * 0.08, '#000', 0.9)
  );
}

export function wheelCloseUp(svg: Svg): string {
  const { width: w, height: h } = svg;
  return wheelShot(svg, w * 0.56, h * 0.55, h * 0.4, 12) + vignette(svg, 0.7);
}

/** The same wheel, wet, cropped hard to the left of the frame. */
export function wetWheel(svg: Svg): string {
  const { width: w, height: h } = svg;
  const R = h * 0.62;
  const rng = createRng(seedFrom('wet-wheel'));
  return (
    wheelShot(svg, w * 0.3, h * 0.6, R, 40, PAINTS.graphite) +
    beads(svg, rng, { count: 140, maxRadius: h * 0.02, farScale: 0.8, area: [w * 0.62, 0, w * 0.38, h * 0.5] }) +
    vignette(svg, 0.75, 0.35, 0.5)
  );
}

export function headlightCloseUp(svg: Svg): string {
  const { width: w, height: h } = svg;
  const s = (w * 0.95) / 1000;
  return (
    glossPanel(svg, {
      paint: PAINTS.graphite,
      bands: [
        { y0: 0.85, y1: 0.6, bend: 0.05, width: 0.1, strength: 0.4 },
        { y0: 0.1, y1: 0.05, bend: 0, width: 0.04, strength: 0.3 },
      ],
      edge: 0.95,
    }) +
    `<g transform="translate(${f(w * 0.04)} ${f(h * 0.18)}) scale(${f(s)}) rotate(-4 500 250)">${headlight(svg)}</g>` +
    vignette(svg, 0.75)
  );
}

/** About: a polisher resting on a freshly corrected bonnet, mirrored in the paint. */
export function polisherOnBonnet(svg: Svg): string {
  const { width: w, height: h } = svg;
  const s = (w * 0.85) / 700;
  const x = w * 0.1;
  const ground = h * 0.62;
  const tool = `<g transform="translate(${f(x)} ${f(ground - 292 * s)}) scale(${f(s)})">${polisher(svg)}</g>`;
  const fade = mask(
    svg,
    `<rect x="0" y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="${linear(
      svg,
      [
        [0, '#fff', 0.4],
        [0.5, '#fff', 0],
      ],
      0,
      ground,
      0,
      h,
    )}"/>`,
  );
  return (
    `<rect width="${w}" height="${h}" fill="#07080a"/>` +
    glow(svg, w * 0.45, ground * 0.7, w * 0.6, h * 0.35, ACCENT.gold, 0.16) +
    `<rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="${linear(
      svg,
      [
        [0, '#2a2e35'],
        [0.08, '#111317'],
        [1, '#030304'],
      ],
      0,
      ground,
      0,
      h,
    )}"/>` +
    glow(svg, w * 0.62, ground + h * 0.02, w * 0.45, h * 0.025, '#ffffff', 0.4) +
    `<g mask="${fade}"><g transform="translate(0 ${f(ground * 2)}) scale(1 -1)">${tool}</g></g>` +
    glow(svg, x + 180 * s, ground, 200 * s, 12 * s, '#000', 0.9) +
    tool +
    vignette(svg, 0.7)
  );
}

/** Gallery: polishing pads laid out on the bench, seen from above. */
export function padsFlatLay(svg: Svg): string {
  const { width: w, height: h } = svg;
  const gold = [ACCENT.glow, ACCENT.gold, ACCENT.ember] as const;
  const black = ['#3a3d42', '#1b1d20', '#08090a'] as const;
  const grey = ['#9aa0a8', '#5a5f66', '#24272b'] as const;
  const bench = linear(
    svg,
    [
      [0, '#1c1e22'],
      [1, '#060607'],
    ],
    0,
    0,
    w,
    h,
  );
  return (
    `<rect width="${w}" height="${h}" fill="${bench}"/>` +
    glow(svg, w * 0.3, h * 0.2, w * 0.6, h * 0.5, ACCENT.gold, 0.12) +
    pad(svg, w * 0.3, h * 0.42, h * 0.26, gold) +
    pad(svg, w * 0.62, h * 0.3, h * 0.2, black) +
    pad(svg, w * 0.7, h * 0.72, h * 0.22, grey) +
    pad(svg, w * 0.42, h * 0.8, h * 0.15, black) +
    pad(svg, w * 0.9, h * 0.22, h * 0.13, gold) +
    vignette(svg, 0.8)
  );
}
