import type { LocaleString } from './locale.ts';

/**
 * References to files in content/assets/ by file name. The dataset build replaces each
 * `asset:<file>` placeholder with the id of the asset document it computes for that file.
 */
export const ASSET_REF_PREFIX = 'asset:';

type AssetReference = { _type: 'reference'; _ref: string };
const assetRef = (fileName: string): AssetReference => ({ _type: 'reference', _ref: `${ASSET_REF_PREFIX}${fileName}` });

/** An `accessibleImage` value: the picture and its alternative text in every language. */
export const accessibleImage = (fileName: string, alt: LocaleString) => ({
  _type: 'accessibleImage' as const,
  asset: assetRef(fileName),
  alt,
});

/** A plain `image` value (sharing images, which need no alt text). */
export const plainImage = (fileName: string) => ({ _type: 'image' as const, asset: assetRef(fileName) });

export const videoFile = (fileName: string) => ({ _type: 'file' as const, asset: assetRef(fileName) });

/** Document reference by id. */
export const reference = (id: string) => ({ _type: 'reference' as const, _ref: id });
/** A reference that never blocks unpublishing or deleting its target (a schema field with `weak: true`). */
export const weakReference = (id: string) => ({ ...reference(id), _weak: true as const });
