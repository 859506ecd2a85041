import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';

import sharp from 'sharp';

/** Placeholders of the import form (contract): assets "live" in project `local`, dataset `production`. */
export const ASSET_PROJECT_ID = 'local';
export const ASSET_DATASET = 'production';
const CDN = 'https://cdn.sanity.io/';
/** Width of the low-quality placeholder, as Sanity's own lqip. */
const LQIP_WIDTH = 20;

const MIME_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  mp4: 'video/mp4',
};

export type AssetDocument = {
  _id: string;
  _type: 'sanity.imageAsset' | 'sanity.fileAsset';
  assetId: string;
  sha1hash: string;
  extension: string;
  mimeType: string;
  size: number;
  originalFilename: string;
  path: string;
  url: string;
  metadata?: {
    _type: 'sanity.imageMetadata';
    dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number };
    lqip: string;
    hasAlpha: boolean;
    isOpaque: boolean;
  };
};

function fileFacts(filePath: string, bytes: Buffer) {
  const extension = extname(filePath).slice(1).toLowerCase();
  const mimeType = MIME_TYPES[extension];
  if (!mimeType) throw new Error(`Unsupported asset type: ${filePath}`);
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  return { extension, mimeType, sha1, size: bytes.length, originalFilename: basename(filePath) };
}

/** The `sanity.imageAsset` / `sanity.fileAsset` document Sanity would create for this file. */
export async function describeAsset(filePath: string): Promise<AssetDocument> {
  const bytes = await readFile(filePath);
  const { extension, mimeType, sha1, size, originalFilename } = fileFacts(filePath, bytes);
  const common = { assetId: sha1, sha1hash: sha1, extension, mimeType, size, originalFilename };

  if (!mimeType.startsWith('image/')) {
    const path = `files/${ASSET_PROJECT_ID}/${ASSET_DATASET}/${sha1}.${extension}`;
    return { _id: `file-${sha1}-${extension}`, _type: 'sanity.fileAsset', ...common, path, url: CDN + path };
  }

  const image = sharp(bytes);
  const { width, height, hasAlpha = false } = await image.metadata();
  if (!width || !height) throw new Error(`No dimensions for ${filePath}`);
  const { isOpaque } = await image.stats();
  const lqip = await sharp(bytes).resize({ width: LQIP_WIDTH }).webp().toBuffer();
  const path = `images/${ASSET_PROJECT_ID}/${ASSET_DATASET}/${sha1}-${width}x${height}.${extension}`;
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    ...common,
    path,
    url: CDN + path,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      lqip: `data:image/webp;base64,${lqip.toString('base64')}`,
      hasAlpha,
      isOpaque,
    },
  };
}
