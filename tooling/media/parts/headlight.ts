/** A swept LED headlight close-up: smoked housing, projector lenses, a light blade with warm bloom. */
import { ACCENT } from '../palette.ts';
import { type Svg, f, glow, linear, radial, softStroke } from '../svg-kit.ts';

/** Drawn in a 1000 × 500 box around the lamp; the caller scales and places it. */
export function headlight(svg: Svg): string {
  const outline =
    'M40 300C120 180 360 110 640 90C800 80 920 96 970 130C990 160 960 210 900 240C700 320 380 380 120 390C50 392 20 350 40 300Z';
  const housing = linear(
    svg,
    [
      [0, '#2a2f37'],
      [0.35, '#0b0d10'],
      [1, '#020203'],
    ],
    0,
    90,
    0,
    390,
  );
  const parts = [
    `<path d="${outline}" fill="#000" transform="translate(10 18)" opacity="0.6"/>`,
    `<path d="${outline}" fill="${housing}"/>`,
    // Chrome inner reflector sweeps.
    `<path d="M120 330C300 250 560 200 900 170" stroke="#8d939c" stroke-opacity="0.25" stroke-width="30" fill="none"/>`,
    `<path d="M140 350C320 280 580 230 880 200" stroke="#000" stroke-opacity="0.5" stroke-width="12" fill="none"/>`,
  ];
  for (const [x, y, r] of [
    [560, 230, 62],
    [720, 205, 58],
    [400, 268, 52],
  ] as const) {
    parts.push(
      `<circle cx="${x}" cy="${y}" r="${f(r * 1.25)}" fill="${radial(
        svg,
        [
          [0.7, '#15171b'],
          [0.85, '#6f757e'],
          [1, '#0b0c0e'],
        ],
        x,
        y,
        r * 1.25,
      )}"/>`,
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${radial(
        svg,
        [
          [0, '#dfe6f0'],
          [0.25, '#56606e'],
          [0.7, '#0d1015'],
          [1, '#020304'],
        ],
        x - r * 0.3,
        y - r * 0.35,
        r * 1.3,
      )}"/>`,
      `<ellipse cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.4)}" rx="${f(r * 0.3)}" ry="${f(r * 0.14)}" fill="#fff" opacity="0.85" transform="rotate(-30 ${f(x - r * 0.35)} ${f(y - r * 0.4)})"/>`,
      `<circle cx="${f(x + r * 0.3)}" cy="${f(y + r * 0.35)}" r="${f(r * 0.12)}" fill="${ACCENT.glow}" opacity="0.7"/>`,
    );
  }
  const blade = 'M70 330C200 210 420 150 650 128C780 118 880 120 950 140';
  parts.push(
    glow(svg, 520, 150, 520, 90, ACCENT.glow, 0.22, -8),
    softStroke(blade, ACCENT.glow, 14, 0.8),
    `<path d="${blade}" stroke="#fffaf0" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<path d="${outline}" fill="none" stroke="#c5cad1" stroke-opacity="0.4" stroke-width="3"/>`,
    `<path d="M120 150C300 100 600 70 900 100" stroke="#fff" stroke-opacity="0.12" stroke-width="40" fill="none" transform="translate(0 40)"/>`,
  );
  return parts.join('');
}
