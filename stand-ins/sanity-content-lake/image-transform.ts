import sharp from 'sharp';
import { planImage, type ImageParams, type OutputFormat } from './image-params.ts';

const ENCODERS: Record<OutputFormat, { format: 'jpeg' | 'png' | 'webp'; progressive: boolean }> = {
  jpg: { format: 'jpeg', progressive: false },
  pjpg: { format: 'jpeg', progressive: true },
  png: { format: 'png', progressive: false },
  webp: { format: 'webp', progressive: false },
};

/** sharp's format names as content types; anything else keeps the stored asset's own type. */
const CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heif: 'image/avif',
  tiff: 'image/tiff',
};

/**
 * An image file with Sanity's image parameters applied: auto-oriented first, as the asset's
 * dimensions (and so `rect`) are the displayed ones; encoded as `fm` asks, else in its own format.
 */
export async function transformImage(
  file: string,
  params: ImageParams,
): Promise<{ data: Buffer; width: number; height: number; contentType: string | undefined }> {
  const { autoOrient, format: sourceFormat } = await sharp(file).metadata();
  const plan = planImage(params, autoOrient);
  let image = sharp(file, { autoOrient: true });
  if (plan.extract) image = image.extract(plan.extract);
  if (plan.resize) image = image.resize({ ...plan.resize, fit: 'fill' });
  if (plan.pad) image = image.extend(plan.pad);
  const { format, progressive } = plan.format ? ENCODERS[plan.format] : { format: sourceFormat, progressive: false };
  // sharp's quality starts at 1; Sanity's q=0 is its lowest.
  const { data, info } = await image
    .toFormat(format, { quality: Math.max(1, plan.quality), progressive })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, contentType: CONTENT_TYPES[info.format] };
}
