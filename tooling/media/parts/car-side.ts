/**
 * A low grand-tourer in side profile, drawn in its own 1000 × 300 box (ground at y = 300,
 * nose at x = 1000). Gloss comes from three things real paint shows in a studio: a dark
 * upper body with a lit shoulder, a bright floor "horizon" along the sills, and vertical
 * soft-box reflections that the caller can slide along (the video animates them).
 */
import { ACCENT, type Paint } from '../palette.ts';
import { type Svg, clip, f, glow, linear, mask, softStroke } from '../svg-kit.ts';
import { wheel } from './wheel.ts';

export const CAR_LENGTH = 1000;
export const CAR_GROUND = 300;
const REAR_WHEEL = { x: 226, y: 228 };
const FRONT_WHEEL = { x: 816, y: 228 };
const TYRE = 72;

export const BODY =
  'M40 272C26 268 16 256 14 238L12 200C12 176 16 156 26 142C34 134 48 130 70 128' +
  'C140 124 200 118 240 112C300 84 400 42 500 32C560 26 612 28 640 38' +
  'C680 62 716 94 746 116C820 124 896 136 944 150C968 158 984 170 990 186' +
  'C996 204 996 226 990 244C984 260 972 268 956 272L885 272A82 82 0 1 0 747 272' +
  'L295 272A82 82 0 1 0 157 272Z';

const GLASS = 'M296 118C356 88 436 54 512 44C566 38 610 40 628 48C660 70 688 94 712 114C574 115 432 116 296 118Z';
const ROOF = 'M250 110C310 84 404 44 500 35C558 30 608 31 636 41';
const HOOD = 'M750 119C822 127 896 139 942 153C964 160 980 172 987 186';

/** A soft box reflected in the flank: centre along the car (0..1), width in car units. */
export type Reflection = { at: number; width: number; strength: number; warm?: boolean };

export type CarSideOptions = {
  paint: Paint;
  reflections?: readonly Reflection[];
  /** Opacity of the mirrored car on a glossy floor; 0 for none. */
  floorReflection?: number;
  /** Wheel spoke angle, degrees. */
  wheelRotation?: number;
  /** Warm rim light along the roof and shoulder, 0..1. */
  rimLight?: number;
};

/** Offset along the shell gradient for a height in car units (roof 30 → sill 272). */
const at = (y: number): number => (y - 28) / 244;

function body(svg: Svg, o: Required<CarSideOptions>): string {
  const { paint } = o;
  const shell = linear(
    svg,
    [
      [0, paint.sheen, 0.9],
      [at(60), paint.body],
      [at(112), paint.base],
      [at(128), paint.body],
      [at(138), paint.sheen],
      [at(143), paint.base],
      [at(200), paint.base],
      [at(226), paint.body],
      [at(238), paint.sheen, 0.7],
      [at(250), paint.body],
      [1, paint.base],
    ],
    0,
    28,
    0,
    272,
  );
  const bodyClip = clip(svg, `<path d="${BODY}"/>`);
  // Soft boxes read strongest just under the shoulder and die out towards the sill.
  const bandFade = mask(
    svg,
    `<rect x="0" y="20" width="1000" height="260" fill="${linear(
      svg,
      [
        [0, '#fff', 0.5],
        [0.4, '#fff', 1],
        [0.62, '#fff', 0.75],
        [0.9, '#fff', 0.1],
      ],
      0,
      20,
      0,
      280,
    )}"/>`,
  );
  const bands = o.reflections
    .map((r) => {
      const x = r.at * CAR_LENGTH;
      const color = r.warm ? ACCENT.glow : '#ffffff';
      const fill = linear(
        svg,
        [
          [0, color, 0],
          [0.3, color, r.strength * 0.7],
          [0.5, color, r.strength],
          [0.7, color, r.strength * 0.7],
          [1, color, 0],
        ],
        x - r.width / 2,
        0,
        x + r.width / 2,
        0,
      );
      const hw = r.width / 2;
      // Bent like a soft box mirrored in a flank that curves under: leaning back on top, pinched low.
      return `<path d="M${f(x - hw - 24)} 20L${f(x + hw - 24)} 20C${f(x + hw - 6)} 140 ${f(x + hw * 0.7)} 200 ${f(x + hw * 0.45 + 8)} 280L${f(x - hw * 0.45 + 8)} 280C${f(x - hw * 0.7)} 200 ${f(x - hw - 6)} 140 ${f(x - hw - 24)} 20Z" fill="${fill}"/>`;
    })
    .join('');

  const glass = linear(
    svg,
    [
      [0, '#59616d'],
      [0.18, '#1c2027'],
      [0.5, '#0a0c0f'],
      [1, '#020304'],
    ],
    0,
    38,
    0,
    118,
  );
  const glassStreak = linear(
    svg,
    [
      [0, '#fff', 0],
      [0.5, '#fff', 0.14],
      [1, '#fff', 0],
    ],
    420,
    0,
    560,
    0,
  );
  // Ends of the car turn away from the lights, so they fall into shadow and the flank reads round.
  const turn = linear(
    svg,
    [
      [0, '#000', 0.6],
      [0.2, '#000', 0],
      [0.75, '#000', 0],
      [1, '#000', 0.55],
    ],
    0,
    0,
    1000,
    0,
  );
  const topLight = linear(
    svg,
    [
      [0, '#fff', 0],
      [0.45, '#fff', 0.85],
      [0.7, '#fff', 0.5],
      [1, '#fff', 0],
    ],
    250,
    0,
    640,
    0,
  );
  const hoodLight = linear(
    svg,
    [
      [0, '#fff', 0.1],
      [0.5, '#fff', 0.6],
      [1, '#fff', 0.05],
    ],
    750,
    0,
    990,
    0,
  );
  const rim = linear(
    svg,
    [
      [0, ACCENT.glow, 0],
      [0.3, ACCENT.glow, o.rimLight],
      [0.75, ACCENT.gold, o.rimLight * 0.5],
      [1, ACCENT.gold, 0],
    ],
    120,
    0,
    980,
    0,
  );
  const sill = linear(
    svg,
    [
      [0, '#000', 0],
      [1, '#000', 0.7],
    ],
    0,
    244,
    0,
    272,
  );
  const crease = 'M14 146C200 130 600 128 760 130C860 134 940 146 990 170';

  return (
    `<g clip-path="${bodyClip}">` +
    `<path d="${BODY}" fill="${shell}"/>` +
    `<g mask="${bandFade}">${bands}</g>` +
    // Shoulder crease: a crisp line of light over a soft shadow sells the gloss.
    softStroke(crease, '#000', 6, 0.5, ' transform="translate(0 6)"') +
    `<path d="${crease}" stroke="${paint.sheen}" stroke-width="2.4" fill="none" stroke-opacity="0.9"/>` +
    `<path d="M300 236C460 232 620 232 744 234" stroke="${paint.sheen}" stroke-opacity="0.3" stroke-width="2" fill="none"/>` +
    `<rect x="0" y="244" width="1000" height="30" fill="${sill}"/>` +
    `<rect width="1000" height="300" fill="${turn}"/>` +
    softStroke('M110 126C220 114 400 46 520 36C570 32 620 34 642 42', rim, 3, 1) +
    softStroke('M760 124C840 130 920 140 960 150', rim, 2.5, 1) +
    `</g>` +
    // Glass, B-pillar, door cut lines, mirror, handle.
    `<path d="${ROOF}" stroke="${topLight}" stroke-width="2.2" fill="none" transform="translate(0 3)"/>` +
    `<path d="${HOOD}" stroke="${hoodLight}" stroke-width="2" fill="none" transform="translate(0 3)"/>` +
    `<path d="${GLASS}" fill="${glass}" stroke="${paint.sheen}" stroke-opacity="0.35" stroke-width="2.5"/>` +
    `<g clip-path="${clip(svg, `<path d="${GLASS}"/>`)}"><path d="M470 30L560 30L480 130L390 130Z" fill="${glassStreak}"/></g>` +
    `<path d="M534 44L544 118" stroke="#040506" stroke-width="9"/>` +
    `<path d="M296 121C432 119 574 118 712 117" stroke="${paint.sheen}" stroke-opacity="0.6" stroke-width="1.6" fill="none"/>` +
    `<path d="M548 124C552 170 554 220 552 262M746 122C742 160 736 200 732 228" stroke="#000" stroke-opacity="0.7" stroke-width="1.6" fill="none"/>` +
    `<path d="M600 158L644 157" stroke="#000" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M600 156L644 155" stroke="${paint.sheen}" stroke-opacity="0.5" stroke-width="1" stroke-linecap="round"/>` +
    `<path d="M702 114C706 102 724 96 746 98C755 100 757 108 751 114C740 119 718 120 702 114Z" fill="${paint.base}" stroke="${paint.sheen}" stroke-opacity="0.45" stroke-width="1.2"/>` +
    // Lamps: a thin LED blade at the nose, a dim red blade at the tail.
    glow(svg, 955, 162, 60, 16, ACCENT.glow, 0.35, 18) +
    `<path d="M920 151C946 155 968 163 986 176" stroke="#fff8ea" stroke-width="2.4" stroke-linecap="round" fill="none"/>` +
    `<path d="M14 170C18 158 26 148 44 140" stroke="#7a1512" stroke-width="4.5" stroke-linecap="round" fill="none"/>` +
    `<path d="M14 170C18 158 26 148 44 140" stroke="#ff4a3a" stroke-width="1.2" stroke-opacity="0.7" stroke-linecap="round" fill="none"/>`
  );
}

function wheels(svg: Svg, o: Required<CarSideOptions>): string {
  // The dark wheel-well is only seen inside the arch, never below the body line.
  const well = clip(svg, '<rect x="0" y="0" width="1000" height="270"/>');
  return [REAR_WHEEL, FRONT_WHEEL]
    .map(
      (w) =>
        `<circle cx="${w.x}" cy="${w.y}" r="${TYRE + 9}" fill="#020203" clip-path="${well}"/>` +
        wheel(svg, w.x, w.y, TYRE, { rotation: o.wheelRotation + w.x, light: -115, shine: 0.75 }),
    )
    .join('');
}

export function carSide(svg: Svg, options: CarSideOptions): string {
  const o: Required<CarSideOptions> = {
    reflections: [],
    floorReflection: 0.22,
    wheelRotation: 0,
    rimLight: 0.5,
    ...options,
  };
  const shape = wheels(svg, o) + body(svg, o);
  const contact =
    glow(svg, 500, 300, 520, 26, '#000', 0.9) +
    glow(svg, REAR_WHEEL.x, 300, 90, 8, '#000', 1) +
    glow(svg, FRONT_WHEEL.x, 300, 90, 8, '#000', 1);
  const mirror =
    o.floorReflection > 0
      ? `<g mask="${mask(
          svg,
          `<rect x="-50" y="300" width="1100" height="200" fill="${linear(
            svg,
            [
              [0, '#fff', o.floorReflection],
              [0.55, '#fff', 0],
            ],
            0,
            300,
            0,
            480,
          )}"/>`,
        )}">` + `<g transform="translate(0 600) scale(1 -1)">${shape}</g></g>`
      : '';
  return `<g>${mirror}${contact}${shape}</g>`;
}
