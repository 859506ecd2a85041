/** A forged twin-spoke wheel with a champagne brake caliper, seen straight on. */
import { ACCENT } from '../palette.ts';
import { arc, polar, sector } from '../geometry.ts';
import { type Svg, f, linear, pts, radial } from '../svg-kit.ts';

export type WheelOptions = {
  /** Spoke pairs around the hub. */
  spokes?: number;
  /** Rotation of the spoke pattern, degrees. */
  rotation?: number;
  /** Where the key light sits, degrees (−90 = above). */
  light?: number;
  /** 0..1, how bright the metal reads. */
  shine?: number;
  /** Close-ups add drilled disc, lug nuts and tyre shoulder detail. */
  detail?: boolean;
};

export function wheel(svg: Svg, cx: number, cy: number, R: number, options: WheelOptions = {}): string {
  const { spokes = 5, rotation = 0, light = -120, shine = 0.8, detail = false } = options;
  const [lx, ly] = polar(cx, cy, R, light);
  const [dx, dy] = polar(cx, cy, R, light + 180);
  const metal = linear(
    svg,
    [
      [0, '#e4e7eb', shine],
      [0.3, '#8b919a'],
      [0.62, '#353940'],
      [1, '#101114'],
    ],
    lx,
    ly,
    dx,
    dy,
  );
  const face = linear(
    svg,
    [
      [0, '#ffffff', 0.5 * shine],
      [0.4, '#ffffff', 0],
      [1, '#000', 0.4],
    ],
    lx,
    ly,
    dx,
    dy,
  );
  const tyre = radial(
    svg,
    [
      [0.7, '#050506'],
      [0.8, '#1a1b1d'],
      [0.93, '#111113'],
      [1, '#040404'],
    ],
    cx,
    cy,
    R,
  );
  const disc = radial(
    svg,
    [
      [0, '#62666d'],
      [0.5, '#3a3d42'],
      [0.85, '#23252a'],
      [1, '#0c0d0e'],
    ],
    cx,
    cy,
    R * 0.6,
  );
  const barrel = radial(
    svg,
    [
      [0.45, '#020202'],
      [0.95, '#1c1d21'],
      [1, '#050505'],
    ],
    cx,
    cy,
    R * 0.73,
  );
  const [gx1, gy1] = polar(cx, cy, R * 0.62, -140);
  const [gx2, gy2] = polar(cx, cy, R * 0.34, -140);
  const caliper = linear(
    svg,
    [
      [0, ACCENT.glow],
      [0.4, ACCENT.gold],
      [1, ACCENT.ember],
    ],
    gx1,
    gy1,
    gx2,
    gy2,
  );
  const lift = radial(
    svg,
    [
      [0, '#fff', 0.12 * shine],
      [0.55, '#fff', 0],
      [1, '#000', 0.5],
    ],
    lx,
    ly,
    R * 2.1,
  );
  const c = `cx="${f(cx)}" cy="${f(cy)}"`;
  const s = (k: number): string => f(R * k);

  const parts: string[] = [
    `<circle ${c} r="${f(R)}" fill="${tyre}"/>`,
    `<path d="${arc(cx, cy, R * 0.9, light - 60, light + 45)}" stroke="#fff" stroke-opacity="0.1" stroke-width="${s(0.06)}" fill="none" stroke-linecap="round"/>`,
    `<circle ${c} r="${s(0.73)}" fill="${barrel}"/>`,
    `<circle ${c} r="${s(0.6)}" fill="${disc}"/>`,
    `<circle ${c} r="${s(0.6)}" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="${s(0.01)}"/>`,
    `<circle ${c} r="${s(0.32)}" fill="#151619"/>`,
  ];
  if (detail) {
    // Cross-drilled rotor: three staggered rings of holes.
    for (let ring = 0; ring < 3; ring++) {
      const r = R * (0.39 + ring * 0.065);
      for (let i = 0; i < 24; i++) {
        const [hx, hy] = polar(cx, cy, r, i * 15 + ring * 5);
        parts.push(`<circle cx="${f(hx)}" cy="${f(hy)}" r="${s(0.012)}" fill="#08090a"/>`);
      }
    }
  }
  parts.push(
    `<path d="${sector(cx, cy, R * 0.35, R * 0.63, -168, -108)}" fill="${caliper}" stroke="#000" stroke-opacity="0.5" stroke-width="${s(0.012)}" stroke-linejoin="round"/>`,
    `<path d="${arc(cx, cy, R * 0.61, -164, -112)}" stroke="#fff" stroke-opacity="0.5" stroke-width="${s(0.008)}" fill="none"/>`,
  );

  const ri = R * 0.18;
  const ro = R * 0.7;
  for (let i = 0; i < spokes; i++) {
    const base = rotation + (360 / spokes) * i;
    for (const split of [-8, 8]) {
      const a = base + split;
      const inner1 = polar(cx, cy, ri, base - 5);
      const inner2 = polar(cx, cy, ri, base + 5);
      const mid1 = polar(cx, cy, R * 0.42, a - 4 - split * 0.35);
      const mid2 = polar(cx, cy, R * 0.42, a + 4 - split * 0.35);
      const tip1 = polar(cx, cy, ro, a - 5.2);
      const tip2 = polar(cx, cy, ro, a + 5.2);
      const spoke = pts([inner1, mid1, tip1, tip2, mid2, inner2]);
      parts.push(
        // A dark offset below each spoke fakes its depth against the barrel.
        `<polygon points="${spoke}" fill="#000" opacity="0.55" transform="translate(${s(0.015)} ${s(0.02)})"/>`,
        `<polygon points="${spoke}" fill="${metal}"/>`,
        `<polygon points="${spoke}" fill="${face}"/>`,
        `<polyline points="${pts([mid1, tip1])}" stroke="#fff" stroke-opacity="${f(0.35 * shine)}" stroke-width="${s(0.007)}" fill="none"/>`,
      );
    }
  }

  parts.push(
    `<circle ${c} r="${s(0.705)}" fill="none" stroke="${metal}" stroke-width="${s(0.05)}"/>`,
    `<circle ${c} r="${s(0.733)}" fill="none" stroke="#000" stroke-opacity="0.7" stroke-width="${s(0.01)}"/>`,
    `<path d="${arc(cx, cy, R * 0.72, light - 55, light + 55)}" stroke="#fff" stroke-opacity="${f(0.7 * shine)}" stroke-width="${s(0.012)}" fill="none" stroke-linecap="round"/>`,
    `<circle ${c} r="${s(0.21)}" fill="${metal}"/>`,
    `<circle ${c} r="${s(0.21)}" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="${s(0.01)}"/>`,
  );
  if (detail) {
    for (let i = 0; i < spokes; i++) {
      const [nx, ny] = polar(cx, cy, R * 0.145, rotation + (360 / spokes) * (i + 0.5));
      parts.push(
        `<circle cx="${f(nx)}" cy="${f(ny)}" r="${s(0.026)}" fill="#0e0f11" stroke="${metal}" stroke-width="${s(0.008)}"/>`,
      );
    }
  }
  parts.push(
    `<circle ${c} r="${s(0.085)}" fill="#0b0c0e" stroke="${ACCENT.gold}" stroke-opacity="0.7" stroke-width="${s(0.012)}"/>`,
    `<circle ${c} r="${f(R)}" fill="${lift}"/>`,
  );
  return `<g>${parts.join('')}</g>`;
}
