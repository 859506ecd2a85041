/** Detailer's tools: a dual-action polisher, foam pads, a PPF squeegee, snow foam. */
import { ACCENT, STUDIO } from '../palette.ts';
import type { Rng } from '../rng.ts';
import { type Svg, f, glow, linear, radial, radialBox } from '../svg-kit.ts';

/** Dual-action polisher in side view, drawn in a 600 × 300 box, pad resting on y = 290. */
export function polisher(svg: Svg): string {
  const body = linear(
    svg,
    [
      [0, '#4b5058'],
      [0.3, '#23262b'],
      [0.7, '#121316'],
      [1, '#050506'],
    ],
    0,
    110,
    0,
    200,
  );
  const head = linear(
    svg,
    [
      [0, '#5a5f67'],
      [0.2, '#2a2d32'],
      [1, '#0b0c0e'],
    ],
    90,
    0,
    270,
    0,
  );
  const pad = linear(
    svg,
    [
      [0, ACCENT.glow],
      [0.35, ACCENT.gold],
      [1, ACCENT.ember],
    ],
    0,
    248,
    0,
    292,
  );
  const grip = linear(
    svg,
    [
      [0, '#2b2d31'],
      [1, '#08090a'],
    ],
    0,
    120,
    0,
    196,
  );
  return (
    `<path d="M40 258Q40 248 52 248L308 248Q320 248 320 258L318 284Q316 292 304 292L56 292Q44 292 42 284Z" fill="${pad}"/>` +
    `<path d="M52 262L308 262" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>` +
    `<path d="M50 249L310 249" stroke="#fff" stroke-opacity="0.45" stroke-width="1.5"/>` +
    `<rect x="62" y="234" width="236" height="16" rx="5" fill="#0c0d0f"/>` +
    `<path d="M100 236L120 150L262 150L284 236Z" fill="${head}"/>` +
    `<path d="M112 200L272 200" stroke="${ACCENT.gold}" stroke-width="5"/>` +
    `<path d="M122 152L114 196" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>` +
    `<rect x="130" y="104" width="110" height="52" rx="22" fill="${grip}"/>` +
    `<path d="M146 110Q185 102 224 110" stroke="#fff" stroke-opacity="0.3" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M232 128L540 112Q572 112 574 144Q574 176 542 178L236 196Z" fill="${body}"/>` +
    `<path d="M250 130L540 116Q562 117 566 132" stroke="#fff" stroke-opacity="0.4" stroke-width="2.5" fill="none"/>` +
    `<path d="M420 126L420 186M440 124L440 185M460 123L460 184" stroke="#000" stroke-opacity="0.5" stroke-width="3"/>` +
    `<path d="M574 148C610 150 640 180 700 178" stroke="#0a0b0c" stroke-width="9" fill="none" stroke-linecap="round"/>`
  );
}

/** Foam and microfibre-backed polishing pads seen from above, scattered on a dark bench. */
export function pad(svg: Svg, x: number, y: number, r: number, colour: readonly [string, string, string]): string {
  const face = radial(
    svg,
    [
      [0, colour[0]],
      [0.7, colour[1]],
      [1, colour[2]],
    ],
    x - r * 0.3,
    y - r * 0.3,
    r * 1.3,
  );
  const rings: string[] = [];
  for (let k = 1; k <= 5; k++) {
    rings.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * (0.3 + k * 0.12))}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="${f(r * 0.025)}"/>`,
    );
  }
  return (
    `<ellipse cx="${f(x + r * 0.12)}" cy="${f(y + r * 0.18)}" rx="${f(r * 1.12)}" ry="${f(r * 1.1)}" fill="${radialBox(
      svg,
      [
        [0.7, '#000', 0.7],
        [1, '#000', 0],
      ],
    )}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${face}"/>` +
    rings.join('') +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.2)}" fill="#0b0b0c"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.985)}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="${f(r * 0.02)}"/>`
  );
}

/** A felt-edged squeegee in the accent colour, drawn around its blade centre, rotated by `angle`. */
export function squeegee(svg: Svg, x: number, y: number, s: number, angle: number): string {
  const bodyFill = linear(
    svg,
    [
      [0, ACCENT.glow],
      [0.4, ACCENT.gold],
      [1, ACCENT.ember],
    ],
    0,
    -120 * s,
    0,
    0,
  );
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<ellipse cx="0" cy="${f(14 * s)}" rx="${f(150 * s)}" ry="${f(18 * s)}" fill="#000" opacity="0.45"/>` +
    `<path d="M${f(-140 * s)} 0L${f(-120 * s)} ${f(-110 * s)}Q0 ${f(-140 * s)} ${f(120 * s)} ${f(-110 * s)}L${f(140 * s)} 0Z" fill="${bodyFill}"/>` +
    `<path d="M${f(-118 * s)} ${f(-104 * s)}Q0 ${f(-132 * s)} ${f(118 * s)} ${f(-104 * s)}" stroke="#fff" stroke-opacity="0.55" stroke-width="${f(3 * s)}" fill="none"/>` +
    `<rect x="${f(-142 * s)}" y="${f(-10 * s)}" width="${f(284 * s)}" height="${f(16 * s)}" rx="${f(4 * s)}" fill="${STUDIO.charcoal}"/>` +
    `</g>`
  );
}

/** Snow foam: a dense cap of bubbles sagging down the panel. */
export function foam(svg: Svg, rng: Rng, top: number, bottom: number): string {
  const { width: w } = svg;
  const bubble = radialBox(
    svg,
    [
      [0, '#ffffff', 0.95],
      [0.6, '#e9e6df', 0.9],
      [0.9, '#9a9a98', 0.85],
      [1, '#5a5b5d', 0.6],
    ],
    0.4,
    0.35,
    0.65,
  );
  // The cap's lower edge sags in soft lobes where the foam starts to slide.
  const lobes = 7;
  let edge = `M0 0L${w} 0L${w} ${f(top)}`;
  for (let i = lobes; i > 0; i--) {
    const x0 = (w * (i - 1)) / lobes;
    const sag = top + rng.range(0.1, 0.45) * (bottom - top);
    edge += `Q${f(x0 + w / lobes / 2)} ${f(sag)} ${f(x0)} ${f(top + rng.range(-12, 12))}`;
  }
  const out: string[] = [
    `<path d="${edge}Z" fill="#d9d6cf"/>`,
    `<path d="${edge}Z" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2" transform="translate(0 2)"/>`,
  ];
  for (let i = 0; i < 900; i++) {
    const x = rng.range(-10, w + 10);
    const y = rng.range(-10, top + 12);
    const r = rng.range(2, 16) * (0.5 + 0.5 * (y / top));
    out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${bubble}"/>`);
  }
  out.push(glow(svg, w * 0.3, top * 0.4, w * 0.5, top * 0.7, '#000', 0.35));
  return out.join('');
}
