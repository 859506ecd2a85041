/**
 * What the site's `/sanity-assets` route (embedded defaults only) passes through from the local
 * Content Lake: asset files at the CDN's path shapes, and nothing of the lake's API. An uploaded
 * file must never run script on the site's origin, whatever its bytes or its claimed type.
 */

/**
 * `images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`, optionally followed by a vanity name as on
 * Sanity's CDN (`/<name>.<ext>`: a signed crop's, lib/content/image-signature.ts), and
 * `files/<project>/<dataset>/<sha1>.<ext>`.
 */
const ASSET_PATH =
  /^(?:images\/[a-z0-9-]+\/[a-z0-9_-]+\/[a-f0-9]{40}-\d+x\d+\.[a-z0-9]+(?:\/[A-Za-z0-9_-]+\.[a-z0-9]+)?|files\/[a-z0-9-]+\/[a-z0-9_-]+\/[a-f0-9]{40}\.[a-z0-9]+)$/;

export function isLocalAssetPath(segments: readonly string[]): boolean {
  return ASSET_PATH.test(segments.join('/'));
}

/** The asset's path on the lake: without the vanity name, which only names the file. */
export function localAssetLakePath(segments: readonly string[]): string {
  return segments.slice(0, 4).join('/');
}

/**
 * The image parameters the site's own URLs carry (lib/content/image.ts: the editor's crop), of
 * those the lake applies (stand-ins/sanity-content-lake/image-params.ts). Not w, h or fit: next/image resizes, and
 * through them any visitor could have the lake render images up to 8192 px square.
 */
const FORWARDED_IMAGE_PARAMS = ['rect'];

/**
 * The query string passed on to the lake for an asset path: an image's forwarded parameters, each
 * once; nothing for a file. Anything else stays on the site, off the lake's attack surface.
 */
export function localAssetSearch(segments: readonly string[], search: URLSearchParams): string {
  if (segments[0] !== 'images') return '';
  const kept = new URLSearchParams();
  for (const name of FORWARDED_IMAGE_PARAMS) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** Served as what they are: the pictures, film and documents an owner puts on the site. */
const INLINE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'video/mp4',
  'video/webm',
  'application/pdf',
]);

/**
 * Headers for an asset answered with `contentType` by the lake: a type from the allow-list, or a
 * download (SVG and HTML included: either could carry script). Every answer forbids script with a
 * sandboxing policy, and nosniff keeps browsers from guessing another type.
 */
export function localAssetHeaders(contentType: string | null): Record<string, string> {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const common = {
    'Content-Security-Policy':
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  };
  return INLINE_TYPES.has(type)
    ? { ...common, 'Content-Type': type }
    : { ...common, 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment' };
}
