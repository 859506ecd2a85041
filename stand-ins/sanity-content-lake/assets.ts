import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { LakeError, notFound } from './errors.ts';
import { parseImageParams } from './image-params.ts';
import { transformImage } from './image-transform.ts';
import type { LakeDocument } from './store.ts';

/**
 * Assets as Sanity keeps them: an uploaded file becomes a `sanity.imageAsset` or
 * `sanity.fileAsset` document named by the file's SHA-1 (so the same file uploads once), with
 * image metadata computed by sharp (dimensions, lqip, palette, alpha), and the bytes served at the
 * CDN's path shapes (`images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`,
 * `files/<project>/<dataset>/<sha1>.<ext>`), Range requests included so video can seek. Images
 * take Sanity's image parameters (`?rect=…&w=…`, image-params.ts).
 */
export const SANITY_CDN = 'https://cdn.sanity.io';

const MIME_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'image/tiff': 'tiff',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
};

const SHARP_FORMATS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  svg: 'svg',
  tiff: 'tiff',
  heif: 'avif',
};

export class AssetError extends Error {}

type Swatch = {
  _type: 'sanity.imagePaletteSwatch';
  background: string;
  foreground: string;
  population: number;
  title: string;
};

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function swatch(r: number, g: number, b: number, population: number): Swatch {
  // Readable text on the swatch: white on dark colours, black on light ones (relative luminance).
  const light = 0.2126 * r + 0.7152 * g + 0.0722 * b > 150;
  return {
    _type: 'sanity.imagePaletteSwatch',
    background: hex(r, g, b),
    foreground: light ? '#000' : '#fff',
    population,
    title: light ? '#000' : '#fff',
  };
}

/** Bytes sharp cannot read (not an image, or a damaged one) are the uploader's mistake: a 400, not a 500. */
async function imageMetadata(bytes: Buffer) {
  try {
    return await readImageMetadata(bytes);
  } catch (error) {
    if (error instanceof AssetError) throw error;
    throw new AssetError(`The file is not an image sharp can read (${String(error)})`);
  }
}

async function readImageMetadata(bytes: Buffer) {
  const image = sharp(bytes, { failOn: 'error' });
  const info = await image.metadata();
  if (!info.width || !info.height || !info.format) throw new AssetError('The file is not an image sharp can read');
  // EXIF orientations 5–8 swap width and height, as Sanity reports the displayed size.
  const rotated = (info.orientation ?? 1) >= 5;
  const width = rotated ? info.height : info.width;
  const height = rotated ? info.width : info.height;
  const stats = await sharp(bytes).stats();
  const { r, g, b } = stats.dominant;
  const lqip = await sharp(bytes).rotate().resize(20).jpeg({ quality: 40 }).toBuffer();
  const dominant = swatch(r, g, b, 1);
  return {
    extension: SHARP_FORMATS[info.format] ?? info.format,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      lqip: `data:image/jpeg;base64,${lqip.toString('base64')}`,
      palette: { _type: 'sanity.imagePalette', dominant, vibrant: dominant, muted: dominant },
      hasAlpha: info.hasAlpha ?? false,
      isOpaque: stats.isOpaque,
    },
  };
}

export interface UploadInput {
  kind: 'images' | 'files';
  bytes: Buffer;
  filename: string | null;
  contentType: string | null;
  projectId: string;
  dataset: string;
  cdnUrl: string;
  /** Where uploaded bytes live. */
  dir: string;
  extra: Record<string, string>;
}

/** The asset document for an upload, with the bytes stored under its CDN file name. */
export async function storeUpload(input: UploadInput): Promise<LakeDocument> {
  if (input.bytes.length === 0) throw new AssetError('The upload is empty');
  const sha1 = createHash('sha1').update(input.bytes).digest('hex');
  const mimeType = input.contentType && input.contentType !== 'application/octet-stream' ? input.contentType : null;
  const fromName = input.filename ? path.extname(input.filename).slice(1).toLowerCase() : '';
  let document: LakeDocument;
  if (input.kind === 'images') {
    const { extension, metadata } = await imageMetadata(input.bytes);
    const { width, height } = metadata.dimensions;
    const name = `${sha1}-${width}x${height}.${extension}`;
    const assetPath = `images/${input.projectId}/${input.dataset}/${name}`;
    document = {
      _id: `image-${sha1}-${width}x${height}-${extension}`,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension,
      mimeType: mimeType ?? `image/${extension === 'jpg' ? 'jpeg' : extension}`,
      size: input.bytes.length,
      originalFilename: input.filename ?? name,
      path: assetPath,
      url: `${input.cdnUrl}/${assetPath}`,
      metadata,
      ...input.extra,
    };
  } else {
    const extension = fromName || (mimeType ? MIME_EXTENSIONS[mimeType] : undefined) || 'bin';
    const name = `${sha1}.${extension}`;
    const assetPath = `files/${input.projectId}/${input.dataset}/${name}`;
    document = {
      _id: `file-${sha1}-${extension}`,
      _type: 'sanity.fileAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension,
      mimeType: mimeType ?? 'application/octet-stream',
      size: input.bytes.length,
      originalFilename: input.filename ?? name,
      path: assetPath,
      url: `${input.cdnUrl}/${assetPath}`,
      ...input.extra,
    };
  }
  await mkdir(input.dir, { recursive: true });
  const file = path.join(input.dir, path.basename(String(document.path)));
  if (!existsSync(file)) await writeFile(file, input.bytes);
  return document;
}

export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/** The types Sanity's image pipeline transforms; any other (SVG) is served as stored, whatever the query. */
const TRANSFORMABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

/** Answered as the CDN caches them: a URL names one asset's bytes, or one transformation of them. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function sendError(response: ServerResponse, error: LakeError, extraHeaders: Record<string, string>): void {
  response.writeHead(error.status, { ...extraHeaders, 'content-type': 'application/json' });
  response.end(JSON.stringify(error.body));
}

/** The image its parameters (read off `response.req`) ask for; undefined when the stored bytes are the answer. */
async function transformedImage(response: ServerResponse, asset: LakeDocument, file: string) {
  if (asset._type !== 'sanity.imageAsset' || !TRANSFORMABLE_TYPES.has(String(asset.mimeType))) return undefined;
  const params = parseImageParams(new URL(response.req.url ?? '/', 'http://lake').searchParams);
  return params ? transformImage(file, params) : undefined;
}

/**
 * Streams an asset's bytes: uploaded files from `uploadsDir`, seeded ones from `seedAssetsDir`.
 * An image asked for with image parameters is transformed instead, and answered whole: a Range
 * applies to stored bytes only. A malformed parameter is a 400, as on Sanity's CDN.
 */
export async function serveAsset(
  response: ServerResponse,
  asset: LakeDocument | undefined,
  dirs: { uploadsDir: string; seedAssetsDir: string },
  rangeHeader: string | undefined,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const candidates = asset
    ? [
        path.join(dirs.uploadsDir, path.basename(String(asset.path))),
        path.join(dirs.seedAssetsDir, path.basename(String(asset.originalFilename))),
      ]
    : [];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!asset || !file) return sendError(response, notFound('Asset not found'), extraHeaders);
  const image = await transformedImage(response, asset, file).catch((error: unknown) => {
    if (error instanceof LakeError) return error;
    throw error;
  });
  if (image instanceof LakeError) return sendError(response, image, extraHeaders);
  if (image) {
    response.writeHead(200, {
      ...extraHeaders,
      'content-type': image.contentType ?? String(asset.mimeType),
      'cache-control': CACHE_CONTROL,
      'content-length': String(image.data.length),
    });
    response.end(image.data);
    return;
  }
  const { size } = await stat(file);
  const headers: Record<string, string> = {
    ...extraHeaders,
    'content-type': String(asset.mimeType ?? 'application/octet-stream'),
    'cache-control': CACHE_CONTROL,
    'accept-ranges': 'bytes',
  };
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    response.writeHead(416, { ...headers, 'content-range': `bytes */${size}` });
    response.end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers['content-length'] = String(end - start + 1);
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  response.writeHead(range ? 206 : 200, headers);
  createReadStream(file, { start, end }).pipe(response);
}
