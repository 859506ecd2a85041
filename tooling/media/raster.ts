/** SVG → raster: librsvg (through sharp) draws, then film grain is laid over for a photographic finish. */
import sharp, { type Sharp } from 'sharp';
import { createRng, seedFrom } from './rng.ts';

const GRAIN_TILE = 384;

/** A seeded grey noise tile centred on mid-grey, so `overlay` leaves the mean untouched. */
function grainTile(seed: number, amplitude: number): Buffer {
  const rng = createRng(seed);
  const data = Buffer.alloc(GRAIN_TILE * GRAIN_TILE);
  for (let i = 0; i < data.length; i++) {
    // Sum of two uniforms: a cheap triangular distribution, softer than white noise.
    const n = rng.next() + rng.next() - 1;
    data[i] = Math.round(128 + n * amplitude);
  }
  return data;
}

/** A rendered picture, ready to encode. */
export type Image = ReturnType<typeof sharp>;

export type RasterOptions = {
  width: number;
  height: number;
  /** Grain strength in grey levels (0 disables). */
  grain?: number;
  /** Names the grain stream so each picture keeps its own pattern. */
  name: string;
};

/** Renders an SVG document to an sRGB pipeline with grain applied, ready to encode. */
export async function rasterize(svgText: string, options: RasterOptions): Promise<Sharp> {
  const { width, height, grain = 14, name } = options;
  const base = await sharp(Buffer.from(svgText), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#000000' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Read the channel count back: librsvg's output layout is not ours to assume.
  const raw = { width, height, channels: base.info.channels as 1 | 2 | 3 | 4 };
  let image = sharp(base.data, { raw });
  if (grain > 0) {
    const tile = await sharp(grainTile(seedFrom(name), grain), {
      raw: { width: GRAIN_TILE, height: GRAIN_TILE, channels: 1 },
    })
      .toColourspace('srgb')
      .png()
      .toBuffer();
    const grained = await image
      .composite([{ input: tile, tile: true, blend: 'overlay' }])
      .raw()
      .toBuffer({ resolveWithObject: true });
    image = sharp(grained.data, { raw: { width, height, channels: grained.info.channels as 1 | 2 | 3 | 4 } });
  }
  return image;
}

export const WEBP = { quality: 80, effort: 6, smartSubsample: true, preset: 'photo' } as const;
