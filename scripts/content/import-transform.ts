import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { SanityDocumentLike } from './assemble-dataset.ts';

const ASSET_TYPES: Record<string, 'image' | 'file'> = { 'sanity.imageAsset': 'image', 'sanity.fileAsset': 'file' };

/**
 * Rewrites the bundled dataset for `sanity dataset import` into a real project: asset
 * documents are dropped (their project-less ids and CDN paths mean nothing there) and every
 * `asset: {_ref}` becomes `_sanityAsset: "image@file:///…"` (or `file@…`), so the CLI uploads
 * the file from content/assets/ and links the new asset itself.
 */
export function toImportDocuments(documents: readonly SanityDocumentLike[], assetsDir: string): SanityDocumentLike[] {
  const uploads = new Map<string, string>();
  for (const document of documents) {
    const kind = ASSET_TYPES[document._type];
    if (kind) {
      const fileUrl = pathToFileURL(join(assetsDir, String(document.originalFilename))).href;
      uploads.set(document._id, `${kind}@${fileUrl}`);
    }
  }

  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([field, child]) => {
        const ref = field === 'asset' ? (child as { _ref?: unknown } | null)?._ref : undefined;
        if (typeof ref !== 'string') return [field, rewrite(child)];
        const upload = uploads.get(ref);
        if (!upload) throw new Error(`Asset ${ref} is not in the dataset`);
        return ['_sanityAsset', upload];
      }),
    );
  };

  return documents
    .filter((document) => !ASSET_TYPES[document._type])
    .map((document) => rewrite(document) as SanityDocumentLike);
}
