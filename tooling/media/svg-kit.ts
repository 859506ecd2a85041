/** Tiny SVG builder: a document collects <defs> and hands out ids unique within it. */
export type Stop = readonly [offset: number, color: string, opacity?: number];

export type Svg = {
  readonly width: number;
  readonly height: number;
  /** Adds a definition (gradient, filter, clip, symbol) and returns nothing. */
  def(markup: string): void;
  /** A fresh id such as `glow-3`. */
  id(prefix: string): string;
};

export function createSvg(width: number, height: number): Svg & { defs: string[] } {
  const defs: string[] = [];
  let counter = 0;
  return {
    width,
    height,
    defs,
    def: (markup) => void defs.push(markup),
    id: (prefix) => `${prefix}-${++counter}`,
  };
}

export function toDocument(svg: Svg & { defs: string[] }, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${svg.width}" height="${svg.height}" viewBox="0 0 ${svg.width} ${svg.height}">` +
    `<defs>${svg.defs.join('')}</defs>${body}</svg>`
  );
}

/** Fixed precision keeps the SVG text (and so the output bytes) stable and compact. */
export const f = (value: number): string => String(Math.round(value * 100) / 100);

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a)}"`}/>`)
    .join('');
}

/** Linear gradient in user space (absolute coordinates). */
export function linear(svg: Svg, list: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
  const id = svg.id('lg');
  svg.def(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops(list)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** Radial gradient in user space; `sy` squashes it vertically around its centre. */
export function radial(svg: Svg, list: readonly Stop[], cx: number, cy: number, r: number, sy = 1, angle = 0): string {
  const id = svg.id('rg');
  const transform =
    sy === 1 && angle === 0
      ? ''
      : ` gradientTransform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)}) scale(1 ${f(sy)}) translate(${f(-cx)} ${f(-cy)})"`;
  svg.def(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${transform}>${stops(list)}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** Radial gradient in the shape's own box (0..1), shareable by many small shapes. */
export function radialBox(svg: Svg, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  const id = svg.id('rb');
  svg.def(
    `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fx="${f(fx)}" fy="${f(fy)}">${stops(list)}</radialGradient>`,
  );
  return `url(#${id})`;
}

export type Box = readonly [x: number, y: number, width: number, height: number];

/**
 * Gaussian blur. Pass the blurred element's box (user units) when it is large: librsvg blurs
 * the whole filter region, and a tight region is what keeps rendering fast.
 */
export function blur(svg: Svg, std: number, box?: Box): string {
  const id = svg.id('blur');
  const m = std * 3;
  const region = box
    ? `filterUnits="userSpaceOnUse" x="${f(box[0] - m)}" y="${f(box[1] - m)}" width="${f(box[2] + 2 * m)}" height="${f(box[3] + 2 * m)}"`
    : 'x="-50%" y="-50%" width="200%" height="200%"';
  svg.def(
    `<filter id="${id}" ${region} color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${f(std)}"/></filter>`,
  );
  return `url(#${id})`;
}

export function clip(svg: Svg, markup: string): string {
  const id = svg.id('clip');
  svg.def(`<clipPath id="${id}">${markup}</clipPath>`);
  return `url(#${id})`;
}

export function mask(svg: Svg, markup: string): string {
  const id = svg.id('mask');
  svg.def(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="-10000" y="-10000" width="20000" height="20000">${markup}</mask>`,
  );
  return `url(#${id})`;
}

/** Dark edges that pull the eye to the centre; `strength` is the corner opacity. */
export function vignette(svg: Svg, strength = 0.7, cx = 0.5, cy = 0.5): string {
  const { width: w, height: h } = svg;
  const r = Math.hypot(w, h) * 0.62;
  const fill = radial(
    svg,
    [
      [0.35, '#000', 0],
      [0.75, '#000', strength * 0.55],
      [1, '#000', strength],
    ],
    w * cx,
    h * cy,
    r,
    h / w + 0.25,
  );
  return `<rect width="${w}" height="${h}" fill="${fill}"/>`;
}

/** A soft glowing ellipse (light spill, bloom). */
export function glow(
  svg: Svg,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity: number,
  angle = 0,
): string {
  const fill = radial(
    svg,
    [
      [0, color, opacity],
      [0.45, color, opacity * 0.45],
      [1, color, 0],
    ],
    cx,
    cy,
    rx,
    ry / rx,
  );
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${angle ? ` transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})"` : ''}/>`;
}

/** Polygon points from pairs. */
export function pts(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
}

/**
 * A stroke with a soft falloff, built from stacked translucent strokes. Looks like a small
 * blur but avoids a filter, which librsvg renders through a full-size offscreen surface.
 */
export function softStroke(d: string, paint: string, width: number, opacity: number, extra = ''): string {
  return [
    [3.2, 0.12],
    [2, 0.25],
    [1, 0.7],
  ]
    .map(
      ([k, a]) =>
        `<path d="${d}" stroke="${paint}" stroke-width="${f(width * k!)}" stroke-opacity="${f(opacity * a!)}" fill="none" stroke-linecap="round"${extra}/>`,
    )
    .join('');
}

/**
 * A soft-edged band of light that follows a curve exactly: stacked strokes from wide and faint
 * to narrow and strong, so the profile is bright in the middle and fades at both edges.
 */
export function band(d: string, paint: string, width: number, opacity: number, layers = 7): string {
  const out: string[] = [];
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    out.push(
      `<path d="${d}" stroke="${paint}" stroke-width="${f(width * (1 - 0.85 * t))}" stroke-opacity="${f((opacity * 1.6) / layers)}" fill="none"/>`,
    );
  }
  return out.join('');
}
