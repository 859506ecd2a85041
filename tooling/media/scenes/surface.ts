/** Paint close-ups: ceramic beading, correction, film, foam, a honeycomb ceiling mirrored in a bonnet. */
import { beads } from '../parts/beads.ts';
import { hexGrid, pointLight } from '../parts/lights.ts';
import { glossPanel } from '../parts/panel.ts';
import { swirls } from '../parts/swirls.ts';
import { foam, squeegee } from '../parts/tools.ts';
import { ACCENT, PAINTS } from '../palette.ts';
import { createRng, seedFrom } from '../rng.ts';
import { type Svg, clip, f, linear, softStroke, vignette } from '../svg-kit.ts';

export function ceramicCoating(svg: Svg): string {
  const rng = createRng(seedFrom('ceramic-coating'));
  return (
    glossPanel(svg, {
      paint: PAINTS.midnight,
      bands: [
        { y0: 0.02, y1: 0.5, bend: -0.08, width: 0.2, strength: 0.6 },
        { y0: 0.66, y1: 0.86, bend: 0.03, width: 0.04, strength: 0.45, warm: true },
      ],
      edge: 0.88,
    }) +
    beads(svg, rng, { count: 420, maxRadius: svg.height * 0.055, farScale: 0.35 }) +
    vignette(svg, 0.75)
  );
}

/** Gallery: big beads on graphite paint under one warm band, seen flatter. */
export function beadsMacro(svg: Svg): string {
  const rng = createRng(seedFrom('beads-macro'));
  return (
    glossPanel(svg, {
      paint: PAINTS.graphite,
      bands: [{ y0: 0.55, y1: 0.35, bend: 0.02, width: 0.14, strength: 0.5, warm: true }],
    }) +
    beads(svg, rng, { count: 120, maxRadius: svg.height * 0.09, farScale: 0.6 }) +
    vignette(svg, 0.8)
  );
}

/** Paint correction: a tape line splits swirled, hazy paint from a corrected mirror finish. */
export function paintCorrection(svg: Svg): string {
  const { width: w, height: h } = svg;
  const rng = createRng(seedFrom('paint-correction'));
  const split = 'M' + f(w * 0.47) + ' 0L' + f(w * 0.55) + ' ' + h;
  const left = clip(svg, `<path d="M0 0L${f(w * 0.47)} 0L${f(w * 0.55)} ${h}L0 ${h}Z"/>`);
  return (
    glossPanel(svg, {
      paint: PAINTS.obsidian,
      bands: [{ y0: 0.8, y1: 0.7, bend: 0.03, width: 0.05, strength: 0.35 }],
    }) +
    pointLight(svg, w * 0.28, h * 0.42, h * 0.012) +
    pointLight(svg, w * 0.76, h * 0.42, h * 0.012) +
    `<g clip-path="${left}"><rect width="${w}" height="${h}" fill="#9aa0a8" opacity="0.07"/>${swirls(svg, rng, w * 0.28, h * 0.42, h * 0.55, 700)}</g>` +
    `<path d="${split}" stroke="#000" stroke-opacity="0.5" stroke-width="${f(w * 0.034)}" transform="translate(6 0)"/>` +
    `<path d="${split}" stroke="${linear(
      svg,
      [
        [0, '#cdbb98'],
        [0.5, '#b59c70'],
        [1, '#7d6848'],
      ],
      0,
      0,
      0,
      h,
    )}" stroke-width="${f(w * 0.03)}"/>` +
    `<path d="${split}" stroke="#fff" stroke-opacity="0.25" stroke-width="${f(w * 0.002)}" transform="translate(-${f(w * 0.013)} 0)"/>` +
    vignette(svg, 0.7)
  );
}

/** PPF: film squeegeed onto a panel, its edge catching the light, slip solution still beading. */
export function ppf(svg: Svg): string {
  const { width: w, height: h } = svg;
  const rng = createRng(seedFrom('ppf'));
  const edge = `M${f(w * 0.18)} -10C${f(w * 0.3)} ${f(h * 0.4)} ${f(w * 0.36)} ${f(h * 0.7)} ${f(w * 0.42)} ${h + 10}`;
  const film = clip(svg, `<path d="${edge}L${w} ${h + 10}L${w} -10Z"/>`);
  return (
    glossPanel(svg, {
      paint: PAINTS.graphite,
      bands: [
        { y0: 0.2, y1: 0.1, bend: 0.05, width: 0.1, strength: 0.45 },
        { y0: 0.75, y1: 0.6, bend: 0.02, width: 0.04, strength: 0.4, warm: true },
      ],
    }) +
    `<g clip-path="${film}"><rect width="${w}" height="${h}" fill="#ffffff" opacity="0.05"/>` +
    beads(svg, rng, { count: 110, maxRadius: h * 0.014, farScale: 0.7, area: [w * 0.55, 0, w * 0.45, h] }) +
    `</g>` +
    softStroke(edge, '#fff', 2.5, 0.7) +
    `<path d="${edge}" stroke="#000" stroke-opacity="0.5" stroke-width="3" fill="none" transform="translate(-4 0)"/>` +
    squeegee(svg, w * 0.5, h * 0.5, h / 700, -62) +
    vignette(svg, 0.75)
  );
}

/** Express detail: snow foam sliding off the panel. */
export function snowFoam(svg: Svg): string {
  const { height: h } = svg;
  const rng = createRng(seedFrom('snow-foam'));
  return (
    glossPanel(svg, { paint: PAINTS.obsidian, bands: [{ y0: 0.7, y1: 0.55, bend: 0.04, width: 0.1, strength: 0.5 }] }) +
    beads(svg, rng, { count: 160, maxRadius: h * 0.025, farScale: 0.8, area: [0, h * 0.45, svg.width, h * 0.55] }) +
    foam(svg, rng, h * 0.32, h * 0.7) +
    vignette(svg, 0.75)
  );
}

/** Gallery: a honeycomb ceiling mirrored in a curved bonnet, bowed by the panel's crown. */
export function hexBonnet(svg: Svg): string {
  const { width: w, height: h } = svg;
  const grid = hexGrid(
    svg,
    14,
    9,
    (u, v) => {
      const x = (u / 22) * 2 - 1;
      const y = v / 13;
      // The crown of the bonnet pinches the reflection towards the centre and bends it.
      return [w * (0.5 + x * 0.55 * (0.6 + 0.4 * y)), h * (0.08 + 0.95 * y * y) - x * x * h * 0.12] as const;
    },
    2,
    0.9,
  );
  const fade = linear(
    svg,
    [
      [0, '#000', 0.85],
      [0.35, '#000', 0],
      [1, '#000', 0.4],
    ],
    0,
    0,
    0,
    h,
  );
  return (
    glossPanel(svg, { paint: PAINTS.obsidian, bands: [] }) +
    grid +
    `<rect width="${w}" height="${h}" fill="${fade}"/>` +
    `<path d="M0 ${f(h * 0.93)}Q${f(w / 2)} ${f(h * 0.82)} ${w} ${f(h * 0.93)}" stroke="${ACCENT.gold}" stroke-opacity="0.5" stroke-width="2" fill="none"/>` +
    vignette(svg, 0.7)
  );
}
