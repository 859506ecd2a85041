/** A close-up of glossy paint filling the frame: a curved panel mirroring the studio's soft boxes. */
import { ACCENT, type Paint } from '../palette.ts';
import { type Svg, band, blur, f, glow, linear } from '../svg-kit.ts';

/** A reflected soft box crossing the panel: from the left edge at `y0` to the right at `y1` (shares of height). */
export type PanelBand = { y0: number; y1: number; bend: number; width: number; strength: number; warm?: boolean };

export type PanelOptions = {
  paint: Paint;
  bands: readonly PanelBand[];
  /** Where the panel turns away (share of the height): below it the paint falls into shadow. */
  edge?: number;
};

export function bandPath(svg: Svg, b: PanelBand): string {
  const { width: w, height: h } = svg;
  const y0 = b.y0 * h;
  const y1 = b.y1 * h;
  return `M${f(-w * 0.1)} ${f(y0)}Q${f(w * 0.5)} ${f((y0 + y1) / 2 + b.bend * h)} ${f(w * 1.1)} ${f(y1)}`;
}

export function glossPanel(svg: Svg, options: PanelOptions): string {
  const { paint, bands, edge = 1.2 } = options;
  const { width: w, height: h } = svg;
  const base = linear(
    svg,
    [
      [0, paint.body],
      [0.45, paint.base],
      [0.8, paint.body],
      [1, paint.base],
    ],
    0,
    0,
    w * 0.3,
    h,
  );
  const lights = bands
    .map((b) => {
      const d = bandPath(svg, b);
      const color = b.warm ? ACCENT.glow : '#ffffff';
      return band(d, paint.sheen, b.width * h * 2.4, b.strength * 0.4) + band(d, color, b.width * h, b.strength);
    })
    .join('');
  // One blur over all the bands melts the stacked strokes into a smooth falloff.
  const parts = [
    `<rect width="${w}" height="${h}" fill="${base}"/>`,
    `<g filter="${blur(svg, h * 0.012, [0, 0, w, h])}">${lights}</g>`,
  ];
  if (edge < 1) {
    const fall = linear(
      svg,
      [
        [0, '#000', 0],
        [0.4, '#000', 0.75],
        [1, '#000', 0.92],
      ],
      0,
      edge * h,
      0,
      h,
    );
    parts.push(`<rect y="${f(edge * h)}" width="${w}" height="${f(h * (1 - edge))}" fill="${fall}"/>`);
  }
  parts.push(glow(svg, w * 0.78, h * 0.2, w * 0.5, h * 0.35, ACCENT.gold, 0.08));
  return parts.join('');
}
