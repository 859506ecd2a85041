/** Water beading on a coated panel: lens-like drops with a contact shadow, a caustic and a sharp specular. */
import { ACCENT } from '../palette.ts';
import type { Rng } from '../rng.ts';
import { type Svg, f, radialBox } from '../svg-kit.ts';

export type BeadField = {
  count: number;
  /** Largest bead radius in px at the bottom (nearest) of the frame. */
  maxRadius: number;
  /** Perspective: beads at the top are this share of their size at the bottom. */
  farScale?: number;
  /** Restrict beads to a box (x, y, w, h); defaults to the whole frame. */
  area?: readonly [number, number, number, number];
};

export function beads(svg: Svg, rng: Rng, field: BeadField): string {
  const { count, maxRadius, farScale = 0.45 } = field;
  const [ax, ay, aw, ah] = field.area ?? [0, 0, svg.width, svg.height];
  // Shared bounding-box gradients keep hundreds of drops cheap to describe and render.
  const shadow = radialBox(svg, [
    [0.55, '#000', 0.55],
    [1, '#000', 0],
  ]);
  const body = radialBox(
    svg,
    [
      [0, '#ffffff', 0.22],
      [0.5, '#ffffff', 0.05],
      [0.8, '#000', 0.3],
      [0.93, '#000', 0.65],
      [1, '#ffffff', 0.25],
    ],
    0.56,
    0.64,
    0.55,
  );
  const caustic = radialBox(
    svg,
    [
      [0, ACCENT.glow, 0.55],
      [0.5, ACCENT.glow, 0.15],
      [1, ACCENT.glow, 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  const spec = radialBox(svg, [
    [0, '#ffffff', 1],
    [0.6, '#ffffff', 0.85],
    [1, '#ffffff', 0],
  ]);

  const placed: { x: number; y: number; r: number }[] = [];
  let attempts = 0;
  while (placed.length < count && attempts < count * 40) {
    attempts++;
    const x = ax + rng.next() * aw;
    const y = ay + rng.next() * ah;
    const depth = farScale + (1 - farScale) * ((y - ay) / ah);
    // Mostly small drops with the odd large one, like real beading.
    const r = maxRadius * depth * (0.18 + 0.82 * Math.pow(rng.next(), 2.6));
    if (placed.some((p) => Math.hypot(p.x - x, (p.y - y) * 1.15) < (p.r + r) * 1.25)) continue;
    placed.push({ x, y, r });
  }
  placed.sort((a, b) => a.y - b.y);

  return placed
    .map(({ x, y, r }) => {
      const ry = r * 0.86;
      return (
        `<ellipse cx="${f(x + r * 0.14)}" cy="${f(y + r * 0.26)}" rx="${f(r * 1.08)}" ry="${f(ry * 1.08)}" fill="${shadow}"/>` +
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(ry)}" fill="${body}"/>` +
        `<ellipse cx="${f(x + r * 0.22)}" cy="${f(y + ry * 0.42)}" rx="${f(r * 0.62)}" ry="${f(ry * 0.36)}" fill="${caustic}"/>` +
        `<ellipse cx="${f(x - r * 0.36)}" cy="${f(y - ry * 0.42)}" rx="${f(r * 0.3)}" ry="${f(ry * 0.17)}" fill="${spec}" transform="rotate(-32 ${f(x - r * 0.36)} ${f(y - ry * 0.42)})"/>` +
        (r > 6
          ? `<circle cx="${f(x + r * 0.42)}" cy="${f(y + ry * 0.5)}" r="${f(r * 0.05)}" fill="#fff" fill-opacity="0.7"/>`
          : '')
      );
    })
    .join('');
}
