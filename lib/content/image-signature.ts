import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed crops. Next's image optimizer renders a variant for every distinct `url` it is given, and
 * an image URL's `rect` (the editor's crop) can take any value, so anyone could make the server
 * render image after image. The site signs each crop it emits; proxy.ts lets `/_next/image` resize
 * only a whole asset of this dataset or a crop with its signature. The signature travels as the
 * URL's vanity name (`…/<file>/<signature>.<ext>`), which Sanity's CDN ignores by design.
 */

/** The signing key, derived from the webhook secret: one secret fewer to configure and rotate. */
export function imageSigningKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('image crops').digest();
}

/** A crop's signature: 128 bits of HMAC-SHA256 over the asset's file name and the rect, base64url. */
export function cropSignature(key: Buffer, file: string, rect: string): string {
  return createHmac('sha256', key).update(`${file}?rect=${rect}`).digest().subarray(0, 16).toString('base64url');
}

/** `images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`, then an optional vanity name, on the CDN or the site's route. */
const IMAGE_URL =
  /^(?:https:\/\/cdn\.sanity\.io|\/sanity-assets)\/images\/([a-z0-9-]+)\/([a-z0-9_-]+)\/([a-f0-9]{40}-\d+x\d+\.[a-z0-9]+)(?:\/([A-Za-z0-9_-]{22})\.[a-z0-9]+)?$/;
const RECT = /^\d{1,5},\d{1,5},\d{1,5},\d{1,5}$/;

/**
 * Whether `url` (the `url` parameter of `/_next/image`) is an image this site emits: an image asset
 * of its own project and dataset, whole (no parameters), or cropped by a signed `rect` and nothing else.
 */
export function isEmittedImageUrl(
  url: string,
  { key, projectId, dataset }: { key: Buffer; projectId: string; dataset: string },
): boolean {
  const [path = '', search = '', ...rest] = url.split('?');
  const match = IMAGE_URL.exec(path);
  if (!match || rest.length > 0 || match[1] !== projectId || match[2] !== dataset) return false;
  const [, , , file, signature] = match;
  if (signature === undefined) return search === '';
  const params = new URLSearchParams(search);
  const rect = params.get('rect');
  if ([...params.keys()].length !== 1 || rect === null || !RECT.test(rect)) return false;
  const expected = Buffer.from(cropSignature(key, file!, rect));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
