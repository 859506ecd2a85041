/** Studio light fixtures seen directly or in reflections: hex ceiling grid, light tunnel frames, point lights. */
import { ACCENT } from '../palette.ts';
import { type Svg, blur, f, glow } from '../svg-kit.ts';

type Map2 = (u: number, v: number) => readonly [number, number];

/**
 * A honeycomb light grid, drawn through `project` (grid units → px) so the caller decides the
 * perspective or the bulge of a curved bonnet. Each tube gets a bloom from one shared blur.
 */
export function hexGrid(svg: Svg, cols: number, rows: number, project: Map2, width: number, opacity = 1): string {
  const segs: string[] = [];
  const size = 1;
  const hx = Math.sqrt(3) * size;
  for (let r = -1; r <= rows; r++) {
    for (let c = -1; c <= cols; c++) {
      const cx = c * hx + (r % 2 === 0 ? 0 : hx / 2);
      const cy = r * 1.5 * size;
      // Three of six edges per cell: together the cells cover every edge once.
      const corner = (k: number): readonly [number, number] => {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        return project(cx + size * Math.cos(a), cy + size * Math.sin(a));
      };
      for (const k of [3, 4, 5]) {
        const [x1, y1] = corner(k);
        const [x2, y2] = corner(k + 1);
        // Gaps at the joints, like real hexagon fixtures.
        const g = 0.09;
        segs.push(
          `M${f(x1 + (x2 - x1) * g)} ${f(y1 + (y2 - y1) * g)}L${f(x2 - (x2 - x1) * g)} ${f(y2 - (y2 - y1) * g)}`,
        );
      }
    }
  }
  const d = segs.join('');
  const { width: w, height: h } = svg;
  return (
    `<path d="${d}" stroke="${ACCENT.glow}" stroke-width="${f(width * 5)}" stroke-opacity="${f(0.35 * opacity)}" fill="none" filter="${blur(svg, width * 3, [0, 0, w, h])}"/>` +
    `<path d="${d}" stroke="#fff" stroke-width="${f(width)}" stroke-opacity="${f(opacity)}" fill="none" stroke-linecap="round"/>`
  );
}

/** Rounded light frames receding to a vanishing point: a detailing inspection tunnel. */
export function tunnel(svg: Svg, vx: number, vy: number, frames: number, halfW: number, halfH: number): string {
  const out: string[] = [];
  for (let i = frames - 1; i >= 0; i--) {
    const depth = 1 + i * 0.55;
    const w = halfW / depth;
    const h = halfH / depth;
    const y = vy + (halfH * 0.35) / depth;
    const d = `M${f(vx - w)} ${f(y + h)}L${f(vx - w)} ${f(y - h + w * 0.25)}Q${f(vx - w)} ${f(y - h)} ${f(vx - w * 0.75)} ${f(y - h)}L${f(vx + w * 0.75)} ${f(y - h)}Q${f(vx + w)} ${f(y - h)} ${f(vx + w)} ${f(y - h + w * 0.25)}L${f(vx + w)} ${f(y + h)}`;
    const o = 1 - i / (frames + 1);
    const sw = 9 / depth;
    out.push(
      `<path d="${d}" stroke="${ACCENT.glow}" stroke-width="${f(sw * 6)}" stroke-opacity="${f(0.06 * o)}" fill="none"/>`,
      `<path d="${d}" stroke="#fff" stroke-width="${f(sw * 2.5)}" stroke-opacity="${f(0.18 * o)}" fill="none"/>`,
      `<path d="${d}" stroke="#fff" stroke-width="${f(sw)}" stroke-opacity="${f(0.95 * o)}" fill="none"/>`,
      // Each frame also lights the glossy floor beneath it.
      glow(svg, vx, y + h, w * 1.1, h * 0.08, '#ffffff', 0.12 * o),
    );
  }
  return out.join('');
}

/** A bare point light mirrored in paint: a hot core inside a wide halo. */
export function pointLight(svg: Svg, x: number, y: number, r: number, warm = false): string {
  return (
    glow(svg, x, y, r * 6, r * 6, warm ? ACCENT.glow : '#dfe6f0', 0.25) +
    glow(svg, x, y, r * 2.2, r * 2.2, '#ffffff', 0.6) +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#fff"/>`
  );
}
