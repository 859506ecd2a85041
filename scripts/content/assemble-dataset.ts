import { createHash } from 'node:crypto';

import { ASSET_REF_PREFIX } from '../../content/seed/media.ts';

/** Fixed so that rebuilding the dataset from unchanged sources gives identical bytes. */
export const DATASET_TIMESTAMP = '2024-06-01T09:00:00Z';

export type SanityDocumentLike = { _id: string; _type: string; [field: string]: unknown };

/** File names (in content/assets/) that the documents refer to through `asset:<file>` placeholders. */
export function referencedAssetFiles(documents: readonly SanityDocumentLike[]): string[] {
  const files = new Set<string>();
  walk(documents, (node) => {
    const ref = node._ref;
    if (typeof ref === 'string' && ref.startsWith(ASSET_REF_PREFIX)) files.add(ref.slice(ASSET_REF_PREFIX.length));
  });
  return [...files].sort();
}

function walk(value: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    Object.values(value).forEach((child) => walk(child, visit));
  }
}

/** Short, stable key from where the item sits (document id + path), as Sanity keys are 12 characters. */
const keyFor = (location: string) => createHash('sha1').update(location).digest('hex').slice(0, 12);

/**
 * Copy of a value with asset placeholders replaced by asset ids and a `_key` on every
 * object inside an array (Sanity requires one), keys derived from the item's location.
 */
function finish(value: unknown, location: string, assetIds: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const itemLocation = `${location}[${index}]`;
      const finished = finish(item, itemLocation, assetIds);
      if (!finished || typeof finished !== 'object' || '_key' in finished) return finished;
      return { _key: keyFor(itemLocation), ...finished };
    });
  }
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([field, child]) => {
      if (field === '_ref' && typeof child === 'string' && child.startsWith(ASSET_REF_PREFIX)) {
        const id = assetIds.get(child.slice(ASSET_REF_PREFIX.length));
        if (!id) throw new Error(`No asset document for ${child} at ${location}`);
        return [field, id];
      }
      return [field, finish(child, `${location}.${field}`, assetIds)];
    }),
  );
}

/**
 * The dataset in `sanity dataset import` form: asset documents first (by file name),
 * then the content documents in seed order, each starting with `_id`, `_type` and the
 * fixed timestamps.
 */
export function assembleDataset(
  seedDocuments: readonly SanityDocumentLike[],
  assetDocuments: ReadonlyMap<string, SanityDocumentLike>,
): SanityDocumentLike[] {
  const assetIds = new Map([...assetDocuments].map(([file, asset]) => [file, asset._id]));
  const stamp = <T extends SanityDocumentLike>({ _id, _type, ...rest }: T): SanityDocumentLike => ({
    _id,
    _type,
    _createdAt: DATASET_TIMESTAMP,
    _updatedAt: DATASET_TIMESTAMP,
    ...rest,
  });
  // Identical files share one asset document, as in Sanity (the id derives from the sha1).
  const assets = new Map<string, SanityDocumentLike>();
  for (const file of [...assetDocuments.keys()].sort()) {
    const asset = assetDocuments.get(file)!;
    if (!assets.has(asset._id)) assets.set(asset._id, stamp(asset));
  }
  const content = seedDocuments.map((document) =>
    stamp(finish(document, document._id, assetIds) as SanityDocumentLike),
  );
  return [...assets.values(), ...content];
}

export const toNdjson = (documents: readonly SanityDocumentLike[]): string =>
  documents.map((document) => JSON.stringify(document)).join('\n') + '\n';

/**
 * NDJSON (one JSON value per line; blank lines skipped), as Sanity's exports and the history API
 * send it. The lake's transaction log is read by its own loop, which must stop at a torn last line.
 */
export const parseNdjson = <T = SanityDocumentLike>(text: string): T[] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
