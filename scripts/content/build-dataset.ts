/**
 * npm run content:build — turns the seed copy (content/seed/) and the media files
 * (content/assets/) into content/dataset.ndjson, the bundled dataset the site and the
 * offline Studio read, in `sanity dataset import` form with its asset documents.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { seedDocuments } from '../../content/seed/index.ts';
import { describeAsset, type AssetDocument } from './asset-documents.ts';
import { assembleDataset, referencedAssetFiles, toNdjson } from './assemble-dataset.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const ASSETS_DIR = join(root, 'content/assets');
export const DATASET_FILE = join(root, 'content/dataset.ndjson');

/** The NDJSON text of the dataset, built fresh from the seed modules and asset files. */
export async function buildDatasetNdjson(assetsDir = ASSETS_DIR): Promise<string> {
  const files = referencedAssetFiles(seedDocuments);
  const assets = new Map<string, AssetDocument>();
  for (const file of files) assets.set(file, await describeAsset(join(assetsDir, file)));
  return toNdjson(assembleDataset(seedDocuments, assets));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ndjson = await buildDatasetNdjson();
  await writeFile(DATASET_FILE, ndjson);
  console.log(`Wrote ${ndjson.trimEnd().split('\n').length} documents to ${DATASET_FILE}`);
}
