import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { SanityDocumentLike } from './assemble-dataset.ts';

const ASSET_TYPES: Record<string, 'image' | 'file'> = { 'sanity.imageAsset': 'image', 'sanity.fileAsset': 'file' };

/**
 * Rewrites the bundled dataset for `sanity dataset import` into a real project: asset
 * documents are dropped (their project-less ids and CDN paths mean nothing there) and every
 * `asset: {_ref}` becomes `_sanityAsset: "image@file:///…"` (or `file@…`), so the CLI uploads
 * the file and links the new asset itself. A file is found in `assetsDir` under its CDN file name
 * (as `lake:export` writes them) or its original name (as content/assets/ holds them).
 */
export function toImportDocuments(documents: readonly SanityDocumentLike[], assetsDir: string): SanityDocumentLike[] {
  const uploads = new Map<string, string>();
  for (const document of documents) {
    const kind = ASSET_TYPES[document._type];
    if (kind) {
      const byPath = typeof document.path === 'string' ? join(assetsDir, basename(document.path)) : undefined;
      const file = byPath && existsSync(byPath) ? byPath : join(assetsDir, String(document.originalFilename));
      const fileUrl = pathToFileURL(file).href;
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
