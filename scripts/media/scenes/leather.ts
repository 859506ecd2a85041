/** Quilted leather with contrast stitching under a warm cabin light: the interior detailing shot. */
import { ACCENT } from '../palette.ts';
import { type Svg, f, glow, linear, vignette } from '../svg-kit.ts';

export function leather(svg: Svg, o: { cell: number; angle: number; hide: string; stitch: string; light: [number, number] }): string {
  const { width: w, height: h } = svg;
  const id = svg.id('quilt');
  const c = o.cell;
  // One diamond of padded leather: darker seams, a soft highlight on each cushion.
  svg.def(
    `<radialGradient id="${id}-pad" cx="0.42" cy="0.38" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/>` +
      `<stop offset="0.7" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>` +
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(c)}" height="${f(c)}" patternTransform="rotate(${f(o.angle)})">` +
      `<rect width="${f(c)}" height="${f(c)}" fill="${o.hide}"/>` +
      `<rect x="2" y="2" width="${f(c - 4)}" height="${f(c - 4)}" rx="${f(c * 0.12)}" fill="url(#${id}-pad)"/>` +
      `<path d="M0 0H${f(c)}M0 0V${f(c)}" stroke="#000" stroke-opacity="0.7" stroke-width="3"/>` +
      `<path d="M0 5H${f(c)}M5 0V${f(c)}" stroke="${o.stitch}" stroke-width="1.6" stroke-dasharray="6 5" stroke-opacity="0.85"/>` +
      `</pattern>`,
  );
  const shading = linear(svg, [[0, '#000', 0.1], [0.6, '#000', 0.45], [1, '#000', 0.8]], w * o.light[0], h * o.light[1], w, h);
  return (
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>` +
    `<rect width="${w}" height="${h}" fill="${shading}"/>` +
    glow(svg, w * o.light[0], h * o.light[1], w * 0.45, h * 0.4, ACCENT.glow, 0.22) +
    vignette(svg, 0.85, o.light[0], o.light[1])
  );
}
