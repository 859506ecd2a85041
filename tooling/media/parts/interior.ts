/** Cabin parts: diamond-quilted leather with champagne stitching, a stitched steering wheel, a dashboard sweep. */
import { ACCENT } from '../palette.ts';
import { arc, polar } from '../geometry.ts';
import { type Svg, f, linear, radial, radialBox, softStroke } from '../svg-kit.ts';

export type Leather = { dark: string; mid: string; light: string };
export const LEATHERS = {
  onyx: { dark: '#060607', mid: '#17181b', light: '#3c3e44' },
  cognac: { dark: '#1c0d05', mid: '#4a2712', light: '#9a5e34' },
} as const satisfies Record<string, Leather>;

/** Quilted leather as a pattern fill; `cell` is the diamond size, `skew` fakes the seat's lean. */
export function quiltFill(svg: Svg, leather: Leather, cell: number, skew = 0, rotate = 45): string {
  const id = svg.id('quilt');
  const cushion = radialBox(
    svg,
    [
      [0, leather.light, 0.9],
      [0.55, leather.mid],
      [1, leather.dark],
    ],
    0.42,
    0.38,
    0.75,
  );
  const c = cell;
  const stitch = `stroke="${ACCENT.gold}" stroke-width="${f(c * 0.018)}" stroke-dasharray="${f(c * 0.05)} ${f(c * 0.035)}" fill="none"`;
  const holes: string[] = [];
  for (const [u, v] of [
    [0.35, 0.35],
    [0.65, 0.35],
    [0.5, 0.5],
    [0.35, 0.65],
    [0.65, 0.65],
  ] as const) {
    holes.push(`<circle cx="${f(u * c)}" cy="${f(v * c)}" r="${f(c * 0.018)}" fill="#000" fill-opacity="0.7"/>`);
  }
  svg.def(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(c)}" height="${f(c)}" patternTransform="rotate(${f(rotate)}) skewX(${f(skew)})">` +
      `<rect width="${f(c)}" height="${f(c)}" fill="${leather.dark}"/>` +
      `<rect x="${f(c * 0.03)}" y="${f(c * 0.03)}" width="${f(c * 0.94)}" height="${f(c * 0.94)}" rx="${f(c * 0.12)}" fill="${cushion}"/>` +
      holes.join('') +
      `<rect x="${f(c * 0.06)}" y="${f(c * 0.06)}" width="${f(c * 0.88)}" height="${f(c * 0.88)}" rx="${f(c * 0.1)}" ${stitch} stroke-opacity="0.8"/>` +
      `</pattern>`,
  );
  return `url(#${id})`;
}

/** A sports seat back seen from the front: quilted centre, smooth bolsters, piped edges. */
export function seat(svg: Svg, x: number, y: number, s: number, leather: Leather): string {
  const outline = `M${f(x - 170 * s)} ${f(y + 420 * s)}C${f(x - 200 * s)} ${f(y + 200 * s)} ${f(x - 190 * s)} ${f(y + 40 * s)} ${f(x - 150 * s)} ${f(y - 10 * s)}C${f(x - 90 * s)} ${f(y - 40 * s)} ${f(x + 90 * s)} ${f(y - 40 * s)} ${f(x + 150 * s)} ${f(y - 10 * s)}C${f(x + 190 * s)} ${f(y + 40 * s)} ${f(x + 200 * s)} ${f(y + 200 * s)} ${f(x + 170 * s)} ${f(y + 420 * s)}Z`;
  const centre = `M${f(x - 95 * s)} ${f(y + 420 * s)}C${f(x - 110 * s)} ${f(y + 250 * s)} ${f(x - 105 * s)} ${f(y + 80 * s)} ${f(x - 85 * s)} ${f(y + 20 * s)}C${f(x - 40 * s)} ${f(y + 6 * s)} ${f(x + 40 * s)} ${f(y + 6 * s)} ${f(x + 85 * s)} ${f(y + 20 * s)}C${f(x + 105 * s)} ${f(y + 80 * s)} ${f(x + 110 * s)} ${f(y + 250 * s)} ${f(x + 95 * s)} ${f(y + 420 * s)}Z`;
  const head = `M${f(x - 110 * s)} ${f(y - 60 * s)}C${f(x - 120 * s)} ${f(y - 200 * s)} ${f(x + 120 * s)} ${f(y - 200 * s)} ${f(x + 110 * s)} ${f(y - 60 * s)}C${f(x + 60 * s)} ${f(y - 40 * s)} ${f(x - 60 * s)} ${f(y - 40 * s)} ${f(x - 110 * s)} ${f(y - 60 * s)}Z`;
  const bolster = linear(
    svg,
    [
      [0, leather.dark],
      [0.18, leather.light],
      [0.3, leather.mid],
      [0.5, leather.dark],
      [0.7, leather.mid],
      [0.84, leather.light],
      [1, leather.dark],
    ],
    x - 190 * s,
    0,
    x + 190 * s,
    0,
  );
  const shade = linear(
    svg,
    [
      [0, '#000', 0],
      [0.6, '#000', 0.15],
      [1, '#000', 0.7],
    ],
    0,
    y - 40 * s,
    0,
    y + 420 * s,
  );
  const headFill = radial(
    svg,
    [
      [0, leather.light],
      [0.6, leather.mid],
      [1, leather.dark],
    ],
    x - 30 * s,
    y - 150 * s,
    170 * s,
    0.6,
  );
  const stitch = `stroke="${ACCENT.gold}" stroke-width="${f(2.2 * s)}" stroke-dasharray="${f(7 * s)} ${f(5 * s)}" fill="none" stroke-opacity="0.9"`;
  return (
    `<path d="${head}" fill="${headFill}"/>` +
    `<path d="${outline}" fill="${bolster}"/>` +
    `<path d="${centre}" fill="${quiltFill(svg, leather, 44 * s)}"/>` +
    `<path d="${centre}" ${stitch} transform="translate(0 0)"/>` +
    `<path d="${centre}" fill="none" stroke="#000" stroke-opacity="0.6" stroke-width="${f(5 * s)}"/>` +
    `<path d="${outline}" ${stitch}/>` +
    `<path d="${outline}" fill="${shade}"/>`
  );
}

/** A three-spoke steering wheel; the rim carries cross stitching in the accent colour. */
export function steeringWheel(svg: Svg, cx: number, cy: number, R: number, leather: Leather): string {
  const t = R * 0.16;
  const rimFill = linear(
    svg,
    [
      [0, leather.light],
      [0.35, leather.mid],
      [1, leather.dark],
    ],
    cx - R,
    cy - R,
    cx + R * 0.6,
    cy + R,
  );
  const parts: string[] = [
    `<circle cx="${f(cx)}" cy="${f(cy + t * 0.5)}" r="${f(R)}" stroke="#000" stroke-opacity="0.6" stroke-width="${f(t * 1.4)}" fill="none"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" stroke="${rimFill}" stroke-width="${f(t)}" fill="none"/>`,
  ];
  // Spokes at 9, 3 and 6 o'clock, brushed metal with a dark centre.
  const metal = linear(
    svg,
    [
      [0, '#c9ccd1'],
      [0.4, '#5b6068'],
      [1, '#15171a'],
    ],
    cx - R,
    cy - R * 0.3,
    cx + R,
    cy + R * 0.4,
  );
  for (const a of [180, 0]) {
    const [x1, y1] = polar(cx, cy, R * 0.3, a);
    const [x2, y2] = polar(cx, cy, R * 0.95, a);
    parts.push(
      `<path d="M${f(x1)} ${f(y1 - t * 0.5)}L${f(x2)} ${f(y2 - t * 0.35)}L${f(x2)} ${f(y2 + t * 0.75)}L${f(x1)} ${f(y1 + t * 1.1)}Z" fill="${leather.mid}"/>`,
      `<path d="M${f(x1)} ${f(y1 - t * 0.1)}L${f(x2)} ${f(y2 - t * 0.05)}" stroke="${metal}" stroke-width="${f(t * 0.22)}"/>`,
    );
  }
  parts.push(
    `<path d="M${f(cx - R * 0.2)} ${f(cy + R * 0.25)}L${f(cx - R * 0.12)} ${f(cy + R * 0.95)}L${f(cx + R * 0.12)} ${f(cy + R * 0.95)}L${f(cx + R * 0.2)} ${f(cy + R * 0.25)}Z" fill="${leather.mid}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.34)}" fill="${radial(
      svg,
      [
        [0, leather.light],
        [0.7, leather.mid],
        [1, leather.dark],
      ],
      cx - R * 0.1,
      cy - R * 0.12,
      R * 0.4,
    )}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.12)}" fill="none" stroke="${ACCENT.gold}" stroke-width="${f(t * 0.12)}"/>`,
  );
  // Cross stitching: two dashed rows either side of the seam, and the seam itself.
  const seam = `stroke="${ACCENT.gold}" fill="none" stroke-width="${f(t * 0.07)}"`;
  for (const off of [-0.18, 0.18]) {
    parts.push(
      `<path d="${arc(cx, cy, R + t * off, 0, 359.9)}" ${seam} stroke-dasharray="${f(t * 0.16)} ${f(t * 0.12)}"/>`,
    );
  }
  parts.push(
    `<path d="${arc(cx, cy, R, 0, 359.9)}" stroke="#000" stroke-opacity="0.5" stroke-width="${f(t * 0.06)}" fill="none"/>`,
    softStroke(arc(cx, cy, R - t * 0.25, 200, 290), '#fff', t * 0.12, 0.45),
    `<path d="${arc(cx, cy, R, -60, -20)}" stroke="${ACCENT.gold}" stroke-width="${f(t * 1.02)}" stroke-opacity="0.85" fill="none"/>`,
  );
  return parts.join('');
}

/** The dashboard as long sweeping layers with a gold trim and an ambient light strip. */
export function dashboard(svg: Svg, y: number, leather: Leather): string {
  const { width: w, height: h } = svg;
  const top = linear(
    svg,
    [
      [0, leather.light],
      [0.25, leather.mid],
      [1, leather.dark],
    ],
    0,
    y - h * 0.12,
    0,
    y + h * 0.1,
  );
  return (
    `<path d="M0 ${f(y - h * 0.06)}C${f(w * 0.3)} ${f(y - h * 0.16)} ${f(w * 0.7)} ${f(y - h * 0.14)} ${w} ${f(y - h * 0.05)}L${w} ${h}L0 ${h}Z" fill="${top}"/>` +
    softStroke(
      `M0 ${f(y + h * 0.05)}C${f(w * 0.3)} ${f(y - h * 0.04)} ${f(w * 0.7)} ${f(y - h * 0.02)} ${w} ${f(y + h * 0.06)}`,
      ACCENT.amber,
      h * 0.006,
      0.9,
    ) +
    `<path d="M0 ${f(y + h * 0.09)}C${f(w * 0.3)} ${f(y)} ${f(w * 0.7)} ${f(y + h * 0.02)} ${w} ${f(y + h * 0.1)}" stroke="${ACCENT.gold}" stroke-width="${f(h * 0.004)}" fill="none" stroke-opacity="0.8"/>`
  );
}
