/** A forged multi-spoke wheel with a champagne brake caliper, seen straight on. */
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
};

export function wheel(svg: Svg, cx: number, cy: number, R: number, options: WheelOptions = {}): string {
  const { spokes = 5, rotation = 0, light = -120, shine = 0.8 } = options;
  const [lx, ly] = polar(cx, cy, R, light);
  const [dx, dy] = polar(cx, cy, R, light + 180);
  const metal = linear(
    svg,
    [[0, '#d9dde2', shine], [0.35, '#7d838c'], [0.7, '#2c3036'], [1, '#121316']],
    lx, ly, dx, dy,
  );
  const tyre = radial(svg, [[0.72, '#060607'], [0.86, '#17181a'], [0.97, '#0d0d0e'], [1, '#050505']], cx, cy, R);
  const disc = radial(svg, [[0, '#55595f'], [0.55, '#2d3034'], [0.9, '#1d1f22'], [1, '#0c0d0e']], cx, cy, R * 0.6);
  const barrel = radial(svg, [[0.5, '#030303'], [1, '#16171a']], cx, cy, R * 0.72);
  const caliper = linear(svg, [[0, ACCENT.glow], [0.45, ACCENT.gold], [1, ACCENT.ember]], cx, cy - R * 0.6, cx, cy - R * 0.2);
  const lift = radial(svg, [[0, '#fff', 0.16 * shine], [0.6, '#fff', 0], [1, '#000', 0.45]], lx, ly, R * 2.1);

  const parts: string[] = [
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${tyre}"/>`,
    `<path d="${arc(cx, cy, R * 0.93, light - 55, light + 40)}" stroke="#fff" stroke-opacity="0.09" stroke-width="${f(R * 0.05)}" fill="none" stroke-linecap="round"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.72)}" fill="${barrel}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.58)}" fill="${disc}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.3)}" fill="#111214"/>`,
    `<path d="${sector(cx, cy, R * 0.38, R * 0.6, -160, -105)}" fill="${caliper}" stroke="#000" stroke-opacity="0.4" stroke-width="${f(R * 0.01)}" stroke-linejoin="round"/>`,
  ];

  const ri = R * 0.17;
  const ro = R * 0.69;
  for (let i = 0; i < spokes; i++) {
    const base = rotation + (360 / spokes) * i;
    for (const split of [-7, 7]) {
      const a = base + split;
      const inner = polar(cx, cy, ri, base);
      const tip1 = polar(cx, cy, ro, a - 4.2);
      const tip2 = polar(cx, cy, ro, a + 4.2);
      const mid1 = polar(cx, cy, (ri + ro) / 2, a - 2.6 - split * 0.25);
      const mid2 = polar(cx, cy, (ri + ro) / 2, a + 2.6 - split * 0.25);
      parts.push(
        `<polygon points="${pts([inner, mid1, tip1, tip2, mid2])}" fill="${metal}" stroke="#000" stroke-opacity="0.35" stroke-width="${f(R * 0.008)}"/>`,
      );
    }
  }

  parts.push(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.7)}" fill="none" stroke="${metal}" stroke-width="${f(R * 0.045)}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.725)}" fill="none" stroke="#000" stroke-opacity="0.6" stroke-width="${f(R * 0.008)}"/>`,
    `<path d="${arc(cx, cy, R * 0.7, light - 50, light + 50)}" stroke="#fff" stroke-opacity="${f(0.55 * shine)}" stroke-width="${f(R * 0.012)}" fill="none" stroke-linecap="round"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.2)}" fill="${metal}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.085)}" fill="#0b0c0e" stroke="${ACCENT.gold}" stroke-opacity="0.55" stroke-width="${f(R * 0.01)}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${lift}"/>`,
  );
  return `<g>${parts.join('')}</g>`;
}
