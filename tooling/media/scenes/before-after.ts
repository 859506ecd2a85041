/**
 * Before and after pairs: each pair is one scene drawn twice with the same framing, the same car
 * and the same light, once as it came in and once as it left. Everything both states share is drawn
 * from the same seeded streams, so only what the work changed differs between the two pictures.
 */
import { quiltFill, seat, type Leather } from '../parts/interior.ts';
import { pointLight } from '../parts/lights.ts';
import { glossPanel } from '../parts/panel.ts';
import { swirls } from '../parts/swirls.ts';
import { ACCENT, PAINTS } from '../palette.ts';
import { createRng, seedFrom, type Rng } from '../rng.ts';
import { type Svg, blur, f, glow, linear, softStroke, vignette } from '../svg-kit.ts';
import type { Scene } from '../manifest.ts';

export type PairState = 'before' | 'after';

/** Fine straight scratches (the marks a dirty wash mitt leaves), scattered over the panel. */
function washMarring(svg: Svg, rng: Rng, count: number): string {
  const { width: w, height: h } = svg;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, w);
    const y = rng.range(h * 0.05, h * 0.85);
    const length = rng.range(h * 0.03, h * 0.16);
    const angle = rng.range(-25, 25) * (Math.PI / 180);
    const opacity = rng.range(0.06, 0.22);
    out.push(
      `<path d="M${f(x)} ${f(y)}l${f(Math.cos(angle) * length)} ${f(Math.sin(angle) * length)}" stroke="#fff" stroke-opacity="${f(opacity)}" stroke-width="${f(rng.range(0.6, 1.3))}" fill="none"/>`,
    );
  }
  return `<g>${out.join('')}</g>`;
}

/** Dried water spots: faint mineral rings left on the clear coat. */
function waterSpots(svg: Svg, rng: Rng, count: number): string {
  const { width: w, height: h } = svg;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = h * rng.range(0.004, 0.014);
    out.push(
      `<circle cx="${f(rng.range(0, w))}" cy="${f(rng.range(h * 0.1, h * 0.8))}" r="${f(r)}" stroke="#d8dde4" stroke-opacity="${f(rng.range(0.12, 0.3))}" stroke-width="${f(r * 0.25)}" fill="#d8dde4" fill-opacity="0.04"/>`,
    );
  }
  return `<g>${out.join('')}</g>`;
}

/**
 * Paint correction: the bonnet of a black car under the studio's two point lights and a soft box.
 * Before: swirl marks ringing each light, marring and water spots, a grey haze that dulls the
 * reflections. After: the same panel with a deep, clear mirror finish.
 */
export function paintPanelPair(state: PairState): Scene {
  return (svg: Svg) => {
    const { width: w, height: h } = svg;
    const before = state === 'before';
    const lights = [
      [w * 0.3, h * 0.36],
      [w * 0.72, h * 0.3],
    ] as const;
    // The shut line between the bonnet and the wing: it pins the framing, the same in both pictures.
    const gap = `M${f(-w * 0.02)} ${f(h * 0.8)}C${f(w * 0.3)} ${f(h * 0.74)} ${f(w * 0.65)} ${f(h * 0.76)} ${f(w * 1.02)} ${f(h * 0.9)}`;
    const below = `${gap}L${f(w * 1.02)} ${h}L${f(-w * 0.02)} ${h}Z`;
    const defects = before
      ? `<rect width="${w}" height="${h}" fill="#a4abb5" opacity="0.1"/>` +
        lights
          .map(([x, y], index) => swirls(svg, createRng(seedFrom(`ba-paint-swirls-${index}`)), x, y, h * 0.5, 650))
          .join('') +
        washMarring(svg, createRng(seedFrom('ba-paint-marring')), 120) +
        waterSpots(svg, createRng(seedFrom('ba-paint-spots')), 36)
      : '';
    return (
      glossPanel(svg, {
        paint: PAINTS.obsidian,
        bands: [
          { y0: 0.1, y1: 0.02, bend: 0.06, width: 0.07, strength: before ? 0.32 : 0.55 },
          { y0: 0.62, y1: 0.52, bend: 0.03, width: 0.035, strength: before ? 0.22 : 0.42, warm: true },
        ],
      }) +
      lights.map(([x, y]) => pointLight(svg, x, y, h * (before ? 0.016 : 0.011))).join('') +
      // Under haze a light spreads into a milky bloom; corrected, it stays a point.
      (before ? lights.map(([x, y]) => glow(svg, x, y, h * 0.12, h * 0.12, '#e8edf3', 0.22)).join('') : '') +
      defects +
      `<path d="${below}" fill="${linear(
        svg,
        [
          [0, '#16191e'],
          [1, '#030304'],
        ],
        0,
        h * 0.75,
        0,
        h,
      )}"/>` +
      `<path d="${gap}" stroke="#000" stroke-width="${f(h * 0.012)}" fill="none"/>` +
      softStroke(
        gap,
        before ? '#8f969f' : '#dfe5ec',
        h * 0.003,
        before ? 0.35 : 0.6,
        ` transform="translate(0 ${f(-h * 0.009)})"`,
      ) +
      `<path d="${gap}" stroke="${ACCENT.gold}" stroke-opacity="0.35" stroke-width="${f(h * 0.002)}" fill="none" transform="translate(0 ${f(h * 0.012)})"/>` +
      vignette(svg, 0.7)
    );
  };
}

/** A light stone leather, on which what the cabin collected shows. */
const STONE: Leather = { dark: '#3b352d', mid: '#8c8171', light: '#d2c7b4' };

/** The floor mat's pile: a fine weave, and when clean the vacuum's alternating stripes. */
function floorMat(svg: Svg, top: number, clean: boolean): string {
  const { width: w, height: h } = svg;
  const id = svg.id('pile');
  const cell = h * 0.012;
  svg.def(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(cell)}" height="${f(cell)}">` +
      `<rect width="${f(cell)}" height="${f(cell)}" fill="#1d1e21"/>` +
      `<path d="M0 ${f(cell / 2)}L${f(cell)} ${f(cell / 2)}" stroke="#2b2c30" stroke-width="${f(cell * 0.4)}"/>` +
      `</pattern>`,
  );
  const stripes: string[] = [];
  if (clean) {
    const stripe = w / 9;
    for (let i = 0; i < 9; i += 2) {
      stripes.push(
        `<rect x="${f(i * stripe)}" y="${f(top)}" width="${f(stripe)}" height="${f(h - top)}" fill="#fff" opacity="0.045"/>`,
      );
    }
  }
  return (
    `<rect y="${f(top)}" width="${w}" height="${f(h - top)}" fill="url(#${id})"/>` +
    stripes.join('') +
    `<rect y="${f(top)}" width="${w}" height="${f(h - top)}" fill="${linear(
      svg,
      [
        [0, '#000', 0.55],
        [0.3, '#000', 0.15],
        [1, '#000', 0.35],
      ],
      0,
      top,
      0,
      h,
    )}"/>` +
    `<path d="M0 ${f(top)}L${w} ${f(top)}" stroke="${ACCENT.gold}" stroke-opacity="0.5" stroke-width="${f(h * 0.003)}"/>`
  );
}

/** Sand, crumbs and grit: small specks, lighter and darker than what they lie on. */
function specks(svg: Svg, rng: Rng, count: number, area: readonly [number, number, number, number]): string {
  const [x0, y0, aw, ah] = area;
  const colours = ['#c9b48e', '#a88f66', '#e2d6bd', '#6d5a3e'];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = svg.height * rng.range(0.0015, 0.005);
    out.push(
      `<ellipse cx="${f(x0 + rng.next() * aw)}" cy="${f(y0 + rng.next() * ah)}" rx="${f(r)}" ry="${f(r * rng.range(0.6, 1))}" fill="${colours[Math.floor(rng.next() * colours.length)]}" fill-opacity="${f(rng.range(0.55, 0.95))}"/>`,
    );
  }
  return `<g>${out.join('')}</g>`;
}

/** Stains soaked into leather: soft-edged blotches with a darker tide line. */
function stains(svg: Svg, rng: Rng, spots: readonly (readonly [number, number, number])[]): string {
  const { width: w, height: h } = svg;
  const soft = blur(svg, h * 0.006, [0, 0, w, h]);
  return spots
    .map(([x, y, r]) => {
      const points: string[] = [];
      const sides = 9;
      for (let i = 0; i < sides; i++) {
        const a = (i / sides) * Math.PI * 2;
        const k = r * rng.range(0.7, 1.15);
        points.push(`${f(x + Math.cos(a) * k)},${f(y + Math.sin(a) * k * 0.8)}`);
      }
      const shape = `<polygon points="${points.join(' ')}"`;
      return (
        `${shape} fill="#4a3520" fill-opacity="0.6" filter="${soft}"/>` +
        `${shape} fill="none" stroke="#3a2814" stroke-opacity="0.5" stroke-width="${f(h * 0.003)}" filter="${soft}"/>`
      );
    })
    .join('');
}

/** The front of the seat cushion below the back: smooth bolsters either side of a quilted centre. */
function cushion(svg: Svg, x: number, top: number, bottom: number, half: number, leather: Leather): string {
  const outline = `M${f(x - half)} ${f(bottom)}C${f(x - half * 1.04)} ${f(top + (bottom - top) * 0.3)} ${f(x - half * 0.95)} ${f(top)} ${f(x - half * 0.8)} ${f(top)}L${f(x + half * 0.8)} ${f(top)}C${f(x + half * 0.95)} ${f(top)} ${f(x + half * 1.04)} ${f(top + (bottom - top) * 0.3)} ${f(x + half)} ${f(bottom)}Z`;
  const centre = `M${f(x - half * 0.55)} ${f(bottom)}L${f(x - half * 0.5)} ${f(top + (bottom - top) * 0.12)}L${f(x + half * 0.5)} ${f(top + (bottom - top) * 0.12)}L${f(x + half * 0.55)} ${f(bottom)}Z`;
  const face = linear(
    svg,
    [
      [0, leather.light],
      [0.35, leather.mid],
      [1, leather.dark],
    ],
    0,
    top,
    0,
    bottom,
  );
  const stitch = `stroke="${ACCENT.gold}" stroke-width="${f(svg.height * 0.002)}" stroke-dasharray="${f(svg.height * 0.007)} ${f(svg.height * 0.005)}" fill="none" stroke-opacity="0.85"`;
  return (
    `<path d="${outline}" fill="${face}"/>` +
    `<path d="${centre}" fill="${quiltFill(svg, leather, svg.height * 0.045)}" fill-opacity="0.9"/>` +
    `<path d="${centre}" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="${f(svg.height * 0.004)}"/>` +
    `<path d="${outline}" ${stitch}/>` +
    `<path d="${outline}" fill="${linear(
      svg,
      [
        [0, '#000', 0],
        [1, '#000', 0.55],
      ],
      0,
      top,
      0,
      bottom,
    )}"/>`
  );
}

/**
 * Interior detailing: the driver's seat in stone leather and the floor mat in front of it, seen
 * through the open door. Before: coffee stains and grime on the leather, crumbs on the cushion,
 * sand, a muddy footprint and a dry leaf on the mat. After: clean leather with its sheen back, the
 * mat vacuumed in stripes.
 */
export function interiorSeatPair(state: PairState): Scene {
  return (svg: Svg) => {
    const { width: w, height: h } = svg;
    const before = state === 'before';
    const x = w * 0.5;
    const y = h * 0.25;
    const s = h / 900;
    const cushionTop = y + 380 * s;
    const cushionBottom = h * 0.86;
    const matTop = h * 0.8;
    const backOutline = `M${f(x - 170 * s)} ${f(y + 420 * s)}C${f(x - 200 * s)} ${f(y + 200 * s)} ${f(x - 190 * s)} ${f(y + 40 * s)} ${f(x - 150 * s)} ${f(y - 10 * s)}C${f(x - 90 * s)} ${f(y - 40 * s)} ${f(x + 90 * s)} ${f(y - 40 * s)} ${f(x + 150 * s)} ${f(y - 10 * s)}C${f(x + 190 * s)} ${f(y + 40 * s)} ${f(x + 200 * s)} ${f(y + 200 * s)} ${f(x + 170 * s)} ${f(y + 420 * s)}Z`;
    const grime = (d: string) => `<path d="${d}" fill="#3d3222" fill-opacity="0.32"/>`;
    const dirt = before
      ? grime(backOutline) +
        stains(svg, createRng(seedFrom('ba-seat-stains')), [
          [x - 40 * s, y + 150 * s, 55 * s],
          [x + 70 * s, y + 290 * s, 40 * s],
          [x - 20 * s, cushionTop + h * 0.05, 45 * s],
        ]) +
        specks(svg, createRng(seedFrom('ba-seat-crumbs')), 90, [x - 180 * s, cushionTop, 360 * s, h * 0.05]) +
        specks(svg, createRng(seedFrom('ba-mat-sand')), 520, [0, cushionBottom, w, h - cushionBottom]) +
        specks(svg, createRng(seedFrom('ba-mat-sand-edge')), 160, [0, matTop, w * 0.3, cushionBottom - matTop]) +
        specks(svg, createRng(seedFrom('ba-mat-sand-edge-right')), 160, [
          w * 0.7,
          matTop,
          w * 0.3,
          cushionBottom - matTop,
        ]) +
        // A muddy footprint and a dry leaf.
        `<g fill="#4f3a20" fill-opacity="0.7" transform="rotate(-10 ${f(w * 0.22)} ${f(h * 0.93)})">` +
        `<ellipse cx="${f(w * 0.22)}" cy="${f(h * 0.95)}" rx="${f(w * 0.055)}" ry="${f(h * 0.035)}"/>` +
        `<ellipse cx="${f(w * 0.22)}" cy="${f(h * 0.885)}" rx="${f(w * 0.04)}" ry="${f(h * 0.02)}"/></g>` +
        `<path d="M${f(w * 0.76)} ${f(h * 0.93)}q${f(w * 0.03)} ${f(-h * 0.05)} ${f(w * 0.08)} ${f(-h * 0.025)}q${f(-w * 0.025)} ${f(h * 0.05)} ${f(-w * 0.08)} ${f(h * 0.025)}Z" fill="#8a6a2e"/>` +
        `<path d="M${f(w * 0.76)} ${f(h * 0.93)}l${f(w * 0.08)} ${f(-h * 0.025)}" stroke="#4a3414" stroke-width="${f(h * 0.002)}"/>`
      : // Conditioned leather: its sheen back along the bolsters.
        softStroke(
          `M${f(x - 150 * s)} ${f(y + 380 * s)}C${f(x - 175 * s)} ${f(y + 200 * s)} ${f(x - 168 * s)} ${f(y + 60 * s)} ${f(x - 135 * s)} ${f(y + 10 * s)}`,
          '#fff',
          6 * s,
          0.22,
        ) +
        softStroke(
          `M${f(x + 150 * s)} ${f(y + 380 * s)}C${f(x + 175 * s)} ${f(y + 200 * s)} ${f(x + 168 * s)} ${f(y + 60 * s)} ${f(x + 135 * s)} ${f(y + 10 * s)}`,
          '#fff',
          6 * s,
          0.16,
        ) +
        softStroke(
          `M${f(x - 200 * s)} ${f(cushionTop + h * 0.012)}L${f(x + 200 * s)} ${f(cushionTop + h * 0.012)}`,
          '#fff',
          4 * s,
          0.14,
        );
    return (
      `<rect width="${w}" height="${h}" fill="${linear(
        svg,
        [
          [0, '#0c0d10'],
          [1, '#040405'],
        ],
        0,
        0,
        0,
        h,
      )}"/>` +
      glow(svg, w * 0.78, h * 0.18, w * 0.5, h * 0.4, ACCENT.gold, 0.12) +
      floorMat(svg, matTop, !before) +
      seat(svg, x, y, s, STONE) +
      cushion(svg, x, cushionTop, cushionBottom, 230 * s, STONE) +
      dirt +
      (before ? `<rect width="${w}" height="${h}" fill="#6b5a3f" opacity="0.06"/>` : '') +
      vignette(svg, 0.75)
    );
  };
}
