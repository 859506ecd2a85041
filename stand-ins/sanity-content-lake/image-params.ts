import { badRequest } from './errors.ts';

/**
 * Sanity's image API as the local lake applies it: the query string parsed, and planned against
 * the original's size, without touching a pixel (image-transform.ts does that with sharp).
 */
// Contract: https://www.sanity.io/docs/image-urls

/** The parameters the lake applies. Sanity ignores a parameter it does not know; so does the lake. */
export const IMAGE_PARAMS = ['rect', 'w', 'h', 'fit', 'crop', 'fp-x', 'fp-y', 'fm', 'q', 'bg'] as const;

const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const;
const FORMATS = ['jpg', 'pjpg', 'png', 'webp'] as const;
const CROP_MODES = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'] as const;

export type Fit = (typeof FITS)[number];
export type OutputFormat = (typeof FORMATS)[number];
export type Size = { width: number; height: number };
export type Rect = Size & { left: number; top: number };
export type Rgba = { r: number; g: number; b: number; alpha: number };

export type ImageParams = {
  rect: Rect | undefined;
  w: number | undefined;
  h: number | undefined;
  fit: Fit;
  /** Where fit=crop (and min) centre their cut, in fractions of the image after `rect`. */
  focus: { x: number; y: number };
  fm: OutputFormat | undefined;
  q: number | undefined;
  bg: Rgba | undefined;
};

/** Output sizes above this are refused: the lake's own bound on the memory one request may take. */
const MAX_OUTPUT_SIZE = 8192;
/** Sanity's default quality for JPG and WebP. */
const DEFAULT_QUALITY = 75;

const NUMBER = /^\d+(?:\.\d+)?$/;

function number(name: string, value: string, min: number, max: number): number {
  const parsed = NUMBER.test(value) ? Number(value) : NaN;
  if (!(parsed >= min && parsed <= max)) {
    throw badRequest(`Invalid ${name}=${JSON.stringify(value)}: expected a number from ${min} to ${max}`);
  }
  return parsed;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw badRequest(`Invalid ${name}=${JSON.stringify(value)}: expected one of ${allowed.join(', ')}`);
  }
  return value as T;
}

function parseRect(value: string): Rect {
  const parts = value.split(',');
  const [left, top, width, height] = parts.map((part) => (NUMBER.test(part) ? Math.round(Number(part)) : NaN));
  if (parts.length !== 4 || !(left! >= 0 && top! >= 0 && width! >= 1 && height! >= 1)) {
    throw badRequest(`Invalid rect=${JSON.stringify(value)}: expected left,top,width,height in pixels`);
  }
  return { left: left!, top: top!, width: width!, height: height! };
}

/** `bg`: RGB, ARGB, RRGGBB or AARRGGBB in hexadecimal, alpha first. */
function parseColour(value: string): Rgba {
  if (!/^(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(value)) {
    throw badRequest(`Invalid bg=${JSON.stringify(value)}: expected a hex colour (RGB, ARGB, RRGGBB or AARRGGBB)`);
  }
  const long = value.length <= 4 ? [...value].map((digit) => digit + digit).join('') : value;
  const argb = long.length === 8 ? long : `ff${long}`;
  const channel = (at: number) => parseInt(argb.slice(at, at + 2), 16);
  return { r: channel(2), g: channel(4), b: channel(6), alpha: channel(0) / 255 };
}

/** `crop` with fit=crop: edges pull the cut to that side, focalpoint to fp-x/fp-y. */
function parseFocus(crop: string | null, fpX: number | undefined, fpY: number | undefined) {
  const focalPoint = { x: fpX ?? 0.5, y: fpY ?? 0.5 };
  if (crop === null) return focalPoint;
  const focus = { x: 0.5, y: 0.5 };
  for (const mode of crop.split(',').map((part) => oneOf('crop', part, CROP_MODES))) {
    if (mode === 'left' || mode === 'right') focus.x = mode === 'left' ? 0 : 1;
    if (mode === 'top' || mode === 'bottom') focus.y = mode === 'top' ? 0 : 1;
    if (mode === 'focalpoint') Object.assign(focus, focalPoint);
    // entropy (the "busiest" region) is cut around the centre here.
  }
  return focus;
}

/**
 * The parameters the lake applies, or null when the query has none (the stored bytes are served
 * as they are). A malformed value is a 400, with a message naming the parameter.
 */
export function parseImageParams(search: URLSearchParams): ImageParams | null {
  if (!IMAGE_PARAMS.some((name) => search.has(name))) return null;
  const read = <T>(name: (typeof IMAGE_PARAMS)[number], parse: (value: string) => T): T | undefined => {
    const value = search.get(name);
    return value === null ? undefined : parse(value);
  };
  // Pixels are integers, as Sanity advises; a fractional value is rounded.
  const size = (name: 'w' | 'h') => read(name, (value) => Math.round(number(name, value, 1, MAX_OUTPUT_SIZE)));
  const fraction = (name: 'fp-x' | 'fp-y') => read(name, (value) => number(name, value, 0, 1));
  return {
    rect: read('rect', parseRect),
    w: size('w'),
    h: size('h'),
    fit: read('fit', (value) => oneOf('fit', value, FITS)) ?? 'clip',
    focus: parseFocus(search.get('crop'), fraction('fp-x'), fraction('fp-y')),
    fm: read('fm', (value) => oneOf('fm', value, FORMATS)),
    q: read('q', (value) => Math.round(number('q', value, 0, 100))),
    bg: read('bg', parseColour),
  };
}

/** What to do to the auto-oriented original, in order: cut, resize, pad, encode. */
export type ImagePlan = {
  extract?: Rect;
  /** The cut's new size: exact, so fit=scale may stretch. */
  resize?: Size;
  /** Margins that centre the resized image on the requested box (fill, fillmax). */
  pad?: { top: number; right: number; bottom: number; left: number; background: Rgba };
  format?: OutputFormat;
  quality: number;
};

/** `rect` inside the original: a rect that starts outside it is a 400, one that runs over it is cut at its edge. */
function clampRect(rect: Rect, original: Size): Rect {
  if (rect.left >= original.width || rect.top >= original.height) {
    const { left, top, width, height } = rect;
    throw badRequest(
      `Invalid rect=${left},${top},${width},${height}: outside the ${original.width}x${original.height} image`,
    );
  }
  return {
    ...rect,
    width: Math.min(rect.width, original.width - rect.left),
    height: Math.min(rect.height, original.height - rect.top),
  };
}

/** The largest part of `region` with the aspect ratio of `out`, placed around `focus` and kept inside. */
function focusCut(region: Rect, out: Size, focus: { x: number; y: number }): Rect {
  const wider = region.width * out.height > out.width * region.height;
  const width = wider ? Math.max(1, Math.round((region.height * out.width) / out.height)) : region.width;
  const height = wider ? region.height : Math.max(1, Math.round((region.width * out.height) / out.width));
  const place = (start: number, length: number, cut: number, at: number) =>
    start + Math.min(length - cut, Math.max(0, Math.round(at * length - cut / 2)));
  return {
    left: place(region.left, region.width, width, focus.x),
    top: place(region.top, region.height, height, focus.y),
    width,
    height,
  };
}

/** The steps that give the image the parameters ask for; `original` is the auto-oriented size. */
export function planImage(params: ImageParams, original: Size): ImagePlan {
  const region = params.rect
    ? clampRect(params.rect, original)
    : { left: 0, top: 0, width: original.width, height: original.height };
  const plan: ImagePlan = {
    ...(params.rect ? { extract: region } : {}),
    ...(params.fm ? { format: params.fm } : {}),
    quality: params.q ?? DEFAULT_QUALITY,
  };
  const { w, h, fit } = params;
  const scaled = (scale: number): Size => ({
    width: Math.max(1, Math.round(region.width * scale)),
    height: Math.max(1, Math.round(region.height * scale)),
  });
  const noUpscale = fit === 'max' || fit === 'fillmax' || fit === 'min';
  if (w === undefined && h === undefined) return plan;
  if (w === undefined || h === undefined) {
    // One side given: every fit keeps the aspect ratio; those that never enlarge stop at the original.
    const scale = w !== undefined ? w / region.width : h! / region.height;
    return { ...plan, resize: scaled(noUpscale ? Math.min(scale, 1) : scale) };
  }
  const contain = Math.min(w / region.width, h / region.height);
  switch (fit) {
    case 'clip':
      return { ...plan, resize: scaled(contain) };
    case 'max':
      return { ...plan, resize: scaled(Math.min(contain, 1)) };
    case 'scale':
      return { ...plan, resize: { width: w, height: h } };
    case 'fill':
    case 'fillmax': {
      const background = params.bg ?? { r: 255, g: 255, b: 255, alpha: 0 };
      const inner = scaled(fit === 'fillmax' ? Math.min(contain, 1) : contain);
      const left = Math.floor((w - inner.width) / 2);
      const top = Math.floor((h - inner.height) / 2);
      const pad = { top, right: w - inner.width - left, bottom: h - inner.height - top, left, background };
      return { ...plan, resize: inner, pad };
    }
    case 'crop':
    case 'min': {
      // min: the requested aspect ratio, shrunk until it fits inside the original.
      const shrink = fit === 'min' ? Math.min(1, region.width / w, region.height / h) : 1;
      const out = { width: Math.max(1, Math.round(w * shrink)), height: Math.max(1, Math.round(h * shrink)) };
      return { ...plan, extract: focusCut(region, out, params.focus), resize: out };
    }
  }
}
