/**
 * A low grand-tourer in side profile, drawn in its own 1000 × 300 box (ground at y = 300,
 * nose at x = 1000). Gloss comes from three things real paint shows in a studio: a dark
 * upper body with a lit shoulder, a bright floor "horizon" along the sills, and vertical
 * soft-box reflections that the caller can slide along (the video animates them).
 */
import { ACCENT, type Paint } from '../palette.ts';
import { type Svg, blur, clip, f, glow, linear, mask } from '../svg-kit.ts';
import { wheel } from './wheel.ts';

export const CAR_LENGTH = 1000;
export const CAR_GROUND = 300;
const REAR_WHEEL = { x: 212, y: 236 };
const FRONT_WHEEL = { x: 768, y: 236 };
const TYRE = 64;

export const BODY =
  'M40 264C26 260 19 242 21 222L23 198C25 182 33 171 48 165' +
  'C92 151 165 143 246 137C306 118 386 82 470 67C522 60 572 62 604 71' +
  'C642 88 680 113 714 130C792 140 880 150 940 160C972 166 988 180 993 198' +
  'L995 224C995 242 987 256 968 264L846 264A80 80 0 1 0 690 264' +
  'L290 264A80 80 0 1 0 134 264Z';

const GLASS =
  'M268 141C332 113 404 88 472 80C520 75 566 77 592 86C626 101 660 120 688 134C560 136 400 138 268 141Z';

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

function body(svg: Svg, o: Required<CarSideOptions>): string {
  const { paint } = o;
  const shell = linear(
    svg,
    [
      [0, paint.sheen, 0.9],
      [0.12, paint.body],
      [0.3, paint.base],
      [0.4, paint.body],
      [0.445, paint.sheen],
      [0.47, paint.base],
      [0.62, paint.base],
      [0.74, paint.body],
      [0.8, paint.sheen, 0.85],
      [0.86, paint.body],
      [1, paint.base],
    ],
    0, 60, 0, 266,
  );
  const bodyClip = clip(svg, `<path d="${BODY}"/>`);
  const soft = blur(svg, 6);
  const softer = blur(svg, 18);

  const bands = o.reflections
    .map((r) => {
      const x = r.at * CAR_LENGTH;
      const color = r.warm ? ACCENT.glow : '#ffffff';
      const fill = linear(svg, [[0, color, 0], [0.5, color, r.strength], [1, color, 0]], x - r.width / 2, 0, x + r.width / 2, 0);
      // Slanted like a soft box bent over a curved flank: wider on the shoulder, pinched at the sill.
      return (
        `<path d="M${f(x - r.width / 2 - 30)} 40L${f(x + r.width / 2 - 30)} 40L${f(x + r.width * 0.3 + 10)} 270L${f(x - r.width * 0.3 + 10)} 270Z" fill="${fill}" filter="${soft}"/>`
      );
    })
    .join('');

  const glass = linear(svg, [[0, '#2a2f37'], [0.5, '#0a0c0f'], [1, '#030405']], 0, 70, 0, 142);
  const glassStreak = linear(svg, [[0, '#fff', 0], [0.5, '#fff', 0.22], [1, '#fff', 0]], 380, 0, 520, 0);
  const rim = linear(svg, [[0, ACCENT.glow, 0], [0.35, ACCENT.glow, o.rimLight], [0.7, ACCENT.gold, o.rimLight * 0.6], [1, ACCENT.gold, 0]], 150, 0, 960, 0);
  const sill = linear(svg, [[0, '#000', 0], [1, '#000', 0.75]], 0, 236, 0, 266);

  return (
    `<g clip-path="${bodyClip}">` +
    `<path d="${BODY}" fill="${shell}"/>` +
    `<g style="mix-blend-mode:screen">${bands}</g>` +
    // Shoulder crease: a crisp line of light that sells the gloss.
    `<path d="M40 166C200 150 520 146 700 146C820 148 920 158 990 180" stroke="${paint.sheen}" stroke-width="3" fill="none" stroke-opacity="0.85"/>` +
    `<path d="M40 170C200 156 520 152 700 152C820 154 920 164 990 186" stroke="#000" stroke-width="6" fill="none" stroke-opacity="0.35" filter="${soft}"/>` +
    // Lower character line catching the floor light.
    `<path d="M300 226C450 222 600 222 690 224" stroke="${paint.sheen}" stroke-opacity="0.35" stroke-width="2" fill="none" filter="${blur(svg, 1.5)}"/>` +
    `<rect x="0" y="236" width="1000" height="40" fill="${sill}"/>` +
    `<path d="M150 150C300 130 420 80 520 66C560 62 600 66 620 74" stroke="${rim}" stroke-width="5" fill="none" filter="${blur(svg, 2.5)}"/>` +
    `<path d="M60 164C240 146 560 140 720 134C830 142 920 154 985 172" stroke="${rim}" stroke-width="4" fill="none" filter="${blur(svg, 2)}"/>` +
    `</g>` +
    // Glass, B-pillar, door cut lines, mirror, handle.
    `<path d="${GLASS}" fill="${glass}"/>` +
    `<path d="${GLASS}" fill="${glassStreak}" clip-path="${clip(svg, `<path d="${GLASS}"/>`)}" transform="skewX(-25)"/>` +
    `<path d="M474 79L486 139" stroke="#050608" stroke-width="10"/>` +
    `<path d="M268 141C400 138 560 136 688 134" stroke="${paint.sheen}" stroke-opacity="0.55" stroke-width="1.6" fill="none"/>` +
    `<path d="M488 142C492 180 494 220 494 252M700 136C698 170 694 210 690 240" stroke="#000" stroke-opacity="0.65" stroke-width="1.6" fill="none"/>` +
    `<path d="M548 170L590 169" stroke="#000" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M548 168L590 167" stroke="${paint.sheen}" stroke-opacity="0.5" stroke-width="1" stroke-linecap="round"/>` +
    `<path d="M672 128C680 116 702 112 716 118C720 126 712 134 698 136C686 137 676 134 672 128Z" fill="${paint.base}" stroke="${paint.sheen}" stroke-opacity="0.4" stroke-width="1.2"/>` +
    // Lamps: a thin LED blade at the nose, a dim red blade at the tail.
    `<path d="M902 168C930 170 960 176 984 186" stroke="${ACCENT.glow}" stroke-width="7" stroke-opacity="0.35" fill="none" filter="${softer}"/>` +
    `<path d="M904 169C932 171 960 177 982 186" stroke="#fff8ea" stroke-width="2.2" stroke-linecap="round" fill="none"/>` +
    `<path d="M24 190C30 182 40 176 56 172" stroke="#7a1512" stroke-width="4" stroke-linecap="round" fill="none"/>` +
    `<path d="M24 190C30 182 40 176 56 172" stroke="#ff3b2f" stroke-width="1.2" stroke-opacity="0.7" stroke-linecap="round" fill="none"/>`
  );
}

function wheels(svg: Svg, o: Required<CarSideOptions>): string {
  return [REAR_WHEEL, FRONT_WHEEL]
    .map(
      (w) =>
        `<circle cx="${w.x}" cy="${w.y - 4}" r="${TYRE + 10}" fill="#020203"/>` +
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
      ? `<g mask="${mask(svg, `<rect x="-50" y="300" width="1100" height="200" fill="${linear(svg, [[0, '#fff', o.floorReflection], [0.55, '#fff', 0]], 0, 300, 0, 480)}"/>`)}">` +
        `<g transform="translate(0 600) scale(1 -1)">${shape}</g></g>`
      : '';
  return `<g>${mirror}${contact}${shape}</g>`;
}
